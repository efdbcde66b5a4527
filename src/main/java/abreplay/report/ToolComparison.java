package abreplay.report;

import abreplay.document.Document;
import abreplay.document.LoadTool;
import abreplay.document.PrintedFigure;
import abreplay.document.Scenario;
import abreplay.document.ToolFigureKeys;
import abreplay.recording.Recording;
import abreplay.result.AbRun;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;

/**
 * Another tool's published figures beside the replay's, like with like, the replay's formatted as
 * the tool formats it. A figure the replay cannot measure is said so; one of the whole run (hey's
 * fastest and slowest) is not compared. For reproduction.md and replay.html.
 */
public final class ToolComparison {
  private ToolComparison() {}

  /**
   * @param replayed the replay's figure as the tool prints it; empty when the replay does not
   *     measure it
   */
  public record Row(String key, String published, Optional<String> replayed) {}

  /** What the replay says of a figure it does not measure. */
  public static final String NOT_MEASURED = "not measured";

  /** Every figure {@code published} has, in its order, with the replay's where it has one. */
  public static List<Row> rows(
      Scenario scenario, Document.Published published, Optional<AbRun> run) {
    List<Row> rows = new ArrayList<>();
    Function<String, Optional<String>> measured =
        run.map(r -> replayed(scenario, r)).orElse(k -> Optional.empty());
    for (Map.Entry<String, PrintedFigure> f : published.figures().entrySet())
      rows.add(new Row(f.getKey(), f.getValue().text(), measured.apply(f.getKey())));
    return rows;
  }

  /** The replay's figure under {@code key}, as {@code scenario}'s tool prints it. */
  static Function<String, Optional<String>> replayed(Scenario scenario, AbRun run) {
    Recording r = run.recording();
    LatencyStats l = new LatencyStats(r.times());
    double seconds = r.timing().elapsedNanos() / 1e9;
    long n = r.requests().responses();
    double rps = seconds > 0 ? n / seconds : 0;
    double bps = seconds > 0 ? r.transfer().wireBytes() / seconds : 0;
    LoadTool tool = scenario.tool();
    return key -> {
      if (key.equals(ToolFigureKeys.REQUESTS_PER_SECOND))
        return Optional.of(
            tool == LoadTool.HEY ? ToolUnits.hey(rps) : String.format(Locale.ROOT, "%.2f", rps));
      if (tool == LoadTool.WRK || tool == LoadTool.WRK2)
        return wrk(key, r, l, seconds, bps, scenario);
      if (tool == LoadTool.HEY) return hey(key, r, l, seconds, n);
      if (tool == LoadTool.BOMBARDIER) return bombardier(key, l, bps);
      return Optional.empty();
    };
  }

  private static Optional<String> wrk(
      String key, Recording r, LatencyStats l, double seconds, double bps, Scenario scenario) {
    return Optional.ofNullable(
        switch (key) {
          case ToolFigureKeys.TRANSFER_PER_SECOND -> ToolUnits.wrkBinary(bps) + "B";
          case "latency-avg" -> ToolUnits.wrkTimeUs(l.mean());
          case "latency-stdev" -> ToolUnits.wrkTimeUs(l.stdev());
          case "latency-max" -> ToolUnits.wrkTimeUs(l.max());
          case "latency-within-stdev" -> String.format(Locale.ROOT, "%.2f%%", l.withinStdev());
          case "req-sec-avg" ->
              ToolUnits.wrkMetric(
                  WrkSummary.perThread(r.throughput(), scenario.threads().orElse(2)));
          case "req-sec-stdev", "req-sec-max", "req-sec-within-stdev" -> NOT_MEASURED;
          case "running-test" ->
              scenario.duration().map(d -> ToolUnits.wrkTimeS(d.toNanos() / 1e9)).orElse(null);
          case "threads" -> Integer.toString(scenario.threads().orElse(2));
          case "connections" -> Integer.toString(scenario.concurrency());
          case "requests-in" -> Long.toString(r.requests().responses());
          case "requests-in-duration" -> ToolUnits.wrkTimeUs(seconds * 1e6);
          case "read" -> ToolUnits.wrkBinary(r.transfer().wireBytes()) + "B";
          case "non-2xx-or-3xx-responses" -> Long.toString(r.requests().non2xx());
          default ->
              percentile(
                  key, "latency-distribution-", p -> ToolUnits.wrkTimeUs(l.wrkPercentile(p)));
        });
  }

  private static Optional<String> hey(
      String key, Recording r, LatencyStats l, double seconds, long n) {
    return Optional.ofNullable(
        switch (key) {
          case "total" -> ToolUnits.hey(seconds) + "secs";
          case "slowest" -> ToolUnits.hey(l.max() / 1e6) + "secs";
          case "fastest" -> ToolUnits.hey(l.min() / 1e6) + "secs";
          case "average" -> ToolUnits.hey(l.mean() / 1e6) + "secs";
          case "total-data" -> r.transfer().bodyBytes() + "B";
          case "size-request" -> (n > 0 ? r.transfer().bodyBytes() / n : 0) + "B";
          default ->
              key.matches("(dns-dialup|dns-lookup|req-write|resp-wait|resp-read)-.*")
                  ? NOT_MEASURED
                  : percentile(
                      key,
                      "latency-distribution-",
                      p -> ToolUnits.hey(l.heyPercentile(p.intValue()) / 1e6) + "secs");
        });
  }

  private static Optional<String> bombardier(String key, LatencyStats l, double bps) {
    return Optional.ofNullable(
        switch (key) {
          case ToolFigureKeys.TRANSFER_PER_SECOND -> ToolUnits.bombardierBinary(bps);
          case "latency-avg" -> ToolUnits.bombardierTimeUs(l.mean());
          case "latency-stdev" -> ToolUnits.bombardierTimeUs(l.stdev());
          case "latency-max" -> ToolUnits.bombardierTimeUs(l.max());
          case "reqs-sec-stdev", "reqs-sec-max" -> NOT_MEASURED;
          default ->
              percentile(
                  key,
                  "latency-distribution-",
                  p -> ToolUnits.bombardierTimeUs(l.wrkPercentile(p)));
        });
  }

  /** The percentile a key names ("latency-distribution-99" is 99), formatted; null for another. */
  private static String percentile(String key, String prefix, Function<Double, String> format) {
    if (!key.startsWith(prefix)) return null;
    String p = key.substring(prefix.length());
    if (!p.matches("[0-9]+(-[0-9]+)?")) return null;
    return format.apply(Double.parseDouble(p.replace('-', '.')));
  }
}
