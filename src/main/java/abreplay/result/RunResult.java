package abreplay.result;

import abreplay.machine.Machine;
import abreplay.plan.RunPlan;
import java.time.Instant;
import java.util.List;
import java.util.Map;

/**
 * A whole simulation's outcome, for the files written next to Gatling's index.html. Immutable.
 *
 * @param warmUps the warm-up runs, by system label
 * @param logs each target's log file name in the run folder, by system label
 * @param budget the CPU budget the systems ran under, as it was decided
 */
public record RunResult(
    RunPlan plan,
    RunFacts run,
    List<StepResult> steps,
    Map<String, AbRun> warmUps,
    Map<String, String> logs,
    BudgetDecision budget) {

  /** A run without a budget, as runs were before budgets. */
  public RunResult(
      RunPlan plan,
      RunFacts run,
      List<StepResult> steps,
      Map<String, AbRun> warmUps,
      Map<String, String> logs) {
    this(plan, run, steps, warmUps, logs, BudgetDecision.OFF);
  }

  /**
   * Where and when it ran.
   *
   * @param simulation the simulation's class name
   * @param loadGenerator what sent the requests, e.g. "Gatling 3.15.1"
   * @param interruption why the run ended early (a signal, a crash), or null
   */
  public record RunFacts(
      String simulation,
      Instant started,
      Instant ended,
      Machine machine,
      String loadGenerator,
      String interruption) {}

  public String interruption() {
    return run.interruption();
  }

  public boolean partial() {
    return run.interruption() != null
        || steps.stream()
            .anyMatch(
                s ->
                    s.status() == StepResult.Status.PARTIAL
                        || s.status() == StepResult.Status.NOT_RUN);
  }
}
