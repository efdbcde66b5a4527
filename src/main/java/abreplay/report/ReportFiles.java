package abreplay.report;

import java.nio.file.Path;
import java.util.List;

/** The files a run leaves next to Gatling's index.html, each written atomically. */
public final class ReportFiles {
  public static final String AB_SUMMARY = "ab-summary.txt";
  public static final String SUMMARY_JSON = "summary.json";
  public static final String PERCENTILES_CSV = "percentiles.csv";

  private ReportFiles() {}

  /** Writes ab-summary.txt, summary.json and the percentile CSVs; returns the ab text. */
  public static String write(Path folder, RunResult result) {
    String text = abText(result);
    AtomicFiles.write(folder.resolve(AB_SUMMARY), text);
    AtomicFiles.write(folder.resolve(SUMMARY_JSON), SummaryJson.of(result).encodePrettily() + "\n");
    List<StepResult> ran = result.steps().stream().filter(s -> s.run().isPresent()).toList();
    for (StepResult s : ran) {
      String csv = Percentiles.csv(s.run().get().recording().times());
      // One run: ab's -e file. Several: one file per step, named after it.
      Path file = ran.size() == 1 ? folder.resolve(PERCENTILES_CSV)
          : folder.resolve("percentiles").resolve(slug(s.step().name()) + ".csv");
      AtomicFiles.write(file, csv);
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
        out.append(AbSummary.text(s.run().get()));
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
