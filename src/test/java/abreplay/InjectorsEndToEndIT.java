package abreplay;

import static org.assertj.core.api.Assertions.assertThat;

import abreplay.folder.FolderLayout;
import abreplay.folder.IntervalLogReader;
import abreplay.folder.RunFolderReader;
import abreplay.recording.Recording;
import abreplay.result.StepResult;
import abreplay.testing.GatlingRun;
import io.gatling.charts.stats.LogFileData;
import io.gatling.charts.stats.LogFileReader;
import io.gatling.core.config.GatlingConfiguration;
import io.vertx.core.json.JsonObject;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import scala.Option;

/**
 * A step run by two injectors on this machine (issue 15): the run's JVM (injector 1) and a child
 * JVM (injector 2), forced by replay.injectors = 2 at a small c. ab's figures are the sum of the
 * parts, Gatling's page counts every request once, a rebuild reads the same, and an injector that
 * dies mid-step or never starts makes the step PARTIAL, naming it, with the other's data kept.
 */
class InjectorsEndToEndIT {
  private static final Duration WITHIN = Duration.ofMinutes(6);
  private static final String STEP = "ab -n 3000 -c 10 -k";

  @TempDir Path results;

  private GatlingRun.Result run(long requests, String fail) {
    Map<String, String> properties =
        new java.util.HashMap<>(
            Map.of(
                "ab.requests",
                Long.toString(requests),
                "ab.concurrency",
                "10",
                "ab.keep-alive",
                "true",
                "replay.warm-up",
                "0",
                "replay.target-warm-up",
                "0",
                "replay.injectors",
                "2",
                "abreplay.injector-warm-up",
                "200",
                "abreplay.injector-warm-wait",
                "150"));
    if (fail != null) properties.put("abreplay.injector.fail", fail);
    return GatlingRun.run("abreplay.AbSimulation", properties, results, WITHIN);
  }

  @Test
  void twoInjectorsMergedFiguresAreTheSumOfTheirPartsAndGatlingCountsEachRequestOnce()
      throws Exception {
    GatlingRun.Result run = run(3000, null);

    assertThat(run.exitCode()).as(run.output()).isZero();
    Path folder = run.folder().orElseThrow();
    String log = FolderLayout.intervalLog(STEP);
    Recording one = IntervalLogReader.read(folder.resolve(log)).recording();
    Recording two =
        IntervalLogReader.read(folder.resolve(FolderLayout.injectorFolder(2)).resolve(log))
            .recording();
    assertThat(one.requests().responses()).isEqualTo(1500);
    assertThat(two.requests().responses()).isEqualTo(1500);

    JsonObject step = run.steps().get(0);
    assertThat(step.getString("status")).as(run.output()).isEqualTo("COMPLETE");
    JsonObject ab = step.getJsonObject("ab");
    assertThat(ab.getLong("completeRequests"))
        .isEqualTo(one.requests().responses() + two.requests().responses());
    assertThat(ab.getLong("failedRequests")).isZero();
    assertThat(ab.getLong("totalTransferredBytes"))
        .isEqualTo(one.transfer().wireBytes() + two.transfer().wireBytes());
    assertThat(ab.getLong("htmlTransferredBytes")).isEqualTo(3000L * 12);
    assertThat(run.read("ab-summary.txt")).contains("Complete requests:      3000\n");
    // Time taken runs from the earliest first request to the last response: at least each part's.
    double seconds = ab.getDouble("timeTakenSeconds");
    assertThat(seconds * 1e9)
        .isGreaterThanOrEqualTo(
            Math.max(one.timing().elapsedNanos(), two.timing().elapsedNanos()) - 1e6);

    // Gatling's page, drawn from the run's simulation.log with the injector's merged in.
    LogFileData data =
        new LogFileReader(folder.resolve("simulation.log").toFile(), GatlingConfiguration.load())
            .read();
    assertThat(
            data.requestGeneralStats(Option.apply(STEP), Option.empty(), Option.empty())
                .get()
                .count())
        .isEqualTo(3000);
    assertThat(folder.resolve("index.html")).isRegularFile();

    // The folder alone rebuilds the same figures.
    StepResult rebuilt = RunFolderReader.read(folder).steps().get(0);
    assertThat(rebuilt.run().orElseThrow().recording().requests().responses()).isEqualTo(3000);
  }

  @Test
  void anInjectorThatDiesMidStepMakesTheStepPartialNamingItAndTheOtherIsKept() {
    GatlingRun.Result run = run(40_000, "mid-step");

    assertThat(run.exitCode()).as(run.output()).isZero();
    JsonObject step = run.steps().get(0);
    assertThat(step.getString("status")).as(run.output()).isEqualTo("PARTIAL");
    assertThat(run.read("ab-summary.txt"))
        .contains("injector 2 of 2 died mid-step (exit status 137");
    long complete = step.getJsonObject("ab").getLong("completeRequests");
    assertThat(complete).isGreaterThanOrEqualTo(20_000).isLessThan(40_000);
  }

  @Test
  void anInjectorThatNeverStartsMakesTheStepPartialAndInjectorOnesShareIsMeasured() {
    GatlingRun.Result run = run(2000, "before-start");

    assertThat(run.exitCode()).as(run.output()).isZero();
    JsonObject step = run.steps().get(0);
    assertThat(step.getString("status")).as(run.output()).isEqualTo("PARTIAL");
    assertThat(run.read("ab-summary.txt"))
        .contains("injector 2 of 2 never started (exited with status 1 before it" + " was warm")
        .contains("its 5 users and 1,000 requests are not in these figures");
    assertThat(step.getJsonObject("ab").getLong("completeRequests")).isEqualTo(1000);
  }
}
