package abreplay.report;

import abreplay.document.Scenario;
import abreplay.format.Numbers;
import abreplay.recording.Recording;
import abreplay.result.AbRun;
import java.util.Locale;

/**
 * A step of a bombardier scenario as its templates.go and format.go print the plain-text report,
 * from the same recording as ab's. Of the Reqs/sec row only the average (the run's rate) is
 * computed; Stdev and Max read "-". Status codes are 2xx and the rest. Latencies are Gatling's,
 * whole milliseconds.
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
