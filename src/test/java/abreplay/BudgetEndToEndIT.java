package abreplay;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.fail;

import abreplay.machine.CpuControl;
import abreplay.run.BoundRule;
import abreplay.testing.GatlingRun;
import io.vertx.core.json.JsonObject;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * AbSimulation against the hello stand-in at a fixed CPU budget of 0.3 core, as `mvn gatling:test`
 * runs it: the stand-in is held to its budget (its cgroup's count), the step is TARGET-BOUND at it,
 * every output names it, and no group is left behind.
 */
class BudgetEndToEndIT {
  private static final Duration WITHIN = Duration.ofMinutes(3);
  private static final Path CGROUPS = Path.of("/sys/fs/cgroup");

  @TempDir Path results;

  @Test
  void aStandInAtABudgetOfAThirdOfACoreIsTheBoundAtItAndLeavesNoGroupBehind() {
    if (CpuControl.detect() instanceof CpuControl.None none) {
      if (System.getenv("CI") != null) fail(none.why());
      System.err.println("ab-replay test skipped: " + none.why());
      Assumptions.abort(none.why());
    }
    GatlingRun.Result run =
        GatlingRun.run(
            "abreplay.AbSimulation",
            Map.of(
                "ab.requests",
                "150000",
                "ab.concurrency",
                "50",
                "ab.keep-alive",
                "true",
                "replay.budget",
                "0.3",
                "replay.warm-up",
                "5000",
                "replay.target-warm-up",
                "5000"),
            results,
            WITHIN);

    assertThat(run.exitCode()).as(run.output()).isZero();
    assertThat(run.output())
        .contains(
            "ab-replay: budget: 0.3 core for every system (replay.budget = 0.3, period 10 ms;");
    JsonObject step = run.steps().get(0);
    JsonObject bound = step.getJsonObject("bound");
    assertThat(bound.getString("kind")).as(step.encodePrettily()).isEqualTo("TARGET");
    assertThat(bound.getDouble("budgetCores")).isEqualTo(0.3);
    assertThat(step.getString("budget")).isEqualTo("at a budget of 0.3 core");
    JsonObject group = step.getJsonObject("targetCpuGroup");
    // Held to its budget, and busy enough at it to be the bound: a busy machine's load generator
    // may leave it short of the whole 0.3 core, as the bound rule allows.
    assertThat(group.getDouble("cores"))
        .as("the target's cores")
        .isBetween(BoundRule.BUSY * 0.3, 0.31);
    assertThat(group.getDouble("throttledShareOfPeriods")).isGreaterThan(0.5);
    assertThat(step.getDouble("serviceDemandMsPerRequest")).isPositive();
    JsonObject budget = run.summary().getJsonObject("budget");
    assertThat(budget.getString("kind")).isEqualTo("FIXED");
    assertThat(budget.getLong("periodMillis")).isEqualTo(10);
    assertThat(run.read("ab-summary.txt"))
        .contains("\nBudget:                 at a budget of 0.3 core; 0.3 core for every system")
        .contains("\nBound:                  TARGET-BOUND: the target used 0.")
        .contains(" of its budget of 0.30 core (throttled in ");
    assertThat(leftBehind()).as("groups of runs that are gone").isEmpty();
  }

  /** The folders ab-replay-&lt;pid&gt; in the cgroup hierarchies whose run is gone. */
  private static List<Path> leftBehind() {
    try (Stream<Path> dirs = Files.walk(CGROUPS, 4)) {
      return dirs.filter(Files::isDirectory)
          .filter(d -> d.getFileName().toString().matches("ab-replay-[0-9]+"))
          .filter(
              d ->
                  ProcessHandle.of(Long.parseLong(d.getFileName().toString().substring(10)))
                      .map(p -> !p.isAlive())
                      .orElse(true))
          .toList();
    } catch (IOException e) {
      throw new java.io.UncheckedIOException(e);
    }
  }
}
