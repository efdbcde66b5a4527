package abreplay.importer;

import java.util.List;
import java.util.Set;
import java.util.function.Function;
import java.util.function.Predicate;

/**
 * What one load tool's report looks like: its lines ({@link LineRule}s), which of them make a run
 * of lines the tool's report, and which a whole report has (its rules say), for a report cut short
 * to be said so. Each tool's reader names the print code it follows. Immutable.
 *
 * @param isReport whether a run of lines with these rules' names is this tool's report
 * @param printer the tool these lines were printed by (wrk2 for wrk's lines with its HdrHistogram
 *     ones)
 */
record ToolReader(
    Tool tool,
    List<LineRule> rules,
    Predicate<Set<String>> isReport,
    Function<Set<String>, Tool> printer) {

  /** A reader of a tool that prints one kind of report. */
  ToolReader(Tool tool, List<LineRule> rules, Predicate<Set<String>> isReport) {
    this(tool, rules, isReport, lines -> tool);
  }

  /** The lines a whole report of a run with {@code lines} has, in print order. */
  List<String> expected(Set<String> lines) {
    return rules.stream()
        .filter(r -> r.expectedWhen().test(lines))
        .map(LineRule::name)
        .distinct()
        .toList();
  }

  /** Runs of lines with at least two of {@code rules}' key lines among them. */
  static Predicate<Set<String>> twoKeys(List<LineRule> rules) {
    List<String> keys = rules.stream().filter(LineRule::isKey).map(LineRule::name).toList();
    return lines -> lines.stream().filter(keys::contains).count() >= 2;
  }
}
