package abreplay.importer;

import abreplay.document.Unit;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
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
 *
 * <p>Its lines are data, autocannon-lines.txt ({@link LineRules}); a few are read here.
 */
final class AutocannonReader {
  static final String RUNNING = "Running";
  static final String TABLE = "a table";
  static final String PLAIN_TABLE = "its plain table (autocannon 1.x and older)";
  static final String SAMPLED = "Req/Bytes counts sampled once per second";
  static final String REQUESTS = "N requests in";

  private static final Pattern CELL =
      Pattern.compile("(\\d+(?:,\\d{3})*(?:\\.\\d+)?)\\s*(ms|B|kB|MB|GB)?");

  private static final List<LineRule> RULES =
      LineRules.read(
          "autocannon-lines.txt",
          Map.of("row", AutocannonReader::row, "plain", AutocannonReader::plain),
          Map.of("boxed", lines -> !lines.contains(PLAIN_TABLE)));

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
      r.columns = List.copyOf(cells);
      return;
    }
    List<String> columns = r.columns;
    String label = cells.get(0);
    boolean percentileTable = !columns.isEmpty() && columns.get(0).equals("Percentile");
    for (int c = 1; c < cells.size() && c < columns.size(); c++) {
      String column = columns.get(c);
      Matcher v = CELL.matcher(cells.get(c));
      if (!v.matches()) {
        r.notPrinted(line, label + " " + column, cells.get(c));
        continue;
      }
      String n = v.group(1);
      String unit = v.group(2) == null ? "" : v.group(2);
      if (percentileTable || label.equals("Latency")) {
        boolean percentile = percentileTable || column.endsWith("%");
        Measure measure = percentile ? Measure.LATENCY_PERCENTILE : Measure.LATENCY;
        String q = percentileTable ? label + "%" : column;
        String ms = percentileTable || unit.isEmpty() ? "ms" : unit;
        r.add(measure, "Latency", q, n, ms, Unit::time, line, false);
      } else if (label.equals("Bytes/Sec"))
        r.add(Measure.TRANSFER_SAMPLES, label, column, n, unit, Unit::decimalBytes, line, false);
      else r.add(Measure.RATE_SAMPLES, label, column, n, unit, Unit::metric, line, false);
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
                  || lines.contains(RUNNING) && lines.contains(REQUESTS));

  private AutocannonReader() {}
}
