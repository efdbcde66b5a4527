package abreplay.importer;

import static abreplay.importer.Printed.N;

import abreplay.document.Unit;
import java.util.List;
import java.util.Optional;

/**
 * oha's report (hatoo/oha's src/printer.rs print_summary), in both its forms: the older one
 * (Success rate as a ratio or a percentage, every time in "secs", "Latency distribution:" with 10%
 * to 99%) and the newer one (times in the unit of its TimeScale, picked from the slowest request:
 * ns, us, ms, sec, min, hr; "Response time distribution:" with 10.00% to 99.99%). Sizes are
 * byte_unit's binary units (B, KiB, MiB). Told from hey's by its Success rate and Size/sec lines.
 */
final class OhaReader {
  static final String SUCCESS = "Success rate";
  static final String TOTAL_DATA = "Total data";
  static final String SIZE_SEC = "Size/sec";

  private static final String U = "ns|us|ms|sec|secs|min|hr";
  private static final Printed TIME = Printed.of(N + " ", U, Unit::time);
  private static final Printed SIZE = Printed.of(N + " ", "B|KiB|MiB|GiB|TiB", Unit::binaryBytes);
  private static final Printed RATIO =
      Printed.of(N, "%?", s -> s.isEmpty() ? Unit.metric(s) : Optional.of(Unit.PERCENT));

  /** A heading of the histogram or the distribution: the label of the lines under it. */
  private static final LineRule.Figures SECTION =
      (m, r, l) -> r.section(m.group().strip().replaceFirst(":$", ""));

  private static final List<LineRule> RULES =
      LineRule.concat(
          List.of(
              LineRule.heading("Summary", 0, "Summary:").expected(),
              LineRule.labelled(SUCCESS, 1, Measure.SUCCESS_RATE, RATIO).expected(),
              LineRule.labelled("Total", 2, Measure.DURATION, TIME).expected(),
              LineRule.labelled("Slowest", 3, Measure.LATENCY, TIME).expected(),
              LineRule.labelled("Fastest", 4, Measure.LATENCY, TIME).expected(),
              LineRule.labelled("Average", 5, Measure.LATENCY, TIME).expected(),
              LineRule.labelled("Requests/sec", 6, Measure.REQUESTS_PER_SECOND, Printed.COUNT)
                  .expected(),
              LineRule.labelled(TOTAL_DATA, 7, Measure.BYTES, SIZE).expected(),
              LineRule.of(
                      "Size/request",
                      8,
                      "Size/request:\\s+(?:" + SIZE + "|NaN)",
                      (m, r, l) -> {
                        if (m.group(1) != null)
                          SIZE.read(m, 1, r, Measure.SIZE_PER_REQUEST, "Size/request", "", l);
                      })
                  .expected(),
              LineRule.labelled(SIZE_SEC, 9, Measure.TRANSFER_RATE, SIZE).expected(),
              LineRule.rows(
                      "Response time histogram",
                      10,
                      "Response time histogram(?: \\((?:2xx only|4xx \\+ 5xx only)\\))?:",
                      SECTION)
                  .expected(),
              LineRule.rows(
                  "a histogram line",
                  10,
                  N + "(?: (" + U + "))? \\[(\\d+)\\]\\s*\\|■*",
                  (m, r, l) -> {
                    String bound =
                        m.group(1) + " " + Optional.ofNullable(m.group(2)).orElse("secs");
                    r.count(Measure.LATENCY_HISTOGRAM, r.section(), bound, m.group(3), l);
                  }),
              LineRule.rows(
                      "the distribution",
                      10,
                      "(?:Latency|Response time) distribution(?: \\((?:2xx only|4xx \\+ 5xx"
                          + " only)\\))?:",
                      SECTION)
                  .expected(),
              LineRule.rows(
                  "a distribution line",
                  10,
                  N + "% in " + TIME,
                  (m, r, l) ->
                      TIME.read(
                          m, 2, r, Measure.LATENCY_PERCENTILE, r.section(), m.group(1) + "%", l))),
          HeyReader.details(11, "DNS\\+dialup|DNS-lookup", TIME));

  static final ToolReader READER =
      new ToolReader(Tool.OHA, RULES, lines -> lines.contains(SUCCESS) || lines.contains(SIZE_SEC));

  private OhaReader() {}
}
