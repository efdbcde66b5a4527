package abreplay.verdict;

import abreplay.document.claim.ClaimKind.FailsUnderLoad;
import abreplay.document.claim.ClaimKind.RatioKind;
import abreplay.document.claim.OnParFactor;
import abreplay.format.Numbers;
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
   * there is one): what its kind's answers take at this noise.
   */
  static VerdictMap of(
      RatioKind kind, RatioEstimate e, OptionalDouble published, OnParFactor onPar) {
    double w = Math.exp(e.logHalfWidth());
    List<String> entries = new ArrayList<>();
    published.ifPresent(
        p ->
            entries.add(
                "REPRODUCED at "
                    + Numbers.ratio(p / w, 3)
                    + "-"
                    + Numbers.ratio(p * w, 3)
                    + " (published "
                    + Numbers.ratio(p, 3)
                    + ")"));
    entries.addAll(kind.wouldTake(w, onPar));
    String noise = String.format(Locale.ROOT, "over this run's noise, +-%.1f%%", (w - 1) * 100);
    entries.add(
        switch (e.cap()) {
          case NONE -> noise;
          case SYSTEM, OVER ->
              noise
                  + "; a capped rate is a bound: only answers on its side of the ratio can be"
                  + " given";
          case BOTH -> noise + "; both rates are bounds: no answer can be given at any ratio";
        });
    return new VerdictMap(List.copyOf(entries));
  }

  /** For a fails-under-load claim: no ratio, the step's failures decide. */
  static VerdictMap failures(FailsUnderLoad kind) {
    return new VerdictMap(kind.wouldTake());
  }

  /** "REPRODUCED at 1.61x-1.89x (published 1.745x); SUPPORTED at >= 1.89x; ..." */
  public String text() {
    return String.join("; ", entries);
  }
}
