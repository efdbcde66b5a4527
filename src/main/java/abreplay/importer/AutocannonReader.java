package abreplay.importer;

import static abreplay.importer.LineRule.N;

import abreplay.document.Unit;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * autocannon's report (mcollina/autocannon's lib/printResult.js, 9.0.0 run here): "Running 10s
 * test @ url" (or "Running N requests test"), "N connections" (with "with P pipelining factor"),
 * its box tables (Latency: 2.5%, 50%, 97.5%, 99%, Avg, Stdev, Max in ms; Req/Sec and Bytes/Sec: 1%,
 * 2.5%, 50%, 97.5%, Avg, Stdev, Min, bytes in 1,000-based kB and MB), "# of samples", "N 2xx
 * responses, M non 2xx responses" when any was not 2xx, "Xk requests in Ys, Z MB read" and "N
 * errors (M timeouts)". A table's columns are read from its header row, so its cells keep their own
 * names. autocannon 1.x and older printed one plain table instead ("Stat Avg Stdev Max", "Latency
 * (ms)", "Req/Sec", "Bytes/Sec"), and a run given a title shows it after the url and the bytes
 * read: "Running 5s test @ http://localhost:3001 (polka)".
 */
final class AutocannonReader {
  static final String RUNNING = "Running";
  static final String CONNECTIONS = "N connections";
  static final String TABLE = "a table";
  static final String PLAIN_TABLE = "its plain table (autocannon 1.x and older)";
  static final String SAMPLED = "Req/Bytes counts sampled once per second";
  static final String SAMPLES = "# of samples";
  static final String STATUS = "N 2xx responses, M non 2xx responses";
  static final String REQUESTS = "N requests in";
  static final String ERRORS = "N errors";

  private static final Pattern CELL = Pattern.compile(N + "\\s*(ms|B|kB|MB|GB)?");

  private static final List<LineRule> RULES =
      List.of(
          LineRule.of(
              RUNNING,
              0,
              "Running (?:(\\d+)s|(\\d+) requests) test @ (\\S+)(?: \\(.*\\))?",
              (m, r, l) -> {
                if (m.group(1) != null)
                  r.add(Measure.OTHER, RUNNING, "test", m.group(1), "s", Unit::time, l);
                else r.count(Measure.OTHER, RUNNING, "requests", m.group(2), l);
                r.url(m.group(3));
              }),
          LineRule.of(
              CONNECTIONS,
              1,
              "(\\d+) connections(?: with (\\d+) pipelining factor)?",
              (m, r, l) -> {
                r.count(Measure.OTHER, "connections", "", m.group(1), l);
                r.connections(Integer.parseInt(m.group(1)));
                if (m.group(2) != null)
                  r.count(Measure.OTHER, "pipelining factor", "", m.group(2), l);
              }),
          LineRule.of(
              "N workers",
              2,
              "(\\d+) workers",
              (m, r, l) -> r.count(Measure.OTHER, "workers", "", m.group(1), l)),
          LineRule.rows(TABLE, 3, "[┌├└][─┬┼┴┐┤┘]+", (m, r, l) -> {}),
          LineRule.rows(TABLE, 3, "│.*│", AutocannonReader::row),
          LineRule.rows(PLAIN_TABLE, 3, "Stat\\s+Avg\\s+Stdev\\s+Max", AutocannonReader::plain),
          LineRule.rows(
              PLAIN_TABLE,
              3,
              "(Latency \\(ms\\)|Req/Sec|Bytes/Sec)" + ("\\s+(" + N + "(?: [kMG]?B)?)").repeat(3),
              AutocannonReader::plain),
          LineRule.of(SAMPLED, 4, "Req/Bytes counts sampled once per second\\.", (m, r, l) -> {}),
          LineRule.count(SAMPLES, 5, "# of samples: (\\d+)", Measure.OTHER),
          LineRule.of(
              STATUS,
              6,
              "(\\d+) 2xx responses, (\\d+) non 2xx responses",
              (m, r, l) -> {
                r.count(Measure.STATUS, "responses", "2xx", m.group(1), l);
                r.count(Measure.STATUS, "responses", "non 2xx", m.group(2), l);
              }),
          LineRule.of(
              REQUESTS,
              7,
              N + "(k?) requests in " + N + "s, " + N + " (B|kB|MB|GB|TB) read(?: \\(.*\\))?",
              (m, r, l) -> {
                r.add(Measure.REQUESTS, "requests in", "", m.group(1), m.group(2), Unit::metric, l);
                r.add(Measure.DURATION, "requests in", "", m.group(3), "s", Unit::time, l);
                r.add(Measure.BYTES, "read", "", m.group(4), m.group(5), Unit::decimalBytes, l);
              }),
          LineRule.of(
              ERRORS,
              8,
              "(\\d+) errors \\((\\d+) timeouts\\)",
              (m, r, l) -> {
                r.count(Measure.ERRORS, "errors", "", m.group(1), l);
                r.count(Measure.ERRORS, "errors", "timeouts", m.group(2), l);
              }));

  /** A row of a box table: the header row names the columns, the others are figures. */
  private static void row(Matcher m, ReportBuilder r, int line) {
    List<String> cells =
        new ArrayList<>(Arrays.stream(m.group().strip().split("│")).map(String::strip).toList());
    if (!cells.isEmpty() && cells.get(0).isEmpty()) cells.remove(0);
    cells(cells, r, line);
  }

  /**
   * A row of the table autocannon printed before its box tables (1.x and older): "Stat Avg Stdev
   * Max", then "Latency (ms)", "Req/Sec" and "Bytes/Sec", their cells apart by spaces.
   */
  private static void plain(Matcher m, ReportBuilder r, int line) {
    if (m.groupCount() == 0 || m.group(1) == null) {
      cells(List.of("Stat", "Avg", "Stdev", "Max"), r, line);
      return;
    }
    String label = m.group(1).startsWith("Latency") ? "Latency" : m.group(1);
    cells(List.of(label, m.group(2), m.group(4), m.group(6)), r, line);
  }

  private static void cells(List<String> cells, ReportBuilder r, int line) {
    if (cells.isEmpty()) return;
    if (cells.get(0).equals("Stat") || cells.get(0).equals("Percentile")) {
      r.columns(cells);
      return;
    }
    List<String> columns = r.columns();
    String label = cells.get(0);
    boolean percentileTable = !columns.isEmpty() && columns.get(0).equals("Percentile");
    for (int c = 1; c < cells.size() && c < columns.size(); c++) {
      String cell = cells.get(c);
      Matcher v = CELL.matcher(cell);
      if (!v.matches()) {
        r.problem(
            line,
            label
                + " "
                + columns.get(c)
                + ": \""
                + cell
                + "\" is not what autocannon prints there; the figure is left out");
        continue;
      }
      String unit = v.group(2) == null ? "" : v.group(2);
      String column = columns.get(c);
      if (percentileTable) {
        r.add(
            Measure.LATENCY_PERCENTILE, "Latency", label + "%", v.group(1), "ms", Unit::time, line);
      } else if (label.equals("Latency")) {
        Measure measure = column.endsWith("%") ? Measure.LATENCY_PERCENTILE : Measure.LATENCY;
        r.add(measure, label, column, v.group(1), unit.isEmpty() ? "ms" : unit, Unit::time, line);
      } else if (label.equals("Bytes/Sec")) {
        r.add(Measure.TRANSFER_SAMPLES, label, column, v.group(1), unit, Unit::decimalBytes, line);
      } else {
        r.add(Measure.RATE_SAMPLES, label, column, v.group(1), unit, Unit::metric, line);
      }
    }
  }

  static final ToolReader READER =
      new ToolReader(
          Tool.AUTOCANNON,
          RULES,
          lines ->
              (lines.contains(TABLE) || lines.contains(PLAIN_TABLE))
                      && (lines.contains(REQUESTS)
                          || lines.contains(RUNNING)
                          || lines.contains(SAMPLED))
                  || lines.contains(RUNNING) && lines.contains(REQUESTS),
          lines ->
              lines.contains(PLAIN_TABLE)
                  ? List.of(RUNNING, CONNECTIONS, PLAIN_TABLE, REQUESTS)
                  : List.of(RUNNING, CONNECTIONS, TABLE, SAMPLED, SAMPLES, REQUESTS));

  private AutocannonReader() {}
}
