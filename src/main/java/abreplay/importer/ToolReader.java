package abreplay.importer;

import abreplay.document.LoadTool;
import abreplay.importer.LineRules.Rule;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Function;
import java.util.function.Predicate;
import java.util.regex.Matcher;

/**
 * One load tool's report lines ({@link LineRules}), which runs of them are its report, and which
 * lines a whole report has, for a report cut short to be said so. Immutable.
 *
 * @param isReport whether a run of lines with these rules' names is this tool's report
 * @param printer the tool these lines were printed by (wrk2 for wrk's lines with its HdrHistogram
 *     ones)
 */
record ToolReader(
    LoadTool tool,
    List<Rule> rules,
    Predicate<Set<String>> isReport,
    Function<Set<String>, LoadTool> printer) {
  /** Blank lines a report may have in a row (hey prints two before its Latency distribution). */
  static final int BLANKS = 3;

  /** A reader of a tool that prints one kind of report. */
  ToolReader(LoadTool tool, List<Rule> rules, Predicate<Set<String>> isReport) {
    this(tool, rules, isReport, lines -> tool);
  }

  /** Runs of lines with at least two of {@code rules}' key lines among them. */
  static Predicate<Set<String>> twoKeys(List<Rule> rules) {
    List<String> keys = rules.stream().filter(Rule::isKey).map(Rule::name).toList();
    return lines -> lines.stream().filter(keys::contains).count() >= 2;
  }

  /**
   * The tool's reports in {@code text}: runs of its lines (at most {@link #BLANKS} blank lines in a
   * row between them) in the order the tool prints them; a line that comes before the one above it
   * in that order starts the next report. The lines a whole report would have and it lacks are said
   * as the ab reader says them (cut short at its top, at its end, or between two lines).
   */
  List<ToolReport> find(Text text) {
    String[] lines = text.text().split("\n", -1);
    int[] starts = new int[lines.length];
    for (int k = 1; k < lines.length; k++) starts[k] = starts[k - 1] + lines[k - 1].length() + 1;
    List<ToolReport> found = new ArrayList<>();
    int i = 0;
    while (i < lines.length) {
      if (rule(printed(lines[i].stripTrailing())) == null) {
        i++;
        continue;
      }
      ReportBuilder builder = new ReportBuilder(tool);
      Map<String, Integer> seen = new LinkedHashMap<>();
      Rule last = null;
      int lastLine = i;
      int blanks = 0;
      for (int j = i; j < lines.length; j++) {
        String line = printed(lines[j].stripTrailing());
        if (line.isBlank()) {
          if (++blanks > BLANKS) break;
          continue;
        }
        Rule r = rule(line);
        if (r == null) break;
        if (last != null && (r.order() < last.order() || r.order() == last.order() && !r.repeats()))
          break;
        Matcher m = r.pattern().matcher(line);
        m.matches();
        r.figures().read(m, builder, j + 1);
        seen.putIfAbsent(r.name(), j + 1);
        last = r;
        lastLine = j;
        blanks = 0;
      }
      if (isReport.test(seen.keySet())) {
        List<Note> notes = new ArrayList<>(builder.problems);
        notes.addAll(gaps(seen));
        notes.sort(Comparator.comparingInt(Note::line));
        found.add(
            new ToolReport(
                printer.apply(seen.keySet()),
                starts[i],
                starts[lastLine] + lines[lastLine].length(),
                i + 1,
                lastLine + 1,
                List.copyOf(seen.keySet()),
                builder.url,
                builder.connections,
                builder.threads,
                builder.protocol,
                List.copyOf(builder.figures),
                List.copyOf(notes)));
      }
      i = lastLine + 1;
    }
    return found;
  }

  private Rule rule(String line) {
    if (line.isBlank()) return null;
    for (Rule r : rules) if (r.pattern().matcher(line).matches()) return r;
    return null;
  }

  /** {@code line} as the tool printed it: zsh's "%" after a last line with no newline dropped. */
  private String printed(String line) {
    if (line.endsWith("%") && rule(line) == null) {
      String cut = line.substring(0, line.length() - 1).stripTrailing();
      if (rule(cut) != null) return cut;
    }
    return line;
  }

  /** The lines a whole report has and this one lacks: a note a gap, next to where it is. */
  private List<Note> gaps(Map<String, Integer> seen) {
    List<Note> notes = new ArrayList<>();
    List<String> missing = new ArrayList<>();
    String before = null;
    List<String> names = new ArrayList<>();
    for (Rule r : rules)
      if (r.expectedWhen().test(seen.keySet()) && !names.contains(r.name())) names.add(r.name());
    names.add(null); // the report's end
    for (String after : names) {
      if (after != null && !seen.containsKey(after)) missing.add(after);
      else {
        if (!missing.isEmpty()) {
          int line = after != null ? seen.get(after) : before != null ? seen.get(before) : 0;
          notes.add(Note.missing(line, Note.gap(before, after), missing));
          missing.clear();
        }
        before = after;
      }
    }
    return notes;
  }
}
