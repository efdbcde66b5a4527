package abreplay.importer;

import abreplay.document.Unit;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.Function;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * One kind of line of a load tool's report: its name (as messages say it), its place in the order
 * the tool prints its lines, whether it may follow itself (a table's rows), the pattern a whole
 * line must match (trailing white space dropped) and what its figures are.
 */
record LineRule(String name, int order, boolean repeats, Pattern pattern, Figures figures) {
  /** Reads a matched line's figures into the report being built. */
  interface Figures {
    void read(Matcher m, ReportBuilder report, int line);
  }

  static LineRule of(String name, int order, String regex, Figures figures) {
    return new LineRule(name, order, false, whole(regex), figures);
  }

  static LineRule rows(String name, int order, String regex, Figures figures) {
    return new LineRule(name, order, true, whole(regex), figures);
  }

  /** A line that has no figure (a heading, a table's border). */
  static LineRule heading(String name, int order, String regex) {
    return new LineRule(name, order, false, whole(regex), (m, r, l) -> r.section(name));
  }

  /** {@code first}'s rules, then {@code then}'s. */
  static List<LineRule> concat(List<LineRule> first, List<LineRule> then) {
    List<LineRule> all = new ArrayList<>(first);
    all.addAll(then);
    return List.copyOf(all);
  }

  /** A line of one count or rate: its number is {@code regex}'s group 1, without unit. */
  static LineRule count(String name, int order, String regex, Measure measure) {
    return of(name, order, regex, (m, r, l) -> r.count(measure, name, "", m.group(1), l));
  }

  /** A line of one figure: its number is {@code regex}'s group 1, its unit group 2. */
  static LineRule quantity(
      String name,
      int order,
      String regex,
      Measure measure,
      Function<String, Optional<Unit>> units) {
    return of(
        name,
        order,
        regex,
        (m, r, l) -> r.add(measure, name, "", m.group(1), m.group(2), units, l));
  }

  /**
   * Rows of a latency distribution under {@code label}: group 1 the percentile, group 2 its time,
   * group 3 the time's unit.
   */
  static LineRule percentiles(String name, int order, String regex, String label) {
    return rows(
        name,
        order,
        regex,
        (m, r, l) ->
            r.add(
                Measure.LATENCY_PERCENTILE,
                label,
                m.group(1) + "%",
                m.group(2),
                m.group(3),
                Unit::time,
                l));
  }

  /** {@code regex} as a whole line, indented or not. */
  private static Pattern whole(String regex) {
    return Pattern.compile("\\s*(?:" + regex + ")");
  }

  /** The number pattern tools print: digits, a thousands comma, decimals. */
  static final String N = "(\\d+(?:,\\d{3})*(?:\\.\\d+)?)";
}
