package abreplay.report;

import abreplay.machine.Machine;
import abreplay.plan.RunPlan;
import java.time.Instant;
import java.util.List;
import java.util.Map;

/**
 * A whole simulation's outcome, for the files written next to Gatling's index.html.
 *
 * @param warmUps the warm-up runs, by system
 * @param logs each stand-in's log file name in the run folder, by system
 * @param interruption why the run ended early (a signal, a crash), or null
 */
public record RunResult(RunPlan plan, String simulation, Instant started, Instant ended, Machine machine,
    List<StepResult> steps, Map<String, AbRun> warmUps, Map<String, String> logs, String interruption) {

  public boolean partial() {
    return interruption != null || steps.stream().anyMatch(s -> s.status() == StepResult.Status.PARTIAL
        || s.status() == StepResult.Status.NOT_RUN);
  }
}
