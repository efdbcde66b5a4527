package abreplay.report;

/** A line of ab's report, "Label:" then its value: ab pads its labels to 24 columns. */
final class AbLine {
  private AbLine() {}

  static void append(StringBuilder out, String label, String value) {
    out.append(label)
        .append(" ".repeat(Math.max(1, 24 - label.length())))
        .append(value)
        .append('\n');
  }
}
