package abreplay.verdict;

import abreplay.document.claim.OwnData;
import abreplay.document.claim.Verdict;
import abreplay.result.StepResult;
import java.util.List;
import java.util.Optional;
import java.util.OptionalDouble;

/**
 * A claim in one scenario: its ratios, both answers, why one was not given, what each would take.
 *
 * @param published system / over as printed; empty for fails-under-load and unpublished
 * @param whyNotJudged set when {@code verdict} is NOT_JUDGED
 * @param whyNotMeasured set when {@code measurement} is NOT_JUDGED
 * @param map the ratios each answer needs; empty without an estimate
 * @param steps both systems' steps, every round, on the claim's side
 */
public record ScenarioJudgement(
    String scenario,
    OptionalDouble published,
    OwnData ownData,
    Optional<RatioEstimate> estimate,
    Verdict verdict,
    Measurement measurement,
    Optional<Unjudged> whyNotJudged,
    Optional<Unjudged> whyNotMeasured,
    Optional<VerdictMap> map,
    List<StepResult> steps) {

  public boolean judged() {
    return verdict != Verdict.NOT_JUDGED;
  }

  /** A scenario with neither answer, and why. */
  static ScenarioJudgement unjudged(
      String scenario,
      OptionalDouble published,
      OwnData ownData,
      Unjudged why,
      List<StepResult> steps) {
    return new ScenarioJudgement(
        scenario,
        published,
        ownData,
        Optional.empty(),
        Verdict.NOT_JUDGED,
        Measurement.NOT_JUDGED,
        Optional.of(why),
        Optional.of(why),
        Optional.empty(),
        steps);
  }
}
