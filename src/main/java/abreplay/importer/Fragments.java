package abreplay.importer;

import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

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
  private static final int GAP = 3;

  private Fragments() {}

  /**
   * The command right above lines that start at {@code start}, after {@code previousEnd} (where the
   * report or fragment before them ends).
   */
  static Optional<AbCommandLine> above(
      Text text, int start, List<AbCommandLine> commands, int previousEnd) {
    return commands.stream()
        .filter(c -> c.end() <= start && c.start() >= previousEnd)
        .reduce((a, b) -> b)
        .filter(c -> between(text, c.end(), start));
  }

  /** A fragment's notes: the lines it lacks, and what its command leaves to ab's defaults. */
  static List<Note> notes(Set<Field> quoted, int firstLine, AbCommandLine command) {
    List<Note> notes = new ArrayList<>(List.of(new Note(firstLine, unpublished(quoted, command))));
    if (command.concurrency().isEmpty())
      notes.add(new Note(command.line(), "the command has no -c: ab's default, 1"));
    if (command.requests().isEmpty())
      notes.add(new Note(command.line(), "the command has no -n: ab's default, 1 request"));
    return notes;
  }

  /** "only Requests per second of ab's report is quoted under the command on line 3: ..." */
  static String unpublished(Set<Field> quoted, AbCommandLine command) {
    Set<Field> missing = EnumSet.copyOf(Field.ALWAYS);
    missing.removeAll(quoted);
    return "only "
        + Field.shown(quoted.stream().sorted().toList())
        + " of ab's report"
        + Note.isAre(quoted)
        + " quoted under the command on line "
        + command.line()
        + ": "
        + Field.shown(missing)
        + Note.isAre(missing)
        + " not published";
  }

  /**
   * Whether only blank lines, a prompt or a code fence stand between {@code from} and {@code to}.
   */
  private static boolean between(Text text, int from, int to) {
    String[] lines = text.text().substring(from, to).split("\n", -1);
    if (lines.length - 1 > GAP) return false;
    for (int i = 1; i < lines.length - 1; i++) {
      String l = lines[i].strip();
      if (!l.isEmpty() && !l.matches("`{3,}\\w*|~{3,}|[$#>%]|\\.\\.\\.")) return false;
    }
    String rest = lines[0].strip();
    return rest.isEmpty() || rest.matches("`+|[\"')]+");
  }
}
