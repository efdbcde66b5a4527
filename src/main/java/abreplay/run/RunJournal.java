package abreplay.run;

import abreplay.folder.FolderLayout;
import abreplay.folder.IntervalLog;
import abreplay.folder.RunRecord;
import abreplay.folder.RunRecord.Stage;
import abreplay.plan.RunPlan;
import abreplay.recording.IntervalClock;
import abreplay.recording.Recorder;
import abreplay.result.BudgetDecision;
import abreplay.result.RunResult;
import java.nio.file.Path;
import java.time.Instant;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Stream;

/**
 * Keeps a run's folder up to date while it runs, so that the folder alone can rebuild its reports
 * whatever stops the run: the record ({@link RunRecord}) at the start, at each step boundary and at
 * the end, and each recorder's interval log from its {@link #begin} (flipped once a second by the
 * journal's {@link IntervalClock}). Called from the run's control steps, one at a time;
 * synchronized.
 */
public final class RunJournal {
  private final Path folder;
  private final RunPlan plan;
  private final RunResult.RunFacts run;
  private final IntervalClock clock = new IntervalClock();
  private final Set<Recorder> logged = new LinkedHashSet<>();
  private boolean sealed;

  /**
   * @param run where and when the run started; its end and interruption are filled in as it goes
   */
  public RunJournal(Path folder, RunPlan plan, RunResult.RunFacts run) {
    this.folder = folder;
    this.plan = plan;
    this.run = run;
  }

  public Path folder() {
    return folder;
  }

  /** The run as of now: its end is now, with {@code interruption} (null when it ends normally). */
  public RunResult.RunFacts run(String interruption) {
    return new RunResult.RunFacts(
        run.simulation(),
        run.started(),
        Instant.now(),
        run.machine(),
        run.loadGenerator(),
        interruption);
  }

  /**
   * {@code recorder} is about to record: its interval log starts now, flipped every second until it
   * closes. Nothing once the run is sealed (a control step still running while the JVM goes down).
   */
  public synchronized void begin(Recorder recorder) {
    if (sealed || !logged.add(recorder)) return;
    recorder.attach(
        IntervalLog.create(
            folder.resolve(FolderLayout.intervalLog(recorder.name())),
            recorder.name(),
            recorder.recordsResponses()));
    clock.add(recorder);
  }

  /** A step boundary: writes the record of the run so far. */
  public synchronized void boundary(
      List<SystemRun> systems, Outcomes.Recorders recorders, BudgetDecision budget) {
    if (sealed) return;
    RunResult sofar = Outcomes.of(plan, systems, recorders, run(null), budget);
    RunRecord.write(folder, sofar, false, phases(recorders));
  }

  /**
   * The run is ending: every recorder still open gets its last interval, so that the logs end where
   * the reports do.
   */
  public synchronized void seal() {
    sealed = true;
    clock.close();
    logged.forEach(Recorder::close);
  }

  /**
   * The run has ended with {@code result}, the one its reports are written from: the record says
   * so.
   */
  public synchronized void finish(RunResult result, Outcomes.Recorders recorders) {
    seal();
    RunRecord.write(folder, result, true, phases(recorders));
  }

  private Map<String, Stage> phases(Outcomes.Recorders recorders) {
    Map<String, Stage> phases = new HashMap<>();
    Stream.concat(
            recorders.steps().values().stream(),
            recorders.warmUps().values().stream().map(Outcomes.WarmUpRun::recorder))
        .filter(logged::contains)
        .forEach(r -> phases.put(r.name(), r.closed() ? Stage.ENDED : Stage.RUNNING));
    return phases;
  }
}
