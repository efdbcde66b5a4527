package abreplay.testing;

import abreplay.document.Document;
import abreplay.document.Scenario;
import abreplay.machine.CpuSet;
import abreplay.machine.Machine;
import abreplay.plan.AbSemantics;
import abreplay.plan.Placement;
import abreplay.plan.RunPlan;
import abreplay.plan.SkipReason;
import abreplay.plan.Step;
import abreplay.recording.Recording;
import abreplay.result.AbRun;
import abreplay.result.Resources;
import abreplay.result.RunResult;
import abreplay.result.StepResult;
import abreplay.result.WarmUpResult;
import abreplay.targets.Capacity;
import abreplay.targets.Target;
import java.net.URI;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalLong;

/** Steps and results for tests of the reports and verdicts, without a run. */
public final class Results {
  private Results() {}

  /** A stand-in target of the hello profile. */
  public static Target standIn(String system) {
    return Target.standIn(system, "hello", 10000, new Capacity(2, Optional.empty(), 2));
  }

  public static Target real(String system) {
    return Target.external(system, URI.create("http://127.0.0.1:8080/"));
  }

  public static Step step(Target target, Scenario scenario, int round) {
    return Steps.of(
        target,
        scenario,
        target.name() + " " + scenario.label(scenario.requests()) + (round > 1 ? " #" + round : ""),
        scenario.requests(),
        Optional.empty(),
        round);
  }

  /** A step of {@code target} in {@code scenario} that ran to its end with {@code recording}. */
  public static StepResult ran(Target target, Scenario scenario, Recording recording) {
    return ran(step(target, scenario, 1), recording);
  }

  public static StepResult ran(Step step, Recording recording) {
    AbRun.Command command =
        new AbRun.Command(
            URI.create("http://127.0.0.1:8080/"),
            step.scenario().concurrency(),
            step.requests(),
            step.scenario().keepAlive(),
            Duration.ofSeconds(30));
    AbRun run =
        new AbRun(step.name(), command, WarmUpResult.NONE, recording, OptionalLong.empty(), null);
    return new StepResult(
        step,
        run.partial() ? StepResult.Status.PARTIAL : StepResult.Status.COMPLETE,
        Optional.of(run),
        "",
        Optional.empty(),
        Resources.none(),
        OptionalLong.empty(),
        Optional.empty(),
        List.of());
  }

  /**
   * As {@link #ran(Target, Scenario, Recording)}, with what the target sent to ab's HTTP/1.0
   * request.
   */
  public static StepResult ran(
      Target target, Scenario scenario, Recording recording, long abBytes) {
    StepResult r = ran(target, scenario, recording);
    return new StepResult(
        r.step(),
        r.status(),
        r.run(),
        r.reason(),
        r.targetCounters(),
        r.resources(),
        OptionalLong.of(abBytes),
        Optional.empty(),
        List.of());
  }

  public static StepResult skipped(Target target, Scenario scenario, String why) {
    Step step =
        Steps.of(
            target,
            scenario,
            target.name() + " " + scenario.label(scenario.requests()),
            scenario.requests(),
            Optional.of(new SkipReason(SkipReason.Kind.NO_ROOM_FOR_USERS, why)),
            1);
    return StepResult.notRun(step, StepResult.Status.SKIPPED, why);
  }

  /** A document's run of one round that gave {@code steps}. */
  public static RunResult result(Document document, StepResult... steps) {
    return result(document, 1, steps);
  }

  /** A document's run of one round at replay.scale {@code scale} that gave {@code steps}. */
  public static RunResult result(Document document, double scale, StepResult... steps) {
    RunPlan plan =
        new RunPlan(
            "t",
            List.of("conf/documents/x.conf"),
            "replay",
            new RunPlan.Settings(
                Duration.ofSeconds(30),
                0,
                scale,
                List.of(),
                Placement.unpinned(CpuSet.online()),
                0.95,
                AbSemantics.AB,
                abreplay.document.claim.OnParFactor.DEFAULT,
                abreplay.plan.BudgetSettings.NONE,
                0,
                false,
                Long.MAX_VALUE),
            List.of(),
            List.of(),
            Optional.of(document));
    return new RunResult(plan, run(), List.of(steps), Map.of(), Map.of());
  }

  public static RunResult.RunFacts run() {
    return new RunResult.RunFacts(
        "sim",
        Instant.EPOCH,
        Instant.EPOCH,
        new Machine(2, "c", "m", "o", "j"),
        "Gatling 3.15.1",
        null);
  }
}
