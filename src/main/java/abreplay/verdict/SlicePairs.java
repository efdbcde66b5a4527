package abreplay.verdict;

import abreplay.result.Slice;
import abreplay.result.StepResult;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * The ratio of two interleaved steps from their paired slices: slice j of one and slice j of the
 * other ran in the same row of turns, seconds apart, so whatever the machine did over minutes hits
 * both sides of the pair alike. Each pair gives d = log(system's rate / over's); the model is d =
 * mu + delta x s + e, s = +1 when the system's slice went first in its row and -1 when second (a
 * crossover design's period effect): mu, the log ratio with the order effect taken out, is fitted
 * by least squares over the pairs, its variance from the residuals with pairs - 2 degrees of
 * freedom (pairs - 1 when every pair had the same order, and delta is not fitted). Pairs of several
 * rounds are pooled. Immutable.
 *
 * @param logRatio mu, the estimate of log(system's rate / over's)
 * @param logVariance mu's variance
 * @param degreesOfFreedom of that variance
 * @param pairs how many pairs it comes from
 * @param orderEffect the first-in-row's edge, exp(delta) - 1 (0.02 = the slice that ran first in a
 *     pair served 2% more); NaN when every pair had the same order
 * @param pairSpread the standard deviation of one pair's log ratio around the fit (a relative
 *     figure: 0.05 = a pair reads within about 5%)
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
