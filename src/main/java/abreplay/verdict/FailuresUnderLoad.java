package abreplay.verdict;

import abreplay.document.Document;
import abreplay.document.Document.Claim;
import abreplay.document.claim.ClaimKind.FailsUnderLoad;
import abreplay.document.claim.OwnData;
import abreplay.document.claim.Verdict;
import abreplay.result.StepResult;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import java.util.OptionalDouble;

/**
 * A claim that a system could not take a scenario's load, judged in one scenario on the system's
 * steps: a round fails when requests got no response or failed (ab's Failed requests), or the step
 * did not complete; the rounds' count decides ({@link FailsUnderLoad#decide}). A round that
 * completed with 0 failed on fewer requests than the post's -n (replay.scale below 1) is no
 * evidence; with none that is, the scenario is not judged ({@link Unjudged#fewerRequests}). The
 * post's own data is its word: {@code completed = false} or failed requests printed.
 */
final class FailuresUnderLoad {
  private FailuresUnderLoad() {}

  static ScenarioJudgement judge(
      Document d,
      Claim claim,
      FailsUnderLoad kind,
      String scenario,
      List<StepResult> steps,
      Judging settings) {
    Optional<Boolean> publishedFailed =
        claim.unpublished().contains(scenario)
            ? Optional.empty()
            : Optional.ofNullable(d.published(scenario, claim.system()))
                .flatMap(Document.Published::failedUnderLoad);
    OwnData ownData = publishedFailed.map(kind::ownData).orElse(OwnData.NOT_CHECKABLE);
    List<StepResult> ran =
        steps.stream()
            .filter(s -> s.step().target().name().equals(claim.system()) && s.status().ran())
            .toList();
    if (ran.isEmpty()) {
      return ScenarioJudgement.unjudged(
          scenario,
          OptionalDouble.empty(),
          ownData,
          Unjudged.missing(steps, claim.system(), scenario),
          steps);
    }
    // A round that bore fewer requests than the post sent is no evidence against a failure at the
    // post's load; one that failed at fewer is evidence for it.
    List<StepResult> evidence =
        ran.stream().filter(s -> failed(s) || sent(s) >= s.step().scenario().requests()).toList();
    if (evidence.isEmpty()) {
      StepResult fewest = ran.stream().min(Comparator.comparingLong(FailuresUnderLoad::sent)).get();
      return ScenarioJudgement.unjudged(
          scenario,
          OptionalDouble.empty(),
          ownData,
          Unjudged.fewerRequests(
              claim.system(), sent(fewest), fewest.step().scenario().requests(), settings.scale()),
          steps);
    }
    long failed = evidence.stream().filter(FailuresUnderLoad::failed).count();
    Verdict verdict = kind.decide(failed, evidence.size());
    Measurement m =
        publishedFailed
            .map(
                p ->
                    verdict == Verdict.INCONCLUSIVE
                        ? Measurement.MIXED
                        : (verdict == Verdict.SUPPORTED) == p
                            ? Measurement.REPRODUCED
                            : Measurement.DIFFERENT)
            .orElse(Measurement.NOT_JUDGED);
    Optional<Unjudged> whyNotMeasured =
        publishedFailed.isPresent()
            ? Optional.empty()
            : Optional.of(Unjudged.noPublishedOutcome(claim.system(), scenario));
    return new ScenarioJudgement(
        scenario,
        OptionalDouble.empty(),
        ownData,
        Optional.empty(),
        verdict,
        m,
        Optional.empty(),
        whyNotMeasured,
        Optional.of(VerdictMap.failures(kind)),
        steps);
  }

  /** The requests a step sent: its recording's count, or its plan's when nothing was recorded. */
  private static long sent(StepResult s) {
    return s.run().map(r -> r.recording().requests().sent()).orElse(s.step().requests());
  }

  /** Requests failed or got no response, or the step did not complete. */
  static boolean failed(StepResult s) {
    if (s.status() != StepResult.Status.COMPLETE || s.run().isEmpty()) return true;
    var r = s.run().get().recording();
    return r.lost() > 0 || r.failures().length() > 0;
  }
}
