package abreplay.report;

import static abreplay.folder.FolderLayout.AB_SUMMARY;
import static abreplay.folder.FolderLayout.REPLAY_PAGE;
import static abreplay.folder.FolderLayout.REPRODUCTION;
import static abreplay.folder.FolderLayout.SUMMARY_JSON;
import static abreplay.folder.FolderLayout.percentilesFile;

import abreplay.folder.AtomicFiles;
import abreplay.folder.FolderLayout;
import abreplay.report.page.ReplayPage;
import abreplay.result.RunResult;
import abreplay.result.StepResult;
import abreplay.verdict.ClaimResult;
import abreplay.verdict.Judge;
import abreplay.verdict.Judging;
import abreplay.verdict.PairedNoise;
import java.nio.file.Path;
import java.util.List;

/**
 * The files a run leaves next to Gatling's index.html, each written whole or not at all:
 * ab-summary.txt, each load tool's summary of its scenarios' steps ({@link ToolSummaries}),
 * summary.json, the percentile CSVs, replay.html and, for a document, reproduction.md, named by
 * {@link FolderLayout}. The one writer of them: at the end of a run, and when a run folder is
 * rebuilt.
 */
public final class ReportFiles {
  private ReportFiles() {}

  /**
   * Writes every report of {@code result} into {@code folder}; returns what to print at the end of
   * the run.
   */
  public static String write(Path folder, RunResult result) {
    Judging judging =
        new Judging(
            result.plan().settings().confidence(),
            result.run().machine().cores(),
            result.plan().settings().onPar(),
            result.plan().settings().scale(),
            result.plan().settings().stepDrift(),
            result.plan().settings().together());
    List<ClaimResult> claims =
        result.plan().document().map(d -> Judge.all(d, result.steps(), judging)).orElse(List.of());
    String text = abText(result);
    AtomicFiles.write(folder.resolve(AB_SUMMARY), text);
    for (var tool : ToolSummaries.of(result).entrySet()) {
      AtomicFiles.write(
          folder.resolve(FolderLayout.toolSummary(tool.getKey().key())), tool.getValue());
      text += "\n" + tool.getValue();
    }
    AtomicFiles.write(folder.resolve(SUMMARY_JSON), SummaryJson.text(result, claims));
    List<StepResult> ran = ran(result);
    for (StepResult s : ran) {
      String csv = Percentiles.csv(s.run().get().recording().times());
      AtomicFiles.write(folder.resolve(percentilesFile(ran.size(), s.step().name())), csv);
    }
    if (result.plan().document().isPresent()) {
      String reproduction = Reproduction.markdown(result.plan().document().get(), result, claims);
      AtomicFiles.write(folder.resolve(REPRODUCTION), reproduction);
      text += reproduction;
    }
    AtomicFiles.write(folder.resolve(REPLAY_PAGE), ReplayPage.html(result, claims));
    return text;
  }

  /** One ab block per step, in run order; skipped and unrun steps say why. */
  public static String abText(RunResult result) {
    StringBuilder out = new StringBuilder();
    if (result.interruption() != null)
      out.append("PARTIAL RUN: ").append(result.interruption()).append("\n\n");
    for (String warning : result.plan().warnings())
      out.append("Pre-flight: ").append(warning).append('\n');
    if (!result.plan().warnings().isEmpty()) out.append('\n');
    String separator = "";
    for (StepResult s : result.steps()) {
      out.append(separator);
      separator = "\n" + "-".repeat(78) + "\n\n";
      var tool = s.step().scenario().tool();
      if (tool != abreplay.document.LoadTool.AB) {
        // Another tool's step is reported in its own words, beside this file.
        out.append("ab-replay: ")
            .append(s.step().name())
            .append('\n')
            .append(tool.withArticle())
            .append(" scenario: its summary is ")
            .append(FolderLayout.toolSummary(tool.key()))
            .append(", in ")
            .append(tool.key())
            .append("'s words\n");
        continue;
      }
      StringBuilder layout = new StringBuilder();
      AbLine.append(
          layout, s.run().isPresent() ? "Layout:" : "Layout needed:", s.step().layout().describe());
      if (s.run().isPresent()) {
        AbLine.append(layout, "Budget:", BudgetLines.summary(s, result.budget()));
        List<String> beside = atOnceWith(s, result);
        if (!beside.isEmpty())
          AbLine.append(
              layout,
              "At once with:",
              String.join(", ", beside)
                  + " (replay.together: one load generator for all, each server in its own"
                  + " budget)");
        if (!s.slices().isEmpty()) AbLine.append(layout, "Slices:", SliceLines.summary(s, result));
        double timeTaken = AbStats.of(s.run().get()).timeTakenSeconds();
        s.injectorStarts().ifPresent(i -> layout.append(InjectorLines.summary(i, timeTaken)));
        out.append(
            AbSummary.text(
                s.run().get(),
                result.plan().namespace(),
                layout + ResourceLines.of(s, result.plan().settings().placement()),
                s.injectorStarts()));
      } else {
        out.append("ab-replay: ")
            .append(s.step().name())
            .append('\n')
            .append(s.status())
            .append(": ")
            .append(s.reason())
            .append('\n')
            .append(layout);
      }
    }
    return out.toString();
  }

  /**
   * The steps of {@code s}'s scenario and round that ran at the same time as it (replay.together),
   * by their names; empty one after the other.
   */
  static List<String> atOnceWith(StepResult s, RunResult result) {
    if (!result.plan().settings().together() || s.run().isEmpty()) return List.of();
    var mine = s.run().get().recording().throughput();
    return ran(result).stream()
        .filter(o -> o != s)
        .filter(o -> o.step().round() == s.step().round())
        .filter(o -> o.step().scenario().id().equals(s.step().scenario().id()))
        .filter(o -> PairedNoise.together(mine, o.run().get().recording().throughput()))
        .map(o -> o.step().name())
        .toList();
  }

  /** The steps that ran (and have ab's figures), in run order. */
  public static List<StepResult> ran(RunResult result) {
    return result.steps().stream().filter(s -> s.run().isPresent()).toList();
  }
}
