package abreplay.importer;

import static abreplay.importer.Printed.N;

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
  static final String HISTOGRAM = "Response time histogram";
  static final String DISTRIBUTION = "Latency distribution";
  static final String STATUS = "Status code distribution";
  static final String ERRORS = "Error distribution";

  private static final Printed SECS = Printed.of(N + " ", "secs", Unit::time);
  private static final Printed BYTES = new Printed("(\\d+) bytes", Unit::binaryBytes, "B");

  private static final List<LineRule> RULES =
      LineRule.concat(
          List.of(
              LineRule.heading("Summary", 0, "Summary:").expected().key(),
              LineRule.labelled("Total", 1, Measure.DURATION, SECS).expected().key(),
              LineRule.labelled("Slowest", 2, Measure.LATENCY, SECS).expected(),
              LineRule.labelled("Fastest", 3, Measure.LATENCY, SECS).expected(),
              LineRule.labelled("Average", 4, Measure.LATENCY, SECS).expected(),
              LineRule.labelled("Requests/sec", 5, Measure.REQUESTS_PER_SECOND, Printed.COUNT)
                  .expected()
                  .key(),
              LineRule.labelled("Total data", 6, Measure.BYTES, BYTES).expected().key(),
              LineRule.labelled("Size/request", 7, Measure.SIZE_PER_REQUEST, BYTES).expected(),
              LineRule.heading(HISTOGRAM, 8, "Response time histogram:").expected().key(),
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
              LineRule.heading(DISTRIBUTION, 10, "Latency distribution:").expected().key(),
              LineRule.percentiles(
                  "a distribution line", 11, N + "% in " + SECS, SECS, DISTRIBUTION)),
          details(
              12,
              "DNS\\+dialup|DNS-lookup|req write|resp wait|resp read",
              new Printed(N + " secs", Unit::time, "secs")));

  /**
   * The Details of each of {@code phases}, each time as {@code time} prints it, then the status
   * code and error distributions, from {@code order} on: hey's lines, which oha prints alike
   * ("DNS-lookup: 0.0001 secs, 0.0000 secs, 0.0004 secs", "[200] 5000 responses", "[3] dial tcp:
   * connection refused").
   */
  static List<LineRule> details(int order, String phases, Printed time) {
    return List.of(
        LineRule.heading("Details", order, "Details \\(average, fastest, slowest\\):")
            .expected()
            .key(),
        LineRule.rows(
            "a Details line",
            order + 1,
            "(" + phases + "):\\s+" + time + ", " + time + ", " + time,
            (m, r, l) -> {
              List<String> q = List.of("average", "fastest", "slowest");
              for (int k = 0; k < 3; k++)
                time.read(
                    m, 2 + k * time.groups(), r, Measure.PHASE, m.group(1), q.get(k), l, k > 0);
            }),
        LineRule.heading(STATUS, order + 2, "Status code distribution:").expected().key(),
        LineRule.rows(
            "a status line",
            order + 3,
            "\\[(\\d{3})\\]\\s+(\\d+) responses",
            (m, r, l) -> r.count(Measure.STATUS, STATUS, "[" + m.group(1) + "]", m.group(2), l)),
        LineRule.heading(ERRORS, order + 4, "Error distribution:"),
        LineRule.rows(
            "an error line",
            order + 5,
            "\\[(\\d+)\\]\\s+(.+)",
            (m, r, l) -> r.count(Measure.ERRORS, ERRORS, m.group(2).strip(), m.group(1), l)));
  }

  static final ToolReader READER = new ToolReader(Tool.HEY, RULES, LineRule.twoKeys(RULES));

  private HeyReader() {}
}
