package abreplay.verdict;

/**
 * Quantiles of Student's t distribution, for confidence intervals from few batches or rounds. The
 * distribution function comes from the regularized incomplete beta function (a continued fraction,
 * Lentz's method; Numerical Recipes 6.4), the quantile by bisection on it: accurate to 1e-9, pure
 * and thread-safe.
 */
final class StudentT {
  private StudentT() {}

  /**
   * The t with {@code p} of the distribution below it, e.g. quantile(0.975, 9) = 2.262.
   *
   * @param degreesOfFreedom at least 1 (fractional, as Welch-Satterthwaite gives, is fine)
   * @throws IllegalArgumentException for p outside (0, 1) or fewer than 1 degree of freedom
   */
  static double quantile(double p, double degreesOfFreedom) {
    if (!(p > 0 && p < 1) || !(degreesOfFreedom >= 1)) {
      throw new IllegalArgumentException(
          "t quantile needs 0 < p < 1 and df >= 1, got p=" + p + ", df=" + degreesOfFreedom);
    }
    if (p < 0.5) return -quantile(1 - p, degreesOfFreedom);
    double low = 0;
    double high = 1;
    while (cdf(high, degreesOfFreedom) < p) high *= 2;
    for (int i = 0; i < 200 && high - low > 1e-10; i++) {
      double mid = (low + high) / 2;
      if (cdf(mid, degreesOfFreedom) < p) low = mid;
      else high = mid;
    }
    return (low + high) / 2;
  }

  /** P(T <= t) for t >= 0. */
  static double cdf(double t, double df) {
    double x = df / (df + t * t);
    return 1 - 0.5 * incompleteBeta(df / 2, 0.5, x);
  }

  private static double incompleteBeta(double a, double b, double x) {
    if (x <= 0) return 0;
    if (x >= 1) return 1;
    double front =
        Math.exp(
            logGamma(a + b) - logGamma(a) - logGamma(b) + a * Math.log(x) + b * Math.log(1 - x));
    if (x < (a + 1) / (a + b + 2)) return front * continuedFraction(a, b, x) / a;
    return 1 - front * continuedFraction(b, a, 1 - x) / b;
  }

  private static double continuedFraction(double a, double b, double x) {
    double tiny = 1e-300;
    double c = 1;
    double d = 1 - (a + b) * x / (a + 1);
    d = 1 / (Math.abs(d) < tiny ? tiny : d);
    double h = d;
    for (int m = 1; m <= 300; m++) {
      int m2 = 2 * m;
      double aa = m * (b - m) * x / ((a - 1 + m2) * (a + m2));
      d = 1 / nonZero(1 + aa * d, tiny);
      c = nonZero(1 + aa / c, tiny);
      h *= d * c;
      aa = -(a + m) * (a + b + m) * x / ((a + m2) * (a + 1 + m2));
      d = 1 / nonZero(1 + aa * d, tiny);
      c = nonZero(1 + aa / c, tiny);
      double step = d * c;
      h *= step;
      if (Math.abs(step - 1) < 1e-15) break;
    }
    return h;
  }

  private static double nonZero(double v, double tiny) {
    return Math.abs(v) < tiny ? tiny : v;
  }

  /** Lanczos's approximation (g = 7, 9 terms): 15 significant digits for x > 0. */
  private static double logGamma(double x) {
    double[] g = {
      0.99999999999980993,
      676.5203681218851,
      -1259.1392167224028,
      771.32342877765313,
      -176.61502916214059,
      12.507343278686905,
      -0.13857109526572012,
      9.9843695780195716e-6,
      1.5056327351493116e-7
    };
    if (x < 0.5) return Math.log(Math.PI / Math.abs(Math.sin(Math.PI * x))) - logGamma(1 - x);
    x -= 1;
    double sum = g[0];
    for (int i = 1; i < 9; i++) sum += g[i] / (x + i);
    double t = x + 7.5;
    return 0.5 * Math.log(2 * Math.PI) + (x + 0.5) * Math.log(t) - t + Math.log(sum);
  }
}
