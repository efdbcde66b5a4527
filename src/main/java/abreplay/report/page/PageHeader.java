package abreplay.report.page;

import static abreplay.report.page.Html.esc;

import abreplay.folder.FolderLayout;
import abreplay.format.Numbers;
import abreplay.report.ReportFiles;
import abreplay.result.RunResult;
import abreplay.result.StepResult;
import java.time.Duration;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.List;

/**
 * The top of the page: what ran, its status, where and when, and the run folder's other files (only
 * files the run writes: Gatling's report when the run ended normally, a per-step percentile file,
 * the stand-ins' logs, the record and the interval logs).
 */
final class PageHeader {
  private static final DateTimeFormatter WHEN =
      DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm:ss 'UTC'").withZone(ZoneOffset.UTC);

  private PageHeader() {}

  static void write(StringBuilder out, RunResult result) {
    RunResult.RunFacts run = result.run();
    String status = result.partial() ? "PARTIAL" : "COMPLETE";
    out.append("<header class=\"top\">\n<div class=\"title-row\"><h1>")
        .append(esc(title(result)))
        .append("</h1>")
        .append("<span class=\"status ")
        .append(Html.css(status))
        .append("\" id=\"run-status\">")
        .append(status)
        .append("</span></div>\n");
    long seconds = Duration.between(run.started(), run.ended()).toSeconds();
    double scale = result.plan().settings().scale();
    int rounds = result.plan().rounds();
    out.append("<p class=\"meta\">")
        .append(esc(run.simulation()))
        .append(" &middot; started ")
        .append(WHEN.format(run.started()))
        .append(" &middot; ")
        .append(seconds)
        .append(" s &middot; scale ")
        .append(Numbers.plain(scale))
        .append(" &middot; ")
        .append(rounds)
        .append(rounds == 1 ? " round" : " rounds")
        .append("</p>\n");
    out.append("<p class=\"meta\">this machine: ")
        .append(run.machine().cores())
        .append(" cores, ")
        .append(esc(run.machine().cpuModel()))
        .append(", ")
        .append(esc(run.machine().memory()))
        .append(", ")
        .append(esc(run.machine().os()))
        .append(" &middot; load generator: ")
        .append(esc(run.loadGenerator()))
        .append(" on ")
        .append(esc(run.machine().jvm()))
        .append("</p>\n");
    if (result.partial())
      out.append("<p class=\"partial-note\"><b>PARTIAL</b>: ")
          .append(esc(partial(result)))
          .append("</p>\n");
    for (String warning : result.plan().warnings())
      out.append("<p class=\"warning\">Pre-flight: ").append(esc(warning)).append("</p>\n");
    files(out, result);
    out.append("</header>\n");
  }

  static String title(RunResult result) {
    String title = result.plan().title();
    return title.isEmpty() ? title : Character.toUpperCase(title.charAt(0)) + title.substring(1);
  }

  private static String partial(RunResult result) {
    if (result.interruption() != null) return result.interruption();
    return String.join(
        "; ",
        result.steps().stream()
            .filter(
                s ->
                    s.status() == StepResult.Status.PARTIAL
                        || s.status() == StepResult.Status.NOT_RUN)
            .map(s -> s.step().name() + ": " + s.reason())
            .toList());
  }

  /**
   * Gatling writes its report (index.html, a page per request) after a run that ended normally, not
   * after one stopped.
   */
  static boolean gatlingReport(RunResult result) {
    return result.interruption() == null;
  }

  /** The links to the run folder's files. */
  private static void files(StringBuilder out, RunResult result) {
    out.append("<nav class=\"files\" aria-label=\"files of this run\">");
    if (gatlingReport(result)) link(out, GatlingPages.INDEX, "Gatling's report");
    link(out, FolderLayout.AB_SUMMARY, FolderLayout.AB_SUMMARY);
    link(out, FolderLayout.SUMMARY_JSON, FolderLayout.SUMMARY_JSON);
    if (result.plan().document().isPresent())
      link(out, FolderLayout.REPRODUCTION, FolderLayout.REPRODUCTION);
    List<StepResult> ran = ReportFiles.ran(result);
    if (ran.size() == 1) link(out, FolderLayout.PERCENTILES_CSV, FolderLayout.PERCENTILES_CSV);
    result.logs().forEach((system, log) -> link(out, log, log));
    link(out, FolderLayout.RUN_RECORD, FolderLayout.RUN_RECORD);
    out.append("</nav>\n");
  }

  static void link(StringBuilder out, String href, String text) {
    out.append("<a class=\"file\" href=\"")
        .append(esc(href))
        .append("\">")
        .append(esc(text))
        .append("</a>");
  }
}
