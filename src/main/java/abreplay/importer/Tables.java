package abreplay.importer;

import abreplay.importer.Table.Cell;
import abreplay.importer.Table.Row;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Finds the tables of a text: markdown's pipe tables (a header row, a rule row of dashes, then rows
 * with pipes; a saved page's tables read as these, {@link HtmlPost}), reStructuredText's grid
 * tables ({@code +---+} rules, {@code +===+} under the header, a cell spread over lines joined) and
 * its simple tables ({@code === ===} rules above and below the header and under the body). A table
 * needs a header and one row under it. In the text's order.
 */
final class Tables {
  private static final Pattern PIPE_RULE =
      Pattern.compile("\\s*\\|?\\s*:?-+:?\\s*(?:\\|\\s*:?-+:?\\s*)*\\|?\\s*");
  private static final Pattern GRID_RULE = Pattern.compile("\\s*\\+(?:[-=]+\\+)+\\s*");
  private static final Pattern SIMPLE_RULE = Pattern.compile("\\s*=+(?:\\s+=+)+\\s*");

  /** A table found, and the index of the line after it. */
  private record Found(Table table, int next) {}

  private final String[] lines;
  private final int[] starts;

  private Tables(Text text) {
    lines = text.text().split("\n", -1);
    starts = new int[lines.length];
    for (int i = 1; i < lines.length; i++) starts[i] = starts[i - 1] + lines[i - 1].length() + 1;
  }

  static List<Table> find(Text text) {
    Tables t = new Tables(text);
    List<Table> found = new ArrayList<>();
    int i = 0;
    while (i < t.lines.length) {
      int at = i;
      Optional<Found> table = t.pipe(at).or(() -> t.grid(at)).or(() -> t.simple(at));
      if (table.isPresent()) found.add(table.get().table());
      i = table.map(Found::next).orElse(i + 1);
    }
    return found;
  }

  private Optional<Found> pipe(int i) {
    if (i + 1 >= lines.length
        || !lines[i].contains("|")
        || !lines[i + 1].contains("|")
        || !PIPE_RULE.matcher(lines[i + 1]).matches()) return Optional.empty();
    List<Row> rows = new ArrayList<>();
    rows.add(new Row(i + 1, pipeCells(i)));
    int j = i + 2;
    for (; j < lines.length && lines[j].contains("|") && !lines[j].isBlank(); j++)
      rows.add(new Row(j + 1, pipeCells(j)));
    return found(i, j, rows);
  }

  /** A pipe row's cells: split at each pipe not escaped, its outer pipes dropped. */
  private List<Cell> pipeCells(int i) {
    String s = lines[i];
    int a = 0;
    while (a < s.length() && s.charAt(a) == ' ') a++;
    if (a < s.length() && s.charAt(a) == '|') a++;
    int b = s.stripTrailing().length();
    if (b > a && s.charAt(b - 1) == '|' && (b < 2 || s.charAt(b - 2) != '\\')) b--;
    List<Cell> cells = new ArrayList<>();
    int from = a;
    for (int k = a; k <= b; k++) {
      if (k == b || s.charAt(k) == '|' && s.charAt(k - 1) != '\\') {
        cells.add(cell(s.substring(from, k).replace("\\|", "|"), starts[i] + from));
        from = k + 1;
      }
    }
    return cells;
  }

  private Optional<Found> grid(int i) {
    if (!GRID_RULE.matcher(lines[i]).matches()) return Optional.empty();
    List<Integer> bounds = new ArrayList<>();
    for (int k = lines[i].indexOf('+'); k >= 0; k = lines[i].indexOf('+', k + 1)) bounds.add(k);
    List<Row> rows = new ArrayList<>();
    List<StringBuilder> open = new ArrayList<>();
    int openLine = -1;
    int headerRows = 0;
    int last = i;
    for (int j = i + 1; j < lines.length; j++) {
      String line = lines[j];
      if (GRID_RULE.matcher(line).matches()) {
        if (openLine >= 0) rows.add(gridRow(openLine, open, bounds));
        openLine = -1;
        open = new ArrayList<>();
        if (line.contains("=")) headerRows = rows.size();
        last = j;
      } else if (line.strip().startsWith("|")) {
        if (openLine < 0) openLine = j;
        for (int c = 0; c + 1 < bounds.size(); c++) {
          if (open.size() <= c) open.add(new StringBuilder());
          open.get(c).append(' ').append(slice(line, bounds.get(c) + 1, bounds.get(c + 1)));
        }
      } else break;
    }
    if (headerRows > 1) {
      List<Cell> merged = new ArrayList<>();
      for (int c = 0; c < rows.get(0).cells().size(); c++) {
        StringBuilder text = new StringBuilder();
        for (Row r : rows.subList(0, headerRows)) text.append(' ').append(r.text(c));
        merged.add(new Cell(text.toString().strip(), rows.get(0).cells().get(c).offset()));
      }
      rows.subList(0, headerRows).clear();
      rows.add(0, new Row(i + 2, merged));
    }
    return found(i, last + 1, rows);
  }

  private Row gridRow(int line, List<StringBuilder> texts, List<Integer> bounds) {
    List<Cell> cells = new ArrayList<>();
    for (int c = 0; c < texts.size(); c++)
      cells.add(cell(texts.get(c).toString(), starts[line] + bounds.get(c) + 1));
    return new Row(line + 1, cells);
  }

  private Optional<Found> simple(int i) {
    if (!SIMPLE_RULE.matcher(lines[i]).matches()) return Optional.empty();
    List<Integer> columns = new ArrayList<>();
    Matcher m = Pattern.compile("=+").matcher(lines[i]);
    while (m.find()) columns.add(m.start());
    List<Integer> rules = new ArrayList<>(List.of(i));
    List<Integer> rowLines = new ArrayList<>();
    for (int j = i + 1; j < lines.length && j < i + 500 && rules.size() < 3; j++) {
      if (SIMPLE_RULE.matcher(lines[j]).matches()) {
        rules.add(j);
        // A table without a header ends at its second rule, before a blank line or prose.
        if (rules.size() == 2 && (j + 1 >= lines.length || lines[j + 1].isBlank())) break;
      } else if (!lines[j].isBlank()) rowLines.add(j);
    }
    if (rules.size() < 2) return Optional.empty();
    int last = rules.get(rules.size() - 1);
    rowLines.removeIf(line -> line > last); // past its last rule: not the table's
    List<Row> rows = new ArrayList<>();
    for (int line : rowLines) {
      List<Cell> cells = new ArrayList<>();
      for (int c = 0; c < columns.size(); c++) {
        int from = columns.get(c);
        int to = c + 1 < columns.size() ? columns.get(c + 1) : lines[line].length();
        cells.add(cell(slice(lines[line], from, to), starts[line] + from));
      }
      if (!rows.isEmpty() && cells.get(0).text().isEmpty()) continue; // a continuation line
      rows.add(new Row(line + 1, cells));
    }
    return found(i, last + 1, rows);
  }

  /**
   * A table of {@code rows} on lines {@code first} to {@code next - 1}, rows as wide as the header.
   */
  private Optional<Found> found(int first, int next, List<Row> rows) {
    if (rows.size() < 2 || rows.get(0).cells().isEmpty()) return Optional.empty();
    int width = rows.get(0).cells().size();
    List<Row> fitted = new ArrayList<>();
    for (Row r : rows) {
      List<Cell> cells = new ArrayList<>(r.cells().subList(0, Math.min(width, r.cells().size())));
      int end = starts[r.line() - 1] + lines[r.line() - 1].length();
      while (cells.size() < width) cells.add(new Cell("", end + cells.size()));
      fitted.add(new Row(r.line(), List.copyOf(cells)));
    }
    int lastLine = next - 1;
    return Optional.of(
        new Found(
            new Table(
                starts[first],
                starts[lastLine] + lines[lastLine].length(),
                first + 1,
                List.copyOf(fitted)),
            next));
  }

  private static String slice(String line, int from, int to) {
    return from >= line.length() ? "" : line.substring(from, Math.min(to, line.length()));
  }

  /** A cell's text without emphasis, code marks or a link's target, and where its text starts. */
  private static Cell cell(String raw, int at) {
    int lead = raw.length() - raw.stripLeading().length();
    return new Cell(
        raw.replaceAll("!?\\[([^\\]]*)\\]\\([^)]*\\)", "$1")
            .replaceAll("\\*\\*|__|`", "")
            .replaceAll("\\s+", " ")
            .strip(),
        at + Math.min(lead, Math.max(0, raw.length() - 1)));
  }
}
