package abreplay.importer;

import static abreplay.importer.LineRule.N;

import abreplay.document.Unit;
import java.util.ArrayList;
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
  static final String BOMBARDING = "Bombarding";
  static final String STATISTICS = "Statistics Avg Stdev Max";
  static final String REQS = "Reqs/sec";
  static final String LATENCY = "Latency";
  static final String DISTRIBUTION = "Latency Distribution";
  static final String CODES = "HTTP codes";
  static final String ERRORS = "Errors";
  static final String THROUGHPUT = "Throughput";

  private static final String T = N + "(us|ms|s|m|h)";

  private static final List<LineRule> RULES =
      List.of(
          LineRule.of(
              BOMBARDING,
              0,
              "Bombarding (\\S+) (?:with (\\d+) requests?(?:\\(s\\))?|for (\\S+)) using (\\d+)"
                  + " connections?(?:\\(s\\))?",
              (m, r, l) -> {
                r.url(m.group(1));
                if (m.group(2) != null)
                  r.count(Measure.OTHER, BOMBARDING, "requests", m.group(2), l);
                else r.duration(Measure.OTHER, BOMBARDING, "for", m.group(3), l);
                r.count(Measure.OTHER, "connections", "", m.group(4), l);
                r.connections(Integer.parseInt(m.group(4)));
              }),
          LineRule.of("the progress bar", 1, "(?:\\d+ / \\d+ )?\\[[=>\\-]*\\].*", (m, r, l) -> {}),
          LineRule.of("Done!", 2, "Done!", (m, r, l) -> {}),
          LineRule.heading(STATISTICS, 3, "Statistics\\s+Avg\\s+Stdev\\s+Max"),
          LineRule.of(
              REQS,
              4,
              "Reqs/sec\\s+" + N + "\\s+" + N + "\\s+" + N,
              (m, r, l) -> {
                r.count(Measure.RATE_SAMPLES, REQS, "Avg", m.group(1), l);
                r.count(Measure.RATE_SAMPLES, REQS, "Stdev", m.group(2), l);
                r.count(Measure.RATE_SAMPLES, REQS, "Max", m.group(3), l);
              }),
          LineRule.of(
              LATENCY,
              5,
              "Latency\\s+" + T + "\\s+" + T + "\\s+" + T,
              (m, r, l) -> {
                r.add(Measure.LATENCY, LATENCY, "Avg", m.group(1), m.group(2), Unit::time, l);
                r.add(Measure.LATENCY, LATENCY, "Stdev", m.group(3), m.group(4), Unit::time, l);
                r.add(Measure.LATENCY, LATENCY, "Max", m.group(5), m.group(6), Unit::time, l);
              }),
          LineRule.heading(DISTRIBUTION, 6, "Latency Distribution"),
          LineRule.percentiles("a percentile line", 7, "(\\d+)%\\s+" + T, DISTRIBUTION),
          LineRule.heading(CODES, 8, "HTTP codes:"),
          LineRule.of(
              "the status classes",
              9,
              "1xx - (\\d+), 2xx - (\\d+), 3xx - (\\d+), 4xx - (\\d+), 5xx - (\\d+)",
              (m, r, l) -> {
                for (int k = 1; k <= 5; k++)
                  r.count(Measure.STATUS, CODES, k + "xx", m.group(k), l);
              }),
          LineRule.of(
              "others",
              10,
              "others - (\\d+)",
              (m, r, l) -> r.count(Measure.STATUS, CODES, "others", m.group(1), l)),
          LineRule.heading(ERRORS, 11, "Errors:"),
          LineRule.rows(
              "an error line",
              12,
              "(.+?) - (\\d+)",
              (m, r, l) -> r.count(Measure.ERRORS, ERRORS, m.group(1).strip(), m.group(2), l)),
          LineRule.quantity(
              THROUGHPUT,
              13,
              "Throughput:\\s+" + N + "([KMGTP]?B)/s",
              Measure.TRANSFER_RATE,
              Unit::binaryBytes));

  static final ToolReader READER =
      new ToolReader(
          Tool.BOMBARDIER,
          RULES,
          lines -> lines.contains(STATISTICS) || lines.contains(REQS) && lines.contains(CODES),
          lines -> {
            List<String> e = new ArrayList<>(List.of(STATISTICS, REQS, LATENCY));
            if (lines.contains(DISTRIBUTION)) e.add(DISTRIBUTION);
            e.addAll(List.of(CODES, "the status classes", "others", THROUGHPUT));
            return e;
          });

  private BombardierReader() {}
}
