package abreplay.report;

import abreplay.result.RunResult;
import abreplay.result.Slice;
import abreplay.result.StepResult;
import java.util.Locale;

/** An interleaved step's slices beside its whole, for ab-summary.txt. */
final class SliceLines {
  private SliceLines() {}

  /**
   * "10 x 10,000 requests interleaved with go, swoole (ABBA order); slice rates 15,102 / 15,870 /
   * 16,433 req/s (min / median / max)".
   */
  static String summary(StepResult s, RunResult result) {
    double[] rates = s.slices().stream().mapToDouble(Slice::rate).sorted().toArray();
    long each = s.step().slicing().slices().isEmpty() ? 0 : s.step().slicing().slices().get(0);
    String others =
        String.join(
            ", ",
            result.steps().stream()
                .filter(o -> o != s && !o.slices().isEmpty())
                .filter(o -> o.step().round() == s.step().round())
                .filter(o -> o.step().scenario().id().equals(s.step().scenario().id()))
                .map(o -> o.step().target().runName())
                .toList());
    return String.format(
        Locale.ROOT,
        "%d x %,d requests, interleaved with %s (%s order, after settling slices);"
            + " slice rates %,.0f / %,.0f / %,.0f req/s (min / median / max)",
        s.slices().size(),
        each,
        others.isEmpty() ? "no other system" : others,
        others.contains(",") ? "rotated Latin square" : "ABBA",
        rates[0],
        median(rates),
        rates[rates.length - 1]);
  }

  private static double median(double[] sorted) {
    int n = sorted.length;
    return n % 2 == 1 ? sorted[n / 2] : (sorted[n / 2 - 1] + sorted[n / 2]) / 2;
  }
}
