package abreplay.testing;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * The project's documentation as the tests read it: README.md and every docs/*.md, their markdown
 * tables and fenced code blocks, found by what they hold rather than by the line before them, so
 * that a table or a list can move to another section or file without a test noticing. Tables and
 * blocks name their file and line, for messages. Pure reading; immutable results.
 */
public final class Markdown {
  private static final Pattern FENCE = Pattern.compile("^ {0,3}(`{3,}|~{3,})(.*)$");
  private static final Pattern DELIMITER_ROW =
      Pattern.compile("^\\|?(\\s*:?-+:?\\s*\\|)*\\s*:?-+:?\\s*\\|?\\s*$");

  private Markdown() {}

  /** README.md, then every docs/*.md by name: the files a reader of the project is pointed to. */
  public static List<Path> documents(Path home) {
    List<Path> files = new ArrayList<>();
    files.add(home.resolve("README.md"));
    Path docs = home.resolve("docs");
    if (Files.isDirectory(docs)) {
      try (Stream<Path> list = Files.list(docs)) {
        list.filter(f -> f.getFileName().toString().endsWith(".md")).sorted().forEach(files::add);
      } catch (IOException e) {
        throw new UncheckedIOException(e);
      }
    }
    return files;
  }

  /** Every table of every one of {@link #documents}. */
  public static List<Table> tables(Path home) {
    List<Table> tables = new ArrayList<>();
    for (Path file : documents(home)) tables.addAll(tablesOf(file));
    return tables;
  }

  /** Every fenced code block of every one of {@link #documents}. */
  public static List<Block> fencedBlocks(Path home) {
    List<Block> blocks = new ArrayList<>();
    for (Path file : documents(home)) blocks.addAll(fencedBlocksOf(file));
    return blocks;
  }

  /**
   * The tables of one file: a line that starts with "|", a delimiter row under it ("|---|---:|"),
   * and the rows that follow while lines start with "|". Lines inside fenced code blocks and
   * indented ones are not tables.
   */
  public static List<Table> tablesOf(Path file) {
    List<String> lines = read(file);
    boolean[] fenced = fencedLines(lines);
    List<Table> tables = new ArrayList<>();
    for (int i = 0; i + 1 < lines.size(); i++) {
      if (fenced[i] || fenced[i + 1]) continue;
      if (!lines.get(i).startsWith("|") || !DELIMITER_ROW.matcher(lines.get(i + 1)).matches())
        continue;
      List<String> headers = cells(lines.get(i));
      List<Row> rows = new ArrayList<>();
      int at = i + 2;
      for (; at < lines.size() && !fenced[at] && lines.get(at).startsWith("|"); at++) {
        List<String> cells = cells(lines.get(at));
        Map<String, String> row = new LinkedHashMap<>();
        for (int c = 0; c < headers.size(); c++)
          row.put(headers.get(c).toLowerCase(Locale.ROOT), c < cells.size() ? cells.get(c) : "");
        rows.add(new Row(file, at + 1, row));
      }
      tables.add(new Table(file, i + 1, headers, rows));
      i = at - 1;
    }
    return tables;
  }

  /** The fenced code blocks of one file (``` or ~~~), each with the lines between its fences. */
  public static List<Block> fencedBlocksOf(Path file) {
    List<String> lines = read(file);
    List<Block> blocks = new ArrayList<>();
    for (int i = 0; i < lines.size(); i++) {
      Matcher open = FENCE.matcher(lines.get(i));
      if (!open.matches()) continue;
      String fence = open.group(1);
      int close = i + 1;
      while (close < lines.size() && !closes(lines.get(close), fence)) close++;
      blocks.add(new Block(file, i + 1, open.group(2).trim(), lines.subList(i + 1, close)));
      i = close;
    }
    return blocks;
  }

  /** Where a table or a row is, as a message names it: "docs/configuration.md:12". */
  public static String where(Path file, int line) {
    Path name = file.getParent() != null ? file.getParent().getFileName() : null;
    String shown =
        name != null && name.toString().equals("docs")
            ? "docs/" + file.getFileName()
            : file.getFileName().toString();
    return shown + ":" + line;
  }

  /**
   * One markdown table.
   *
   * @param line its header row's line, 1-based
   * @param headers its column headers as written, trimmed
   */
  public record Table(Path file, int line, List<String> headers, List<Row> rows) {
    public Table {
      headers = List.copyOf(headers);
      rows = List.copyOf(rows);
    }

    /** Whether it has a column of this header (case aside). */
    public boolean has(String header) {
      return headers.stream().anyMatch(h -> h.equalsIgnoreCase(header));
    }

    public String where() {
      return Markdown.where(file, line);
    }
  }

  /**
   * One row of a table.
   *
   * @param line its line, 1-based
   * @param cells by lower-cased column header, trimmed, with escaped pipes unescaped
   */
  public record Row(Path file, int line, Map<String, String> cells) {
    public Row {
      cells = Map.copyOf(cells);
    }

    /** The cell of the column {@code header} (case aside); "" when the row is short. */
    public String cell(String header) {
      String cell = cells.get(header.toLowerCase(Locale.ROOT));
      if (cell == null) throw new IllegalArgumentException(where() + ": no column " + header);
      return cell;
    }

    public String where() {
      return Markdown.where(file, line);
    }
  }

  /**
   * One fenced code block.
   *
   * @param line its opening fence's line, 1-based
   * @param info what follows the opening fence, e.g. "hocon"; "" for none
   * @param lines the lines between its fences
   */
  public record Block(Path file, int line, String info, List<String> lines) {
    public Block {
      lines = List.copyOf(lines);
    }

    public String where() {
      return Markdown.where(file, line);
    }
  }

  private static boolean closes(String line, String fence) {
    String trimmed = line.strip();
    return line.length() - line.stripLeading().length() <= 3
        && trimmed.length() >= fence.length()
        && trimmed.chars().allMatch(c -> c == fence.charAt(0));
  }

  /** Which lines are inside a fenced block, its fences included. */
  private static boolean[] fencedLines(List<String> lines) {
    boolean[] fenced = new boolean[lines.size()];
    for (int i = 0; i < lines.size(); i++) {
      Matcher open = FENCE.matcher(lines.get(i));
      if (!open.matches()) continue;
      int close = i + 1;
      while (close < lines.size() && !closes(lines.get(close), open.group(1))) close++;
      for (int j = i; j <= close && j < lines.size(); j++) fenced[j] = true;
      i = close;
    }
    return fenced;
  }

  /** A row's cells, split at pipes that are not escaped ("\|" is a pipe inside a cell). */
  private static List<String> cells(String line) {
    String inner = line.strip();
    if (inner.startsWith("|")) inner = inner.substring(1);
    if (inner.endsWith("|") && !inner.endsWith("\\|"))
      inner = inner.substring(0, inner.length() - 1);
    List<String> cells = new ArrayList<>();
    StringBuilder cell = new StringBuilder();
    for (int i = 0; i < inner.length(); i++) {
      char c = inner.charAt(i);
      if (c == '\\' && i + 1 < inner.length() && inner.charAt(i + 1) == '|') {
        cell.append('|');
        i++;
      } else if (c == '|') {
        cells.add(cell.toString().strip());
        cell.setLength(0);
      } else {
        cell.append(c);
      }
    }
    cells.add(cell.toString().strip());
    return cells;
  }

  private static List<String> read(Path file) {
    try {
      return Files.readAllLines(file);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
