package abreplay.importer;

import abreplay.document.LoadTool;
import abreplay.document.Unit;
import abreplay.importer.LineRules.Figures;
import abreplay.importer.LineRules.Rule;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Every load tool's report in a text, whichever tool printed it: each tool's {@link ToolReader}
 * finds its own; where two tools' readers claim the same lines (hey's and oha's Summary look alike,
 * so do wrk's and bombardier's Latency Distribution), the report with more figures is kept. Each
 * tool's lines are data, its *-lines.txt ({@link LineRules}); the few lines read in Java are here.
 */
final class ToolReports {
  private static final Pattern CELL =
      Pattern.compile("(\\d+(?:,\\d{3})*(?:\\.\\d+)?)\\s*(ms|B|kB|MB|GB)?");

  static final List<ToolReader> READERS =
      List.of(wrk(), hey(), oha(), autocannon(), bombardier(), siege(), h2load());

  private ToolReports() {}

  /** The reports in the text's order. */
  static List<ToolReport> find(Text text) {
    List<ToolReport> all = new ArrayList<>();
    for (ToolReader reader : READERS) all.addAll(reader.find(text));
    all.sort(
        Comparator.comparingInt((ToolReport r) -> -r.figures().size())
            .thenComparingInt(ToolReport::start));
    List<ToolReport> kept = new ArrayList<>();
    for (ToolReport r : all) {
      if (kept.stream().noneMatch(k -> k.start() < r.end() && r.start() < k.end())) kept.add(r);
    }
    kept.sort(Comparator.comparingInt(ToolReport::start));
    return List.copyOf(kept);
  }

  /**
   * wrk's report (wrk 4.x, src/wrk.c's main and print_stats), and wrk2's (giltene/wrk2's src/wrk.c:
   * its Thread calibration lines and, with -L or -U, its HdrHistogram Latency Distribution).
   */
  private static ToolReader wrk() {
    String hdr = "Latency Distribution (HdrHistogram)";
    List<Rule> rules =
        LineRules.read(
            "wrk-lines.txt",
            // The section is what wrk2's HdrHistogram lines add to their labels: which histogram.
            Map.of(
                "histogram",
                (m, r, l) ->
                    r.section =
                        m.group(1).startsWith("Recorded") ? " (recorded)" : " (uncorrected)",
                "distribution",
                (m, r, l) -> r.section = "",
                "spectrum",
                ToolReports::spectrum),
            Map.of(
                "hdr",
                lines -> lines.contains(hdr),
                "latency",
                lines ->
                    !lines.contains(hdr)
                        && (lines.contains("Latency Distribution")
                            || lines.contains("a percentile line"))));
    return new ToolReader(
        LoadTool.WRK,
        rules,
        ToolReader.twoKeys(rules),
        lines ->
            lines.contains(hdr) || lines.contains("Thread calibration")
                ? LoadTool.WRK2
                : LoadTool.WRK);
  }

  /** A line of wrk2's Detailed Percentile spectrum: its value in ms, percentile and counts. */
  private static void spectrum(Matcher m, ReportBuilder r, int l) {
    String p = m.group(2);
    String label = "Detailed Percentile spectrum" + r.section;
    r.add(Measure.LATENCY_PERCENTILE, label, "at " + p, m.group(1), "ms", Unit::time, l, false);
    r.count(Measure.OTHER, label, "TotalCount at " + p, m.group(3), l);
    if (m.group(5) != null)
      r.count(Measure.OTHER, label, "1/(1-Percentile) at " + p, m.group(5), l);
  }

  /** hey's report (rakyll/hey's requester/print.go, Debian's 0.1.4). */
  private static ToolReader hey() {
    Figures histogram =
        count(Measure.LATENCY_HISTOGRAM, "Response time histogram", "%s secs", 1, 2);
    List<Rule> rules =
        LineRules.read("hey-lines.txt", andHeys(Map.of("histogram", histogram)), Map.of());
    return new ToolReader(LoadTool.HEY, rules, ToolReader.twoKeys(rules));
  }

  /** {@code own} readings, and hey's of the lines oha prints alike: Details, status, error. */
  private static Map<String, Figures> andHeys(Map<String, Figures> own) {
    Map<String, Figures> all = new HashMap<>(own);
    all.put("details", ToolReports::details);
    all.put("status", count(Measure.STATUS, "Status code distribution", "[%s]", 1, 2));
    all.put("error", count(Measure.ERRORS, "Error distribution", "%s", 2, 1));
    return all;
  }

  /** A count, group {@code n}, its qualifier group {@code q} stripped in {@code format}. */
  private static Figures count(Measure measure, String label, String format, int q, int n) {
    return (m, r, l) ->
        r.count(measure, label, format.formatted(m.group(q).strip()), m.group(n), l);
  }

  /**
   * A Details line: a phase, then its average, fastest and slowest, each a time and its unit. hey
   * and oha have no warm-up to leave out, but a replay's phase is not the whole run: the fastest
   * and slowest are of every request, marked {@link Figure#wholeRun()}.
   */
  private static void details(Matcher m, ReportBuilder r, int l) {
    List<String> q = List.of("average", "fastest", "slowest");
    for (int k = 0, g = 2; k < 3; k++, g += 2)
      r.add(Measure.PHASE, m.group(1), q.get(k), m.group(g), m.group(g + 1), Unit::time, l, k > 0);
  }

  /**
   * oha's report (hatoo/oha's src/printer.rs print_summary), in its older form (every time in secs)
   * and its newer one (times in its TimeScale's unit); told from hey's by its Success rate and
   * Size/sec lines.
   */
  private static ToolReader oha() {
    Map<String, Figures> own =
        Map.of(
            "section",
            (m, r, l) -> r.section = m.group().strip().replaceFirst(":$", ""),
            // A histogram's bound is in its own unit, secs when it names none.
            "histogram",
            (m, r, l) -> {
              String bound = m.group(1) + " " + Optional.ofNullable(m.group(2)).orElse("secs");
              r.count(Measure.LATENCY_HISTOGRAM, r.section, bound, m.group(3), l);
            });
    List<Rule> rules = LineRules.read("oha-lines.txt", andHeys(own), Map.of());
    return new ToolReader(
        LoadTool.OHA, rules, lines -> lines.contains("Success rate") || lines.contains("Size/sec"));
  }

  /**
   * autocannon's report (mcollina/autocannon's lib/printResult.js, 9.0.0), its box tables' columns
   * read from their header rows; autocannon 1.x and older printed one plain table instead.
   */
  private static ToolReader autocannon() {
    String plain = "its plain table (autocannon 1.x and older)";
    List<Rule> rules =
        LineRules.read(
            "autocannon-lines.txt",
            Map.of("row", ToolReports::row, "plain", ToolReports::plain),
            Map.of("boxed", lines -> !lines.contains(plain)));
    return new ToolReader(
        LoadTool.AUTOCANNON,
        rules,
        lines ->
            (lines.contains("a table") || lines.contains(plain))
                    && (lines.contains("N requests in")
                        || lines.contains("Running")
                        || lines.contains("Req/Bytes counts sampled once per second"))
                || lines.contains("Running") && lines.contains("N requests in"));
  }

  /** A row of a box table: the header row names the columns, the others are figures. */
  private static void row(Matcher m, ReportBuilder r, int line) {
    List<String> cells =
        new ArrayList<>(Arrays.stream(m.group().strip().split("│")).map(String::strip).toList());
    if (!cells.isEmpty() && cells.get(0).isEmpty()) cells.remove(0);
    cells(cells, r, line);
  }

  /** A row of the plain table: "Stat Avg Stdev Max", "Latency (ms)", "Req/Sec", "Bytes/Sec". */
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

  /** bombardier's report (codesenberg/bombardier's templates.go and format.go, v1.2.x). */
  private static ToolReader bombardier() {
    Figures error = count(Measure.ERRORS, "Errors", "%s", 1, 2);
    List<Rule> rules =
        LineRules.read(
            "bombardier-lines.txt",
            Map.of("bombarding", ToolReports::bombarding, "error", error),
            Map.of());
    return new ToolReader(
        LoadTool.BOMBARDIER,
        rules,
        lines ->
            lines.contains("Statistics Avg Stdev Max")
                || lines.contains("Reqs/sec") && lines.contains("HTTP codes"));
  }

  /** "Bombarding url with N request(s) using C connection(s)", or "for 10s". */
  private static void bombarding(Matcher m, ReportBuilder r, int l) {
    r.url = Optional.of(m.group(1));
    if (m.group(2) != null) r.count(Measure.OTHER, "Bombarding", "requests", m.group(2), l);
    else r.duration(Measure.OTHER, "Bombarding", "for", m.group(3), l);
    r.connections(m.group(4), l);
  }

  /** siege's summary (JoeDog's siege 4.0.7): labelled lines, or with json_output a JSON object. */
  private static ToolReader siege() {
    // "** Preparing 25 concurrent users for battle.": the run's connections.
    Figures preparing =
        (m, r, l) -> {
          r.count(Measure.OTHER, "Preparing", "concurrent users", m.group(1), l);
          r.connections = OptionalInt.of(Integer.parseInt(m.group(1)));
        };
    List<Rule> rules = LineRules.read("siege-lines.txt", Map.of("preparing", preparing), Map.of());
    return new ToolReader(
        LoadTool.SIEGE,
        rules,
        lines -> lines.contains("Transactions") && lines.contains("Transaction rate"));
  }

  /** h2load's report (nghttp2's src/h2load.cc, 1.52). */
  private static ToolReader h2load() {
    return new ToolReader(
        LoadTool.H2LOAD,
        LineRules.read("h2load-lines.txt", Map.of(), Map.of()),
        lines ->
            lines.contains("finished in")
                || lines.contains("requests") && lines.contains("status codes"));
  }
}
