package abreplay.verdict;

import abreplay.document.Document;
import abreplay.document.Document.Claim;
import abreplay.document.claim.ClaimKind;
import abreplay.document.claim.OwnData;
import abreplay.document.claim.Verdict;
import abreplay.format.Numbers;
import abreplay.result.Bound;
import abreplay.result.StepResult;
import java.util.ArrayList;
import java.util.List;

/**
 * Judges a document's claims on a replay's steps: per scenario, its two systems' steps on one side
 * (both real or both stand-ins), paired by round, give a {@link RatioEstimate} at the run's
 * confidence, Bonferroni-shared among a claim's k scenarios (1 - (1 - c) / k each); the claim's
 * {@link ClaimKind} turns that one interval into both the verdict and the measurement. What cannot
 * be judged says why ({@link Unjudged}; e.g. {@link Bound#NOISY_CORES}) and feeds no answer; over
 * scenarios the worst verdict wins and the coverage is said. Pure and thread-safe.
 */
public final class Judge {
  private Judge() {}

  /** Every claim of the document, in its order. */
  public static List<ClaimResult> all(Document document, List<StepResult> steps, Judging settings) {
    return document.claims().stream()
        .map(claim -> claim(document, claim, steps, settings))
        .toList();
  }

  public static ClaimResult claim(Document d, Claim claim, List<StepResult> all, Judging settings) {
    Sides sides = Sides.of(all, claim, d::label);
    double confidence = 1 - (1 - settings.confidence()) / claim.scenarios().size();
    List<ScenarioJudgement> scenarios = new ArrayList<>();
    for (String scenario : claim.scenarios()) {
      List<StepResult> steps =
          sides.judgedOn().stream().filter(s -> s.step().scenario().id().equals(scenario)).toList();
      scenarios.add(
          claim
              .kind()
              .match(
                  kind ->
                      Comparison.judge(
                          d,
                          claim,
                          kind,
                          scenario,
                          steps,
                          sides,
                          confidence,
                          settings.onPar(),
                          settings.stepDrift(),
                          settings.together()),
                  kind -> FailuresUnderLoad.judge(d, claim, kind, scenario, steps, settings)));
    }
    Verdict verdict =
        scenarios.stream()
            .filter(ScenarioJudgement::judged)
            .map(ScenarioJudgement::verdict)
            .reduce(Verdict::worse)
            .orElse(Verdict.NOT_JUDGED);
    OwnData ownData =
        scenarios.stream()
            .map(ScenarioJudgement::ownData)
            .reduce(OwnData::worse)
            .orElse(OwnData.NOT_CHECKABLE);
    return new ClaimResult(
        claim,
        claim.kind().meaning(d.label(claim.system()), d.label(claim.overName())),
        sides.side(),
        scenarios,
        verdict,
        measurement(scenarios),
        ownData,
        notes(claim, scenarios, sides, settings),
        sides.judgedOn(),
        settings.onPar(),
        settings.scale());
  }

  private static Measurement measurement(List<ScenarioJudgement> scenarios) {
    List<Measurement> given =
        scenarios.stream()
            .map(ScenarioJudgement::measurement)
            .filter(m -> m != Measurement.NOT_JUDGED)
            .toList();
    if (given.isEmpty()) return Measurement.NOT_JUDGED;
    List<Measurement> off =
        given.stream().filter(m -> m != Measurement.REPRODUCED).distinct().toList();
    return off.isEmpty()
        ? Measurement.REPRODUCED
        : off.size() == 1 ? off.get(0) : Measurement.MIXED;
  }

  private static List<String> notes(
      Claim claim, List<ScenarioJudgement> scenarios, Sides sides, Judging settings) {
    List<String> notes = new ArrayList<>();
    for (ScenarioJudgement s : scenarios) {
      s.estimate()
          .filter(e -> e.cap() != RatioEstimate.Cap.NONE && s.judged())
          .ifPresent(
              e ->
                  notes.add(
                      (scenarios.size() > 1 ? s.scenario() + ": " : "")
                          + "decided on a load-generator bound ("
                          + e.cap().rates(claim)
                          + " only a lower bound of the server's), which still decides it"));
    }
    if (sides.side() == Side.STAND_INS
        && scenarios.stream()
            .anyMatch(
                s ->
                    s.measurement() == Measurement.LOWER
                        || s.measurement() == Measurement.HIGHER)) {
      notes.add(Side.MEASUREMENT_BETWEEN_STAND_INS);
    }
    if (claim.kind().compares() && sides.side() == Side.STAND_INS) {
      ModelRatio.note(sides.judgedOn(), claim, settings.cores()).ifPresent(notes::add);
    }
    if (settings.scale() != 1) notes.add(scaleNote(claim, settings.scale()));
    return notes;
  }

  /** What a replay at a replay.scale other than 1 means for a claim of this kind. */
  static String scaleNote(Claim claim, double scale) {
    String factor = Numbers.plain(scale);
    return "replayed at scale "
        + factor
        + " (every -n multiplied by "
        + factor
        + ", never below -c): "
        + (claim.kind().compares()
            ? "the rates compared are of "
                + (scale < 1 ? "shorter" : "longer")
                + " steps than the post's"
            : scale < 1
                ? "a step that bore fewer requests than the post's -n does not judge the claim"
                : "each step sent more requests than the post's -n")
        + "; -Dreplay.scale=1 replays the post's own load";
  }
}
