package abreplay.report;

import abreplay.document.Scenario;
import abreplay.format.Numbers;
import abreplay.recording.Recording;
import abreplay.result.AbRun;
import java.util.Locale;

/**
 * A step of a bombardier scenario as bombardier prints its plain-text report (its templates.go and
 * format.go, a port of wrk's units with every unit reachable: the Bombarding line, the Statistics
 * table of Reqs/sec and Latency, the Latency Distribution of -l, HTTP codes, Errors, Throughput),
 * from the same recording as ab's. bombardier's Reqs/sec row is its own samples of the rate over
 * the run; the replay computes its average (the run's rate) only, and its Stdev and Max read "-".
 * The replay counts 2xx and the rest, not each class of status. Latencies are Gatling's, whole
 * milliseconds.
 */
final class BombardierSummary {
  private BombardierSummary() {}

  private static final double[] PERCENTILES = {50, 75, 90, 99};

  static String text(AbRun run, Scenario scenario, boolean distribution) {
    Recording r = run.recording();
    LatencyStats l = new LatencyStats(r.times());
    double seconds = r.timing().elapsedNanos() / 1e9;
    long n = r.requests().responses();
    StringBuilder out = new StringBuilder("Bombarding ").append(run.command().url());
    out.append(
        scenario
            .load()
            .<String>match(
                c -> " with " + c.requests() + " request(s)",
                d -> " for " + Numbers.seconds(d.duration()),
                x -> " for " + Numbers.seconds(x.duration()),
                x -> ""));
    out.append(" using ").append(scenario.concurrency()).append(" connection(s)\n");
    out.append(
        String.format(Locale.ROOT, "%-10s %10s %10s %10s%n", "Statistics", "Avg", "Stdev", "Max"));
    out.append(
        String.format(
            Locale.ROOT,
            "  %-10s %10.2f %10s %10s%n",
            "Reqs/sec",
            seconds > 0 ? n / seconds : 0,
            "-",
            "-"));
    out.append(
        String.format(
            Locale.ROOT,
            "  %-10s %10s %10s %10s%n",
            "Latency",
            ToolUnits.bombardierTimeUs(l.mean()),
            ToolUnits.bombardierTimeUs(l.stdev()),
            ToolUnits.bombardierTimeUs(l.max())));
    if (distribution) {
      out.append("  Latency Distribution\n");
      for (double p : PERCENTILES)
        out.append(
            String.format(
                Locale.ROOT,
                "     %2.0f%% %10s%n",
                p,
                ToolUnits.bombardierTimeUs(l.wrkPercentile(p))));
    }
    long non2xx = r.requests().non2xx();
    out.append("  HTTP codes:\n");
    out.append(String.format(Locale.ROOT, "    2xx - %d, non-2xx - %d%n", n - non2xx, non2xx));
    Recording.Failures f = r.failures();
    if (f.connect() + f.receive() + f.exceptions() > 0) {
      out.append("  Errors:\n");
      if (f.connect() > 0)
        out.append(String.format(Locale.ROOT, "    %10s - %d%n", "connect", f.connect()));
      if (f.receive() > 0)
        out.append(String.format(Locale.ROOT, "    %10s - %d%n", "receive", f.receive()));
      if (f.exceptions() > 0)
        out.append(String.format(Locale.ROOT, "    %10s - %d%n", "other", f.exceptions()));
    }
    out.append(
        String.format(
            Locale.ROOT,
            "  Throughput: %10s/s%n",
            ToolUnits.bombardierBinary(seconds > 0 ? r.transfer().wireBytes() / seconds : 0)));
    out.append(
        "  (Reqs/sec: bombardier's Stdev and Max are of its own samples of the rate; the replay"
            + " gives the run's rate only; HTTP codes: 2xx and the rest)\n");
    return out.toString();
  }
}
