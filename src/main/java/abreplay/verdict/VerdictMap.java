package abreplay.verdict;

import abreplay.document.Document.Claim;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.OptionalDouble;

/**
 * What it would take: the replayed ratios at which each answer would be given, over this run's
 * noise (the interval's half-width), so that a reader sees how far off a replay is, not just a
 * word. Immutable.
 *
 * @param entries in the order of a rising ratio's answers, e.g. "REPRODUCED at 1.61x-1.89x"
 */
public record VerdictMap(List<String> entries) {

  /**
   * For a claim in one scenario, from the estimate's half-widths and the published ratio (when
   * there is one).
   */
  static VerdictMap of(Claim claim, RatioEstimate e, OptionalDouble published) {
    double w = Math.exp(e.logHalfWidth());
    double wp = Math.exp(e.predictionLogHalfWidth());
    List<String> entries = new ArrayList<>();
    published.ifPresent(
        p ->
            entries.add(
                "REPRODUCED at " + x(p / wp) + "-" + x(p * wp) + " (published " + x(p) + ")"));
    switch (claim.kind()) {
      case FASTER -> {
        double t = Rules.fasterThreshold(claim);
        entries.add("SUPPORTED at >= " + x(Math.max(t, 1) * w));
        if (t > 1) entries.add("NOT SUPPORTED below " + x(t / w));
        entries.add("CONTRADICTED below " + x(1 / w));
      }
      case ON_PAR -> {
        double lo = 1 / Rules.ON_PAR * w;
        double hi = Rules.ON_PAR / w;
        entries.add(
            lo <= hi
                ? "SUPPORTED at " + x(lo) + "-" + x(hi)
                : "SUPPORTED at no ratio: this noise is wider than the on-par band (more rounds"
                    + " narrow it)");
        entries.add(
            "CONTRADICTED below " + x(1 / Rules.ON_PAR / w) + " or above " + x(Rules.ON_PAR * w));
      }
      case AT_LEAST_ON_PAR -> {
        entries.add("SUPPORTED at >= " + x(1 / Rules.ON_PAR * w));
        entries.add("CONTRADICTED below " + x(1 / Rules.ON_PAR / w));
      }
      case FAILS_UNDER_LOAD ->
          throw new IllegalArgumentException("a fails-under-load claim has no ratio");
    }
    String noise = String.format(Locale.ROOT, "over this run's noise, +-%.1f%%", (w - 1) * 100);
    entries.add(
        e.cap() == RatioEstimate.Cap.NONE
            ? noise
            : noise
                + "; a capped rate is a bound: only answers on its side of the ratio can be given");
    return new VerdictMap(List.copyOf(entries));
  }

  /** For a fails-under-load claim: no ratio, the step's failures decide. */
  static VerdictMap failures() {
    return new VerdictMap(
        List.of(
            "SUPPORTED when every round's step fails requests or does not complete",
            "CONTRADICTED when every round completes with 0 failed"));
  }

  /** "REPRODUCED at 1.61x-1.89x (published 1.745x); SUPPORTED at >= 1.89x; ..." */
  public String text() {
    return String.join("; ", entries);
  }

  private static String x(double ratio) {
    return RatioEstimate.x(ratio);
  }
}
