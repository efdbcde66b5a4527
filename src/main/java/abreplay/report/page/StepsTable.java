package abreplay.report.page;

import static abreplay.report.page.Html.esc;
import static abreplay.report.page.Html.grouped;

import abreplay.folder.FolderLayout;
import abreplay.format.Numbers;
import abreplay.report.AbStats;
import abreplay.report.BudgetLines;
import abreplay.result.BudgetDecision;
import abreplay.result.StepResult;
import java.util.List;
import java.util.Optional;

/**
 * The headline: one row per step in run order with ab's figures (req/s drawn as a bar, the same
 * number ab-summary.txt prints), its status and why, what the target opened and used, and the load
 * generator's CPU and bound mark when the run measured them.
 */
final class StepsTable {
  private static final double BAR = 140;

  private StepsTable() {}

  /**
   * @param gatlingPages whether Gatling wrote its report (its pages per request): it does after a
   *     run that ended normally
   */
  static void write(
      StringBuilder out,
      List<StepFigures> steps,
      Palette palette,
      boolean gatlingPages,
      BudgetDecision budget) {
    boolean loadGenerator = steps.stream().anyMatch(s -> s.loadGenerator().isPresent());
    boolean bound = steps.stream().anyMatch(s -> s.bound().isPresent());
    double max =
        steps.stream()
            .flatMap(s -> s.ab().stream())
            .mapToDouble(AbStats::requestsPerSecond)
            .max()
            .orElse(0);
    int ran = (int) steps.stream().filter(s -> s.ab().isPresent()).count();
    out.append(
            "<section id=\"steps\"><h2>Each step, as ab would report it</h2>\n"
                + "<div class=\"scroll\"><table class=\"steps\">\n")
        .append(
            "<thead><tr><th>step</th><th>status</th><th class=\"num\">req/s</th><th"
                + " class=\"num\">mean ms</th>")
        .append(
            "<th class=\"num\">p50 / p99 ms</th><th class=\"num\">failed</th><th"
                + " class=\"num\">keep-alive</th>")
        .append("<th class=\"num\">connections opened</th><th class=\"num\">target CPU %")
        .append("<span class=\"demand\"><br>ms/request</span></th>");
    if (loadGenerator) out.append("<th class=\"num\">load generator CPU %</th>");
    if (bound) out.append("<th>bound by</th>");
    out.append("<th>histograms, percentiles</th></tr></thead>\n<tbody>\n");
    for (StepFigures s : steps) row(out, s, palette, max, ran, loadGenerator, bound, gatlingPages);
    out.append(
            "</tbody></table></div>\n"
                + "<p class=\"note budget\">Target CPU % is its CPU group's own count where it"
                + " ran in one; under it, ms/request is its service demand, its CPU time over"
                + " its responses. CPU budget: ")
        .append(esc(budget.describe()))
        .append(".")
        .append(budget.applied() ? " " + esc(BudgetLines.MEASURES) : "")
        .append("</p>\n<p class=\"note\">req/s, mean and percentiles are ab's, computed as")
        .append(
            " ab-summary.txt computes them; CPU is in % of one core (as top shows it), user plus"
                + " system,")
        .append(
            " sampled from /proc each second; connections opened are the stand-in's own"
                + " count.</p></section>\n");
  }

  private static void row(
      StringBuilder out,
      StepFigures s,
      Palette palette,
      double max,
      int ran,
      boolean lgColumn,
      boolean boundColumn,
      boolean gatlingPages) {
    StepResult r = s.result();
    String color = palette.color(s.system());
    out.append("<tr data-system=\"")
        .append(esc(s.system()))
        .append("\"><td class=\"step\"><span class=\"swatch\" ")
        .append("style=\"background:")
        .append(color)
        .append("\"></span>");
    boolean requested = r.run().map(ab -> ab.recording().requests().sent() > 0).orElse(false);
    if (gatlingPages && requested) {
      out.append("<a href=\"")
          .append(esc(GatlingPages.request(s.name())))
          .append("\" title=\"Gatling's page for this")
          .append(" request\">")
          .append(esc(s.name()))
          .append("</a>");
    } else {
      out.append(esc(s.name()));
    }
    // Its injectors and target processes, as every output names them (for a skipped step: what it
    // needed).
    out.append("<div class=\"layout\">").append(esc(r.step().layout().describe())).append("</div>");
    if (r.run().isPresent())
      out.append("<div class=\"layout budget\">").append(esc(BudgetLines.step(r))).append("</div>");
    // A merged step's injectors: how they started and what their clocks do to Time taken.
    r.injectorStarts()
        .ifPresent(
            i ->
                out.append("<div class=\"layout\">")
                    .append(esc(abreplay.report.InjectorLines.starts(i)))
                    .append("; clock tolerance ")
                    .append(
                        esc(
                            abreplay.report.InjectorLines.tolerance(
                                i,
                                r.run()
                                    .map(ab -> ab.recording().timing().elapsedNanos() / 1e9)
                                    .orElse(0.0))))
                    .append("</div>"));
    out.append("</td><td><span class=\"status ")
        .append(Html.css(r.status().name()))
        .append("\">")
        .append(r.status())
        .append("</span>");
    if (r.reason().length() > 70) {
      // A long reason (a skipped step's fix) opens on demand, so that one row does not fill the
      // screen.
      out.append("<details class=\"reason\"><summary>")
          .append(esc(r.reason().substring(0, 60)))
          .append("&hellip;</summary>")
          .append(esc(r.reason()))
          .append("</details>");
    } else if (!r.reason().isEmpty()) {
      out.append("<div class=\"reason\">").append(esc(r.reason())).append("</div>");
    }
    out.append("</td>");
    Optional<AbStats> ab = s.ab().filter(a -> a.complete() > 0 && a.timeTakenSeconds() > 0);
    out.append("<td class=\"num rate\">");
    if (ab.isPresent()) {
      double rps = ab.get().requestsPerSecond();
      Svg bar = new Svg("rates", "req/s of " + s.name(), BAR + 4, 14);
      bar.bar(
          "bar",
          s.system(),
          0,
          2,
          max > 0 ? BAR * rps / max : 0,
          10,
          "fill:" + color,
          s.name() + ": " + Numbers.fixed(rps, 2) + " req/s");
      out.append(bar.end())
          .append("<span class=\"rps\" data-rps=\"")
          .append(Numbers.fixed(rps, 2))
          .append("\">")
          .append(grouped(rps, 2))
          .append("</span>");
    } else {
      out.append('-');
    }
    out.append("</td>");
    cell(out, ab.map(a -> Long.toString(a.total().mean())));
    cell(
        out,
        ab.filter(a -> !a.percentiles().isEmpty())
            .map(a -> a.percentile(50) + " / " + a.percentile(99)));
    cell(out, s.ab().map(a -> grouped(a.failed(), 0)));
    cell(
        out,
        s.ab().filter(a -> r.step().scenario().keepAlive()).map(a -> grouped(a.keepAlive(), 0)));
    cell(
        out,
        r.run()
            .flatMap(
                run ->
                    run.targetConnections().isPresent()
                        ? Optional.of(grouped(run.targetConnections().getAsLong(), 0))
                        : Optional.empty()));
    // Its CPU, and under it (one column: the table fits a laptop's width) its CPU a request.
    out.append("<td class=\"num\">")
        .append(s.targetPercent().map(cpu -> Numbers.fixed(cpu, 1)).orElse("-"))
        .append("<span class=\"demand\"><br>")
        .append(Numbers.fixed(r.serviceDemandMs(), 4))
        .append("</span></td>");
    if (lgColumn) cell(out, StepFigures.cpu(s.loadGenerator()).map(cpu -> Numbers.fixed(cpu, 1)));
    if (boundColumn) {
      out.append("<td class=\"bound-by\">")
          .append(
              s.bound()
                  .map(b -> "<span class=\"bound " + Html.css(b) + "\">" + esc(b) + "</span>")
                  .orElse("-"))
          .append("</td>");
    }
    out.append("<td class=\"files\">");
    if (r.run().isPresent()) {
      PageHeader.link(out, FolderLayout.intervalLog(s.name()) + FolderLayout.HISTOGRAM_LOG, "hlog");
      out.append(' ');
      PageHeader.link(out, FolderLayout.percentilesFile(ran, s.name()), "csv");
    }
    out.append("</td></tr>\n");
  }

  private static void cell(StringBuilder out, Optional<String> value) {
    out.append("<td class=\"num\">").append(value.map(Html::esc).orElse("-")).append("</td>");
  }
}
