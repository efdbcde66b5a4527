package abreplay.document.claim;

import java.util.List;
import java.util.function.DoubleFunction;
import java.util.function.Function;

/**
 * "system could not take the load" of a scenario ("Go could no longer bear the load at -n 300000 -c
 * 20000"), about one system: a round fails when requests got no response or failed, or the step did
 * not complete. SUPPORTED when every round failed, CONTRADICTED when every round completed with 0
 * failed, INCONCLUSIVE between. The post's own data is its word: {@code completed = false} or
 * failed requests printed.
 */
public record FailsUnderLoad() implements ClaimKind {

  @Override
  public String key() {
    return "fails-under-load";
  }

  @Override
  public String meaning() {
    return "system could not take the scenario's load";
  }

  @Override
  public String hint() {
    return "fails-under-load, with no over, for \"could not take the load\"";
  }

  @Override
  public String cue() {
    return "\\b(?:crash\\w*|fail\\w*|could ?n[o']t (?:take|handle|bear|cope))\\b"
        + "|无法|無法|承受|扛不住|撑不住|崩溃|崩潰|挂了";
  }

  @Override
  public boolean compares() {
    return false;
  }

  @Override
  public String meaning(String system, String over) {
    return system + " under load";
  }

  @Override
  public String claimed(OnParFactor onPar) {
    return "the post says the run did not complete";
  }

  @Override
  public String rule(OnParFactor onPar, DoubleFunction<String> ratio, boolean severalScenarios) {
    return "Supported when every round of the step fails requests or does not complete;"
        + " contradicted when every round completes with 0 failed.";
  }

  /** The verdict on a scenario's rounds: {@code failed} of {@code rounds} failed (rounds > 0). */
  public Verdict decide(long failed, long rounds) {
    return failed == rounds
        ? Verdict.SUPPORTED
        : failed == 0 ? Verdict.CONTRADICTED : Verdict.INCONCLUSIVE;
  }

  /** The post's own word against the claim: did its run fail under the load? */
  public OwnData ownData(boolean failedByItsAccount) {
    return failedByItsAccount ? OwnData.SUPPORTED : OwnData.CONTRADICTED;
  }

  /** What each answer takes: no ratio, the step's failures decide. */
  public List<String> wouldTake() {
    return List.of(
        "SUPPORTED when every round's step fails requests or does not complete",
        "CONTRADICTED when every round completes with 0 failed");
  }

  @Override
  public <T> T match(Function<RatioKind, T> ratio, Function<FailsUnderLoad, T> failures) {
    return failures.apply(this);
  }
}
