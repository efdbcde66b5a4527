package abreplay.importer;

import static abreplay.importer.LineRule.N;

import abreplay.document.Unit;
import java.util.ArrayList;
import java.util.List;

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
  static final String RUNNING = "Running";
  static final String THREADS = "N threads and N connections";
  static final String CALIBRATION = "Thread calibration";
  static final String STATS = "Thread Stats";
  static final String LATENCY = "Latency";
  static final String REQ_SEC = "Req/Sec";
  static final String DISTRIBUTION = "Latency Distribution";
  static final String HDR = "Latency Distribution (HdrHistogram)";
  static final String PERCENTILE = "a percentile line";
  static final String SPECTRUM = "Detailed Percentile spectrum";
  static final String REQUESTS = "N requests in";
  static final String SOCKET_ERRORS = "Socket errors";
  static final String NON_2XX = "Non-2xx or 3xx responses";
  static final String REQUESTS_SEC = "Requests/sec";
  static final String TRANSFER_SEC = "Transfer/sec";

  private static final String T = N + "(us|ms|s|m|h)";

  private static final List<LineRule> RULES =
      List.of(
          LineRule.of(
              RUNNING,
              0,
              "Running (\\d+)([smh]?) test @ (\\S+)",
              (m, r, l) -> {
                r.add(Measure.OTHER, RUNNING, "test", m.group(1), m.group(2), Unit::time, l);
                r.url(m.group(3));
              }),
          LineRule.of(
              THREADS,
              1,
              "(\\d+) threads and (\\d+) connections",
              (m, r, l) -> {
                r.count(Measure.OTHER, "threads", "", m.group(1), l);
                r.count(Measure.OTHER, "connections", "", m.group(2), l);
                r.threads(Integer.parseInt(m.group(1)));
                r.connections(Integer.parseInt(m.group(2)));
              }),
          LineRule.rows(
              CALIBRATION,
              2,
              "Thread calibration: mean lat\\.: " + N + "ms, rate sampling interval: (\\d+)ms",
              (m, r, l) -> {
                r.add(Measure.OTHER, CALIBRATION, "mean lat.", m.group(1), "ms", Unit::time, l);
                r.add(
                    Measure.OTHER,
                    CALIBRATION,
                    "rate sampling interval",
                    m.group(2),
                    "ms",
                    Unit::time,
                    l);
              }),
          LineRule.heading(STATS, 3, "Thread Stats\\s+Avg\\s+Stdev\\s+Max\\s+\\+/- Stdev"),
          LineRule.of(
              LATENCY,
              4,
              "Latency\\s+" + T + "\\s+" + T + "\\s+" + T + "\\s+" + N + "%",
              (m, r, l) -> {
                r.add(Measure.LATENCY, LATENCY, "Avg", m.group(1), m.group(2), Unit::time, l);
                r.add(Measure.LATENCY, LATENCY, "Stdev", m.group(3), m.group(4), Unit::time, l);
                r.add(Measure.LATENCY, LATENCY, "Max", m.group(5), m.group(6), Unit::time, l);
                r.percent(Measure.LATENCY, LATENCY, "+/- Stdev", m.group(7), l);
              }),
          LineRule.of(
              REQ_SEC,
              5,
              "Req/Sec\\s+"
                  + N
                  + "([kMG]?)\\s+"
                  + N
                  + "([kMG]?)\\s+"
                  + N
                  + "([kMG]?)\\s+"
                  + N
                  + "%",
              (m, r, l) -> {
                r.add(
                    Measure.RATE_SAMPLES, REQ_SEC, "Avg", m.group(1), m.group(2), Unit::metric, l);
                r.add(
                    Measure.RATE_SAMPLES,
                    REQ_SEC,
                    "Stdev",
                    m.group(3),
                    m.group(4),
                    Unit::metric,
                    l);
                r.add(
                    Measure.RATE_SAMPLES, REQ_SEC, "Max", m.group(5), m.group(6), Unit::metric, l);
                r.percent(Measure.RATE_SAMPLES, REQ_SEC, "+/- Stdev", m.group(7), l);
              }),
          new LineRule(
              HDR,
              6,
              true,
              java.util.regex.Pattern.compile(
                  "\\s*Latency Distribution \\(HdrHistogram - (Recorded Latency|Uncorrected"
                      + " Latency.*)\\)"),
              (m, r, l) ->
                  r.section(m.group(1).startsWith("Recorded") ? "recorded" : "uncorrected")),
          LineRule.rows(DISTRIBUTION, 6, "Latency Distribution", (m, r, l) -> r.section("")),
          LineRule.rows(
              PERCENTILE,
              6,
              N + "%\\s+" + T,
              (m, r, l) ->
                  r.add(
                      Measure.LATENCY_PERCENTILE,
                      label(r, DISTRIBUTION),
                      m.group(1) + "%",
                      m.group(2),
                      m.group(3),
                      Unit::time,
                      l)),
          LineRule.rows(SPECTRUM, 6, "Detailed Percentile spectrum:", (m, r, l) -> {}),
          LineRule.rows(
              "the spectrum's header",
              6,
              "Value\\s+Percentile\\s+TotalCount\\s+1/\\(1-Percentile\\)",
              (m, r, l) -> {}),
          LineRule.rows(
              "a spectrum line",
              6,
              N + "\\s+" + N + "\\s+(\\d+)\\s+(" + N + "|inf)",
              (m, r, l) -> {
                String p = m.group(2);
                String label = label(r, SPECTRUM);
                r.add(
                    Measure.LATENCY_PERCENTILE, label, "at " + p, m.group(1), "ms", Unit::time, l);
                r.count(Measure.OTHER, label, "TotalCount at " + p, m.group(3), l);
                if (m.group(5) != null)
                  r.count(Measure.OTHER, label, "1/(1-Percentile) at " + p, m.group(5), l);
              }),
          LineRule.rows(
              "the spectrum's mean",
              6,
              "#\\[Mean\\s+=\\s+" + N + ", StdDeviation\\s+=\\s+" + N + "\\]",
              (m, r, l) -> {
                r.add(Measure.LATENCY, label(r, SPECTRUM), "Mean", m.group(1), "ms", Unit::time, l);
                r.add(
                    Measure.LATENCY,
                    label(r, SPECTRUM),
                    "StdDeviation",
                    m.group(2),
                    "ms",
                    Unit::time,
                    l);
              }),
          LineRule.rows(
              "the spectrum's max",
              6,
              "#\\[Max\\s+=\\s+" + N + ", Total count\\s+=\\s+(\\d+)\\]",
              (m, r, l) -> {
                r.add(Measure.LATENCY, label(r, SPECTRUM), "Max", m.group(1), "ms", Unit::time, l);
                r.count(Measure.OTHER, label(r, SPECTRUM), "Total count", m.group(2), l);
              }),
          LineRule.rows(
              "the spectrum's buckets",
              6,
              "#\\[Buckets\\s+=\\s+(\\d+), SubBuckets\\s+=\\s+(\\d+)\\]",
              (m, r, l) -> {
                r.count(Measure.OTHER, label(r, SPECTRUM), "Buckets", m.group(1), l);
                r.count(Measure.OTHER, label(r, SPECTRUM), "SubBuckets", m.group(2), l);
              }),
          LineRule.rows("a rule of dashes", 6, "-{20,}", (m, r, l) -> {}),
          LineRule.of(
              REQUESTS,
              7,
              "(\\d+) requests in " + T + ", " + N + "([KMGTP]?B) read",
              (m, r, l) -> {
                r.count(Measure.REQUESTS, "requests in", "", m.group(1), l);
                r.add(Measure.DURATION, "requests in", "", m.group(2), m.group(3), Unit::time, l);
                r.add(Measure.BYTES, "read", "", m.group(4), m.group(5), Unit::binaryBytes, l);
              }),
          LineRule.of(
              SOCKET_ERRORS,
              8,
              "Socket errors: connect (\\d+), read (\\d+), write (\\d+), timeout (\\d+)",
              (m, r, l) -> {
                String[] kinds = {"connect", "read", "write", "timeout"};
                for (int k = 0; k < 4; k++)
                  r.count(Measure.ERRORS, SOCKET_ERRORS, kinds[k], m.group(k + 1), l);
              }),
          LineRule.of(
              NON_2XX,
              9,
              "Non-2xx or 3xx responses: (\\d+)",
              (m, r, l) -> r.count(Measure.STATUS, NON_2XX, "", m.group(1), l)),
          LineRule.count(REQUESTS_SEC, 10, "Requests/sec:\\s+" + N, Measure.REQUESTS_PER_SECOND),
          LineRule.quantity(
              TRANSFER_SEC,
              11,
              "Transfer/sec:\\s+" + N + "([KMGTP]?B)",
              Measure.TRANSFER_RATE,
              Unit::binaryBytes));

  /** The label of a distribution's lines: wrk2's say which of its two histograms they are of. */
  private static String label(ReportBuilder r, String base) {
    return r.section().isEmpty() || r.section().equals(DISTRIBUTION) || r.section().equals(STATS)
        ? base
        : base + " (" + r.section() + ")";
  }

  static final ToolReader READER =
      new ToolReader(
          Tool.WRK,
          RULES,
          ToolReader.twoOf(
              RUNNING,
              THREADS,
              STATS,
              REQ_SEC,
              REQUESTS,
              REQUESTS_SEC,
              TRANSFER_SEC,
              HDR,
              CALIBRATION),
          lines -> {
            List<String> e = new ArrayList<>(List.of(RUNNING, THREADS));
            if (lines.contains(CALIBRATION)) e.add(CALIBRATION);
            e.addAll(List.of(STATS, LATENCY, REQ_SEC));
            if (lines.contains(HDR)) e.addAll(List.of(HDR, SPECTRUM));
            else if (lines.contains(DISTRIBUTION) || lines.contains(PERCENTILE))
              e.add(DISTRIBUTION);
            e.addAll(List.of(REQUESTS, REQUESTS_SEC, TRANSFER_SEC));
            return e;
          },
          lines -> lines.contains(HDR) || lines.contains(CALIBRATION) ? Tool.WRK2 : Tool.WRK);

  private WrkReader() {}
}
