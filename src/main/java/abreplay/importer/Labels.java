package abreplay.importer;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Finds ab's labels in a text and cuts it into the runs of labels that make reports. A label's
 * value is the text from the end of its label to the start of the next label, so that a report
 * whose line ends a blog has swallowed ("Server Software: nginxServer Hostname: ...") reads as well
 * as one printed line by line, and a value wrapped onto the next line is still its value. A run of
 * labels ends, and the next begins, at ab's banner or at a label that does not come after the one
 * before it in ab's order. The rows of the Connection Times table count only right under its header
 * (elsewhere "Total:" is prose).
 */
final class Labels {
  private static final Pattern LABELS = Field.labels();

  /** One label found: its field, where the label starts, and where its value starts and ends. */
  record Token(Field field, int start, int valueStart, int valueEnd) {
    String value(Text text) {
      return text.text().substring(valueStart, valueEnd);
    }
  }

  private Labels() {}

  /** The runs of labels in {@code text}, in its order. */
  static List<List<Token>> runs(Text text) {
    List<Token> tokens = tokens(text);
    List<List<Token>> runs = new ArrayList<>();
    List<Token> run = new ArrayList<>();
    for (Token t : tokens) {
      boolean next =
          !run.isEmpty()
              && (t.field() == Field.BANNER || t.field().ordinal() <= last(run).field().ordinal());
      if (next) {
        runs.add(run);
        run = new ArrayList<>();
      }
      run.add(t);
    }
    if (!run.isEmpty()) runs.add(run);
    return runs;
  }

  static List<Token> tokens(Text text) {
    Matcher m = LABELS.matcher(text.text());
    List<int[]> found = new ArrayList<>();
    List<Field> fields = new ArrayList<>();
    Field previous = null;
    while (m.find()) {
      Field field = matched(m);
      if (Field.ROWS.contains(field)
          && !(previous == Field.CONNECTION_TIMES
              || previous != null
                  && Field.ROWS.contains(previous)
                  && previous.ordinal() < field.ordinal())) {
        continue;
      }
      found.add(new int[] {m.start(), m.end()});
      fields.add(field);
      previous = field;
    }
    List<Token> tokens = new ArrayList<>();
    for (int i = 0; i < found.size(); i++) {
      int end = i + 1 < found.size() ? found.get(i + 1)[0] : text.text().length();
      tokens.add(new Token(fields.get(i), found.get(i)[0], found.get(i)[1], end));
    }
    return tokens;
  }

  private static Field matched(Matcher m) {
    for (Field f : Field.values()) {
      if (m.group(f.group()) != null) return f;
    }
    throw new IllegalStateException("a label matched no field: " + m.group());
  }

  private static Token last(List<Token> run) {
    return run.get(run.size() - 1);
  }
}
