package abreplay.report;

import abreplay.document.Document;
import abreplay.document.LoadTool;
import abreplay.document.Scenario;
import abreplay.recording.Recording;
import abreplay.result.AbRun;
import abreplay.result.RunResult;
import abreplay.result.StepResult;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;

/**
 * The run's summaries in each load tool's own words, one text per tool whose scenarios the run has
 * (wrk-summary.txt beside ab-summary.txt, named by FolderLayout): each step of the tool's scenarios
 * as the tool prints its report ({@link WrkSummary} for wrk and wrk2, {@link HeySummary} for hey;
 * for the other tools, the figures every tool prints, under its own labels), from the same
 * recording as ab's. A step that did not run says why, as in ab-summary.txt.
 */
public final class ToolSummaries {
  private ToolSummaries() {}

  /** The summary text of each tool with steps in {@code result}, in the order of their steps. */
  public static Map<LoadTool, String> of(RunResult result) {
    Map<LoadTool, StringBuilder> texts = new LinkedHashMap<>();
    for (StepResult s : result.steps()) {
      LoadTool tool = s.step().scenario().tool();
      if (tool == LoadTool.AB) continue;
      StringBuilder out = texts.computeIfAbsent(tool, t -> new StringBuilder());
      if (out.length() > 0) out.append('\n').append("-".repeat(78)).append("\n\n");
      out.append("ab-replay: ").append(s.step().name()).append('\n');
      if (s.run().isEmpty()) {
        out.append(s.status()).append(": ").append(s.reason()).append('\n');
        continue;
      }
      Optional<Document.Published> published =
          result
              .plan()
              .document()
              .map(d -> d.published(s.step().scenario().id(), s.step().target().name()));
      out.append(step(tool, s.run().get(), s.step().scenario(), published));
    }
    Map<LoadTool, String> done = new LinkedHashMap<>();
    texts.forEach((tool, text) -> done.put(tool, text.toString()));
    return done;
  }

  private static String step(
      LoadTool tool, AbRun run, Scenario scenario, Optional<Document.Published> published) {
    return switch (tool) {
      case WRK, WRK2 -> WrkSummary.text(run, scenario, published);
      case HEY -> HeySummary.text(run);
      case BOMBARDIER ->
          BombardierSummary.text(
              run,
              scenario,
              published
                  .map(
                      p ->
                          p.figures().keySet().stream()
                              .anyMatch(k -> k.startsWith("latency-distribution")))
                  .orElse(false));
      case AB, OHA, AUTOCANNON, SIEGE, H2LOAD -> plain(tool, run);
    };
  }

  /**
   * The figures every tool prints, for a tool whose own layout the replay does not reproduce yet:
   * requests and time, their rate, latency statistics and percentiles, bytes, statuses, failures.
   */
  static String plain(LoadTool tool, AbRun run) {
    Recording r = run.recording();
    LatencyStats latency = new LatencyStats(r.times());
    double seconds = r.timing().elapsedNanos() / 1e9;
    long n = r.requests().responses();
    StringBuilder out = new StringBuilder();
    out.append("(")
        .append(tool.key())
        .append("'s own layout is not reproduced: its figures, as the replay measured them)\n");
    line(out, "Requests", Long.toString(n));
    line(out, "Duration", String.format(Locale.ROOT, "%.2f s", seconds));
    line(out, "Requests/sec", String.format(Locale.ROOT, "%.2f", seconds > 0 ? n / seconds : 0));
    line(
        out,
        "Latency",
        String.format(
            Locale.ROOT,
            "avg %.2f ms, stdev %.2f ms, min %.2f ms, max %.2f ms",
            latency.mean() / 1000,
            latency.stdev() / 1000,
            latency.min() / 1000.0,
            latency.max() / 1000.0));
    List<Integer> percents = List.of(50, 75, 90, 99);
    StringBuilder p = new StringBuilder();
    for (int percent : percents)
      p.append(p.length() == 0 ? "" : ", ")
          .append(percent)
          .append("% ")
          .append(String.format(Locale.ROOT, "%.2f ms", latency.wrkPercentile(percent) / 1000.0));
    line(out, "Latency percentiles", p.toString());
    line(out, "Bytes read", Long.toString(r.transfer().wireBytes()));
    line(
        out,
        "Bytes/sec",
        String.format(Locale.ROOT, "%.2f", seconds > 0 ? r.transfer().wireBytes() / seconds : 0));
    line(out, "2xx responses", Long.toString(n - r.requests().non2xx()));
    line(out, "non-2xx responses", Long.toString(r.requests().non2xx()));
    Recording.Failures f = r.failures();
    line(
        out,
        "Errors",
        "connect " + f.connect() + ", receive " + f.receive() + ", other " + f.exceptions());
    return out.toString();
  }

  private static void line(StringBuilder out, String label, String value) {
    out.append(String.format(Locale.ROOT, "  %-20s %s%n", label + ":", value));
  }
}
