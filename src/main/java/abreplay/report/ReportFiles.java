package abreplay.report;

import abreplay.result.RunResult;
import abreplay.result.StepResult;
import abreplay.verdict.ClaimResult;
import abreplay.verdict.Judge;
import java.nio.file.Path;
import java.util.List;

/**
 * The files a run leaves next to Gatling's index.html, each written whole or not at all:
 * ab-summary.txt, summary.json, the percentile CSVs and, for a document, reproduction.md.
 */
public final class ReportFiles {
  public static final String AB_SUMMARY = "ab-summary.txt";
  public static final String SUMMARY_JSON = "summary.json";
  public static final String PERCENTILES_CSV = "percentiles.csv";
  public static final String REPRODUCTION = "reproduction.md";

  private ReportFiles() {}

  /** Writes every report of {@code result} into {@code folder}; returns what to print at the end of the run. */
  public static String write(Path folder, RunResult result) {
    Judge.Context judging = new Judge.Context(result.plan().settings().singleRoundSpread(),
        result.run().machine().cores());
    List<ClaimResult> claims = result.plan().document().map(d -> Judge.all(d, result.steps(), judging))
        .orElse(List.of());
    String text = abText(result);
    AtomicFiles.write(folder.resolve(AB_SUMMARY), text);
    AtomicFiles.write(folder.resolve(SUMMARY_JSON), SummaryJson.of(result, claims).encodePrettily() + "\n");
    List<StepResult> ran = result.steps().stream().filter(s -> s.run().isPresent()).toList();
    for (StepResult s : ran) {
      String csv = Percentiles.csv(s.run().get().recording().times());
      // One run: ab's -e file. Several: one file per step, named after it.
      Path file = ran.size() == 1 ? folder.resolve(PERCENTILES_CSV)
          : folder.resolve("percentiles").resolve(slug(s.step().name()) + ".csv");
      AtomicFiles.write(file, csv);
    }
    if (result.plan().document().isPresent()) {
      String reproduction = Reproduction.markdown(result.plan().document().get(), result, claims);
      AtomicFiles.write(folder.resolve(REPRODUCTION), reproduction);
      text += reproduction;
    }
    return text;
  }

  /** One ab block per step, in run order; skipped and unrun steps say why. */
  public static String abText(RunResult result) {
    StringBuilder out = new StringBuilder();
    if (result.interruption() != null) out.append("PARTIAL RUN: ").append(result.interruption()).append("\n\n");
    for (String warning : result.plan().warnings()) out.append("Pre-flight: ").append(warning).append('\n');
    if (!result.plan().warnings().isEmpty()) out.append('\n');
    String separator = "";
    for (StepResult s : result.steps()) {
      out.append(separator);
      separator = "\n" + "-".repeat(78) + "\n\n";
      if (s.run().isPresent()) {
        out.append(AbSummary.text(s.run().get(), result.plan().namespace(),
            ResourceLines.of(s.resources(), result.plan().settings().placement())));
      } else {
        out.append("ab-replay: ").append(s.step().name()).append('\n').append(s.status()).append(": ")
            .append(s.reason()).append('\n');
      }
    }
    return out.toString();
  }

  static String slug(String name) {
    return name.replaceAll("[^A-Za-z0-9.-]+", "_").replaceAll("^_|_$", "");
  }
}
