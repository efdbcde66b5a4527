package abreplay.importer;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.function.Predicate;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * One kind of line of a load tool's report: its name (as messages say it), its place in the order
 * the tool prints its lines, whether it may follow itself (a table's rows), the pattern a whole
 * line must match (trailing white space dropped), what its figures are, whether a whole report has
 * it (given the lines a report has) and whether it tells the tool's report from others'.
 */
record LineRule(
    String name,
    int order,
    boolean repeats,
    Pattern pattern,
    Figures figures,
    Predicate<Set<String>> expectedWhen,
    boolean isKey) {
  /** Reads a matched line's figures into the report being built. */
  interface Figures {
    void read(Matcher m, ReportBuilder report, int line);
  }

  /** A line read for its place in the report alone (a border, a progress bar). */
  static final Figures NONE = (m, r, l) -> {};

  static LineRule of(String name, int order, String regex, Figures figures) {
    return new LineRule(name, order, false, whole(regex), figures, lines -> false, false);
  }

  static LineRule rows(String name, int order, String regex, Figures figures) {
    return new LineRule(name, order, true, whole(regex), figures, lines -> false, false);
  }

  /** A line that has no figure (a heading): the section the lines after it are in. */
  static LineRule heading(String name, int order, String regex) {
    return of(name, order, regex, (m, r, l) -> r.section(name));
  }

  /** This line, which every whole report has. */
  LineRule expected() {
    return expectedWhen(lines -> true);
  }

  /** This line, which a whole report has when {@code when} holds of the lines it has. */
  LineRule expectedWhen(Predicate<Set<String>> when) {
    return new LineRule(name, order, repeats, pattern, figures, when, isKey);
  }

  /** This line, one of those that tell the tool's report from others' ({@link #twoKeys}). */
  LineRule key() {
    return new LineRule(name, order, repeats, pattern, figures, expectedWhen, true);
  }

  /** Runs of lines with at least two of {@code rules}' key lines among them. */
  static Predicate<Set<String>> twoKeys(List<LineRule> rules) {
    Set<String> keys =
        Set.copyOf(rules.stream().filter(LineRule::isKey).map(LineRule::name).toList());
    return lines -> lines.stream().filter(keys::contains).count() >= 2;
  }

  /** {@code first}'s rules, then {@code then}'s. */
  static List<LineRule> concat(List<LineRule> first, List<LineRule> then) {
    List<LineRule> all = new ArrayList<>(first);
    all.addAll(then);
    return List.copyOf(all);
  }

  /** "Name: figure", the line's one figure labelled with its name. */
  static LineRule labelled(String name, int order, Measure measure, Printed printed) {
    return of(
        name,
        order,
        Pattern.quote(name + ":") + "\\s+" + printed,
        figures(measure, name, List.of(""), printed));
  }

  /**
   * A row of a table of statistics: its name, then its figures apart by white space, labelled with
   * its name and qualified by the table's {@code columns}.
   */
  static LineRule row(
      String name, int order, Measure measure, List<String> columns, Printed... cells) {
    StringBuilder regex = new StringBuilder(Pattern.quote(name));
    for (Printed c : cells) regex.append("\\s+").append(c);
    return of(name, order, regex.toString(), figures(measure, name, columns, cells));
  }

  /**
   * Figures of one measure under {@code label}, qualified in turn by {@code qualifiers}: each
   * printed as its {@code cells} one says, their groups in the pattern's order from group 1 on.
   */
  static Figures figures(Measure measure, String label, List<String> qualifiers, Printed... cells) {
    return (m, r, l) -> {
      int g = 1;
      for (int k = 0; k < cells.length; k++) {
        cells[k].read(m, g, r, measure, label, qualifiers.get(k), l);
        g += cells[k].groups();
      }
    };
  }

  /** Counts under {@code label}, groups 1 on, qualified in turn by {@code qualifiers}. */
  static Figures counts(Measure measure, String label, String... qualifiers) {
    return (m, r, l) -> {
      for (int k = 0; k < qualifiers.length; k++)
        Printed.COUNT.read(m, k + 1, r, measure, label, qualifiers[k], l);
    };
  }

  /**
   * Rows of a latency distribution under {@code label}: group 1 the percentile, then its time as
   * {@code time} prints it.
   */
  static LineRule percentiles(String name, int order, String regex, Printed time, String label) {
    return rows(
        name,
        order,
        regex,
        (m, r, l) -> time.read(m, 2, r, Measure.LATENCY_PERCENTILE, label, m.group(1) + "%", l));
  }

  /** {@code regex} as a whole line, indented or not. */
  private static Pattern whole(String regex) {
    return Pattern.compile("\\s*(?:" + regex + ")");
  }
}
