package abreplay.verdict;

import java.util.Arrays;
import java.util.Locale;
import java.util.Optional;

/**
 * A replayed ratio and how far it may be off: over several rounds, the median of the rounds' ratios
 * with their lowest and highest; from one round, that ratio widened by the run-to-run spread
 * measured on a machine like this one, since a single round cannot show its own. Immutable.
 *
 * @param rounds the rounds it comes from
 * @param spread for one round, the share it was widened by; 0 for several rounds
 */
public record Range(double median, double low, double high, int rounds, double spread) {

  /** From each round's ratio; empty when there is none. */
  public static Optional<Range> of(double[] ratios, double singleRoundSpread) {
    if (ratios.length == 0) return Optional.empty();
    double[] sorted = ratios.clone();
    Arrays.sort(sorted);
    int mid = sorted.length / 2;
    double median = sorted.length % 2 == 1 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
    if (sorted.length == 1) {
      return Optional.of(new Range(median, median / (1 + singleRoundSpread), median * (1 + singleRoundSpread), 1,
          singleRoundSpread));
    }
    return Optional.of(new Range(median, sorted[0], sorted[sorted.length - 1], sorted.length, 0));
  }

  /** The whole range is above {@code threshold}. */
  public boolean above(double threshold) {
    return low > threshold;
  }

  /** The whole range is below {@code threshold}. */
  public boolean below(double threshold) {
    return high < threshold;
  }

  /** "1.16x (1.10x-1.22x over 3 rounds)", "1.16x (1.04x-1.29x: one round, widened by 11%)". */
  public String described() {
    String range = x(low) + "-" + x(high);
    return x(median) + " (" + (rounds > 1 ? range + " over " + rounds + " rounds"
        : range + ": one round, widened by the run-to-run spread of " + Math.round(spread * 100) + "%") + ")";
  }

  static String x(double ratio) {
    return String.format(Locale.ROOT, "%.2fx", ratio);
  }
}
