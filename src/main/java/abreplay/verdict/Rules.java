package abreplay.verdict;

import abreplay.document.Document.Claim;
import abreplay.document.Magnitude;

/**
 * Every threshold by which a claim is judged, in one place. A replayed ratio (system / over) is an
 * interval [low, high]; the published ratio is a point. A claim holds only when the whole interval
 * is on its side of its threshold, and is refuted only when the whole interval is on the other
 * side:
 *
 * <ul>
 *   <li>FASTER: threshold T = the claim's own number read with its precision ({@link Magnitude}:
 *       "75%" is 1.745), else 1. SUPPORTED when low >= T (and low > 1); CONTRADICTED when high < 1
 *       (slower); NOT SUPPORTED when high < T (short of its number, whatever the direction); else
 *       INCONCLUSIVE.
 *   <li>ON_PAR: within a factor of {@link #ON_PAR} either way, [1/1.15, 1.15], symmetric in log
 *       space. SUPPORTED when the interval is inside; CONTRADICTED when wholly outside; else
 *       INCONCLUSIVE.
 *   <li>AT_LEAST_ON_PAR: SUPPORTED when low >= 1/1.15; CONTRADICTED when high < 1/1.15.
 * </ul>
 *
 * So a verdict never gets better as the interval moves away from the claim's side, and a decisive
 * failure of the magnitude is NOT SUPPORTED, never INCONCLUSIVE. "At" a threshold means within
 * {@link #SAME} of it: posts print rates to 0.01 req/s, and a ratio of two of them that lands
 * exactly on a threshold must read the same whichever rounding made it.
 */
final class Rules {
  /** On par: within this factor of each other, either way. */
  static final double ON_PAR = 1.15;

  /** Two ratios within this share of each other are the same ratio. */
  static final double SAME = 1e-4;

  private Rules() {}

  /** The least ratio at which a faster claim holds: its own number, else 1. */
  static double fasterThreshold(Claim claim) {
    return claim.by().map(Magnitude::threshold).orElse(1.0);
  }

  /**
   * The claim's verdict for a replayed interval (low may be 0, high infinite, for a load-generator
   * bound).
   */
  static Verdict decide(Claim claim, double low, double high) {
    return switch (claim.kind()) {
      case FASTER -> {
        double t = fasterThreshold(claim);
        if (atLeast(low, t) && low > 1 * (1 + SAME)) yield Verdict.SUPPORTED;
        if (below(high, 1)) yield Verdict.CONTRADICTED;
        if (below(high, t)) yield Verdict.NOT_SUPPORTED;
        yield Verdict.INCONCLUSIVE;
      }
      case ON_PAR -> {
        if (atLeast(low, 1 / ON_PAR) && atMost(high, ON_PAR)) yield Verdict.SUPPORTED;
        if (below(high, 1 / ON_PAR) || above(low, ON_PAR)) yield Verdict.CONTRADICTED;
        yield Verdict.INCONCLUSIVE;
      }
      case AT_LEAST_ON_PAR -> {
        if (atLeast(low, 1 / ON_PAR)) yield Verdict.SUPPORTED;
        if (below(high, 1 / ON_PAR)) yield Verdict.CONTRADICTED;
        yield Verdict.INCONCLUSIVE;
      }
      case FAILS_UNDER_LOAD ->
          throw new IllegalArgumentException("a fails-under-load claim has no ratio");
    };
  }

  /** The post's own ratio against its claim, as exact. */
  static OwnData ownData(Claim claim, double published) {
    return switch (decide(claim, published, published)) {
      case SUPPORTED -> OwnData.SUPPORTED;
      case CONTRADICTED -> OwnData.CONTRADICTED;
      default ->
          claim.kind() == Claim.Kind.FASTER && published >= 1
              ? OwnData.FALLS_SHORT
              : OwnData.CONTRADICTED;
    };
  }

  /** Whether a replayed interval (its prediction interval) holds the published ratio. */
  static Measurement measure(double published, double low, double high) {
    if (below(high, published)) return Measurement.LOWER;
    if (above(low, published)) return Measurement.HIGHER;
    return Measurement.REPRODUCED;
  }

  static boolean atLeast(double x, double threshold) {
    return x >= threshold * (1 - SAME);
  }

  static boolean atMost(double x, double threshold) {
    return x <= threshold * (1 + SAME);
  }

  static boolean below(double x, double threshold) {
    return x < threshold * (1 - SAME);
  }

  static boolean above(double x, double threshold) {
    return x > threshold * (1 + SAME);
  }
}
