package abreplay.importer;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;

/**
 * Finds one tool's reports in a text: runs of lines each of which is one of the tool's lines (blank
 * lines allowed between them, at most {@link #BLANKS} in a row), in the order the tool prints them;
 * a line that comes before the one above it in that order starts the next report. A run its reader
 * recognises is a report; the lines a whole report would have and it lacks are said as the ab
 * reader says them (cut short at its top, at its end, or between two lines).
 */
final class ReportLines {
  /** Blank lines a report may have in a row (hey prints two before its Latency distribution). */
  static final int BLANKS = 3;

  private ReportLines() {}

  static List<ToolReport> find(Text text, ToolReader reader) {
    String[] lines = text.text().split("\n", -1);
    int[] starts = new int[lines.length];
    for (int k = 1; k < lines.length; k++) starts[k] = starts[k - 1] + lines[k - 1].length() + 1;
    List<ToolReport> found = new ArrayList<>();
    int i = 0;
    while (i < lines.length) {
      if (rule(reader, printed(reader, lines[i].stripTrailing())) == null) {
        i++;
        continue;
      }
      ReportBuilder builder = new ReportBuilder(reader.tool());
      Map<String, Integer> seen = new LinkedHashMap<>();
      LineRule last = null;
      int lastLine = i;
      int blanks = 0;
      for (int j = i; j < lines.length; j++) {
        String line = printed(reader, lines[j].stripTrailing());
        if (line.isBlank()) {
          if (++blanks > BLANKS) break;
          continue;
        }
        LineRule r = rule(reader, line);
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
      if (reader.isReport().test(seen.keySet())) {
        found.add(
            builder.build(
                reader.printer().apply(seen.keySet()),
                starts[i],
                starts[lastLine] + lines[lastLine].length(),
                i + 1,
                lastLine + 1,
                List.copyOf(seen.keySet()),
                gaps(reader.expected(seen.keySet()), seen)));
      }
      i = lastLine + 1;
    }
    return found;
  }

  private static LineRule rule(ToolReader reader, String line) {
    if (line.isBlank()) return null;
    for (LineRule r : reader.rules()) if (r.pattern().matcher(line).matches()) return r;
    return null;
  }

  /** {@code line} as the tool printed it: zsh's "%" after a last line with no newline dropped. */
  private static String printed(ToolReader reader, String line) {
    if (line.endsWith("%") && rule(reader, line) == null) {
      String cut = line.substring(0, line.length() - 1).stripTrailing();
      if (rule(reader, cut) != null) return cut;
    }
    return line;
  }

  /** The expected lines a report lacks, one note per gap, at the line it would be next to. */
  static List<Note> gaps(List<String> expected, Map<String, Integer> seen) {
    List<Note> notes = new ArrayList<>();
    List<String> missing = new ArrayList<>();
    String before = null;
    for (String name : expected) {
      if (!seen.containsKey(name)) missing.add(name);
      else {
        if (!missing.isEmpty()) notes.add(gap(before, name, missing, seen));
        before = name;
        missing = new ArrayList<>();
      }
    }
    if (!missing.isEmpty()) notes.add(gap(before, null, missing, seen));
    return notes;
  }

  /** A note that {@code missing} are missing between {@code before} and {@code after}. */
  private static Note gap(
      String before, String after, List<String> missing, Map<String, Integer> seen) {
    String are = String.join(", ", missing) + (missing.size() == 1 ? " is" : " are") + " missing";
    if (before == null)
      return new Note(
          after == null ? 0 : seen.get(after),
          "the report starts at " + after + " (cut short at its top): " + are);
    if (after == null)
      return new Note(
          seen.get(before), "the report stops after " + before + " (cut short): " + are);
    return new Note(seen.get(after), "between " + before + " and " + after + ": " + are);
  }
}
