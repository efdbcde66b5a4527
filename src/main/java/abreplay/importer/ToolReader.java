package abreplay.importer;

import java.util.List;
import java.util.Set;

/**
 * What one load tool's report looks like: its lines ({@link LineRule}s), which of them make a run
 * of lines the tool's report, and which a whole report has, for a report cut short to be said so.
 * Each tool's reader names the print code it follows.
 */
interface ToolReader {
  Tool tool();

  List<LineRule> rules();

  /** Whether a run of lines with these rules' names is this tool's report. */
  boolean recognises(Set<String> lines);

  /**
   * The lines a whole report of this run has, in print order, given the ones it has (which tell
   * what the run printed: wrk's distribution only with --latency).
   */
  List<String> expected(Set<String> lines);

  /** The tool these lines were printed by (wrk2 for wrk's lines with its HdrHistogram ones). */
  default Tool printedBy(Set<String> lines) {
    return tool();
  }
}
