package abreplay.importer;

import static abreplay.importer.LineRule.N;

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
  static final String SUMMARY = "Summary";
  static final String SUCCESS = "Success rate";
  static final String TOTAL = "Total";
  static final String REQUESTS_SEC = "Requests/sec";
  static final String TOTAL_DATA = "Total data";
  static final String SIZE_SEC = "Size/sec";
  static final String HISTOGRAM = "Response time histogram";
  static final String DISTRIBUTION = "the distribution";
  static final String DETAILS = "Details";
  static final String STATUS = "Status code distribution";
  static final String ERRORS = "Error distribution";

  private static final String U = "(ns|us|ms|sec|secs|min|hr)";
  private static final String B = "(B|KiB|MiB|GiB|TiB)";

  private static final List<LineRule> RULES =
      LineRule.concat(
          List.of(
              LineRule.heading(SUMMARY, 0, "Summary:"),
              LineRule.of(
                  SUCCESS,
                  1,
                  "Success rate:\\s+" + N + "(%?)",
                  (m, r, l) -> {
                    if (m.group(2).isEmpty())
                      r.count(Measure.SUCCESS_RATE, SUCCESS, "", m.group(1), l);
                    else r.percent(Measure.SUCCESS_RATE, SUCCESS, "", m.group(1), l);
                  }),
              time(TOTAL, 2, Measure.DURATION),
              time("Slowest", 3, Measure.LATENCY),
              time("Fastest", 4, Measure.LATENCY),
              time("Average", 5, Measure.LATENCY),
              LineRule.count(REQUESTS_SEC, 6, "Requests/sec:\\s+" + N, Measure.REQUESTS_PER_SECOND),
              LineRule.quantity(
                  TOTAL_DATA, 7, "Total data:\\s+" + N + " " + B, Measure.BYTES, Unit::binaryBytes),
              LineRule.of(
                  "Size/request",
                  8,
                  "Size/request:\\s+(?:" + N + " " + B + "|NaN)",
                  (m, r, l) -> {
                    if (m.group(1) != null)
                      r.add(
                          Measure.SIZE_PER_REQUEST,
                          "Size/request",
                          "",
                          m.group(1),
                          m.group(2),
                          Unit::binaryBytes,
                          l);
                  }),
              LineRule.quantity(
                  SIZE_SEC,
                  9,
                  "Size/sec:\\s+" + N + " " + B,
                  Measure.TRANSFER_RATE,
                  Unit::binaryBytes),
              LineRule.rows(
                  HISTOGRAM,
                  10,
                  "Response time histogram(?: \\((?:2xx only|4xx \\+ 5xx only)\\))?:",
                  (m, r, l) -> r.section(m.group())),
              LineRule.rows(
                  "a histogram line",
                  10,
                  N + "(?: " + U + ")? \\[(\\d+)\\]\\s*\\|■*",
                  (m, r, l) ->
                      r.count(
                          Measure.LATENCY_HISTOGRAM,
                          r.section().strip().replaceFirst(":$", ""),
                          m.group(1) + " " + Optional.ofNullable(m.group(2)).orElse("secs"),
                          m.group(3),
                          l)),
              LineRule.rows(
                  DISTRIBUTION,
                  10,
                  "(?:Latency|Response time) distribution(?: \\((?:2xx only|4xx \\+ 5xx"
                      + " only)\\))?:",
                  (m, r, l) -> r.section(m.group())),
              LineRule.rows(
                  "a distribution line",
                  10,
                  N + "% in " + N + " " + U,
                  (m, r, l) ->
                      r.add(
                          Measure.LATENCY_PERCENTILE,
                          r.section().strip().replaceFirst(":$", ""),
                          m.group(1) + "%",
                          m.group(2),
                          m.group(3),
                          Unit::time,
                          l)),
              LineRule.heading(DETAILS, 11, "Details \\(average, fastest, slowest\\):"),
              LineRule.rows(
                  "a Details line",
                  12,
                  "(DNS\\+dialup|DNS-lookup):\\s+"
                      + N
                      + " "
                      + U
                      + ", "
                      + N
                      + " "
                      + U
                      + ", "
                      + N
                      + " "
                      + U,
                  (m, r, l) -> {
                    r.add(
                        Measure.PHASE,
                        m.group(1),
                        "average",
                        m.group(2),
                        m.group(3),
                        Unit::time,
                        l);
                    r.add(
                        Measure.PHASE,
                        m.group(1),
                        "fastest",
                        m.group(4),
                        m.group(5),
                        Unit::time,
                        l,
                        true);
                    r.add(
                        Measure.PHASE,
                        m.group(1),
                        "slowest",
                        m.group(6),
                        m.group(7),
                        Unit::time,
                        l,
                        true);
                  })),
          HeyReader.distributions(13));

  private static LineRule time(String label, int order, Measure measure) {
    return LineRule.of(
        label,
        order,
        label + ":\\s+" + N + " " + U,
        (m, r, l) -> r.add(measure, label, "", m.group(1), m.group(2), Unit::time, l));
  }

  static final ToolReader READER =
      new ToolReader(
          Tool.OHA,
          RULES,
          lines -> lines.contains(SUCCESS) || lines.contains(SIZE_SEC),
          lines ->
              List.of(
                  SUMMARY,
                  SUCCESS,
                  TOTAL,
                  "Slowest",
                  "Fastest",
                  "Average",
                  REQUESTS_SEC,
                  TOTAL_DATA,
                  "Size/request",
                  SIZE_SEC,
                  HISTOGRAM,
                  DISTRIBUTION,
                  DETAILS,
                  STATUS));

  private OhaReader() {}
}
