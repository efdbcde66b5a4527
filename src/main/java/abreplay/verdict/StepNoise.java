package abreplay.verdict;

import abreplay.recording.Throughput;
import java.util.Optional;

/**
 * How far a step's rate may be off, from its own completions over time (batch means): its 100-ms
 * {@link Throughput} slots, ends dropped, cut into up to {@link #MAX_BATCHES} near-equal batches
 * whose standard error is the step rate's, batches - 1 degrees of freedom. It cannot see what
 * changes between steps; {@link Judge} asks more of one round for that. Immutable.
 *
 * @param relativeStandardError as a share of the rate (0.02 = 2%)
 * @param batches at least {@link #MIN_BATCHES}
 */
public record StepNoise(double relativeStandardError, int batches) {
  /** Ten batches: enough degrees of freedom (t = 2.26 at 95%), few enough to be long. */
  static final int MAX_BATCHES = 10;

  /** Fewer than three slots inside a step (0.5 s with its ends) say nothing of its noise. */
  static final int MIN_BATCHES = 3;

  /**
   * The step's noise; empty when it is too short to show it (fewer than {@link #MIN_BATCHES} inner
   * slots).
   */
  public static Optional<StepNoise> of(Throughput throughput) {
    long[] slots = throughput.completions();
    int inner = slots.length - 2;
    if (inner < MIN_BATCHES) return Optional.empty();
    int batches = Math.min(MAX_BATCHES, inner);
    double[] rates = new double[batches];
    for (int b = 0; b < batches; b++) {
      int from = 1 + b * inner / batches;
      int to = 1 + (b + 1) * inner / batches;
      long sum = 0;
      for (int i = from; i < to; i++) sum += slots[i];
      rates[b] = sum / ((to - from) * (Throughput.SLOT_MILLIS / 1000.0));
    }
    double mean = 0;
    for (double r : rates) mean += r;
    mean /= batches;
    if (mean <= 0) return Optional.empty();
    double squares = 0;
    for (double r : rates) squares += (r - mean) * (r - mean);
    double standardError = Math.sqrt(squares / (batches - 1) / batches);
    return Optional.of(new StepNoise(standardError / mean, batches));
  }

  public int degreesOfFreedom() {
    return batches - 1;
  }

  /** The variance of the log of the step's rate (the relative error squared, to first order). */
  double logVariance() {
    return relativeStandardError * relativeStandardError;
  }
}
