package abreplay.verdict;

import abreplay.document.Document.Claim;
import abreplay.document.claim.OnParFactor;
import abreplay.document.claim.OwnData;
import abreplay.document.claim.Verdict;
import abreplay.format.Numbers;
import abreplay.result.StepResult;
import java.util.List;
import java.util.Locale;
import java.util.stream.Collectors;

/**
 * A claim and what this replay says of it: per scenario the published ratio and the replayed one
 * with its interval, then three answers ({@link Measurement}, {@link Verdict}, {@link OwnData}),
 * each saying on how many of the claim's scenarios it was given. Reports render it; nothing judges
 * again. Immutable.
 *
 * @param judgedOn every step of the claim's systems on its side, in every scenario
 * @param scale the factor the run applied to every -n (replay.scale); below 1 the answers say so
 */
public record ClaimResult(
    Claim claim,
    String meaning,
    Side side,
    List<ScenarioJudgement> scenarios,
    Verdict verdict,
    Measurement measurement,
    OwnData ownData,
    List<String> notes,
    List<StepResult> judgedOn,
    OnParFactor onPar,
    double scale) {

  /**
   * "SUPPORTED on 4 of 5 scenarios (not judged: c20000-n200000: skipped)", "NOT JUDGED (load
   * generator bound)": why in a few words; each scenario's line gives the whole reason and its
   * remedy.
   */
  public String verdictText() {
    return side.words(verdict) + coverage(verdict == Verdict.NOT_JUDGED, true) + atScale();
  }

  /** "REPRODUCED", "LOWER THAN PUBLISHED on 1 of 2 scenarios (...)". */
  public String measurementText() {
    return side.words(measurement)
        + coverage(measurement == Measurement.NOT_JUDGED, false)
        + atScale();
  }

  /**
   * ", at scale 0.1" after an answer of a replay at replay.scale below 1 (the own-data answer is
   * the post's, at its own scale); "" at full scale.
   */
  public String atScale() {
    return scale == 1 ? "" : ", at scale " + Numbers.plain(scale);
  }

  /** "FALLS SHORT OF ITS OWN DATA (published 1.721x; claimed 75%, i.e. >= 1.745x)". */
  public String ownDataText() {
    String published =
        scenarios.stream()
            .filter(s -> s.published().isPresent())
            .map(
                s ->
                    (scenarios.size() > 1 ? s.scenario() + " " : "")
                        + Numbers.ratio(s.published().getAsDouble(), 3))
            .collect(Collectors.joining(", "));
    String claimed = claim.kind().claimed(onPar);
    return ownData.label
        + " ("
        + (published.isEmpty() ? "" : "published " + published + "; ")
        + claimed
        + ")";
  }

  private String coverage(boolean none, boolean verdicts) {
    List<ScenarioJudgement> left =
        scenarios.stream()
            .filter(s -> verdicts ? !s.judged() : s.measurement() == Measurement.NOT_JUDGED)
            .toList();
    String why =
        left.stream()
            .map(
                s ->
                    (scenarios.size() > 1 ? s.scenario() + ": " : "")
                        + (verdicts ? s.whyNotJudged() : s.whyNotMeasured())
                            .map(u -> u.kind().words)
                            .orElse("not judged"))
            .distinct()
            .collect(Collectors.joining("; "));
    if (none) return " (" + why + ")";
    if (left.isEmpty())
      return scenarios.size() > 1 ? " on all " + scenarios.size() + " scenarios" : "";
    return String.format(
        Locale.ROOT,
        " on %d of %d scenarios (not judged: %s)",
        scenarios.size() - left.size(),
        scenarios.size(),
        why);
  }
}
