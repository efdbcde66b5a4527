package abreplay.importer;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.BiFunction;
import java.util.function.Function;
import java.util.regex.MatchResult;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A load tool's command line found in a text: where it starts, where its last word read ends, its
 * line (1-based), and the command as the text wrote it.
 */
interface CommandLine {
  int start();

  int end();

  int line();

  String text();

  /**
   * The nearest of {@code commands} before a report at {@code report} that {@code conflict} finds
   * no fault with; each one between {@code noteFrom} and the report that it faults is noted.
   */
  static <C extends CommandLine> Optional<C> fitting(
      List<C> commands,
      int report,
      int reportLine,
      int noteFrom,
      Function<C, Optional<String>> conflict,
      List<Note> notes) {
    for (int i = commands.size() - 1; i >= 0; i--) {
      C c = commands.get(i);
      if (c.start() >= report) continue;
      Optional<String> why = conflict.apply(c);
      if (why.isEmpty()) return Optional.of(c);
      if (c.start() < noteFrom) continue;
      String note =
          "the command on line " + c.line() + " (" + c.text() + ") is not this report's: ";
      notes.add(new Note(reportLine, note + why.get() + "; the report's own figures are used"));
    }
    return Optional.empty();
  }

  /**
   * Every command {@code name} finds in {@code text} that {@code parser} reads, in its order; the
   * parser is given the name's match and the rest of its line.
   */
  static <C> List<C> find(
      Text text, Pattern name, BiFunction<MatchResult, String, Optional<C>> parser) {
    List<C> found = new ArrayList<>();
    Matcher m = name.matcher(text.text());
    while (m.find()) {
      int eol = text.text().indexOf('\n', m.end());
      String rest = text.text().substring(m.end(), eol < 0 ? text.text().length() : eol);
      parser.apply(m.toMatchResult(), rest).ifPresent(found::add);
    }
    return found;
  }

  /** A word of a command, and where it ends in the text. */
  record Word(String text, int end) {}

  /**
   * The words of {@code args}, which starts at {@code argsStart} in the text, each without what
   * {@code trim} matches; a word that starts with a backquote, or trims to nothing, ends them.
   */
  static List<Word> words(String args, int argsStart, String trim) {
    List<Word> words = new ArrayList<>();
    Matcher w = Pattern.compile("\"[^\"]*\"|'[^']*'|\\S+").matcher(args);
    while (w.find()) {
      String word = w.group().replaceAll(trim, "");
      if (word.isEmpty() || w.group().startsWith("`")) break;
      words.add(new Word(word, argsStart + w.end()));
    }
    return words;
  }
}
