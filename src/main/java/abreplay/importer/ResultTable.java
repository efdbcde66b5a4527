package abreplay.importer;

import abreplay.document.PrintedFigure;
import abreplay.document.Unit;
import abreplay.importer.Table.Row;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.Set;
import java.util.function.Predicate;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.IntStream;

/**
 * A table read as published results: the column whose cells name the systems (or, servers as its
 * columns, its header's cells), the columns of requests per second, and each figure's concurrency
 * where the table gives it (a column header {@code c=100} or {@code 100 connections}, a Concurrency
 * column, or a first column of concurrencies when the servers are the columns). A column is of
 * requests per second by its header ({@code req/s}, {@code Requests/sec}, {@code RPS}, {@code
 * QPS}), by the unit in its cells, or, headed by concurrencies or servers, by the text right above
 * the table; a table with no such column is no results table. Latency columns are noted, not read.
 *
 * @param results every figure, by row then column
 * @param notes what of the table is not imported, and why
 */
record ResultTable(List<Result> results, List<Note> notes) {

  /**
   * One figure of the table, with where its system ("the table's row on line 14") and its
   * concurrency (when the table gives it) were read, and where its cell is in the text.
   */
  record Result(
      String system,
      String systemFrom,
      OptionalInt concurrency,
      String concurrencyFrom,
      Figure figure,
      int offset) {}

  private static final String RATE_WORDS =
      "req(?:uest)?s?\\s*/\\s*s(?:ec(?:ond)?)?\\b|requests?\\s+(?:per|a)\\s+sec(?:ond)?|\\b[rq]ps\\b"
          + "|\\br/s\\b";
  private static final Pattern RATE = Pattern.compile("(?i)" + RATE_WORDS);

  /** "136,974", "136'974", "136 974", "136974.52", "12.3k", "1.2M", each maybe with its unit. */
  private static final Pattern NUMBER =
      Pattern.compile(
          "[~≈]?\\s*(\\d{1,3}(?:[,' ’]\\d{3})+|\\d+)(\\.\\d+)?\\s*([kKM]?)\\s*((?i:"
              + RATE_WORDS
              + "))?");

  private static final String CONC_UNIT =
      "c|concurrent(?:\\s+(?:connections|users|clients|requests))?|connections?|conns?|clients?"
          + "|users?";
  private static final Pattern CONCURRENCY_COLUMN =
      Pattern.compile(
          "(?i)(?:concurrency|concurrent(?:\\s+(?:connections|users|clients|requests))?"
              + "|connections|conns|clients|users|-c|c)(?:\\s*\\(.*\\))?");

  /** "c=100", "-c 100", "c100", "100 connections", "concurrency: 100", "100". */
  private static final Pattern CONCURRENCY =
      Pattern.compile(
          "(?i)(?:-?c\\s*=?\\s*|(?:concurrency|connections|conns|clients|users)\\s*[=:]?\\s*)?"
              + "(\\d[\\d,]*)\\s*(?:"
              + CONC_UNIT
              + ")?");

  /** A concurrency within a longer header: "req/s (c=100)", "Requests/sec @ 100 connections". */
  private static final Pattern CONCURRENCY_IN =
      Pattern.compile(
          "(?i)(?:-c\\s*|\\bc\\s*=\\s*)(\\d+)|(\\d[\\d,]*)\\s*(?:concurrent|connections|conns"
              + "|clients|users)\\b");

  private static final Pattern LATENCY =
      Pattern.compile("(?i)latenc|\\bp\\d{2}|\\b(?:ms|us|msec)\\b|µs|response time");

  /**
   * {@code t} read as results, {@code above} the text right above it; empty when it is no results
   * table.
   */
  static Optional<ResultTable> of(Table t, String above) {
    int width = t.width();
    List<String> head = t.header().cells().stream().map(Table.Cell::text).toList();
    int conc = -1;
    for (int c = 0; c < width && conc < 0; c++)
      if (CONCURRENCY_COLUMN.matcher(head.get(c)).matches() || share(t, c, s -> marked(s)) == 1)
        conc = c;
    int label = -1;
    for (int c = 0; c < width && label < 0; c++)
      if (c != conc
          && !rate(head.get(c))
          && !latency(head.get(c))
          && share(t, c, s -> number(s).isEmpty()) > 0.5) label = c;
    boolean ratedAbove = rate(above) || units(t);
    // filled as the table is read, copied when done
    ResultTable read = new ResultTable(new ArrayList<>(), new ArrayList<>());
    int headLine = t.header().line();
    if (label >= 0) {
      boolean rated = ratedAbove || rate(head.get(label));
      List<String> names = names(t, label, conc);
      for (int c = 0; c < width; c++) {
        String h = head.get(c);
        boolean rateHeader = rate(h);
        if (c == label || c == conc) continue;
        if (!rateHeader && latency(h)) {
          read.skip(h, headLine);
          continue;
        }
        OptionalInt headed = rateHeader ? within(h) : concurrency(h);
        if (!rateHeader && !(rated && headed.isPresent()) && !units(t, c)) continue;
        String what = rateHeader ? h : "requests per second";
        for (int r = 0; r < t.body().size(); r++) {
          Row row = t.body().get(r);
          OptionalInt n = conc >= 0 ? concurrency(row.text(conc)) : headed;
          String from =
              conc >= 0
                  ? "the table's " + head.get(conc) + " column, on line " + row.line()
                  : "the table's column header `" + h + "`";
          String rowFrom = "the table's row on line " + row.line();
          if (!names.get(r).isEmpty()) read.add(row, c, names.get(r), rowFrom, n, from, what);
        }
      }
    } else if (conc == 0 && (ratedAbove || rate(head.get(0)))) {
      String headFrom = "the table's header on line " + headLine;
      for (int c = 1; c < width; c++) {
        String system = head.get(c);
        if (latency(system)) read.skip(system, headLine);
        if (system.isEmpty() || latency(system)) continue;
        for (Row row : t.body()) {
          String from = "the table's row `" + row.text(0) + "`";
          read.add(row, c, system, headFrom, concurrency(row.text(0)), from, "requests per second");
        }
      }
    }
    return read.results.isEmpty()
        ? Optional.empty()
        : Optional.of(new ResultTable(List.copyOf(read.results), List.copyOf(read.notes)));
  }

  /**
   * The systems of the rows, as column {@code label} names them. A row with only a name is the
   * heading of the rows under it ("**Cached**"), which take it: "Tailcall (Cached)". Where one name
   * is still on two rows of one concurrency ("hono" on Bun, on Deno and on Node), each takes the
   * first other column of text that tells them apart: "hono (TypeScript/Bun)".
   */
  private static List<String> names(Table t, int label, int conc) {
    List<String> names = new ArrayList<>();
    String group = "";
    for (Row r : t.body()) {
      String name = r.text(label);
      boolean heading = !name.isEmpty();
      for (int c = 0; c < t.width() && heading; c++) heading = c == label || r.text(c).isEmpty();
      if (heading) group = name;
      names.add(heading || group.isEmpty() || name.isEmpty() ? name : name + " (" + group + ")");
    }
    Set<String> repeated = repeated(t, names, conc);
    if (repeated.isEmpty()) return names;
    for (int c = 0; c < t.width(); c++) {
      String h = t.header().cells().get(c).text();
      if (c == label
          || c == conc
          || rate(h)
          || latency(h)
          || units(t, c)
          || share(t, c, s -> number(s).isPresent()) > 0.5) continue;
      List<String> told = new ArrayList<>();
      for (int r = 0; r < names.size(); r++) {
        String name = names.get(r);
        String by = t.body().get(r).text(c);
        told.add(repeated.contains(name) && !by.isEmpty() ? name + " (" + by + ")" : name);
      }
      if (repeated(t, told, conc).isEmpty()) return told;
    }
    return names;
  }

  /** The names on two rows of one concurrency, or of the table when it gives none. */
  private static Set<String> repeated(Table t, List<String> names, int conc) {
    Set<String> seen = new HashSet<>();
    Set<String> repeated = new HashSet<>();
    for (int r = 0; r < names.size(); r++) {
      String name = names.get(r);
      String at = conc >= 0 ? t.body().get(r).text(conc) : "";
      if (!name.isEmpty() && !seen.add(name + "\n" + at)) repeated.add(name);
    }
    return repeated;
  }

  private void add(
      Row row,
      int column,
      String system,
      String systemFrom,
      OptionalInt concurrency,
      String concurrencyFrom,
      String label) {
    String cell = row.text(column);
    if (cell.isEmpty()) return;
    Optional<PrintedFigure> q = number(cell);
    if (q.isEmpty())
      notes.add(
          new Note(
              row.line(),
              "the table's cell `" + cell + "` for " + system + " is not a number: not imported"));
    else
      results.add(
          new Result(
              system,
              systemFrom,
              concurrency,
              concurrency.isPresent() ? concurrencyFrom : "",
              new Figure(Measure.REQUESTS_PER_SECOND, label, "", q.get(), row.line()),
              row.cells().get(column).offset()));
  }

  private void skip(String header, int line) {
    notes.add(
        new Note(
            line,
            "the table's column `"
                + header
                + "` is not imported: of a table, only requests per second are read"));
  }

  private static boolean rate(String s) {
    return RATE.matcher(s).find();
  }

  private static boolean latency(String s) {
    return LATENCY.matcher(s).find();
  }

  /** A cell as a figure: its number without separators, with its k or M. */
  static Optional<PrintedFigure> number(String cell) {
    Matcher m = NUMBER.matcher(cell.replaceAll("\\s*\\([^)]*\\)$", "").strip());
    if (!m.matches()) return Optional.empty();
    String digits = m.group(1).replaceAll("[,' ’]", "") + (m.group(2) == null ? "" : m.group(2));
    Unit unit = Unit.metric(m.group(3)).orElseThrow();
    return Optional.of(new PrintedFigure(digits + m.group(3), new BigDecimal(digits), unit));
  }

  /** A whole cell or header as a concurrency: "c=100", "100 connections", "100". */
  static OptionalInt concurrency(String s) {
    Matcher m = CONCURRENCY.matcher(s.strip());
    return m.matches() ? count(m.group(1)) : OptionalInt.empty();
  }

  /** {@code digits} as a count of connections, 1 to 1,000,000 (a load's bounds); else empty. */
  static OptionalInt count(String digits) {
    String n = digits.replace(",", "");
    if (n.length() > 7) return OptionalInt.empty();
    int c = Integer.parseInt(n);
    return c >= 1 && c <= 1_000_000 ? OptionalInt.of(c) : OptionalInt.empty();
  }

  /** A concurrency said with its word or sign, not a bare number. */
  private static boolean marked(String s) {
    return concurrency(s).isPresent() && !s.strip().matches("[\\d,]+");
  }

  private static OptionalInt within(String header) {
    Matcher m = CONCURRENCY_IN.matcher(header);
    return m.find() ? count(m.group(1) != null ? m.group(1) : m.group(2)) : OptionalInt.empty();
  }

  /** The share of the cells of column {@code c} under the header, empty ones left out, that are. */
  private static double share(Table t, int c, Predicate<String> is) {
    List<String> cells = t.body().stream().map(r -> r.text(c)).filter(s -> !s.isEmpty()).toList();
    return cells.isEmpty() ? 0 : (double) cells.stream().filter(is).count() / cells.size();
  }

  /** Whether a cell of column {@code c} has a requests-per-second unit. */
  private static boolean units(Table t, int c) {
    return t.body().stream()
        .map(r -> NUMBER.matcher(r.text(c).strip()))
        .anyMatch(m -> m.matches() && m.group(4) != null);
  }

  private static boolean units(Table t) {
    return IntStream.range(0, t.width()).anyMatch(c -> units(t, c));
  }
}
