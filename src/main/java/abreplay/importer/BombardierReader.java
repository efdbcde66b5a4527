package abreplay.importer;

import static abreplay.importer.Printed.N;

import abreplay.document.Unit;
import java.util.List;

/**
 * bombardier's report (codesenberg/bombardier's templates.go plain-text template and format.go,
 * v1.2.x): "Bombarding url with N request(s) using C connection(s)" (or "for 10s"), "Statistics Avg
 * Stdev Max" with Reqs/sec and Latency, with -l its "Latency Distribution" (50%, 75%, 90%, 99%),
 * "HTTP codes:" by class and others, "Errors:" when any, and "Throughput:". Times are its
 * formatTimeUs (us, ms, s, m, h), bytes its 1,024-based formatBinary (KB, MB). The progress bar's
 * lines are the tool's progress, not the report: they are passed over.
 */
final class BombardierReader {
  static final String STATISTICS = "Statistics Avg Stdev Max";
  static final String REQS = "Reqs/sec";
  static final String DISTRIBUTION = "Latency Distribution";
  static final String CODES = "HTTP codes";

  private static final Printed T = Printed.of(N, "us|ms|s|m|h", Unit::time);
  private static final List<String> STATS = List.of("Avg", "Stdev", "Max");

  private static final List<LineRule> RULES =
      List.of(
          LineRule.of(
              "Bombarding",
              0,
              "Bombarding (\\S+) (?:with (\\d+) requests?(?:\\(s\\))?|for (\\S+)) using (\\d+)"
                  + " connections?(?:\\(s\\))?",
              (m, r, l) -> {
                r.url(m.group(1));
                if (m.group(2) != null)
                  r.count(Measure.OTHER, "Bombarding", "requests", m.group(2), l);
                else r.duration(Measure.OTHER, "Bombarding", "for", m.group(3), l);
                r.connections(m.group(4), l);
              }),
          LineRule.of("the progress bar", 1, "(?:\\d+ / \\d+ )?\\[[=>\\-]*\\].*", LineRule.NONE),
          LineRule.of("Done!", 2, "Done!", LineRule.NONE),
          LineRule.heading(STATISTICS, 3, "Statistics\\s+Avg\\s+Stdev\\s+Max").expected(),
          LineRule.row(
                  REQS, 4, Measure.RATE_SAMPLES, STATS, Printed.COUNT, Printed.COUNT, Printed.COUNT)
              .expected(),
          LineRule.row("Latency", 5, Measure.LATENCY, STATS, T, T, T).expected(),
          LineRule.heading(DISTRIBUTION, 6, "Latency Distribution")
              .expectedWhen(lines -> lines.contains(DISTRIBUTION)),
          LineRule.percentiles("a percentile line", 7, "(\\d+)%\\s+" + T, T, DISTRIBUTION),
          LineRule.heading(CODES, 8, "HTTP codes:").expected(),
          LineRule.of(
                  "the status classes",
                  9,
                  "1xx - (\\d+), 2xx - (\\d+), 3xx - (\\d+), 4xx - (\\d+), 5xx - (\\d+)",
                  LineRule.counts(Measure.STATUS, CODES, "1xx", "2xx", "3xx", "4xx", "5xx"))
              .expected(),
          LineRule.of(
                  "others", 10, "others - (\\d+)", LineRule.counts(Measure.STATUS, CODES, "others"))
              .expected(),
          LineRule.heading("Errors", 11, "Errors:"),
          LineRule.rows(
              "an error line",
              12,
              "(.+?) - (\\d+)",
              (m, r, l) -> r.count(Measure.ERRORS, "Errors", m.group(1).strip(), m.group(2), l)),
          LineRule.labelled(
                  "Throughput",
                  13,
                  Measure.TRANSFER_RATE,
                  new Printed(N + "([KMGTP]?B)/s", Unit::binaryBytes, null))
              .expected());

  static final ToolReader READER =
      new ToolReader(
          Tool.BOMBARDIER,
          RULES,
          lines -> lines.contains(STATISTICS) || lines.contains(REQS) && lines.contains(CODES));

  private BombardierReader() {}
}
