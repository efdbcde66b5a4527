package abreplay;

import static org.assertj.core.api.Assertions.assertThat;

import abreplay.config.Home;
import abreplay.folder.FolderLayout;
import abreplay.report.ReportFiles;
import abreplay.testing.AbReplayScript;
import abreplay.testing.AbReplayScript.Ran;
import abreplay.testing.BeforeBudgets;
import abreplay.testing.ClaimsApart;
import abreplay.testing.RunFixture;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code ./ab-replay --rebuild <run folder>} as a user types it: what it writes, and how it refuses
 * bad input.
 */
class RebuildCommandTest {
  @TempDir Path folder;

  private static Ran rebuild(String... args) {
    return AbReplayScript.run("--rebuild", args);
  }

  @Test
  void rewritesTheReportsOfARunFolderAsTheyWere() throws Exception {
    ReportFiles.write(folder, RunFixture.document000(folder, 1).run());
    byte[] page = Files.readAllBytes(folder.resolve("replay.html"));
    Files.delete(folder.resolve("replay.html"));

    Ran ran = rebuild(folder.toString());

    assertThat(ran.exitCode()).as(ran.err()).isZero();
    assertThat(ran.out())
        .isEqualTo(
            "ab-replay: rebuilt replay.html, ab-summary.txt, summary.json, reproduction.md and"
                + " the percentiles in "
                + folder
                + "\n");
    assertThat(folder.resolve("replay.html")).hasBinaryContent(page);
  }

  @Test
  void badInputIsOneLineNamingTheFileAndTheFixAndChangesNothing() throws Exception {
    Ran none = rebuild(folder.resolve("nope").toString());
    assertThat(none.exitCode()).isEqualTo(3);
    assertThat(none.err())
        .isEqualTo(
            "ab-replay: "
                + folder.resolve("nope")
                + ": no such folder; give a run folder,"
                + " e.g. target/gatling/<simulation>-<timestamp>\n");

    ReportFiles.write(folder, RunFixture.document000(folder, 1).run());
    Path log = folder.resolve(FolderLayout.intervalLog("swoole -c100 -n1000 -k") + ".jsonl");
    List<String> lines = Files.readAllLines(log);
    Files.write(log, lines.subList(0, lines.size() - 1));
    byte[] summary = Files.readAllBytes(folder.resolve("ab-summary.txt"));

    Ran truncated = rebuild(folder.toString());

    assertThat(truncated.exitCode()).isEqualTo(3);
    assertThat(truncated.err())
        .startsWith("ab-replay: " + log + ": is cut short:")
        .endsWith("; restore the file from where the run folder came from\n")
        .hasLineCount(1);
    assertThat(folder.resolve("ab-summary.txt"))
        .as("nothing already there is lost")
        .hasBinaryContent(summary);
    assertThat(rebuild().err()).isEqualTo("ab-replay: usage: ./ab-replay --rebuild <run folder>\n");
  }

  @Test
  void aFolderOfTheVersionBeforeRebuildsAndOneItCannotReadIsOneLineAndExitThree() throws Exception {
    Path old = Home.dir().resolve("src/test/resources/abreplay/folder/before-jackson");
    Path copy = folder.resolve("document-20261202213034258");
    try (Stream<Path> files = Files.walk(old.resolve(copy.getFileName().toString()))) {
      for (Path file : files.filter(Files::isRegularFile).toList()) {
        Path to = copy.resolve(old.resolve(copy.getFileName().toString()).relativize(file));
        Files.createDirectories(to.getParent());
        Files.copy(file, to);
      }
    }
    String page = Files.readString(copy.resolve("replay.html"));
    Files.delete(copy.resolve("replay.html"));

    Ran ran = rebuild(copy.toString());

    assertThat(ran.exitCode()).as(ran.err()).isZero();
    // As its run wrote it, but for what budgets added since and its claims' answers, laid out as
    // issue 26 has them.
    assertThat(
            ClaimsApart.page(
                BeforeBudgets.styledAs(
                    page,
                    BeforeBudgets.strip(
                        "replay.html", Files.readString(copy.resolve("replay.html"))))))
        .isEqualTo(ClaimsApart.page(page));

    Path record = copy.resolve(FolderLayout.RUN_RECORD);
    Files.writeString(
        record, Files.readString(record).replace("\"steps\" : [", "\"steps\" : 7, \"x\" : ["));
    Ran refused = rebuild(copy.toString());

    assertThat(refused.exitCode()).isEqualTo(3);
    assertThat(refused.err())
        .startsWith("ab-replay: " + record + ": is a run record of version 1 that this ab-replay")
        .endsWith("; rebuild it with the ab-replay that wrote it\n")
        .hasLineCount(1);
  }
}
