package abreplay.folder;

/**
 * The names of the files in a run folder, {@code target/gatling/<simulation>-<timestamp>/}: the
 * reports written at the end of a run (and again by a rebuild), the record and the interval logs
 * written as it goes. The one place that names them: writers and readers take the names from here.
 */
public final class FolderLayout {
  public static final String AB_SUMMARY = "ab-summary.txt";

  /**
   * A load tool's summary of the steps of its scenarios, beside ab's: "wrk-summary.txt" for {@code
   * tool} "wrk".
   */
  public static String toolSummary(String tool) {
    return tool + "-summary.txt";
  }

  public static final String SUMMARY_JSON = "summary.json";
  public static final String PERCENTILES_CSV = "percentiles.csv";
  public static final String REPRODUCTION = "reproduction.md";
  public static final String REPLAY_PAGE = "replay.html";

  /** The record of the run, written as it goes ({@link RunRecord}): what a rebuild starts from. */
  public static final String RUN_RECORD = "run-record.json";

  /** HdrHistogram's interval log of a step or warm-up, beside its counters (.jsonl). */
  public static final String HISTOGRAM_LOG = ".hlog";

  private FolderLayout() {}

  /**
   * A step's percentile CSV in the run folder: ab's -e file when one step ran, else one file per
   * step, named after it.
   */
  public static String percentilesFile(int stepsThatRan, String stepName) {
    return stepsThatRan == 1 ? PERCENTILES_CSV : "percentiles/" + slug(stepName) + ".csv";
  }

  /**
   * The interval log of the step or warm-up named {@code name}, relative to the run folder, without
   * its extension.
   */
  public static String intervalLog(String name) {
    return "intervals/" + slug(name);
  }

  /**
   * Injector {@code index}'s folder in a run folder (index 2 and up on one machine: injector 1 is
   * the run's own JVM, whose files are the run folder's): its interval logs under {@code
   * intervals/}, as the run folder's, and its simulation.logs ({@link #injectorLog}).
   */
  public static String injectorFolder(int index) {
    return INJECTOR + index;
  }

  /** Whether {@code name} is an injector's folder's name. */
  public static boolean isInjectorFolder(String name) {
    return name.matches(INJECTOR + "[1-9][0-9]*");
  }

  private static final String INJECTOR = "injector-";

  /** The name an injector gives Gatling's simulation.log of step {@code stepName} in its folder. */
  public static String injectorLog(String stepName) {
    return slug(stepName) + ".log";
  }

  /**
   * A name as a file name: runs of anything but letters, digits, dots and dashes become one
   * underscore.
   */
  public static String slug(String name) {
    return name.replaceAll("[^A-Za-z0-9.-]+", "_").replaceAll("^_|_$", "");
  }
}
