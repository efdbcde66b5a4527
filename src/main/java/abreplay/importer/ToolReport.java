package abreplay.importer;

import abreplay.document.LoadTool;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;

/**
 * One load tool's report found in a text, as printed: every figure in the tool's own units, and
 * what its lines say of the run (the url, the connections and threads of wrk's "2 threads and 10
 * connections", h2load's "Application protocol: h2"). Immutable.
 *
 * @param start where it starts in the text
 * @param end where its last line ends
 * @param firstLine the line it starts on (1-based)
 * @param lastLine the line it ends on
 * @param lines the names of the tool's lines it has, in its order
 * @param figures every figure, in the text's order
 * @param problems what could not be read, or is missing, one line each, in the text's order
 */
record ToolReport(
    LoadTool tool,
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

  /** The one line of a figure read from a results table ({@link TableRuns}), not a report. */
  static final String TABLE = "results table";

  /** The figures that measure {@code m}, in the text's order. */
  List<Figure> figures(Measure m) {
    return figures.stream().filter(f -> f.measure() == m).toList();
  }

  /** The first figure of {@code m} with this label and qualifier, if the report printed one. */
  Optional<Figure> figure(Measure m, String label, String qualifier) {
    return figures(m).stream()
        .filter(f -> f.label().equals(label) && f.qualifier().equals(qualifier))
        .findFirst();
  }

  boolean fromTable() {
    return lines.contains(TABLE);
  }

  /** "a wrk report", "an oha report", "a results table's figure", as messages say it. */
  String shown() {
    if (fromTable()) return "a results table's figure";
    return tool.withArticle() + " report";
  }
}
