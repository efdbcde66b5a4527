package abreplay.gatlingapi;

import abreplay.config.ConfigError;
import abreplay.config.ExitCode;
import abreplay.config.Home;
import abreplay.folder.FolderError;
import abreplay.folder.FolderLayout;
import abreplay.folder.RunFolder;
import abreplay.folder.RunFolderReader;
import abreplay.injector.GatlingLogMerge;
import abreplay.injector.MergeArguments;
import abreplay.merge.InjectorMerge;
import abreplay.report.RunDescription;
import abreplay.result.RunResult;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/**
 * The merge command, {@code ./ab-replay merge [--clock-tolerance <d>] <injector folder>...}: the
 * folders joined into one run folder by {@link InjectorMerge}, then Gatling's report drawn over the
 * injectors' simulation.logs merged into one. Exit status ({@link ExitCode}): OK, or BAD_INPUT with
 * one line naming the folder or argument refused; a report Gatling cannot draw is said on stderr
 * and leaves ab-replay's reports as they are.
 */
public final class MergeMain {
  private MergeMain() {}

  /** Merges the folders {@code arguments} names; what is refused is one line on stderr. */
  public static ExitCode run(MergeArguments arguments) throws IOException {
    Path folder;
    try {
      folder =
          InjectorMerge.merge(
              arguments, RunFolder.resultsDir(Home.dir()), "Gatling " + GatlingVersion.get());
    } catch (IllegalArgumentException | FolderError e) {
      return refuse(e.getMessage());
    } catch (ConfigError e) {
      return refuse(String.join("; ", e.problems()));
    }
    RunResult run = RunFolderReader.read(folder);
    gatlingReport(folder, run);
    System.out.println(Files.readString(folder.resolve(FolderLayout.AB_SUMMARY)));
    System.out.println("ab-replay: merged injector folders into " + folder);
    return ExitCode.OK;
  }

  /**
   * Every injector's simulation.log (beside its folder's record, as copied into the run folder)
   * merged into the folder's, then Gatling's report drawn over it.
   */
  private static void gatlingReport(Path folder, RunResult run) {
    List<Path> logs = InjectorMerge.injectorLogs(folder);
    if (logs.isEmpty()) return;
    try {
      GatlingLogMerge.merge(logs, folder.resolve(RunDescription.LOG));
      RunDescription.write(folder, run);
      int status =
          io.gatling.app.Gatling$.MODULE$.fromArgs(
              new String[] {
                "--reports-only",
                folder.getFileName().toString(),
                "--results-folder",
                folder.getParent().toString()
              });
      if (status != 0)
        System.err.println(
            "ab-replay: Gatling's report over " + logs.size() + " logs ended with " + status);
    } catch (RuntimeException e) {
      System.err.println(
          "ab-replay: Gatling's report could not be drawn over " + logs + ": " + e.getMessage());
    }
  }

  private static ExitCode refuse(String line) {
    System.err.println("ab-replay: --merge: " + line);
    return ExitCode.BAD_INPUT;
  }
}
