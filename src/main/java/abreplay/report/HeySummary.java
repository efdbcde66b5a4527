package abreplay.report;

import abreplay.recording.Recording;
import abreplay.result.AbRun;
import java.util.Locale;

/**
 * A step of a hey scenario as hey's requester/print.go prints its report, from the same recording
 * as ab's. hey's Details time a request's phases, which Gatling does not tell apart: they read "not
 * measured". Status codes are 2xx and the rest, not each code. Latencies are Gatling's, whole ms.
 */
final class HeySummary {
  private HeySummary() {}

  private static final int[] PERCENTILES = {10, 25, 50, 75, 90, 95, 99};

  /** hey's histogram: 10 buckets from the fastest to the slowest, bars up to 40 marks. */
  private static final int BUCKETS = 10;

  private static final int BAR = 40;

  static String text(AbRun run) {
    Recording r = run.recording();
    LatencyStats latency = new LatencyStats(r.times());
    double total = r.timing().elapsedNanos() / 1e9;
    long n = r.requests().responses();
    StringBuilder out = new StringBuilder("\nSummary:\n");
    out.append("  Total:\t").append(ToolUnits.hey(total)).append(" secs\n");
    out.append("  Slowest:\t").append(ToolUnits.hey(latency.max() / 1e6)).append(" secs\n");
    out.append("  Fastest:\t").append(ToolUnits.hey(latency.min() / 1e6)).append(" secs\n");
    out.append("  Average:\t").append(ToolUnits.hey(latency.mean() / 1e6)).append(" secs\n");
    out.append("  Requests/sec:\t").append(ToolUnits.hey(total > 0 ? n / total : 0)).append('\n');
    long size = r.transfer().bodyBytes();
    out.append("  \n");
    if (size > 0) {
      out.append("  Total data:\t").append(size).append(" bytes\n");
      out.append("  Size/request:\t").append(n > 0 ? size / n : 0).append(" bytes\n");
    }
    out.append("\nResponse time histogram:\n");
    histogram(out, latency);
    out.append("\n\nLatency distribution:\n");
    for (int p : PERCENTILES)
      out.append("  ")
          .append(p)
          .append("% in ")
          .append(ToolUnits.hey(latency.heyPercentile(p) / 1e6))
          .append(" secs\n");
    out.append("\nDetails (average, fastest, slowest):\n");
    for (String phase :
        new String[] {"DNS+dialup", "DNS-lookup", "req write", "resp wait", "resp read"})
      out.append("  ")
          .append(phase)
          .append(":\tnot measured (Gatling does not time a request's phases)\n");
    out.append("\nStatus code distribution:\n");
    long non2xx = r.requests().non2xx();
    if (n - non2xx > 0) out.append("  [2xx]\t").append(n - non2xx).append(" responses\n");
    if (non2xx > 0) out.append("  [non-2xx]\t").append(non2xx).append(" responses\n");
    Recording.Failures f = r.failures();
    long failed = f.connect() + f.receive() + f.exceptions();
    if (failed > 0) {
      out.append("\nError distribution:\n");
      if (f.connect() > 0) out.append("  [").append(f.connect()).append("]\tconnect failures\n");
      if (f.receive() > 0)
        out.append("  [").append(f.receive()).append("]\treceive failures (timeouts, resets)\n");
      if (f.exceptions() > 0)
        out.append("  [").append(f.exceptions()).append("]\tother failures\n");
    }
    out.append('\n');
    return out.toString();
  }

  private static void histogram(StringBuilder out, LatencyStats latency) {
    if (latency.count() == 0) return;
    double fastest = latency.min() / 1e6;
    double slowest = latency.max() / 1e6;
    double step = (slowest - fastest) / BUCKETS;
    double[] bounds = new double[BUCKETS + 1];
    for (int i = 0; i < BUCKETS; i++) bounds[i] = fastest + step * i;
    bounds[BUCKETS] = slowest;
    long[] counts = new long[BUCKETS + 1];
    long before = 0;
    long most = 0;
    for (int i = 0; i <= BUCKETS; i++) {
      // hey puts each latency in the first bucket whose bound it does not exceed.
      long upTo = latency.atMost(bounds[i] * 1e6 + 1e-6);
      counts[i] = upTo - before;
      before = upTo;
      most = Math.max(most, counts[i]);
    }
    for (int i = 0; i <= BUCKETS; i++) {
      int bar = most == 0 ? 0 : (int) ((counts[i] * BAR + most / 2) / most);
      out.append(
          String.format(Locale.ROOT, "  %4.3f [%d]\t|%s%n", bounds[i], counts[i], "■".repeat(bar)));
    }
  }
}
