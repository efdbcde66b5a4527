package abreplay.folder;

import abreplay.plan.RunPlan;
import abreplay.result.AbRun;
import abreplay.result.BudgetDecision;
import abreplay.result.RunResult;
import abreplay.result.StepResult;
import com.fasterxml.jackson.annotation.JsonAlias;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * The record of a run, {@value #FILE}: the plan, where and when it ran, and every step's outcome,
 * as of the latest step boundary or of the run's end once {@code finished}. Written whole and
 * forced to the disk at the start, each step boundary and the end; read back by {@link
 * RunFolderReader}. The recordings are in the interval logs, never here.
 */
public final class RunRecord {
  public static final String FILE = FolderLayout.RUN_RECORD;
  static final String FORMAT = "ab-replay run record";

  /**
   * 2: mapped by Jackson, with summary.json's names; 1: written by hand, read through {@link
   * RecordVersion1}.
   */
  static final int VERSION = 2;

  /** Where a step or warm-up stood when the record was written. */
  public enum Stage {
    /** Not begun: its outcome is what it would be if the run ended now. */
    PLANNED,
    /** Begun and recording: its interval log is being written. */
    RUNNING,
    /** Over: its interval log has its last interval. */
    ENDED
  }

  /**
   * The file, as written and read.
   *
   * @param record {@value #FORMAT}
   * @param standInLogs each target's log file name, by system label
   * @param budget null in a record from before budgets, which had none
   */
  record Content(
      String record,
      int version,
      boolean finished,
      RunResult.RunFacts run,
      RunPlan plan,
      List<StepEntry> steps,
      List<WarmUpEntry> warmUps,
      @JsonAlias("logs") Map<String, String> standInLogs,
      BudgetDecision budget) {
    /** The decision; none for a record from before budgets. */
    BudgetDecision budgetDecided() {
      return budget == null ? BudgetDecision.OFF : budget;
    }
  }

  /**
   * A step's outcome without its step (the plan's, at the same index) or its recording (in {@code
   * log}).
   */
  record StepEntry(Stage phase, String log, StepResult outcome) {}

  /** A system's warm-up, without its recording (in {@code log}). */
  record WarmUpEntry(Stage phase, String log, String system, AbRun ab) {}

  private RunRecord() {}

  /**
   * Writes the record of {@code result} into {@code folder}.
   *
   * @param phases each step's and warm-up's phase, by its request name; absent means planned
   */
  public static void write(
      Path folder, RunResult result, boolean finished, Map<String, Stage> phases) {
    List<StepEntry> steps = new ArrayList<>();
    for (StepResult s : result.steps()) {
      String name = s.step().name();
      steps.add(new StepEntry(phase(name, phases), FolderLayout.intervalLog(name), s));
    }
    List<WarmUpEntry> warmUps = new ArrayList<>();
    result
        .warmUps()
        .forEach(
            (system, ab) ->
                warmUps.add(
                    new WarmUpEntry(
                        phase(ab.name(), phases),
                        FolderLayout.intervalLog(ab.name()),
                        system,
                        ab)));
    Content record =
        new Content(
            FORMAT,
            VERSION,
            finished,
            result.run(),
            result.plan(),
            steps,
            warmUps,
            result.logs(),
            result.budget());
    AtomicFiles.write(folder.resolve(FILE), Json.pretty(record), true);
  }

  /**
   * The record {@code tree} holds, a file of {@code version} (1 or {@link #VERSION}): a version 1
   * record reshaped first ({@link RecordVersion1}); a setting it lacks as runs had it before the
   * setting existed ({@link PlanMixIns#SETTINGS_BEFORE_THEY_EXISTED}). Changes {@code tree}.
   *
   * @throws JsonProcessingException for a tree that is not a record's shape
   */
  static Content read(ObjectNode tree, int version) throws JsonProcessingException {
    if (version == 1) RecordVersion1.upgrade(tree);
    if (tree.path("plan").path("settings") instanceof ObjectNode settings)
      PlanMixIns.SETTINGS_BEFORE_THEY_EXISTED.forEach(
          (key, value) -> settings.putIfAbsent(key, Json.MAPPER.valueToTree(value)));
    return Json.read(tree, Content.class);
  }

  private static Stage phase(String name, Map<String, Stage> phases) {
    return phases.getOrDefault(name, Stage.PLANNED);
  }
}
