package abreplay.folder;

import abreplay.result.AbRun;
import abreplay.result.RunResult;
import abreplay.result.StepResult;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import java.nio.file.Path;
import java.util.Map;

/**
 * The record of a run, {@value #FILE} in its folder: the plan (with its document), where and when
 * it ran, and every step's and warm-up's outcome with its phase and interval log, as of the latest
 * step boundary, or of the run's end once {@code finished}. Written whole (temp file, rename,
 * forced to the disk) at the start, at each step boundary and at the end; read back by {@link
 * RunFolderReader}. The recordings themselves are in the interval logs, never here.
 */
public final class RunRecord {
  public static final String FILE = FolderLayout.RUN_RECORD;
  static final String FORMAT = "ab-replay run record";
  static final int VERSION = 1;

  /** Where a step or warm-up stood when the record was written. */
  public enum Phase {
    /** Not begun: its outcome is what it would be if the run ended now. */
    PLANNED,
    /** Begun and recording: its interval log is being written. */
    RUNNING,
    /** Over: its interval log has its last interval. */
    ENDED
  }

  private RunRecord() {}

  /**
   * Writes the record of {@code result} into {@code folder}.
   *
   * @param phases each step's and warm-up's phase, by its request name; absent means planned
   */
  public static void write(
      Path folder, RunResult result, boolean finished, Map<String, Phase> phases) {
    JsonArray steps = new JsonArray();
    for (StepResult s : result.steps())
      steps.add(entry(s.step().name(), phases).put("outcome", ResultCodec.step(s)));
    JsonArray warmUps = new JsonArray();
    for (Map.Entry<String, AbRun> w : result.warmUps().entrySet()) {
      warmUps.add(
          entry(w.getValue().name(), phases)
              .put("system", w.getKey())
              .put("ab", ResultCodec.ab(w.getValue())));
    }
    JsonObject logs = new JsonObject();
    result.logs().forEach(logs::put);
    JsonObject record =
        new JsonObject()
            .put("record", FORMAT)
            .put("version", VERSION)
            .put("finished", finished)
            .put("run", ResultCodec.run(result.run()))
            .put("plan", PlanCodec.encode(result.plan()))
            .put("steps", steps)
            .put("warmUps", warmUps)
            .put("logs", logs);
    AtomicFiles.write(folder.resolve(FILE), record.encodePrettily() + "\n", true);
  }

  private static JsonObject entry(String name, Map<String, Phase> phases) {
    return new JsonObject()
        .put("phase", phases.getOrDefault(name, Phase.PLANNED).name())
        .put("log", FolderLayout.intervalLog(name));
  }
}
