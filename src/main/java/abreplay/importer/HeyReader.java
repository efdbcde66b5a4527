package abreplay.importer;

import static abreplay.importer.Printed.N;

import abreplay.document.Unit;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;

/**
 * hey's report (rakyll/hey's requester/print.go, Debian's 0.1.4): Summary (Total, Slowest, Fastest,
 * Average in secs; Requests/sec; Total data and Size/request in bytes), the Response time
 * histogram, the Latency distribution, Details (average, fastest, slowest) of each request phase,
 * the Status code distribution and, when any, the Error distribution. The Details lines' fastest
 * and slowest are of every request of the run (hey has no warm-up to leave out, but a replay's
 * phase is not the whole run): they are kept, marked {@link Figure#wholeRun()}.
 */
final class HeyReader {
  static final String STATUS = "Status code distribution";

  private static final Printed SECS = Printed.of("SECS", N + " ", "secs", Unit::time);
  private static final Printed PHASE = new Printed("PHASE", N + " secs", Unit::time, "secs");

  private static final List<LineRule> RULES =
      LineRules.read(
          "hey-lines.txt",
          Map.of(
              "histogram",
              (m, r, l) -> {
                String bound = m.group(1) + " secs";
                r.count(Measure.LATENCY_HISTOGRAM, "Response time histogram", bound, m.group(2), l);
              },
              "percentile",
              LineRule.percentiles("Latency distribution", SECS),
              "details",
              details(PHASE),
              "status",
              HeyReader::status,
              "error",
              HeyReader::error),
          Map.of(),
          SECS,
          PHASE,
          new Printed("BYTES", "(\\d+) bytes", Unit::binaryBytes, "B"));

  /**
   * A Details line, hey's and oha's: a phase, then its average, fastest and slowest as {@code time}
   * prints them, the last two of the whole run.
   */
  static LineRule.Figures details(Printed time) {
    List<String> q = List.of("average", "fastest", "slowest");
    return (m, r, l) -> {
      for (int k = 0, g = 2; k < 3; k++, g += time.groups()) {
        String symbol = time.symbol(m, g);
        r.add(Measure.PHASE, m.group(1), q.get(k), m.group(g), symbol, time.units(), l, k > 0);
      }
    };
  }

  /** A line of the status code distribution, hey's and oha's: "[200] 5000 responses". */
  static void status(Matcher m, ReportBuilder r, int l) {
    r.count(Measure.STATUS, STATUS, "[" + m.group(1) + "]", m.group(2), l);
  }

  /** A line of the error distribution, hey's and oha's: "[3] dial tcp: connection refused". */
  static void error(Matcher m, ReportBuilder r, int l) {
    r.count(Measure.ERRORS, "Error distribution", m.group(2).strip(), m.group(1), l);
  }

  static final ToolReader READER = new ToolReader(Tool.HEY, RULES, ToolReader.twoKeys(RULES));

  private HeyReader() {}
}
