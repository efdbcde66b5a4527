package abreplay.report;

import static org.assertj.core.api.Assertions.assertThat;

import abreplay.folder.FolderLayout;
import abreplay.folder.Json;
import abreplay.machine.CpuBudget;
import abreplay.result.RunResult;
import abreplay.result.StepResult;
import abreplay.testing.RunFixture;
import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Every output names the budget each step ran at and its service demand: ab-summary.txt beside the
 * Layout, summary.json, reproduction.md and replay.html; and a run without one says so.
 */
class BudgetOutputsTest {
  private static final CpuBudget BUDGET = new CpuBudget(0.35, Duration.ofMillis(10));

  @TempDir Path folder;

  private RunResult budgeted() {
    RunResult result = RunFixture.document000(folder, 1).atBudget(BUDGET).run();
    ReportFiles.write(folder, result);
    return result;
  }

  private String file(String name) throws Exception {
    return Files.readString(folder.resolve(name));
  }

  @Test
  void abSummaryNamesTheBudgetBesideTheLayoutWithTheGroupsCountAndTheServiceDemand()
      throws Exception {
    budgeted();
    String text = file(FolderLayout.AB_SUMMARY);

    assertThat(text)
        .contains(
            "Budget:                 at a budget of 0.35 core; 0.35 core for every system"
                + " (replay.budget = 0.35, period 10 ms; cgroup v1 cpu controller"
                + " (/sys/fs/cgroup/cpu)); the times below include the throttling stalls (a"
                + " throttled server waits up to a period, 10 ms, for its next share)\n")
        .contains(
            "Target CPU group:       0.34 cores; throttled in 93% of 150 periods, 0.40 s in all"
                + " (its cgroup's own count)\n")
        .contains("Service demand:         0.")
        .contains(
            "Bound:                  TARGET-BOUND: the target used 0.34 cores of its budget of"
                + " 0.35 core (throttled in 93% of its periods)");
    assertThat(text.indexOf("Layout:")).isLessThan(text.indexOf("Budget:"));
  }

  @Test
  void summaryJsonGivesHowTheBudgetWasChosenAndEnforcedAndEachStepsShare() throws Exception {
    RunResult result = budgeted();
    JsonNode summary = Json.read(file(FolderLayout.SUMMARY_JSON), JsonNode.class);

    JsonNode budget = summary.get("budget");
    assertThat(budget.get("kind").asText()).isEqualTo("FIXED");
    assertThat(budget.get("choice").asDouble()).isEqualTo(0.35);
    assertThat(budget.get("cores").asDouble()).isEqualTo(0.35);
    assertThat(budget.get("periodMillis").asLong()).isEqualTo(10);
    assertThat(budget.get("enforcedBy").asText()).startsWith("cgroup v1 cpu controller");
    assertThat(budget.get("measures").asText()).isEqualTo(BudgetLines.MEASURES);
    JsonNode step = summary.at("/steps/0");
    assertThat(step.get("budget").asText()).isEqualTo("at a budget of 0.35 core");
    assertThat(step.at("/targetCpuGroup/cores").asDouble()).isCloseTo(0.3395, within());
    assertThat(step.at("/targetCpuGroup/throttledShareOfPeriods").asDouble())
        .isCloseTo(140 / 150.0, within());
    StepResult first = result.steps().get(0);
    assertThat(step.get("serviceDemandMsPerRequest").asDouble())
        .isCloseTo(
            0.35 * 0.97 * 1.5 * 1000 / first.run().get().recording().requests().responses(),
            within());
  }

  @Test
  void reproductionSaysWhatABudgetMeasuresOnceAndEachScenariosBudgetAndResources()
      throws Exception {
    budgeted();
    String text = file(FolderLayout.REPRODUCTION);

    assertThat(text)
        .contains("CPU budget: 0.35 core for every system (replay.budget = 0.35")
        .contains(
            "Every step ran at a budget of 0.35 core; its times include the throttling stalls.")
        .contains("| budget | group CPU cores | throttled periods | throttled s | service demand")
        .contains("| TARGET-BOUND |")
        .contains("| 0.35 core | 0.339 | 93% | 0.40 | ");
    assertThat(text.split(java.util.regex.Pattern.quote(BudgetLines.MEASURES), -1)).hasSize(2);
  }

  @Test
  void thePageNamesEachStepsBudgetAndMarksLatencyUnderIt() throws Exception {
    budgeted();
    String page = file(FolderLayout.REPLAY_PAGE);

    assertThat(page)
        .contains("<div class=\"layout budget\">at a budget of 0.35 core</div>")
        .contains("(under a budget: 0.35 core)")
        .contains("Under a CPU budget: the times include the throttling stalls")
        .contains("<table class=\"groups\">")
        .contains("<span class=\"demand\"><br>ms/request</span></th>");
    assertThat(page.split("throughput per unit of CPU at saturation", -1)).hasSize(2);
  }

  @Test
  void aRunWithoutABudgetSaysSoAndStillGivesEachStepsServiceDemand() throws Exception {
    RunResult result = RunFixture.document000(folder, 1).run();
    ReportFiles.write(folder, result);

    assertThat(file(FolderLayout.AB_SUMMARY))
        .contains("Budget:                 no budget (replay.budget = none)\n")
        .containsPattern("Service demand: +[0-9.]+ ms of the target's CPU a request")
        .doesNotContain("Target CPU group:");
    assertThat(file(FolderLayout.REPRODUCTION))
        .contains("Every step ran without a CPU budget.")
        .doesNotContain(BudgetLines.MEASURES);
    assertThat(file(FolderLayout.REPLAY_PAGE))
        .doesNotContain("under a budget")
        .doesNotContain("<table class=\"groups\">");
  }

  private static org.assertj.core.data.Offset<Double> within() {
    return org.assertj.core.data.Offset.offset(1e-3);
  }
}
