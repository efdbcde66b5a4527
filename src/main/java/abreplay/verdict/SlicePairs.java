package abreplay.verdict;

import abreplay.result.Slice;
import abreplay.result.StepResult;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * The ratio of two interleaved steps from their paired slices, which ran seconds apart so the
 * machine's drift hits both alike. Each pair gives d = log(system's rate / over's) = mu + delta x s
 * + e, s = +1 when the system's slice went first and -1 when second (a crossover design's period
 * effect), fitted by least squares over the pooled pairs; mu's variance from the residuals, pairs -
 * 2 degrees of freedom (pairs - 1, delta not fitted, when every pair had one order). Immutable.
 *
 * @param logRatio mu
 * @param orderEffect exp(delta) - 1 (0.02 = the first of a pair served 2% more); NaN with one order
 * @param pairSpread one pair's log ratio's standard deviation around the fit (0.05 = about 5%)
 */
public record SlicePairs(
    double logRatio,
    double logVariance,
    int degreesOfFreedom,
    int pairs,
    double orderEffect,
    double pairSpread) {

  /** Fewer pairs than this judge nothing on slices: the steps are judged as whole steps. */
  static final int MIN_PAIRS = 4;

  /**
   * Paired slices whose one pair spreads by more than this (a relative standard deviation) around
   * the fit judge nothing when their interval cannot decide: the machine changed faster than a
   * pair's seconds.
   */
  static final double NOISY_PAIRS = 0.15;

  /**
   * The pairs of {@code system}'s and {@code over}'s slices, matched by round and row; empty when
   * either ran whole, or fewer than {@link #MIN_PAIRS} pairs have both slices with responses.
   */
  static Optional<SlicePairs> of(List<StepResult> system, List<StepResult> over) {
    List<double[]> pairs = new ArrayList<>();
    for (StepResult a : system) {
      for (StepResult b : over) {
        if (a.step().round() != b.step().round()) continue;
        for (Slice x : a.slices()) {
          for (Slice y : b.slices()) {
            if (x.row() != y.row() || x.rate() <= 0 || y.rate() <= 0) continue;
            double first = x.startEpochMillis() <= y.startEpochMillis() ? 1 : -1;
            pairs.add(new double[] {Math.log(x.rate() / y.rate()), first});
          }
        }
      }
    }
    return fit(pairs);
  }

  /** The fit over pairs of {log ratio, order sign}; empty below {@link #MIN_PAIRS}. */
  static Optional<SlicePairs> fit(List<double[]> pairs) {
    int n = pairs.size();
    if (n < MIN_PAIRS) return Optional.empty();
    double sd = 0, ss = 0, sds = 0, sdd = 0;
    for (double[] p : pairs) {
      sd += p[0];
      ss += p[1];
    }
    double meanD = sd / n, meanS = ss / n;
    double sxx = 0, sxy = 0;
    for (double[] p : pairs) {
      sxx += (p[1] - meanS) * (p[1] - meanS);
      sxy += (p[1] - meanS) * (p[0] - meanD);
    }
    boolean ordered = sxx > 1e-12;
    double delta = ordered ? sxy / sxx : 0;
    // mu is the log ratio at s = 0: neither first nor second.
    double mu = meanD - delta * meanS;
    double rss = 0;
    for (double[] p : pairs) {
      double r = p[0] - mu - delta * p[1];
      rss += r * r;
    }
    int df = n - (ordered ? 2 : 1);
    double sigma2 = rss / df;
    double varMu = sigma2 * (1.0 / n + (ordered ? meanS * meanS / sxx : 0));
    return Optional.of(
        new SlicePairs(
            mu, varMu, df, n, ordered ? Math.exp(delta) - 1 : Double.NaN, Math.sqrt(sigma2)));
  }
}
