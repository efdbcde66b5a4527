package abreplay.report.page;

import static abreplay.report.page.Html.esc;

import abreplay.document.Document;
import abreplay.document.Scenario;
import abreplay.format.Numbers;
import abreplay.report.BudgetLines;
import abreplay.result.RunResult;
import abreplay.result.StepResult;
import abreplay.targets.Target;
import abreplay.verdict.ClaimResult;
import abreplay.verdict.Rates;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * replay.html: the page people open after a run, one self-contained file (inline SVG and CSS, one
 * small script, nothing fetched) and a pure function of the run's result: the headline (ab's
 * figures per step), published vs replayed as ratios to the document's baseline (or a concurrency
 * ladder), the claims, latency percentiles from the recorder's histograms, CPU per step, and the
 * folder's files.
 */
public final class ReplayPage {
  private ReplayPage() {}

  public static String html(RunResult result, List<ClaimResult> claims) {
    Palette palette = new Palette(result);
    List<StepFigures> figures = result.steps().stream().map(StepFigures::of).toList();
    StringBuilder out = new StringBuilder();
    out.append("<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n")
        .append("<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n")
        .append("<meta name=\"generator\" content=\"ab-replay\">\n<title>ab-replay: ")
        .append(esc(PageHeader.title(result)))
        .append("</title>\n<style>\n")
        .append(PageStyle.CSS)
        .append(PageStyle.focusRules(palette))
        .append("</style>\n</head>\n<body>\n<main>\n");
    PageHeader.write(out, result);
    legend(out, result, palette);
    StepsTable.write(out, figures, palette, PageHeader.gatlingReport(result), result.budget());
    result
        .plan()
        .document()
        .ifPresent(
            d -> {
              published(out, d, result.steps(), claims, palette);
              ClaimsSection.write(out, d, claims, palette);
            });
    latency(out, result, palette);
    cpu(out, result, figures, palette);
    gatling(out);
    out.append(
            "<footer>Written by ab-replay from this run folder; <code>./ab-replay --rebuild"
                + " &lt;this folder&gt;</code>")
        .append(" writes it again from the folder alone.</footer>\n</main>\n<script>\n")
        .append(PageStyle.SCRIPT)
        .append("</script>\n</body>\n</html>\n");
    return out.toString();
  }

  private static void legend(StringBuilder out, RunResult result, Palette palette) {
    out.append("<div class=\"legend\" aria-label=\"systems\">");
    for (Map.Entry<String, Target> entry : palette.systems().entrySet()) {
      String system = entry.getKey();
      String label =
          result.plan().document().map(d -> Palette.label(d, entry.getValue())).orElse(system);
      String what = entry.getValue().description();
      out.append("<span data-legend=\"")
          .append(esc(system))
          .append("\"><span class=\"swatch\" style=\"background:")
          .append(palette.color(system))
          .append("\"></span>")
          .append(esc(label))
          .append(" <small class=\"muted\">(")
          .append(esc(what))
          .append(")</small></span>");
    }
    out.append("</div>\n");
  }

  /** Published vs replayed: a ladder's req/s, or each scenario's ratios to the baseline. */
  private static void published(
      StringBuilder out,
      Document d,
      List<StepResult> steps,
      List<ClaimResult> claims,
      Palette palette) {
    out.append("<section id=\"published\"><h2>Published vs replayed</h2>\n");
    if (LadderChart.applies(d)) {
      out.append(
              "<p class=\"note\">req/s at each step of the document's ladder: the document's"
                  + " (dashed, its own")
          .append(
              " machine) and this replay's (solid). Their shapes compare; their heights come from"
                  + " two machines.</p>\n")
          .append(LadderChart.svg(d, steps, palette));
    } else {
      out.append("<p class=\"note\">Each system as its ratio to ")
          .append(esc(d.label(d.baseline())))
          .append(
              ", the document's baseline: req/s from another machine are not comparable, ratios"
                  + " are.")
          .append(
              " Outlined: published; filled: replayed (median over rounds); dots: each"
                  + " round.</p>\n");
      for (Scenario scenario : d.scenarios()) {
        if (steps.stream().noneMatch(s -> s.step().scenario().id().equals(scenario.id()))) continue;
        out.append("<h3>")
            .append(esc(scenario.id()))
            .append(": <code>")
            .append(
                esc(
                    scenario.tool() == abreplay.document.LoadTool.AB
                        ? "ab -n "
                            + scenario.requests()
                            + " -c "
                            + scenario.concurrency()
                            + (scenario.keepAlive() ? " -k" : "")
                        : scenario.tool().key() + ": " + scenario.load().shown()))
            .append("</code></h3>\n")
            .append(
                RatioChart.svg(
                    scenario.id() + " vs " + d.label(d.baseline()),
                    d.label(d.baseline()),
                    RatioRows.scenario(d, scenario.id(), steps, claims),
                    palette));
        if (scenario.tool() != abreplay.document.LoadTool.AB) toolFigures(out, d, scenario, steps);
      }
    }
    out.append("</section>\n");
  }

  /**
   * Another tool's scenario: each figure the tool printed beside the replay's, as the tool prints
   * it, per system (its median round).
   */
  private static void toolFigures(
      StringBuilder out, Document d, Scenario scenario, List<StepResult> steps) {
    Map<String, List<StepResult>> bySystem = new LinkedHashMap<>();
    for (StepResult s : steps)
      if (s.step().scenario().id().equals(scenario.id()))
        bySystem.computeIfAbsent(s.step().target().runName(), k -> new ArrayList<>()).add(s);
    for (List<StepResult> rounds : bySystem.values()) {
      StepResult s = abreplay.verdict.Rates.medianRound(rounds);
      Document.Published p = d.published(scenario.id(), s.step().target().name());
      if (p == null) continue;
      out.append("<table class=\"figures\"><caption>")
          .append(esc(d.label(s.step().target().name())))
          .append(": ")
          .append(esc(scenario.tool().key()))
          .append("'s figures, published and replayed (")
          .append(esc(s.status().toString()))
          .append(")</caption>\n<tr><th>figure</th><th>published</th><th>replayed</th></tr>\n");
      for (var row : abreplay.report.ToolComparison.rows(s.step().scenario(), p, s.run()))
        out.append("<tr><td>")
            .append(esc(row.key()))
            .append("</td><td>")
            .append(esc(row.published()))
            .append("</td><td>")
            .append(esc(row.replayed().orElse("-")))
            .append("</td></tr>\n");
      out.append("</table>\n");
    }
  }

  /** One chart per scenario: each system's median round, when it got responses. */
  private static void latency(StringBuilder out, RunResult result, Palette palette) {
    Map<String, List<StepResult>> byScenario = new LinkedHashMap<>();
    for (StepResult s : result.steps())
      byScenario.computeIfAbsent(s.step().scenario().id(), k -> new ArrayList<>()).add(s);
    List<String> charts = new ArrayList<>();
    boolean small = byScenario.size() > 1;
    for (Map.Entry<String, List<StepResult>> scenario : byScenario.entrySet()) {
      Map<String, List<StepResult>> bySystem = new LinkedHashMap<>();
      for (StepResult s : scenario.getValue()) {
        bySystem.computeIfAbsent(s.step().target().runName(), k -> new ArrayList<>()).add(s);
      }
      List<StepResult> curves =
          bySystem.values().stream()
              .map(Rates::medianRound)
              .filter(s -> s.run().map(ab -> ab.recording().times().count() > 0).orElse(false))
              .toList();
      if (curves.isEmpty()) continue;
      List<String> budgets =
          curves.stream().filter(BudgetLines::budgeted).map(BudgetLines::step).distinct().toList();
      charts.add(
          "<figure><figcaption>"
              + esc(scenario.getKey())
              + (budgets.isEmpty()
                  ? ""
                  : " <small>(under a budget: "
                      + esc(String.join(", ", budgets).replace("at a budget of ", ""))
                      + ")</small>")
              + "</figcaption>"
              + LatencyChart.svg(
                  "latency " + scenario.getKey(),
                  curves,
                  palette,
                  small ? 370 : 760,
                  small ? 230 : 300)
              + "</figure>");
    }
    if (charts.isEmpty()) return;
    out.append(
            "<section id=\"latency\"><h2>Response times by percentile</h2>\n"
                + "<p class=\"note\">From the recorder's")
        .append(
            " histograms (exact to the millisecond below 32.7 s, the values ab's percentile table"
                + " reads), not")
        .append(
            " Gatling's estimates; both axes are logarithmic. Each system's median round."
                + esc(BudgetLines.latencyNote(result))
                + "</p>\n")
        .append("<div class=\"grid-charts\">")
        .append(String.join("\n", charts))
        .append("</div></section>\n");
  }

  private static void cpu(
      StringBuilder out, RunResult result, List<StepFigures> figures, Palette palette) {
    List<StepFigures> sampled =
        figures.stream()
            .filter(s -> s.target().isPresent() || s.loadGenerator().isPresent())
            .toList();
    if (sampled.isEmpty()) return;
    out.append(
            "<section id=\"cpu\"><h2>CPU while each step ran</h2>\n"
                + "<p class=\"note\">% of one core, as top shows it")
        .append(" (the dashed line is all ")
        .append(result.run().machine().cores())
        .append(" cores of this machine):")
        .append(" the target's user time, then its system time (lighter)")
        .append(
            figures.stream().anyMatch(s -> s.loadGenerator().isPresent())
                ? "; grey: the load generator's own."
                : ".")
        .append("</p>\n")
        .append(CpuChart.svg(sampled, result.run().machine().cores(), palette));
    groups(out, result);
    out.append("</section>\n");
  }

  /**
   * Each step's server CPU as its CPU group counted it: the budget, the cores used, how often and
   * how long it was throttled, and its service demand; nothing when no step ran in a group.
   */
  private static void groups(StringBuilder out, RunResult result) {
    List<StepResult> grouped =
        result.steps().stream()
            .filter(s -> s.run().isPresent() && s.resources().group().isPresent())
            .toList();
    if (grouped.isEmpty()) return;
    out.append(
        "<div class=\"scroll\"><table class=\"groups\"><thead><tr><th>step</th><th>budget</th>"
            + "<th class=\"num\">group CPU cores</th><th class=\"num\">throttled periods</th>"
            + "<th class=\"num\">throttled s</th><th class=\"num\">target CPU"
            + " ms/request</th></tr></thead>\n<tbody>\n");
    for (StepResult s : grouped) {
      var g = s.resources().group().get();
      boolean periods = g.used().periods() > 0;
      out.append("<tr><td>")
          .append(esc(s.step().name()))
          .append("</td><td>")
          .append(esc(g.budget().map(b -> b.describe()).orElse("none (counted only)")))
          .append("</td><td class=\"num\">")
          .append(Numbers.fixed(g.cores(), 3))
          .append("</td><td class=\"num\">")
          .append(periods ? Numbers.fixed(g.throttledShare() * 100, 0) + "%" : "-")
          .append("</td><td class=\"num\">")
          .append(periods ? Numbers.fixed(g.throttledSeconds(), 2) : "-")
          .append("</td><td class=\"num\">")
          .append(esc(BudgetLines.demand(s.serviceDemandMs())))
          .append("</td></tr>\n");
    }
    out.append(
        "</tbody></table></div>\n"
            + "<p class=\"note\">The server's CPU as its cgroup counted it over each step (every"
            + " process of it, exactly), the share of the budget's periods in which it used its"
            + " whole quota and waited, and the time its threads waited.</p>\n");
  }

  private static void gatling(StringBuilder out) {
    out.append(
            "<section id=\"gatling\"><h2>Why Gatling's report shows other rates</h2>\n"
                + "<p>Gatling's \"Cnt/s\" divides")
        .append(
            " each request's count by the duration of the whole run (every warm-up, every system,"
                + " the control steps),")
        .append(
            " so in a run of several systems every one of them shows about the same rate. The req/s"
                + " here and in")
        .append(
            " ab-summary.txt are ab's: complete requests over that step's own time, from its first"
                + " request to its")
        .append(
            " last response. Gatling's percentiles are estimates (t-digest); the ones here are the"
                + " recorder's exact")
        .append(
            " histograms. The control steps' names start with <code>~</code> in Gatling's"
                + " report.</p></section>\n");
  }
}
