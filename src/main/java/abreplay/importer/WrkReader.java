package abreplay.importer;

import abreplay.document.Unit;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;

/**
 * wrk's report (wrk 4.x, src/wrk.c's main and print_stats: "Running 10s test @ url", "2 threads and
 * 10 connections", the Thread Stats table, with --latency its Latency Distribution, "N requests in
 * 10.00s, 1.23MB read", Socket errors and "Non-2xx or 3xx responses" when not 0, Requests/sec and
 * Transfer/sec), and wrk2's (giltene/wrk2's src/wrk.c: its "Thread calibration" lines and, with -L
 * or -U, "Latency Distribution (HdrHistogram - Recorded Latency)" with its Detailed Percentile
 * spectrum). Times are wrk's format_time_us (us, ms, s, m, h), bytes its 1,024-based format_binary
 * with a "B" after (KB, MB), Req/Sec its metric format (k, M).
 *
 * <p>Its lines are data, wrk-lines.txt ({@link LineRules}); a few are read here.
 */
final class WrkReader {
  static final String CALIBRATION = "Thread calibration";
  static final String SOCKET_ERRORS = "Socket errors";
  static final String NON_2XX = "Non-2xx or 3xx responses";
  private static final String HDR = "Latency Distribution (HdrHistogram)";

  private static final List<LineRule> RULES =
      LineRules.read(
          "wrk-lines.txt",
          // The section is what wrk2's HdrHistogram lines add to their labels: which histogram.
          Map.of(
              "histogram",
              (m, r, l) ->
                  r.section = m.group(1).startsWith("Recorded") ? " (recorded)" : " (uncorrected)",
              "distribution",
              (m, r, l) -> r.section = "",
              "spectrum",
              WrkReader::spectrum),
          Map.of(
              "hdr",
              lines -> lines.contains(HDR),
              "latency",
              lines ->
                  !lines.contains(HDR)
                      && (lines.contains("Latency Distribution")
                          || lines.contains("a percentile line"))));

  /** A line of wrk2's Detailed Percentile spectrum: its value in ms, percentile and counts. */
  private static void spectrum(Matcher m, ReportBuilder r, int l) {
    String p = m.group(2);
    String label = "Detailed Percentile spectrum" + r.section;
    r.add(Measure.LATENCY_PERCENTILE, label, "at " + p, m.group(1), "ms", Unit::time, l, false);
    r.count(Measure.OTHER, label, "TotalCount at " + p, m.group(3), l);
    if (m.group(5) != null)
      r.count(Measure.OTHER, label, "1/(1-Percentile) at " + p, m.group(5), l);
  }

  static final ToolReader READER =
      new ToolReader(
          Tool.WRK,
          RULES,
          ToolReader.twoKeys(RULES),
          lines -> lines.contains(HDR) || lines.contains(CALIBRATION) ? Tool.WRK2 : Tool.WRK);

  private WrkReader() {}
}
