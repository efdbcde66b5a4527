package abreplay.folder;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import abreplay.config.Home;
import abreplay.report.ReportFiles;
import abreplay.result.RunResult;
import abreplay.testing.BeforeBudgets;
import abreplay.testing.ClaimsApart;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Run folders written before Jackson (run records of version 1, src/test/resources/abreplay/folder/
 * before-jackson, whose README says how they were made) rebuild into the reports their runs wrote,
 * with what CPU budgets added since ({@link BeforeBudgets}); a record this ab-replay cannot read is
 * refused in one line.
 */
class OldRunFoldersTest {
  static final Path OLD = Home.dir().resolve("src/test/resources/abreplay/folder/before-jackson");
  private static final List<String> REPORTS =
      List.of("ab-summary.txt", "summary.json", "reproduction.md", "replay.html", "percentiles");

  @TempDir Path temp;

  /** A copy of the fixture {@code name} to rebuild in, its reports moved aside into "written". */
  private Path copy(String name) throws IOException {
    Path folder = temp.resolve(name);
    try (Stream<Path> files = Files.walk(OLD.resolve(name))) {
      for (Path file : files.filter(Files::isRegularFile).toList()) {
        String relative = OLD.resolve(name).relativize(file).toString();
        boolean report = REPORTS.stream().anyMatch(relative::startsWith);
        Path to = (report ? temp.resolve("written") : folder).resolve(relative);
        Files.createDirectories(to.getParent());
        Files.copy(file, to);
      }
    }
    return folder;
  }

  private static List<Path> files(Path folder) {
    try (Stream<Path> files = Files.walk(folder)) {
      return files.filter(Files::isRegularFile).sorted().toList();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  private void rebuildsAsItsRunWroteIt(String name) throws IOException {
    Path folder = copy(name);
    Path written = temp.resolve("written");

    ReportFiles.write(folder, RunFolderReader.read(folder));

    assertThat(files(written)).isNotEmpty();
    for (Path file : files(written))
      asItsRunWroteIt(file, folder.resolve(written.relativize(file).toString()));
  }

  /**
   * {@code rebuilt} holds every byte its run wrote in {@code file}, and besides only what CPU
   * budgets and service demand added to the reports ({@link BeforeBudgets}): a folder from before
   * them says "no budget" and each step's CPU a request.
   */
  private static void asItsRunWroteIt(Path file, Path rebuilt) throws IOException {
    String name = file.getFileName().toString();
    if (name.equals("summary.json")) {
      ObjectNode after = Mapped.read(Files.readString(rebuilt), ObjectNode.class);
      assertThat(after.at("/budget/text").asText()).isEqualTo("no budget (replay.budget = none)");
      BeforeBudgets.stripJson(after);
      assertThat(after).isEqualTo(Mapped.read(Files.readString(file), ObjectNode.class));
    } else if (name.equals("ab-summary.txt") || name.equals("replay.html")) {
      assertThat(styledAs(file, BeforeBudgets.strip(name, Files.readString(rebuilt))))
          .as(file.toString())
          .isEqualTo(Files.readString(file));
    } else {
      assertThat(rebuilt).as(file.toString()).hasSameBinaryContentAs(file);
    }
  }

  /** A rebuilt page with the written one's style sheet; any other file as it is. */
  private static String styledAs(Path written, String text) throws IOException {
    return written.getFileName().toString().equals("replay.html")
        ? BeforeBudgets.styledAs(Files.readString(written), text)
        : text;
  }

  @Test
  void anAbSimulationsFolderRebuildsByteForByte() throws IOException {
    rebuildsAsItsRunWroteIt("absimulation-20261202213025206");
  }

  /**
   * A document's folder differs in its claims only: reproduction.md's account of how claims are
   * judged now names the slower kind, which did not exist when the run was written, and each
   * claim's answers are laid out as issue 26 has them (three answers one line each, the scenario
   * detail once below them, a replay at scale 0.002 saying so), in reproduction.md, replay.html and
   * summary.json. Every other byte of every report is as the run wrote it.
   */
  @Test
  void aDocumentsFolderRebuildsByteForByteButForItsClaimsAnswersAndTheRuleSentence()
      throws IOException {
    Path folder = copy("document-20261202213034258");
    Path written = temp.resolve("written");

    ReportFiles.write(folder, RunFolderReader.read(folder));

    String slower = "slower likewise, \"30%\" (30% fewer requests per second) up to 0.705x; ";
    // Issue 31's interval: paired slices first, and every answer on the one interval printed.
    String paired =
        "the paired slices of interleaved steps (one log ratio a pair, the order effect taken"
            + " out), else each step's rate over its 100-ms slots (batch means) and, with several"
            + " rounds, the rounds' spread. Three answers, all on that one interval: does the"
            + " replay reproduce the post's measurement (the interval holds the published ratio)";
    String whole =
        "each step's rate over its 100-ms slots (batch means) and, with several rounds, the"
            + " rounds' spread. Three answers: does the replay reproduce the post's measurement"
            + " (the published ratio within the replay's noise)";
    for (Path file : files(written)) {
      Path rebuilt = folder.resolve(written.relativize(file).toString());
      String name = file.getFileName().toString();
      if (name.equals("reproduction.md")) {
        String text =
            BeforeBudgets.strip("reproduction.md", Files.readString(rebuilt))
                .replace(paired, whole);
        assertThat(text)
            .contains(slower)
            .contains(
                "  - Does the claim hold? **NOT JUDGED (too short to measure its noise), at scale"
                    + " 0.002**\n");
        assertThat(ClaimsApart.reproduction(text.replace(slower, "")))
            .isEqualTo(ClaimsApart.reproduction(Files.readString(file)));
      } else if (name.equals("replay.html")) {
        assertThat(
                ClaimsApart.page(
                    styledAs(file, BeforeBudgets.strip(name, Files.readString(rebuilt)))))
            .isEqualTo(ClaimsApart.page(Files.readString(file)));
      } else if (name.equals("summary.json")) {
        ObjectNode before = Mapped.read(Files.readString(file), ObjectNode.class);
        ObjectNode after = Mapped.read(Files.readString(rebuilt), ObjectNode.class);
        assertThat(after.at("/claims/0/scale").asDouble()).isEqualTo(0.002);
        BeforeBudgets.stripJson(after);
        before.remove("claims");
        after.remove("claims");
        assertThat(after).isEqualTo(before);
      } else {
        asItsRunWroteIt(file, rebuilt);
      }
    }
  }

  /**
   * A merged run's summary.json differs in one way only: each injector's clock and the clock
   * tolerance now give their kind ("state", "from") as their first key, where the hand-written
   * codec put it after "text" (Jackson writes a sealed type's name before its fields). Every figure
   * and every other file is as the merge wrote it.
   */
  @Test
  void aMergedRunsFolderRebuildsWithItsClocksKindFirst() throws IOException {
    Path folder = copy("merged-20261202213457880");
    Path written = temp.resolve("written");

    RunResult read = RunFolderReader.read(folder);
    ReportFiles.write(folder, read);

    assertThat(read.steps().get(0).injectorStarts()).isPresent();
    for (Path file : files(written)) {
      Path rebuilt = folder.resolve(written.relativize(file).toString());
      if (!file.getFileName().toString().equals("summary.json")) {
        asItsRunWroteIt(file, rebuilt);
        continue;
      }
      ObjectNode before = Mapped.read(Files.readString(file), ObjectNode.class);
      ObjectNode after = Mapped.read(Files.readString(rebuilt), ObjectNode.class);
      BeforeBudgets.stripJson(after);
      assertThat(after).isEqualTo(before);
      assertThat(after.at("/steps/0/injectorStarts/clockTolerance").fieldNames().next())
          .isEqualTo("from");
      assertThat(after.at("/steps/0/injectorStarts/injectors/0/clock").fieldNames().next())
          .isEqualTo("state");
    }
  }

  @Test
  void aRecordThatDoesNotMapIsOneLineNamingTheFileAndTheFix() throws IOException {
    Path folder = copy("absimulation-20261202213025206");
    Path record = folder.resolve(RunRecord.FILE);
    Files.writeString(
        record, Files.readString(record).replace("\"kind\" : \"STAND_IN\"", "\"kind\" : \"X\""));

    assertThatThrownBy(() -> RunFolderReader.read(folder))
        .isInstanceOf(FolderError.class)
        .hasMessageStartingWith(
            record + ": is a run record of version 1 that this ab-replay cannot read: ")
        .hasMessageContaining("(at plan.systems[0].target)")
        .hasMessageEndingWith("; rebuild it with the ab-replay that wrote it")
        .satisfies(e -> assertThat(e.getMessage()).doesNotContain("\n"));

    Files.writeString(
        record, Files.readString(record).replace("\"version\" : 1", "\"version\" : 3"));
    assertThatThrownBy(() -> RunFolderReader.read(folder))
        .hasMessage(
            record
                + ": is not a run record of this ab-replay (versions 1 to 2); rebuild it with the"
                + " ab-replay that wrote it");
  }
}
