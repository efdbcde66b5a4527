package abreplay.folder;

import abreplay.folder.RunRecord.Stage;
import abreplay.plan.RunPlan;
import abreplay.plan.Step;
import abreplay.recording.Counts;
import abreplay.recording.Recording;
import abreplay.recording.Union;
import abreplay.result.AbRun;
import abreplay.result.RunResult;
import abreplay.result.StepResult;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.HdrHistogram.Histogram;

/**
 * A run folder read back into the {@link RunResult} its reports are written from: the record's
 * outcomes with each step's recording from its interval log. A finished run reads back as it was; a
 * run that never finished (killed, out of memory, a power loss) reads as PARTIAL: the step that was
 * running has what its log holds up to its last whole interval, the steps after it were not
 * reached. Bad input is a {@link FolderError} naming the file and the fix; nothing is written here.
 */
public final class RunFolderReader {
  private RunFolderReader() {}

  public static RunResult read(Path folder) {
    RunRecord.Content record = record(folder);
    RunPlan plan = record.plan();
    RunResult.RunFacts recorded = record.run();
    boolean finished = record.finished();
    List<Step> planned = plan.steps();
    List<RunRecord.StepEntry> entries = record.steps();
    if (entries.size() != planned.size()) {
      throw new FolderError(
          folder.resolve(RunRecord.FILE),
          "has " + entries.size() + " steps where its plan has " + planned.size(),
          "restore the file from where the run folder came from");
    }
    List<IntervalLogReader.Logged> logs = new ArrayList<>();
    List<StepResult> steps = new ArrayList<>();
    List<Integer> running = new ArrayList<>();
    for (int i = 0; i < planned.size(); i++) {
      RunRecord.StepEntry entry = entries.get(i);
      IntervalLogReader.Logged logged =
          entry.phase() == Stage.PLANNED ? null : log(folder, entry.log(), entry.phase());
      if (logged != null) logs.add(logged);
      if (entry.phase() == Stage.RUNNING) running.add(i);
      steps.add(
          step(
              planned.get(i),
              entry.outcome(),
              logged == null ? null : withInjectors(folder, entry.log(), logged.recording())));
    }
    Map<String, AbRun> warmUps = new LinkedHashMap<>();
    for (RunRecord.WarmUpEntry entry : record.warmUps()) {
      // A warm-up not begun (its system not reached) has recorded nothing and has no log.
      IntervalLogReader.Logged logged =
          entry.phase() == Stage.PLANNED ? null : log(folder, entry.log(), entry.phase());
      if (logged != null) logs.add(logged);
      AbRun ab = withRecording(entry.ab(), logged == null ? nothing() : logged.recording());
      warmUps.put(entry.system(), finished ? ab : sentSoFar(ab));
    }
    Map<String, String> standInLogs = new LinkedHashMap<>(record.standInLogs());
    if (finished)
      return new RunResult(plan, recorded, steps, warmUps, standInLogs, record.budgetDecided());

    long lastMillis =
        logs.stream().mapToLong(IntervalLogReader.Logged::endEpochMillis).max().orElse(0);
    Instant ended = lastMillis > 0 ? Instant.ofEpochMilli(lastMillis) : recorded.ended();
    String killed =
        "the run stopped before it wrote its reports (killed with SIGKILL, out of memory or a power"
            + " loss); rebuilt from its run folder with what was measured up to "
            + ended;
    for (int i = 0; i < steps.size(); i++)
      steps.set(i, unfinished(steps.get(i), running.contains(i), killed));
    RunResult.RunFacts run =
        new RunResult.RunFacts(
            recorded.simulation(),
            recorded.started(),
            ended,
            recorded.machine(),
            recorded.loadGenerator(),
            killed);
    return new RunResult(plan, run, steps, warmUps, standInLogs, record.budgetDecided());
  }

  /**
   * A step's outcome as the record keeps it, with its step and its recording handed back.
   *
   * @param recording the step's, from its interval log; null when the step did not run
   */
  private static StepResult step(Step step, StepResult outcome, Recording recording) {
    return new StepResult(
        step,
        outcome.status(),
        outcome.run().map(ab -> withRecording(ab, recording)),
        outcome.reason(),
        outcome.targetCounters(),
        outcome.resources(),
        outcome.abBytes(),
        outcome.injectorStarts(),
        outcome.slices());
  }

  private static AbRun withRecording(AbRun ab, Recording recording) {
    return new AbRun(
        ab.name(), ab.command(), ab.warmUp(), recording, ab.targetConnections(), ab.interruption());
  }

  /** What a recorder that never recorded holds. */
  private static Recording nothing() {
    return Recording.of(
        true,
        Counts.ZERO,
        new Recording.FirstResponse(-1, null),
        new Recording.Timing(0, 0),
        new Histogram(4));
  }

  /**
   * A step of a run that never finished: cut short if it was running, not reached if it had not
   * begun.
   */
  private static StepResult unfinished(StepResult s, boolean running, String killed) {
    if (running) {
      AbRun ab = s.run().orElseThrow();
      AbRun cut =
          new AbRun(
              ab.name(), ab.command(), ab.warmUp(), ab.recording(), ab.targetConnections(), killed);
      return new StepResult(
          s.step(),
          StepResult.Status.PARTIAL,
          java.util.Optional.of(cut),
          killed,
          s.targetCounters(),
          s.resources(),
          s.abBytes(),
          s.injectorStarts(),
          s.slices());
    }
    // The outcome a step is recorded with until it is reached (StepResult.notReached), whole: a
    // step that did not run for a reason of its own (its target never started) keeps it.
    boolean notYetReached = s.equals(StepResult.notReached(s.step(), null));
    return notYetReached ? StepResult.notReached(s.step(), killed) : s;
  }

  /** A warm-up cut short says the requests it had sent, as a finished one does. */
  private static AbRun sentSoFar(AbRun ab) {
    AbRun.Command c = ab.command();
    return new AbRun(
        ab.name(),
        new AbRun.Command(
            c.url(), c.concurrency(), ab.recording().requests().sent(), c.keepAlive(), c.timeout()),
        ab.warmUp(),
        ab.recording(),
        ab.targetConnections(),
        ab.interruption());
  }

  /**
   * A step's recording with its other injectors' ({@code injector-<i>/<log>}, as a run with several
   * injectors on this machine leaves them), united as the run united them ({@link Union}). An
   * injector's log may be cut short (it died mid-step): what it holds counts, as it did in the run.
   */
  static Recording withInjectors(Path folder, String log, Recording first) {
    List<Recording> parts = new ArrayList<>();
    parts.add(first);
    try (Stream<Path> dirs = Files.list(folder)) {
      for (Path dir :
          dirs.filter(d -> FolderLayout.isInjectorFolder(d.getFileName().toString()))
              .sorted()
              .toList()) {
        Path base = dir.resolve(log);
        if (Files.exists(Path.of(base + IntervalLog.COUNTERS)))
          parts.add(IntervalLogReader.read(base).recording());
      }
    } catch (IOException e) {
      throw new FolderError(
          folder, "cannot be listed (" + e.getMessage() + ")", "check the folder's permissions");
    }
    return Union.of(parts);
  }

  private static IntervalLogReader.Logged log(Path folder, String log, Stage phase) {
    Path base = folder.resolve(log);
    IntervalLogReader.Logged logged = IntervalLogReader.read(base);
    if (phase == Stage.ENDED && !logged.ended()) {
      throw new FolderError(
          Path.of(base + IntervalLog.COUNTERS),
          "is cut short: the run record says its step ended,"
              + " but its last interval ("
              + logged.intervals()
              + ") is not marked last",
          "restore the file from where the run folder came from");
    }
    return logged;
  }

  private static RunRecord.Content record(Path folder) {
    if (!Files.isDirectory(folder)) {
      throw new FolderError(
          folder,
          Files.exists(folder) ? "not a folder" : "no such folder",
          "give a run folder, e.g. target/gatling/<simulation>-<timestamp>");
    }
    Path file = folder.resolve(RunRecord.FILE);
    String text;
    try {
      text = Files.readString(file);
    } catch (NoSuchFileException e) {
      throw new FolderError(
          file,
          "no such file: this is not a run folder that ab-replay wrote (or one from before run"
              + " records)",
          "give a folder of target/gatling/ that holds " + RunRecord.FILE);
    } catch (IOException e) {
      throw new FolderError(
          file, "cannot be read (" + e.getMessage() + ")", "check the file's permissions");
    }
    JsonNode tree;
    try {
      tree = Json.tree(text);
    } catch (JsonProcessingException e) {
      throw new FolderError(file, "is not JSON", "restore it from where the run folder came from");
    }
    int version = tree.path("version").asInt(0);
    if (!(tree instanceof ObjectNode record)
        || !RunRecord.FORMAT.equals(tree.path("record").asText())
        || version < 1
        || version > RunRecord.VERSION) {
      throw new FolderError(
          file,
          "is not a run record of this ab-replay (versions 1 to " + RunRecord.VERSION + ")",
          "rebuild it with the ab-replay that wrote it");
    }
    try {
      return RunRecord.read(record, version);
    } catch (JsonProcessingException | RuntimeException e) {
      // A record of a known version that does not map (changed by hand, or damaged): one line.
      throw new FolderError(
          file,
          "is a run record of version "
              + version
              + " that this ab-replay cannot read: "
              + (e instanceof JsonProcessingException j ? Json.problem(j) : e.toString()),
          "rebuild it with the ab-replay that wrote it");
    }
  }
}
