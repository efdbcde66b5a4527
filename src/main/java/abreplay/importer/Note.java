package abreplay.importer;

import java.util.Collection;
import java.util.List;

/** A remark on a line of the text (1-based): a warning, or why something is not imported. */
record Note(int line, String text) {
  /**
   * Where a report cut short lacks lines, as every reader says it: {@code before} and {@code after}
   * name the lines around the gap, null at the report's top or end.
   */
  static String gap(String before, String after) {
    if (before == null)
      return after == null
          ? "the report has no figures (cut short)"
          : "the report starts at " + after + " (cut short at its top)";
    return after == null
        ? "the report stops after " + before + " (cut short)"
        : "between " + before + " and " + after;
  }

  /** "{@code gap}: A, B are missing", on {@code line}. */
  static Note missing(int line, String gap, List<String> lines) {
    return new Note(line, gap + ": " + String.join(", ", lines) + isAre(lines) + " missing");
  }

  /** " is" after one item, " are" after more. */
  static String isAre(Collection<?> items) {
    return items.size() == 1 ? " is" : " are";
  }
}
