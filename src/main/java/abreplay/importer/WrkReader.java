package abreplay.importer;

import static abreplay.importer.Printed.N;

import abreplay.document.Unit;
import java.util.List;
import java.util.Set;
import java.util.function.Predicate;

/**
 * wrk's report (wrk 4.x, src/wrk.c's main and print_stats: "Running 10s test @ url", "2 threads and
 * 10 connections", the Thread Stats table, with --latency its Latency Distribution, "N requests in
 * 10.00s, 1.23MB read", Socket errors and "Non-2xx or 3xx responses" when not 0, Requests/sec and
 * Transfer/sec), and wrk2's (giltene/wrk2's src/wrk.c: its "Thread calibration" lines and, with -L
 * or -U, "Latency Distribution (HdrHistogram - Recorded Latency)" with its Detailed Percentile
 * spectrum). Times are wrk's format_time_us (us, ms, s, m, h), bytes its 1,024-based format_binary
 * with a "B" after (KB, MB), Req/Sec its metric format (k, M).
 */
final class WrkReader {
  static final String CALIBRATION = "Thread calibration";
  static final String DISTRIBUTION = "Latency Distribution";
  static final String HDR = "Latency Distribution (HdrHistogram)";
  static final String SPECTRUM = "Detailed Percentile spectrum";
  static final String SOCKET_ERRORS = "Socket errors";
  static final String NON_2XX = "Non-2xx or 3xx responses";

  private static final Printed T = Printed.of(N, "us|ms|s|m|h", Unit::time);
  private static final Printed MS = new Printed(N, Unit::time, "ms");
  private static final Printed RATE = Printed.of(N, "[kMG]?", Unit::metric);
  private static final Printed BYTES = Printed.of(N, "[KMGTP]?B", Unit::binaryBytes);
  private static final List<String> STATS = List.of("Avg", "Stdev", "Max", "+/- Stdev");

  private static final List<LineRule> RULES =
      List.of(
          LineRule.of(
                  "Running",
                  0,
                  "Running (\\d+)([smh]?) test @ (\\S+)",
                  (m, r, l) -> {
                    r.add(Measure.OTHER, "Running", "test", m.group(1), m.group(2), Unit::time, l);
                    r.url(m.group(3));
                  })
              .expected()
              .key(),
          LineRule.of(
                  "N threads and N connections",
                  1,
                  "(\\d+) threads and (\\d+) connections",
                  (m, r, l) -> {
                    r.threads(m.group(1), l);
                    r.connections(m.group(2), l);
                  })
              .expected()
              .key(),
          LineRule.rows(
                  CALIBRATION,
                  2,
                  "Thread calibration: mean lat\\.: " + N + "ms, rate sampling interval: (\\d+)ms",
                  LineRule.figures(
                      Measure.OTHER,
                      CALIBRATION,
                      List.of("mean lat.", "rate sampling interval"),
                      MS,
                      MS))
              .expectedWhen(seen(CALIBRATION))
              .key(),
          LineRule.of(
                  "Thread Stats",
                  3,
                  "Thread Stats\\s+Avg\\s+Stdev\\s+Max\\s+\\+/- Stdev",
                  LineRule.NONE)
              .expected()
              .key(),
          LineRule.row("Latency", 4, Measure.LATENCY, STATS, T, T, T, Printed.PERCENT).expected(),
          LineRule.row("Req/Sec", 5, Measure.RATE_SAMPLES, STATS, RATE, RATE, RATE, Printed.PERCENT)
              .expected()
              .key(),
          LineRule.rows(
                  HDR,
                  6,
                  "Latency Distribution \\(HdrHistogram - (Recorded Latency|Uncorrected"
                      + " Latency.*)\\)",
                  (m, r, l) ->
                      r.section(
                          m.group(1).startsWith("Recorded") ? " (recorded)" : " (uncorrected)"))
              .expectedWhen(seen(HDR))
              .key(),
          LineRule.rows(DISTRIBUTION, 6, "Latency Distribution", (m, r, l) -> r.section(""))
              .expectedWhen(
                  lines ->
                      !lines.contains(HDR)
                          && (lines.contains(DISTRIBUTION) || lines.contains("a percentile line"))),
          LineRule.rows(
              "a percentile line",
              6,
              N + "%\\s+" + T,
              (m, r, l) ->
                  T.read(
                      m,
                      2,
                      r,
                      Measure.LATENCY_PERCENTILE,
                      DISTRIBUTION + r.section(),
                      m.group(1) + "%",
                      l)),
          LineRule.rows(SPECTRUM, 6, "Detailed Percentile spectrum:", LineRule.NONE)
              .expectedWhen(seen(HDR)),
          LineRule.rows(
              "the spectrum's header",
              6,
              "Value\\s+Percentile\\s+TotalCount\\s+1/\\(1-Percentile\\)",
              LineRule.NONE),
          LineRule.rows(
              "a spectrum line",
              6,
              N + "\\s+" + N + "\\s+(\\d+)\\s+(" + N + "|inf)",
              (m, r, l) -> {
                String p = m.group(2);
                String label = SPECTRUM + r.section();
                MS.read(m, 1, r, Measure.LATENCY_PERCENTILE, label, "at " + p, l);
                r.count(Measure.OTHER, label, "TotalCount at " + p, m.group(3), l);
                if (m.group(5) != null)
                  r.count(Measure.OTHER, label, "1/(1-Percentile) at " + p, m.group(5), l);
              }),
          LineRule.rows(
              "the spectrum's mean",
              6,
              "#\\[Mean\\s+=\\s+" + N + ", StdDeviation\\s+=\\s+" + N + "\\]",
              (m, r, l) -> {
                MS.read(m, 1, r, Measure.LATENCY, SPECTRUM + r.section(), "Mean", l);
                MS.read(m, 2, r, Measure.LATENCY, SPECTRUM + r.section(), "StdDeviation", l);
              }),
          LineRule.rows(
              "the spectrum's max",
              6,
              "#\\[Max\\s+=\\s+" + N + ", Total count\\s+=\\s+(\\d+)\\]",
              (m, r, l) -> {
                MS.read(m, 1, r, Measure.LATENCY, SPECTRUM + r.section(), "Max", l);
                r.count(Measure.OTHER, SPECTRUM + r.section(), "Total count", m.group(2), l);
              }),
          LineRule.rows(
              "the spectrum's buckets",
              6,
              "#\\[Buckets\\s+=\\s+(\\d+), SubBuckets\\s+=\\s+(\\d+)\\]",
              (m, r, l) ->
                  LineRule.counts(Measure.OTHER, SPECTRUM + r.section(), "Buckets", "SubBuckets")
                      .read(m, r, l)),
          LineRule.rows("a rule of dashes", 6, "-{20,}", LineRule.NONE),
          LineRule.of(
                  "N requests in",
                  7,
                  "(\\d+) requests in " + T + ", " + BYTES + " read",
                  (m, r, l) -> {
                    r.count(Measure.REQUESTS, "requests in", "", m.group(1), l);
                    T.read(m, 2, r, Measure.DURATION, "requests in", "", l);
                    BYTES.read(m, 4, r, Measure.BYTES, "read", "", l);
                  })
              .expected()
              .key(),
          LineRule.of(
              SOCKET_ERRORS,
              8,
              "Socket errors: connect (\\d+), read (\\d+), write (\\d+), timeout (\\d+)",
              LineRule.counts(
                  Measure.ERRORS, SOCKET_ERRORS, "connect", "read", "write", "timeout")),
          LineRule.of(
              NON_2XX,
              9,
              "Non-2xx or 3xx responses: (\\d+)",
              LineRule.counts(Measure.STATUS, NON_2XX, "")),
          LineRule.labelled("Requests/sec", 10, Measure.REQUESTS_PER_SECOND, Printed.COUNT)
              .expected()
              .key(),
          LineRule.labelled("Transfer/sec", 11, Measure.TRANSFER_RATE, BYTES).expected().key());

  private static Predicate<Set<String>> seen(String line) {
    return lines -> lines.contains(line);
  }

  static final ToolReader READER =
      new ToolReader(
          Tool.WRK,
          RULES,
          LineRule.twoKeys(RULES),
          lines -> lines.contains(HDR) || lines.contains(CALIBRATION) ? Tool.WRK2 : Tool.WRK);

  private WrkReader() {}
}
