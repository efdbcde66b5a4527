package abreplay.rebuild;

import abreplay.config.ExitCode;
import abreplay.folder.FolderError;
import abreplay.folder.FolderLayout;
import abreplay.folder.RunFolderReader;
import abreplay.report.ReportFiles;
import abreplay.report.ToolSummaries;
import abreplay.report.page.RunsIndex;
import abreplay.result.RunResult;
import java.nio.file.Path;

/**
 * {@code ./ab-replay rebuild <run folder>}: writes a run's reports again (ab-summary.txt,
 * summary.json, the percentiles, reproduction.md, replay.html) from its folder alone, as Gatling's
 * reportsOnly writes its HTML again from simulation.log. A finished run comes out byte for byte as
 * it was; a run that was killed comes out PARTIAL with what it measured up to its last second. Bad
 * input is one line on stderr naming the file and the fix, exit status 3, and nothing in the folder
 * changed.
 */
public final class Rebuild {
  private Rebuild() {}

  /** Rebuilds the reports of the run folder {@code given}; a folder it cannot read is one line. */
  public static ExitCode run(Path given) {
    Path folder = given.toAbsolutePath().normalize();
    RunResult result;
    try {
      result = RunFolderReader.read(folder);
    } catch (FolderError e) {
      System.err.println("ab-replay: " + e.getMessage());
      return ExitCode.BAD_INPUT;
    }
    ReportFiles.write(folder, result);
    if (folder.getParent() != null && RunsIndex.belongs(folder.getParent()))
      RunsIndex.write(folder.getParent());
    System.out.println(
        "ab-replay: rebuilt "
            + FolderLayout.REPLAY_PAGE
            + ", "
            + FolderLayout.AB_SUMMARY
            + ", "
            + ToolSummaries.of(result).keySet().stream()
                .map(t -> FolderLayout.toolSummary(t.key()) + ", ")
                .collect(java.util.stream.Collectors.joining())
            + FolderLayout.SUMMARY_JSON
            + (result.plan().document().isPresent() ? ", " + FolderLayout.REPRODUCTION : "")
            + " and the percentiles in "
            + folder
            + (result.partial()
                ? " (PARTIAL: "
                    + (result.interruption() != null
                        ? result.interruption()
                        : "some steps did not complete")
                    + ")"
                : ""));
    return ExitCode.OK;
  }
}
