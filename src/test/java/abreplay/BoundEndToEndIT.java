package abreplay;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assumptions.assumeThat;

import abreplay.machine.CpuSet;
import abreplay.testing.GatlingRun;
import io.vertx.core.json.JsonObject;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Map;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.api.parallel.Isolated;

/**
 * Which side limited a step, as a run decides it, with the load generator pinned to CPU 0 and the
 * target to CPU 1 as a separate load machine would have them: a fast stand-in leaves the load
 * generator the limit, a framework that burns 8.6 ms of CPU per request is the limit itself.
 */
@Isolated("which side bounds a step depends on the machine being otherwise idle")
class BoundEndToEndIT {
  private static final Duration WITHIN = Duration.ofMinutes(2);
  private static final Map<String, String> PINNED =
      Map.of("replay.cpus.load-generator", "0", "replay.cpus.target", "1", "replay.budget", "none");

  @TempDir Path results;

  @BeforeEach
  void needsTwoCpus() {
    assumeThat(CpuSet.online().size())
        .as("CPUs to pin the two sides apart")
        .isGreaterThanOrEqualTo(2);
  }

  private GatlingRun.Result run(Map<String, String> keys) {
    Map<String, String> all = new java.util.HashMap<>(PINNED);
    all.putAll(keys);
    GatlingRun.Result run = GatlingRun.run("abreplay.AbSimulation", all, results, WITHIN);
    assertThat(run.exitCode()).as(run.output()).isZero();
    return run;
  }

  /**
   * Other processes holding CPUs decide a bound instead of the two sides: then it says so, and
   * there is nothing to test.
   */
  private static void quiet(JsonObject step) {
    assumeThat(step.getJsonObject("bound").getDouble("otherProcessesCores", 0.0))
        .as(
            "other processes' cores during the"
                + " step: this machine is not quiet enough to tell the two sides apart")
        .isLessThan(0.2);
  }

  @Test
  void aFastStandInLeavesTheLoadGeneratorTheLimit() {
    GatlingRun.Result run =
        run(
            Map.of(
                "ab.target",
                "hello",
                "ab.requests",
                "100000",
                "ab.concurrency",
                "100",
                "ab.keep-alive",
                "true",
                "replay.warm-up",
                "0",
                "replay.target-warm-up",
                "0"));

    JsonObject step = run.steps().get(0);
    quiet(step);
    assertThat(step.getJsonObject("bound").getString("kind"))
        .as(step.encodePrettily())
        .isEqualTo("LOAD_GENERATOR");
    JsonObject lg = step.getJsonObject("loadGeneratorResources");
    assertThat(lg.getDouble("cpuUserPercentOfOneCore") + lg.getDouble("cpuSystemPercentOfOneCore"))
        .as("one CPU, all of it")
        // Pinned, it cannot use two (~200%); /proc's per-thread accounting over a window of a few
        // seconds read 107.9% here once.
        .isBetween(80.0, 115.0);
    assertThat(lg.getLong("maxHeapUsedBytes")).isPositive();
    assertThat(
            run.summary()
                .getJsonObject("parameters")
                .getJsonObject("placement")
                .getString("described"))
        .isEqualTo("load generator on CPU 0, target on CPU 1");
    assertThat(run.read("standin-hello.log")).contains(", CPUs 1\n");
    assertThat(run.read("ab-summary.txt"))
        .containsPattern("\nLoad generator CPU: +\\d+\\.\\d% of one core \\(user ")
        .containsPattern("\nTarget CPU: +\\d+\\.\\d% of one core")
        .contains(
            "\nCPUs:                   2, load generator on CPU 0, target on CPU 1\n",
            "\nBound:                  LOAD-GENERATOR-BOUND: the load generator's CPUs were busy");
  }

  @Test
  void aFrameworkThatBurnsItsCpuIsTheLimitItself() {
    GatlingRun.Result run =
        run(
            Map.of(
                "ab.target",
                "laravel-fpm",
                "ab.path",
                "/api/random",
                "ab.requests",
                "300",
                "ab.concurrency",
                "16",
                "ab.keep-alive",
                "true",
                "replay.warm-up",
                "0",
                "replay.target-warm-up",
                "0"));

    JsonObject step = run.steps().get(0);
    quiet(step);
    JsonObject bound = step.getJsonObject("bound");
    assertThat(bound.getString("kind")).as(step.encodePrettily()).isEqualTo("TARGET");
    assertThat(bound.getDouble("targetCapacityCores"))
        .as("its 8 workers on its one CPU")
        .isEqualTo(1.0);
    assertThat(bound.getDouble("targetCores")).isBetween(0.85, 1.05);
    assertThat(run.read("ab-summary.txt"))
        .contains("\nBound:                  TARGET-BOUND: the target used");
  }
}
