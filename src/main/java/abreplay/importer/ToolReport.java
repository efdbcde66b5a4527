package abreplay.importer;

import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;

/**
 * One load tool's report found in a text, as printed: every figure it printed in the tool's own
 * units, and what its own lines say of the run (the url, the connections and threads of wrk's "2
 * threads and 10 connections"). Immutable.
 *
 * @param start where it starts in the text
 * @param end where its last line ends
 * @param firstLine the line it starts on (1-based)
 * @param lastLine the line it ends on
 * @param lines the names of the tool's lines it has ({@link ToolReader}'s rules), in its order
 * @param protocol the protocol the run spoke, as the report names it (h2load's "Application
 *     protocol: h2"), when it does
 * @param figures every figure, in the text's order
 * @param problems what could not be read, or is missing, one line each, in the text's order
 */
record ToolReport(
    Tool tool,
    int start,
    int end,
    int firstLine,
    int lastLine,
    List<String> lines,
    Optional<String> url,
    OptionalInt connections,
    OptionalInt threads,
    Optional<String> protocol,
    List<Figure> figures,
    List<Note> problems) {

  /** The figures that measure {@code m}, in the text's order. */
  List<Figure> figures(Measure m) {
    return figures.stream().filter(f -> f.measure() == m).toList();
  }

  /**
   * The one line of a figure read from a results table ({@link TableRuns}), not a tool's report.
   */
  static final String TABLE = "results table";

  /** Whether this is a figure of a results table rather than a tool's report. */
  boolean fromTable() {
    return has(TABLE);
  }

  /** The first figure of {@code m} labelled {@code label}, if the report printed one. */
  Optional<Figure> figure(Measure m, String label, String qualifier) {
    return figures.stream()
        .filter(f -> f.measure() == m && f.label().equals(label) && f.qualifier().equals(qualifier))
        .findFirst();
  }

  /** The tool's own requests per second over the run, when it printed one. */
  Optional<Quantity> requestsPerSecond() {
    return figures(Measure.REQUESTS_PER_SECOND).stream().findFirst().map(Figure::quantity);
  }

  boolean has(String line) {
    return lines.contains(line);
  }

  /** "a wrk report", "a hey report", "a results table's figure", as messages say it. */
  String shown() {
    if (fromTable()) return "a results table's figure";
    return ("aeiou".indexOf(tool.shown.charAt(0)) >= 0 ? "an " : "a ") + tool.shown + " report";
  }
}
