package abreplay.importer;

import abreplay.importer.Labels.Token;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * A few of ab's lines quoted right under an ab command ("Requests per second" alone, Time taken,
 * the percentile table), as blogs most often show ab's result: read as a report of that command
 * whose figures are what the text gives, its concurrency the command's -c (ab's default 1), and one
 * note saying which of a report's lines are not published. The command must be the last thing
 * before the lines but for blank lines, a shell prompt or a code fence ({@link #GAP} lines at
 * most).
 */
final class Fragments {
  /** Lines that may stand between a command and the figures quoted under it. */
  static final int GAP = 3;

  private Fragments() {}

  /**
   * The fragment that {@code run}'s labels are, if an ab command stands right above them.
   *
   * @param previousEnd where the report or fragment before them ends in the text
   */
  static Optional<AbReport> of(
      Text text, List<Token> run, List<AbCommandLine> commands, int previousEnd) {
    int start = run.get(0).start();
    Optional<AbCommandLine> above =
        commands.stream()
            .filter(c -> c.end() <= start && c.start() >= previousEnd)
            .reduce((a, b) -> b)
            .filter(c -> between(text, c.end(), start));
    if (above.isEmpty()) return Optional.empty();
    AbCommandLine command = above.get();
    AbReport read = ReportReader.read(text, run);
    List<Note> notes = new ArrayList<>(read.problems());
    notes.add(new Note(read.firstLine(), unpublished(read.lines().keySet(), command)));
    int concurrency = command.concurrency().orElse(1);
    if (command.concurrency().isEmpty())
      notes.add(new Note(command.line(), "the command has no -c: ab's default, 1"));
    if (command.requests().isEmpty())
      notes.add(new Note(command.line(), "the command has no -n: ab's default, 1 request"));
    return Optional.of(
        new AbReport(
            read.start(),
            read.end(),
            read.firstLine(),
            read.lines(),
            read.version(),
            read.benchmarked(),
            read.concurrency().isPresent() ? read.concurrency() : OptionalInt.of(concurrency),
            read.requests(),
            read.keepAliveLine(),
            read.variableLength(),
            read.sentBody(),
            read.published(),
            read.also(),
            List.copyOf(notes),
            Optional.of(command)));
  }

  /** "only Requests per second of ab's report is quoted under the command on line 3: ..." */
  static String unpublished(Set<Field> quoted, AbCommandLine command) {
    Set<Field> missing = EnumSet.copyOf(Field.ALWAYS);
    missing.removeAll(quoted);
    return "only "
        + quoted.stream().sorted().map(f -> f.shown).collect(Collectors.joining(", "))
        + " of ab's report "
        + (quoted.size() == 1 ? "is" : "are")
        + " quoted under the command on line "
        + command.line()
        + ": "
        + missing.stream().map(f -> f.shown).collect(Collectors.joining(", "))
        + (missing.size() == 1 ? " is" : " are")
        + " not published";
  }

  /**
   * Whether only blank lines, a prompt or a code fence stand between {@code from} and {@code to}.
   */
  private static boolean between(Text text, int from, int to) {
    String gap = text.text().substring(from, to);
    String[] lines = gap.split("\n", -1);
    if (lines.length - 1 > GAP) return false;
    for (int i = 1; i < lines.length - 1; i++) {
      String l = lines[i].strip();
      if (!l.isEmpty() && !l.matches("`{3,}\\w*|~{3,}|[$#>%]|\\.\\.\\.")) return false;
    }
    String rest = lines[0].strip();
    return rest.isEmpty() || rest.matches("`+|[\"')]+");
  }
}
