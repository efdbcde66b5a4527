package abreplay.merge;

import static org.assertj.core.api.Assertions.assertThat;

import abreplay.folder.FolderLayout;
import abreplay.folder.InjectorStartFile;
import abreplay.folder.IntervalLog;
import abreplay.folder.RunFolderReader;
import abreplay.injector.InjectorOrder;
import abreplay.injector.InjectorSet;
import abreplay.injector.MergeArguments;
import abreplay.injector.Share;
import abreplay.machine.ClockSync;
import abreplay.recording.Recorder;
import abreplay.report.ReportFiles;
import abreplay.request.Request;
import abreplay.result.StepResult;
import java.io.IOException;
import java.io.Writer;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.OptionalDouble;
import java.util.Properties;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code ./ab-replay --merge}'s run folder from two injector folders as pods leave them: the
 * injectors' starts and clocks, the clock tolerance, how each warmed, and a run record from which
 * {@code --rebuild} writes the same ab-summary.txt.
 */
class InjectorMergeTest {
  @TempDir Path dir;

  private static final long START = 1_800_000_000_000L;

  /** What the merged run says it ran on, as the command passes it. */
  private static final String ENGINE = "Gatling (a test)";

  /** Injector {@code index} of 2 after its share: its record, its start, its interval log. */
  private Path injector(int index, ClockSync clock, String bootId) throws IOException {
    Path folder = Files.createDirectories(dir.resolve("injector-" + index));
    InjectorOrder order =
        new InjectorOrder(
            "c10-n200",
            "http://127.0.0.1:8080/",
            Share.split(10, 200, 2).get(index - 1),
            10,
            200,
            true,
            30_000,
            false,
            false,
            List.of(),
            2000,
            InjectorOrder.Start.at(START),
            folder,
            60,
            Request.GET);
    Properties p = new Properties();
    p.putAll(order.properties());
    try (Writer out = Files.newBufferedWriter(folder.resolve(InjectorSet.RECORD))) {
      p.store(out, null);
    }
    Recorder recorder = new Recorder(order.step());
    recorder.attach(
        IntervalLog.create(
            folder.resolve(FolderLayout.intervalLog(order.step())), order.step(), true));
    recorder.markStart();
    long first = recorder.snapshot().timing().startEpochMillis();
    recorder.serverHeader("hello/1.0");
    for (int i = 0; i < 100; i++) {
      recorder.requestSent();
      recorder.response(1 + i % (3 * index), 200, 150, 12, true);
    }
    recorder.markEnd();
    // The first request came index ms after the instant, on the injector's clock.
    InjectorStartFile.write(
        folder, "pod-" + index, bootId, clock, 2000, first - index, first - index - 26_000, first);
    return folder;
  }

  private static final ClockSync UNKNOWN =
      new ClockSync.Unknown("chronyc: not on this host; timedatectl: exit status 1");

  @Test
  void theMergedSummarySaysHowEachInjectorStartedAndWarmedAndRebuildsTheSame() throws Exception {
    Path one = injector(1, UNKNOWN, "kernel-a");
    Path two = injector(2, UNKNOWN, "kernel-b");
    Path results = Files.createDirectories(dir.resolve("results"));

    Path merged =
        InjectorMerge.merge(
            MergeArguments.of(List.of(one.toString(), two.toString()), Optional.empty()),
            results,
            ENGINE);

    String summary = Files.readString(merged.resolve(FolderLayout.AB_SUMMARY));
    assertThat(summary)
        .contains(
            "Warm-up: none for this target; each injector warmed its own load generator first, to"
                + " the same target: injector 1 2,000 requests (warm 26.0 s before the start"
                + " instant), injector 2 2,000 requests (warm 26.0 s before the start instant);"
                + " none are counted below.")
        .doesNotContain("was not warmed up")
        .contains("Complete requests:      200")
        .containsPattern(
            "Injectors' start: +first requests after .*: \\+1 ms \\(injector 1, pod-1\\), \\+2 ms"
                + " \\(injector 2, pod-2\\): spread 1 ms")
        .contains("Injectors' clocks:      injector 1 unknown (chronyc: not on this host;")
        .contains(
            "Clock tolerance:        unknown (injector 1's clock: unknown (chronyc: not on this"
                + " host; timedatectl: exit status 1)): give --clock-tolerance <d>");
    assertThat(Files.readString(merged.resolve(FolderLayout.SUMMARY_JSON)))
        .contains("\"startSpreadMillis\" : 1");
    assertThat(Files.readString(merged.resolve(FolderLayout.REPLAY_PAGE)))
        .contains("spread 1 ms; clock tolerance unknown");

    ReportFiles.write(merged, RunFolderReader.read(merged));

    assertThat(Files.readString(merged.resolve(FolderLayout.AB_SUMMARY))).isEqualTo(summary);
    StepResult step = RunFolderReader.read(merged).steps().get(0);
    assertThat(step.status()).isEqualTo(StepResult.Status.COMPLETE);
    assertThat(step.run().orElseThrow().recording().requests().responses()).isEqualTo(200);
  }

  @Test
  void aGivenToleranceSaysWhatItDoesToTimeTakenAndTheRate() throws Exception {
    ClockSync chrony =
        new ClockSync.Synchronised(
            "chronyc tracking", OptionalDouble.of(0.1), OptionalDouble.of(0.5));
    Path one = injector(1, chrony, "kernel-a");
    Path two = injector(2, chrony, "kernel-b");
    Path results = Files.createDirectories(dir.resolve("results"));

    String byDefault =
        Files.readString(
            InjectorMerge.merge(
                    MergeArguments.of(List.of(one.toString(), two.toString()), Optional.empty()),
                    results,
                    ENGINE)
                .resolve(FolderLayout.AB_SUMMARY));
    Thread.sleep(2);
    String given =
        Files.readString(
            InjectorMerge.merge(
                    MergeArguments.of(List.of(one.toString(), two.toString()), Optional.of("2ms")),
                    results,
                    ENGINE)
                .resolve(FolderLayout.AB_SUMMARY));

    assertThat(byDefault)
        .contains(
            "Clock tolerance:        ± 1.000 ms (every host synchronised; the two largest of their"
                + " reported bounds, added): Time taken ");
    assertThat(given)
        .containsPattern(
            "Clock tolerance: +± 2.000 ms \\(given: --clock-tolerance\\): Time taken [0-9.]+ ±"
                + " 0.002 s, Requests per second ± [0-9.]+% \\(tolerance / time taken\\)");
  }
}
