package abreplay.verdict;

import abreplay.recording.Throughput;
import java.util.Optional;

/**
 * The ratio of two steps that ran at once and its noise: their common 100-ms {@link Throughput}
 * slots, ends dropped, cut into up to {@link StepNoise#MAX_BATCHES} batches; the log ratio of the
 * totals, its variance the batches' over their count, batches - 1 degrees of freedom. No step drift
 * is added: the machine's moves hit both sides alike. What favours one side throughout (one
 * budget's cores busier, one population served first) it cannot see. Immutable.
 *
 * @param ratio system / over over the common slots
 * @param logVariance the variance of log(ratio): a relative variance, to first order
 * @param batches at least {@link StepNoise#MIN_BATCHES}
 */
public record PairedNoise(double ratio, double logVariance, int batches, double seconds) {

  /**
   * The paired estimate of {@code system} / {@code over}; empty when fewer than {@link
   * StepNoise#MIN_BATCHES} inner common slots remain, or when any batch of them has no completions
   * on either side (a batch's log ratio would be infinite, and a step that stalled for a whole
   * batch is not measured by the others: the pair is then judged as two steps of their own).
   */
  public static Optional<PairedNoise> of(Throughput system, Throughput over) {
    Common c = Common.of(system, over);
    int inner = c.slots() - 2;
    if (inner < StepNoise.MIN_BATCHES) return Optional.empty();
    int batches = Math.min(StepNoise.MAX_BATCHES, inner);
    double[] logs = new double[batches];
    long totalSystem = 0;
    long totalOver = 0;
    for (int b = 0; b < batches; b++) {
      int from = 1 + b * inner / batches;
      int to = 1 + (b + 1) * inner / batches;
      long a = 0;
      long o = 0;
      for (int i = from; i < to; i++) {
        a += system.at(c.system() + i);
        o += over.at(c.over() + i);
      }
      if (a == 0 || o == 0) return Optional.empty();
      logs[b] = Math.log((double) a / o);
      totalSystem += a;
      totalOver += o;
    }
    double mean = 0;
    for (double l : logs) mean += l;
    mean /= batches;
    double squares = 0;
    for (double l : logs) squares += (l - mean) * (l - mean);
    return Optional.of(
        new PairedNoise(
            (double) totalSystem / totalOver,
            squares / (batches - 1) / batches,
            batches,
            inner * (Throughput.SLOT_MILLIS / 1000.0)));
  }

  /**
   * Whether two steps ran at once: their inner common slots (the common ones, first and last
   * dropped) are at least half of the shorter step's slots. Steps run one after the other never
   * are: they share no slot, or a few at the boundary.
   */
  public static boolean together(Throughput a, Throughput b) {
    if (a.isEmpty() || b.isEmpty()) return false;
    long inner = Common.of(a, b).slots() - 2L;
    return inner > 0 && 2 * inner >= Math.min(a.slots(), b.slots());
  }

  public int degreesOfFreedom() {
    return batches - 1;
  }

  /** log(ratio), the estimate in log space. */
  double logRatio() {
    return Math.log(ratio);
  }

  /**
   * The slots two steps share: {@code slots} of them, from the system's slot {@code system} and the
   * other's slot {@code over}.
   */
  private record Common(int system, int over, int slots) {
    static Common of(Throughput a, Throughput b) {
      // a's slot (b's slot + shift) covers (to the nearest slot) the same 100 ms as b's slot.
      long shift =
          Math.round(
              (double) (b.firstSlotEpochMillis() - a.firstSlotEpochMillis())
                  / Throughput.SLOT_MILLIS);
      long from = Math.max(0, shift);
      long to = Math.min(a.slots(), b.slots() + shift);
      if (to <= from) return new Common(0, 0, 0);
      return new Common((int) from, (int) (from - shift), (int) (to - from));
    }
  }
}
