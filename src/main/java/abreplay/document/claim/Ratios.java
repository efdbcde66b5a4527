package abreplay.document.claim;

/**
 * How a ratio meets a threshold. "At" a threshold means within {@link #SAME} of it: posts print
 * rates to 0.01 req/s, and a ratio of two of them that lands exactly on a threshold must read the
 * same whichever rounding made it.
 */
public final class Ratios {
  /** Two ratios within this share of each other are the same ratio. */
  public static final double SAME = 1e-4;

  private Ratios() {}

  public static boolean atLeast(double x, double threshold) {
    return x >= threshold * (1 - SAME);
  }

  public static boolean atMost(double x, double threshold) {
    return x <= threshold * (1 + SAME);
  }

  public static boolean below(double x, double threshold) {
    return x < threshold * (1 - SAME);
  }

  public static boolean above(double x, double threshold) {
    return x > threshold * (1 + SAME);
  }
}
