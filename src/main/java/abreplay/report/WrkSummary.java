package abreplay.report;

import abreplay.document.Document;
import abreplay.document.LoadModel;
import abreplay.document.LoadTool;
import abreplay.document.Scenario;
import abreplay.format.Numbers;
import abreplay.recording.Recording;
import abreplay.recording.Throughput;
import abreplay.result.AbRun;
import java.util.Locale;
import java.util.Optional;

/**
 * A step of a wrk (or wrk2) scenario as wrk's main and stats.c print its report, from the same
 * recording as ab's. What the replay cannot measure reads "-", never made up: the replay's users
 * are not wrk's threads, so of the Req/Sec row only the average (100 ms slot by slot) is computed.
 * Latencies are Gatling's, whole milliseconds.
 */
final class WrkSummary {
  private WrkSummary() {}

  /** wrk --latency's percentiles (wrk2's -L: its HdrHistogram's). */
  private static final double[] WRK_PERCENTILES = {50, 75, 90, 99};

  private static final double[] WRK2_PERCENTILES = {50, 75, 90, 99, 99.9, 99.99, 99.999, 100};

  /** The summary's note on the Req/Sec row, after the report. */
  static final String REQ_SEC_NOTE =
      "  (Req/Sec: wrk's row is each thread's rate every 100 ms; the replay has no wrk threads, so"
          + " only its average, the rate over the threads, is computed; Stdev, Max and +/- Stdev"
          + " are not measured)";

  static String text(AbRun run, Scenario scenario, Optional<Document.Published> published) {
    Recording r = run.recording();
    StringBuilder out = new StringBuilder();
    String duration =
        scenario.duration().map(d -> ToolUnits.wrkTimeS(d.toNanos() / 1e9)).orElse("?");
    out.append("Running ")
        .append(duration)
        .append(" test @ ")
        .append(run.command().url())
        .append('\n');
    if (scenario.load() instanceof LoadModel.ConstantRate rate)
      out.append("  (a constant rate of ")
          .append(Numbers.plain(rate.overall()))
          .append(" requests/s, latency from each request's intended send time)\n");
    int threads = scenario.threads().orElse(2);
    out.append(
        String.format(
            Locale.ROOT, "  %d threads and %d connections%n", threads, scenario.concurrency()));
    out.append(
        String.format(
            Locale.ROOT, "  Thread Stats%6s%11s%8s%12s%n", "Avg", "Stdev", "Max", "+/- Stdev"));
    LatencyStats latency = new LatencyStats(r.times());
    out.append("    ").append(String.format(Locale.ROOT, "%-10s", "Latency"));
    out.append(ToolUnits.wrkColumn(ToolUnits.wrkTimeUs(latency.mean()), 8));
    out.append(ToolUnits.wrkColumn(ToolUnits.wrkTimeUs(latency.stdev()), 10));
    out.append(ToolUnits.wrkColumn(ToolUnits.wrkTimeUs(latency.max()), 9));
    out.append(String.format(Locale.ROOT, "%8.2f%%%n", latency.withinStdev()));
    out.append("    ").append(String.format(Locale.ROOT, "%-10s", "Req/Sec"));
    out.append(ToolUnits.wrkColumn(ToolUnits.wrkMetric(perThread(r.throughput(), threads)), 8));
    out.append(ToolUnits.wrkColumn("-", 10));
    out.append(ToolUnits.wrkColumn("-", 9));
    out.append(String.format(Locale.ROOT, "%8s%n", "-"));
    boolean wrk2 = scenario.tool() == LoadTool.WRK2;
    boolean distribution =
        published
            .map(
                p ->
                    p.figures().keySet().stream()
                        .anyMatch(k -> k.startsWith("latency-distribution")))
            .orElse(false);
    if (distribution) {
      out.append(
          wrk2
              ? "  Latency Distribution (HdrHistogram - Recorded Latency)\n"
              : "  Latency Distribution\n");
      for (double p : wrk2 ? WRK2_PERCENTILES : WRK_PERCENTILES) {
        out.append(
            wrk2
                ? String.format(Locale.ROOT, " %7.3f%%", p)
                : String.format(Locale.ROOT, "%7.0f%%", p));
        out.append(ToolUnits.wrkColumn(ToolUnits.wrkTimeUs(latency.wrkPercentile(p)), 10));
        out.append('\n');
      }
    }
    double seconds = r.timing().elapsedNanos() / 1e9;
    long complete = r.requests().responses();
    long bytes = r.transfer().wireBytes();
    out.append(
        String.format(
            Locale.ROOT,
            "  %d requests in %s, %sB read%n",
            complete,
            ToolUnits.wrkTimeUs(seconds * 1e6),
            ToolUnits.wrkBinary(bytes)));
    // The replay tells connect failures from the rest, not reads from writes or timeouts: every
    // other failure counts as a read, and write and timeout are not measured.
    Recording.Failures f = r.failures();
    if (f.connect() > 0 || f.receive() > 0 || f.exceptions() > 0)
      out.append(
          String.format(
              Locale.ROOT,
              "  Socket errors: connect %d, read %d, write -, timeout -%n",
              f.connect(),
              f.receive() + f.exceptions()));
    if (r.requests().non2xx() > 0)
      out.append(
          String.format(Locale.ROOT, "  Non-2xx or 3xx responses: %d%n", r.requests().non2xx()));
    out.append(
        String.format(Locale.ROOT, "Requests/sec: %9.2f%n", seconds > 0 ? complete / seconds : 0));
    out.append(
        String.format(
            Locale.ROOT,
            "Transfer/sec: %10sB%n",
            ToolUnits.wrkBinary(seconds > 0 ? bytes / seconds : 0)));
    out.append(REQ_SEC_NOTE).append('\n');
    return out.toString();
  }

  /** The mean over 100-ms slots of each slot's rate, per second, over {@code threads}. */
  static double perThread(Throughput t, int threads) {
    if (t.isEmpty()) return 0;
    double sum = 0;
    for (int i = 0; i < t.slots(); i++) sum += t.at(i) * (1000.0 / Throughput.SLOT_MILLIS);
    return sum / t.slots() / threads;
  }
}
