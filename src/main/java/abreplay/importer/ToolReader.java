package abreplay.importer;

import java.util.List;
import java.util.Set;
import java.util.function.Function;
import java.util.function.Predicate;

/**
 * What one load tool's report looks like: its lines ({@link LineRule}s), which of them make a run
 * of lines the tool's report, and which a whole report has, for a report cut short to be said so.
 * Each tool's reader names the print code it follows. Immutable.
 *
 * @param isReport whether a run of lines with these rules' names is this tool's report
 * @param whole the lines a whole report of this run has, in print order, given the ones it has
 *     (which tell what the run printed: wrk's distribution only with --latency)
 * @param printer the tool these lines were printed by (wrk2 for wrk's lines with its HdrHistogram
 *     ones)
 */
record ToolReader(
    Tool tool,
    List<LineRule> rules,
    Predicate<Set<String>> isReport,
    Function<Set<String>, List<String>> whole,
    Function<Set<String>, Tool> printer) {

  /** A reader of a tool that prints one kind of report. */
  ToolReader(
      Tool tool,
      List<LineRule> rules,
      Predicate<Set<String>> isReport,
      Function<Set<String>, List<String>> whole) {
    this(tool, rules, isReport, whole, lines -> tool);
  }

  boolean recognises(Set<String> lines) {
    return isReport.test(lines);
  }

  List<String> expected(Set<String> lines) {
    return whole.apply(lines);
  }

  Tool printedBy(Set<String> lines) {
    return printer.apply(lines);
  }

  /** Runs of lines with at least two of {@code own} among them. */
  static Predicate<Set<String>> twoOf(String... own) {
    List<String> names = List.of(own);
    return lines -> lines.stream().filter(names::contains).count() >= 2;
  }
}
