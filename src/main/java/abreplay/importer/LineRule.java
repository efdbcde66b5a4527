package abreplay.importer;

import java.util.Set;
import java.util.function.Predicate;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * One kind of line of a load tool's report ({@link LineRules} reads them): its name (as messages
 * say it), its place in the order the tool prints its lines, whether it may follow itself (a
 * table's rows), the pattern a whole line must match (trailing white space dropped), what its
 * figures are, whether a whole report has it (given the lines a report has) and whether it tells
 * the tool's report from others'.
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
}
