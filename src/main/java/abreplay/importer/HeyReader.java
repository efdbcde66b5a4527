package abreplay.importer;

import static abreplay.importer.LineRule.N;

import abreplay.document.Unit;
import java.util.List;

/**
 * hey's report (rakyll/hey's requester/print.go, Debian's 0.1.4): Summary (Total, Slowest, Fastest,
 * Average in secs; Requests/sec; Total data and Size/request in bytes), the Response time
 * histogram, the Latency distribution, Details (average, fastest, slowest) of each request phase,
 * the Status code distribution and, when any, the Error distribution. The Details lines' fastest
 * and slowest are of every request of the run (hey has no warm-up to leave out, but a replay's
 * phase is not the whole run): they are kept, marked {@link Figure#wholeRun()}.
 */
final class HeyReader {
  static final String SUMMARY = "Summary";
  static final String TOTAL = "Total";
  static final String REQUESTS_SEC = "Requests/sec";
  static final String TOTAL_DATA = "Total data";
  static final String HISTOGRAM = "Response time histogram";
  static final String DISTRIBUTION = "Latency distribution";
  static final String DETAILS = "Details";
  static final String STATUS = "Status code distribution";
  static final String ERRORS = "Error distribution";

  private static final List<LineRule> RULES =
      LineRule.concat(
          List.of(
              LineRule.heading(SUMMARY, 0, "Summary:"),
              LineRule.quantity(
                  TOTAL, 1, "Total:\\s+" + N + " (secs)", Measure.DURATION, Unit::time),
              LineRule.quantity(
                  "Slowest", 2, "Slowest:\\s+" + N + " (secs)", Measure.LATENCY, Unit::time),
              LineRule.quantity(
                  "Fastest", 3, "Fastest:\\s+" + N + " (secs)", Measure.LATENCY, Unit::time),
              LineRule.quantity(
                  "Average", 4, "Average:\\s+" + N + " (secs)", Measure.LATENCY, Unit::time),
              LineRule.count(REQUESTS_SEC, 5, "Requests/sec:\\s+" + N, Measure.REQUESTS_PER_SECOND),
              LineRule.of(
                  TOTAL_DATA,
                  6,
                  "Total data:\\s+(\\d+) bytes",
                  (m, r, l) ->
                      r.add(Measure.BYTES, TOTAL_DATA, "", m.group(1), "B", Unit::binaryBytes, l)),
              LineRule.of(
                  "Size/request",
                  7,
                  "Size/request:\\s+(\\d+) bytes",
                  (m, r, l) ->
                      r.add(
                          Measure.SIZE_PER_REQUEST,
                          "Size/request",
                          "",
                          m.group(1),
                          "B",
                          Unit::binaryBytes,
                          l)),
              LineRule.heading(HISTOGRAM, 8, "Response time histogram:"),
              LineRule.rows(
                  "a histogram line",
                  9,
                  N + " \\[(\\d+)\\]\\s*\\|[■∎]*",
                  (m, r, l) ->
                      r.count(
                          Measure.LATENCY_HISTOGRAM,
                          HISTOGRAM,
                          m.group(1) + " secs",
                          m.group(2),
                          l)),
              LineRule.heading(DISTRIBUTION, 10, "Latency distribution:"),
              LineRule.percentiles(
                  "a distribution line", 11, N + "% in " + N + " (secs)", DISTRIBUTION),
              LineRule.heading(DETAILS, 12, "Details \\(average, fastest, slowest\\):"),
              LineRule.rows(
                  "a Details line",
                  13,
                  "(DNS\\+dialup|DNS-lookup|req write|resp wait|resp read):\\s+"
                      + N
                      + " secs, "
                      + N
                      + " secs, "
                      + N
                      + " secs",
                  (m, r, l) -> {
                    r.add(Measure.PHASE, m.group(1), "average", m.group(2), "secs", Unit::time, l);
                    r.add(
                        Measure.PHASE,
                        m.group(1),
                        "fastest",
                        m.group(3),
                        "secs",
                        Unit::time,
                        l,
                        true);
                    r.add(
                        Measure.PHASE,
                        m.group(1),
                        "slowest",
                        m.group(4),
                        "secs",
                        Unit::time,
                        l,
                        true);
                  })),
          distributions(14));

  /**
   * The status code and error distributions, from {@code order} on: hey's lines, which oha prints
   * alike ("[200] 5000 responses", "[3] dial tcp: connection refused").
   */
  static List<LineRule> distributions(int order) {
    return List.of(
        LineRule.heading(STATUS, order, "Status code distribution:"),
        LineRule.rows(
            "a status line",
            order + 1,
            "\\[(\\d{3})\\]\\s+(\\d+) responses",
            (m, r, l) -> r.count(Measure.STATUS, STATUS, "[" + m.group(1) + "]", m.group(2), l)),
        LineRule.heading(ERRORS, order + 2, "Error distribution:"),
        LineRule.rows(
            "an error line",
            order + 3,
            "\\[(\\d+)\\]\\s+(.+)",
            (m, r, l) -> r.count(Measure.ERRORS, ERRORS, m.group(2).strip(), m.group(1), l)));
  }

  static final ToolReader READER =
      new ToolReader(
          Tool.HEY,
          RULES,
          ToolReader.twoOf(
              SUMMARY, TOTAL, REQUESTS_SEC, TOTAL_DATA, HISTOGRAM, DISTRIBUTION, DETAILS, STATUS),
          lines ->
              List.of(
                  SUMMARY,
                  TOTAL,
                  "Slowest",
                  "Fastest",
                  "Average",
                  REQUESTS_SEC,
                  TOTAL_DATA,
                  "Size/request",
                  HISTOGRAM,
                  DISTRIBUTION,
                  DETAILS,
                  STATUS));

  private HeyReader() {}
}
