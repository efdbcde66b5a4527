package abreplay.importer;

import abreplay.document.Unit;
import java.util.Optional;
import java.util.function.Function;
import java.util.regex.Matcher;

/**
 * How a load tool prints one figure within a line, as a report-lines text names it ({X} in {@link
 * LineRules}): the pattern of its number (one group) and of its unit's symbol (a second group, or
 * {@code symbol} where the line prints it the same always), and the family the symbol is read in.
 */
record Printed(String name, String regex, Function<String, Optional<Unit>> units, String symbol) {
  /** The number pattern tools print: digits, a thousands comma, decimals. */
  static final String N = "(\\d+(?:,\\d{3})*(?:\\.\\d+)?)";

  /** A plain number: a count, a rate, a ratio. */
  static final Printed COUNT = new Printed("N", N, Unit::metric, "");

  /** Digits alone: a count no tool prints with decimals or commas. */
  static final Printed DIGITS = new Printed("D", "(\\d+)", Unit::metric, "");

  /** A word (a url, a protocol): what the line says of the run, no figure. */
  static final Printed WORD = new Printed("S", "(\\S+)", s -> Optional.empty(), "");

  static final Printed PERCENT = new Printed("%", N + "%", s -> Optional.of(Unit.PERCENT), "%");

  /** {@code number}, then one of {@code symbols} (a pattern) read in {@code units}. */
  static Printed of(
      String name, String number, String symbols, Function<String, Optional<Unit>> units) {
    return new Printed(name, number + "(" + symbols + ")", units, null);
  }

  /** The pattern's groups: the number's, and the symbol's unless it is fixed. */
  int groups() {
    return symbol == null ? 2 : 1;
  }

  /** The symbol of the figure printed at group {@code g} of {@code m}. */
  String symbol(Matcher m, int g) {
    return symbol == null ? m.group(g + 1) : symbol;
  }

  /**
   * Adds the figure printed at group {@code g} of {@code m} to {@code r}: none where the group did
   * not match (a figure the line prints only at times).
   */
  void read(Matcher m, int g, ReportBuilder r, Measure measure, String label, String q, int line) {
    if (m.group(g) != null) r.add(measure, label, q, m.group(g), symbol(m, g), units, line, false);
  }
}
