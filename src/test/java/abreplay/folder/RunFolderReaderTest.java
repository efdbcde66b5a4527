package abreplay.folder;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import abreplay.report.ReportFiles;
import abreplay.result.RunResult;
import abreplay.result.StepResult.Status;
import abreplay.testing.RunFixture;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A run folder read back into the result its reports come from: the record's mapping and the
 * interval logs.
 */
class RunFolderReaderTest {
  @TempDir Path folder;

  @Test
  void aFinishedRunReadsBackAsTheResultItWrote() {
    RunResult written = RunFixture.document000(folder, 2).run();

    RunResult read = RunFolderReader.read(folder);

    assertThat(read).isEqualTo(written);
  }

  @Test
  void aRunAtABudgetReadsBackWithItsDecisionAndEachStepsGroup() {
    RunResult written =
        RunFixture.document000(folder, 1)
            .atBudget(new abreplay.machine.CpuBudget(0.35, java.time.Duration.ofMillis(10)))
            .run();

    RunResult read = RunFolderReader.read(folder);

    assertThat(read).isEqualTo(written);
    assertThat(read.budget().budget()).isPresent();
    assertThat(read.steps().get(0).resources().group()).isPresent();
  }

  @Test
  void anAutoDecisionReadsBackWithItsFigures() throws IOException {
    RunResult written = RunFixture.document000(folder, 1).run();
    abreplay.result.BudgetDecision auto =
        abreplay.result.BudgetDecision.auto(
            new abreplay.machine.CpuBudget(0.35, java.time.Duration.ofMillis(10)),
            "cgroup v1 cpu controller (/sys/fs/cgroup/cpu)",
            new abreplay.plan.AutoBudget.Figures(
                "nginx", 0.031, 0.016, 2, java.util.OptionalInt.of(4), 1, 0));
    RunResult withAuto =
        new RunResult(
            written.plan(),
            written.run(),
            written.steps(),
            written.warmUps(),
            written.logs(),
            auto);
    RunRecord.write(folder, withAuto, true, phasesOf(withAuto));

    assertThat(RunFolderReader.read(folder).budget()).isEqualTo(auto);
  }

  private static java.util.Map<String, RunRecord.Stage> phasesOf(RunResult result) {
    java.util.Map<String, RunRecord.Stage> phases = new java.util.HashMap<>();
    result.steps().stream()
        .filter(s -> s.run().isPresent())
        .forEach(s -> phases.put(s.step().name(), RunRecord.Stage.ENDED));
    result.warmUps().values().forEach(w -> phases.put(w.name(), RunRecord.Stage.ENDED));
    return phases;
  }

  @Test
  void aLadderWithSkippedStepsReadsBackToo() {
    RunResult written = RunFixture.ladder(folder).run();

    assertThat(RunFolderReader.read(folder)).isEqualTo(written);
  }

  @Test
  void itsReportsRebuildByteForByte(@TempDir Path other) throws IOException {
    RunResult written = RunFixture.document000(folder, 2).run();
    ReportFiles.write(other, written);

    ReportFiles.write(folder, RunFolderReader.read(folder));

    for (Path file : files(other)) {
      assertThat(folder.resolve(other.relativize(file).toString()))
          .as(file.toString())
          .hasSameBinaryContentAs(file);
    }
  }

  @Test
  void aRunThatNeverFinishedReadsAsPartialUpToItsLastInterval() throws IOException {
    RunResult written = RunFixture.document000(folder, 1).run();
    // As the record stood when the run was killed during go's step: nginx had ended, swoole not
    // begun;
    // go's log had committed its first interval only.
    withoutItsLastLine(folder.resolve(FolderLayout.intervalLog("go -c100 -n1000 -k") + ".jsonl"));
    RunResult atBoundary =
        new RunResult(
            written.plan(),
            written.run(),
            List.of(
                written.steps().get(0),
                written.steps().get(1),
                abreplay.result.StepResult.notReached(written.steps().get(2).step(), null)),
            written.warmUps(),
            written.logs());
    RunRecord.write(
        folder,
        atBoundary,
        false,
        Map.of(
            "nginx -c100 -n1000 -k",
            RunRecord.Stage.ENDED,
            "go -c100 -n1000 -k",
            RunRecord.Stage.RUNNING,
            "nginx warm-up -c100 -k",
            RunRecord.Stage.ENDED,
            "go warm-up -c100 -k",
            RunRecord.Stage.ENDED));

    RunResult read = RunFolderReader.read(folder);

    assertThat(read.partial()).isTrue();
    assertThat(read.interruption())
        .startsWith(
            "the run stopped before it wrote its reports (killed with SIGKILL, out of memory or a"
                + " power loss); rebuilt from its run folder with what was measured up to 20");
    assertThat(read.steps())
        .extracting(s -> s.status())
        .containsExactly(Status.COMPLETE, Status.PARTIAL, Status.NOT_RUN);
    assertThat(read.steps().get(0)).isEqualTo(written.steps().get(0));
    assertThat(read.steps().get(1).run().orElseThrow().recording().requests().responses())
        .as("the first interval only: the second was never committed")
        .isEqualTo(501);
    assertThat(read.steps().get(1).reason()).isEqualTo(read.interruption());
    assertThat(read.steps().get(2).reason()).isEqualTo("not reached: " + read.interruption());
    assertThat(read.warmUps().get("swoole").recording().requests().sent()).as("not begun").isZero();
  }

  @Test
  void aWarmUpThatNeverBeganHasNoLogAndRecordedNothing() throws IOException {
    RunResult written = RunFixture.document000(folder, 1).run();
    // A run stopped (SIGTERM) before swoole's turn: its warm-up never began, so it has no log.
    RunRecord.write(
        folder,
        written,
        true,
        Map.of(
            "nginx -c100 -n1000 -k",
            RunRecord.Stage.ENDED,
            "go -c100 -n1000 -k",
            RunRecord.Stage.ENDED,
            "swoole -c100 -n1000 -k",
            RunRecord.Stage.ENDED,
            "nginx warm-up -c100 -k",
            RunRecord.Stage.ENDED,
            "go warm-up -c100 -k",
            RunRecord.Stage.ENDED));
    Files.delete(folder.resolve(FolderLayout.intervalLog("swoole warm-up -c100 -k") + ".jsonl"));

    RunResult read = RunFolderReader.read(folder);

    assertThat(read.warmUps().get("swoole").recording())
        .isEqualTo(new abreplay.recording.Recorder("w").snapshot());
    assertThat(read.warmUps().get("go")).isEqualTo(written.warmUps().get("go"));
  }

  @Test
  void badInputIsOneLineNamingTheFileAndTheFix() throws IOException {
    assertThatThrownBy(() -> RunFolderReader.read(folder.resolve("nope")))
        .isInstanceOf(FolderError.class)
        .hasMessage(
            folder.resolve("nope")
                + ": no such folder; give a run folder, e.g."
                + " target/gatling/<simulation>-<timestamp>");
    assertThatThrownBy(() -> RunFolderReader.read(folder))
        .isInstanceOf(FolderError.class)
        .hasMessageStartingWith(
            folder.resolve("run-record.json") + ": no such file: this is not a run folder");

    RunFixture.document000(folder, 1).run();
    Path go = folder.resolve(FolderLayout.intervalLog("go -c100 -n1000 -k") + ".jsonl");
    withoutItsLastLine(go);
    assertThatThrownBy(() -> RunFolderReader.read(folder))
        .isInstanceOf(FolderError.class)
        .hasMessage(
            go
                + ": is cut short: the run record says its step ended, but its last interval (1) is"
                + " not marked last; restore the file from where the run folder came from");
  }

  private static void withoutItsLastLine(Path file) throws IOException {
    List<String> lines = Files.readAllLines(file);
    Files.write(file, lines.subList(0, lines.size() - 1));
  }

  private static List<Path> files(Path dir) throws IOException {
    try (Stream<Path> walk = Files.walk(dir)) {
      return walk.filter(Files::isRegularFile).toList();
    }
  }
}
