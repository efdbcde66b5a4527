package abreplay.run;

import abreplay.machine.ProcessSampler;
import abreplay.plan.RunPlan;
import abreplay.plan.Step;
import abreplay.plan.SystemPlan;
import abreplay.recording.Recorder;
import abreplay.recording.Recording;
import abreplay.result.AbRun;
import abreplay.result.RunResult;
import abreplay.result.StepResult;
import abreplay.target.TargetCounters;
import java.net.URI;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalLong;

/**
 * What each planned step came to, from what the run recorded: SKIPPED (planned so), NOT_RUN (its
 * target never served, or the run ended first), PARTIAL (cut short, or requests got no response) or
 * COMPLETE; and the whole run's result from its steps, warm-ups and logs.
 */
public final class Outcomes {
  private Outcomes() {}

  /** The recorders of a run, by what they recorded. */
  public record Recorders(Map<Step, Recorder> steps, Map<SystemPlan, Recorder> warmUps) {}

  public static RunResult of(RunPlan plan, List<SystemRun> runs, Recorders recorders, RunResult.Run run) {
    List<StepResult> steps = new ArrayList<>();
    Map<String, AbRun> warmUps = new LinkedHashMap<>();
    Map<String, String> logs = new LinkedHashMap<>();
    for (SystemPlan system : plan.systems()) {
      Optional<SystemRun> systemRun = runs.stream().filter(r -> r.plan() == system).findFirst();
      // Merged once: its count goes into every step's summary, the whole of it into summary.json.
      Optional<Recording> warmUp = Optional.ofNullable(recorders.warmUps().get(system)).map(Recorder::snapshot);
      long warmedUpWith = warmUp.map(w -> w.requests().sent()).orElse(0L);
      for (Step step : system.steps()) {
        Recording recording = recorders.steps().containsKey(step) ? recorders.steps().get(step).snapshot() : null;
        steps.add(step(step, systemRun, recording, run.interruption(), warmedUpWith, plan));
      }
      if (warmUp.isPresent() && systemRun.isPresent() && systemRun.get().notReady() == null) {
        AbRun.Command command = new AbRun.Command(URI.create(systemRun.get().url(system.warmUpPath())),
            system.warmUpConcurrency(), warmUp.get().requests().sent(), system.warmUpKeepAlive(), plan.timeout());
        warmUps.put(system.label(), new AbRun(system.warmUpName(), command, 0, warmUp.get(), OptionalLong.empty(), null));
      }
      if (systemRun.isPresent() && systemRun.get().started()) logs.put(system.label(), system.logName());
    }
    return new RunResult(plan, run, steps, warmUps, logs);
  }

  /**
   * @param recording what the step's recorder holds; null when it never ran
   * @param interruption why the whole run ended early, or null
   */
  static StepResult step(Step step, Optional<SystemRun> system, Recording recording, String interruption,
      long warmedUpWith, RunPlan plan) {
    if (step.skipped().isPresent()) return StepResult.notRun(step, StepResult.Status.SKIPPED, step.skipped().get());
    if (system.isEmpty()) return StepResult.notRun(step, StepResult.Status.NOT_RUN, "not reached");
    SystemRun run = system.get();
    if (run.notReady() != null) return StepResult.notRun(step, StepResult.Status.NOT_RUN, run.notReady());
    SystemRun.Window window = run.window(step);
    if (!window.begun() || recording == null) {
      return StepResult.notRun(step, StepResult.Status.NOT_RUN,
          interruption != null ? "not reached: " + interruption : "not reached");
    }
    // Cut short: still running when the interruption came, or ended since only because the run's end
    // cancelled its remaining requests (Gatling may run the step's end before the reports are written).
    boolean cutShort = window.endMillis == 0 || recording.requests().sent() < step.requests();
    String stepInterruption = interruption != null && cutShort ? interruption
        : window.targetDied() ? "the " + step.target().processWord() + " exited during this step; its last lines:\n"
            + run.lastLines() : null;
    Optional<TargetCounters> counted = window.counted();
    OptionalLong connections = counted.map(c -> OptionalLong.of(c.connectionsAccepted())).orElse(OptionalLong.empty());
    AbRun.Command command = new AbRun.Command(URI.create(run.url(step.scenario().path())),
        step.scenario().concurrency(), step.requests(), step.scenario().keepAlive(), plan.timeout());
    AbRun ab = new AbRun(step.name(), command, warmedUpWith, recording, connections, stepInterruption);
    Optional<ProcessSampler.Usage> usage = run.usage(step);
    return new StepResult(step, ab.partial() ? StepResult.Status.PARTIAL : StepResult.Status.COMPLETE, Optional.of(ab),
        ab.partialReason(plan.key("timeout")), counted, usage, run.abBytes(step));
  }
}
