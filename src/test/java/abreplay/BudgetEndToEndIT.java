package abreplay;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.fail;

import abreplay.machine.CpuControl;
import abreplay.machine.CpuControls;
import abreplay.result.Bound;
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
 * AbSimulation against the hello stand-in at a fixed CPU budget of 0.2 core, as `mvn gatling:test`
 * runs it: the stand-in is held to its budget (its cgroup's count), every output names it, no group
 * is left behind, and the step is TARGET-BOUND at it unless other processes held the machine (then
 * the bound names them, as a user's run would). A fifth of a core leaves the load generator most of
 * a core to spare on two.
 */
class BudgetEndToEndIT {
  private static final Duration WITHIN = Duration.ofMinutes(3);
  private static final Path CGROUPS = Path.of("/sys/fs/cgroup");

  @TempDir Path results;

  @Test
  void aStandInAtABudgetOfAFifthOfACoreIsTheBoundAtItAndLeavesNoGroupBehind() {
    if (CpuControls.detect() instanceof CpuControl.None none) {
      if (System.getenv("CI") != null) fail(none.why());
      System.err.println("ab-replay test skipped: " + none.why());
      Assumptions.abort(none.why());
    }
    GatlingRun.Result run =
        GatlingRun.run(
            "abreplay.AbSimulation",
            Map.of(
                "ab.requests",
                "120000",
                "ab.concurrency",
                "50",
                "ab.keep-alive",
                "true",
                "replay.budget",
                "0.2",
                "replay.warm-up",
                "5000",
                "replay.target-warm-up",
                "5000"),
            results,
            WITHIN);

    assertThat(run.exitCode()).as(run.output()).isZero();
    assertThat(run.output())
        .contains(
            "ab-replay: budget: 0.2 core for every system (replay.budget = 0.2, period 10 ms;");
    JsonObject step = run.steps().get(0);
    JsonObject bound = step.getJsonObject("bound");
    assertThat(bound.getDouble("budgetCores")).isEqualTo(0.2);
    assertThat(step.getString("budget")).isEqualTo("at a budget of 0.2 core");
    JsonObject group = step.getJsonObject("targetCpuGroup");
    assertThat(group.getDouble("cores")).as("the target's cores").isLessThan(0.21);
    assertThat(group.getDouble("throttledShareOfPeriods")).isPositive();
    assertThat(step.getDouble("serviceDemandMsPerRequest")).isPositive();
    JsonObject budget = run.summary().getJsonObject("budget");
    assertThat(budget.getString("kind")).isEqualTo("FIXED");
    assertThat(budget.getLong("periodMillis")).isEqualTo(10);
    String summary = run.read("ab-summary.txt");
    assertThat(summary)
        .contains("\nBudget:                 at a budget of 0.2 core; 0.2 core for every system");
    if (bound.getDouble("otherProcessesCores") >= Bound.NOISY_CORES
        && !bound.getString("kind").equals("TARGET")) {
      // Other processes took the CPU the target needed between its throttled periods: the bound
      // says so, and the step is not called the target's.
      System.err.println("ab-replay test: a busy machine: " + bound.getString("explained"));
      assertThat(summary).contains("the machine was not quiet");
    } else {
      // Busy enough at its budget to be the bound; a busy machine's load generator may leave it
      // short of the whole 0.2 core, as the bound rule allows.
      assertThat(bound.getString("kind")).as(step.encodePrettily()).isEqualTo("TARGET");
      assertThat(group.getDouble("cores")).isGreaterThanOrEqualTo(BoundRule.BUSY * 0.2);
      assertThat(group.getDouble("throttledShareOfPeriods")).isGreaterThan(0.5);
      assertThat(summary)
          .contains("\nBound:                  TARGET-BOUND: the target used 0.")
          .contains(" of its budget of 0.20 core (throttled in ");
    }
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
