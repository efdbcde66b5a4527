package abreplay.run;

import abreplay.plan.RunPlan;
import abreplay.plan.Step;
import abreplay.plan.SystemPlan;
import abreplay.plan.WarmUp;
import abreplay.plan.WarmUpPolicy;
import abreplay.recording.Recorder;
import abreplay.recording.Recording;
import abreplay.recording.Union;
import abreplay.result.AbRun;
import abreplay.result.BudgetDecision;
import abreplay.result.RunResult;
import abreplay.result.StepResult;
import abreplay.result.WarmUpResult;
import abreplay.targets.TargetCounters;
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

  /** A system's warm-up as it ran: what it recorded, and the tickets that chose its policy. */
  public record WarmUpRun(Recorder recorder, Tickets tickets) {}

  /**
   * The recorders of a run, by what they recorded.
   *
   * @param warmth where the run's load generator was warmed, if it was
   * @param injected for a step that several injectors ran, how the others (2 and up) ended; the
   *     step's recorder is injector 1's
   */
  public record Recorders(
      Map<Step, Recorder> steps,
      Map<SystemPlan, WarmUpRun> warmUps,
      LoadGeneratorWarmUp warmth,
      Map<Step, List<InjectorEnd>> injected) {}

  /**
   * @param budget the CPU budget the systems ran under, as decided so far
   */
  public static RunResult of(
      RunPlan plan,
      List<SystemRun> runs,
      Recorders recorders,
      RunResult.RunFacts run,
      BudgetDecision budget) {
    List<StepResult> steps = new ArrayList<>();
    Map<String, AbRun> warmUps = new LinkedHashMap<>();
    Map<String, String> logs = new LinkedHashMap<>();
    for (SystemPlan system : plan.systems()) {
      Optional<SystemRun> systemRun = runs.stream().filter(r -> r.plan() == system).findFirst();
      // Merged once: its count goes into every step's summary, the whole of it into summary.json.
      Optional<WarmUpRun> warmUpRun = Optional.ofNullable(recorders.warmUps().get(system));
      Optional<Recording> warmUp = warmUpRun.map(w -> w.recorder().snapshot());
      WarmUpResult warmedUp = warmedUp(warmUpRun, warmUp, recorders.warmth());
      for (Step step : system.steps()) {
        Recording recording =
            recorders.steps().containsKey(step) ? recorders.steps().get(step).snapshot() : null;
        List<InjectorEnd> others = recorders.injected().getOrDefault(step, List.of());
        steps.add(
            step(
                step,
                systemRun,
                united(recording, others),
                lost(others),
                run.interruption(),
                warmedUp,
                plan));
      }
      if (warmUp.isPresent() && systemRun.isPresent() && systemRun.get().notReady() == null) {
        WarmUp planned = system.warmUp();
        AbRun.Command command =
            new AbRun.Command(
                URI.create(systemRun.get().url(planned.path())),
                planned.concurrency(),
                warmUp.get().requests().sent(),
                planned.keepAlive(),
                plan.timeout());
        warmUps.put(
            system.label(),
            new AbRun(
                system.warmUpName(), command, warmedUp, warmUp.get(), OptionalLong.empty(), null));
      }
      if (systemRun.isPresent() && systemRun.get().started())
        logs.put(system.label(), system.logName());
    }
    return new RunResult(plan, run, steps, warmUps, logs, budget);
  }

  private static WarmUpResult warmedUp(
      Optional<WarmUpRun> run, Optional<Recording> warmUp, LoadGeneratorWarmUp warmth) {
    long requests = warmUp.map(w -> w.requests().sent()).orElse(0L);
    WarmUpPolicy policy =
        run.flatMap(w -> w.tickets().policy()).orElse(WarmUpPolicy.LOAD_GENERATOR);
    return new WarmUpResult(
        requests,
        policy,
        warmth.warmed().map(LoadGeneratorWarmUp.Warmed::system).orElse(""),
        warmth.warmed().map(LoadGeneratorWarmUp.Warmed::requests).orElse(0L),
        run.flatMap(w -> w.tickets().end()),
        warmth.warmed().flatMap(LoadGeneratorWarmUp.Warmed::end));
  }

  /**
   * Injector 1's recording with what the others recorded ({@link Union}); null when injector 1
   * never ran.
   */
  static Recording united(Recording first, List<InjectorEnd> others) {
    if (first == null || others.isEmpty()) return first;
    List<Recording> parts = new ArrayList<>();
    parts.add(first);
    others.forEach(end -> end.recording().ifPresent(parts::add));
    return Union.of(parts);
  }

  /** The lost injectors, one line each; null when none was lost. */
  static String lost(List<InjectorEnd> others) {
    List<String> lines =
        others.stream().filter(InjectorEnd::lost).map(InjectorEnd::describe).toList();
    return lines.isEmpty() ? null : String.join("\n", lines);
  }

  static StepResult step(
      Step step,
      Optional<SystemRun> system,
      Recording recording,
      String interruption,
      WarmUpResult warmedUp,
      RunPlan plan) {
    return step(step, system, recording, null, interruption, warmedUp, plan);
  }

  /**
   * @param recording what the step's recorders hold (injector 1's, with the others'); null when it
   *     never ran
   * @param lostInjectors which injectors' shares are missing, one line each, or null: the step is
   *     then PARTIAL
   * @param interruption why the whole run ended early, or null
   */
  static StepResult step(
      Step step,
      Optional<SystemRun> system,
      Recording recording,
      String lostInjectors,
      String interruption,
      WarmUpResult warmedUp,
      RunPlan plan) {
    if (step.skipped().isPresent())
      return StepResult.notRun(step, StepResult.Status.SKIPPED, step.skipped().get().message());
    if (system.isEmpty()) return StepResult.notReached(step, null);
    SystemRun run = system.get();
    if (run.notReady() != null)
      return StepResult.notRun(step, StepResult.Status.NOT_RUN, run.notReady());
    SystemRun.Window window = run.window(step);
    if (!window.reached() || recording == null) return StepResult.notReached(step, interruption);
    // Cut short: still running when the interruption came, or ended since only because the run's
    // end
    // cancelled its remaining requests (Gatling may run the step's end before the reports are
    // written).
    boolean cutShort = window.endMillis == 0 || recording.requests().sent() < step.requests();
    String stepInterruption =
        interruption != null && cutShort
            ? interruption
            : window.targetDied()
                ? "the "
                    + step.target().processWord()
                    + " exited during this step; its last lines:\n"
                    + run.lastLines()
                : plan.settings().semantics().stopAtReceiveError()
                        && recording.failures().receive() > 0
                    ? "stopped at the first receive error, as ab does without -r ("
                        + plan.key("receive-errors")
                        + " = continue goes on)"
                    : lostInjectors;
    Optional<TargetCounters> counted = window.counted();
    OptionalLong connections =
        counted.map(c -> OptionalLong.of(c.connectionsAccepted())).orElse(OptionalLong.empty());
    AbRun.Command command =
        new AbRun.Command(
            URI.create(run.url(step.scenario().path())),
            step.scenario().concurrency(),
            step.requests(),
            step.scenario().keepAlive(),
            plan.timeout());
    AbRun ab = new AbRun(step.name(), command, warmedUp, recording, connections, stepInterruption);
    return new StepResult(
        step,
        ab.partial() ? StepResult.Status.PARTIAL : StepResult.Status.COMPLETE,
        Optional.of(ab),
        ab.partialReason(plan.key("timeout")),
        counted,
        run.resources(step),
        run.abBytes(step),
        Optional.empty(),
        run.slices(step));
  }
}
