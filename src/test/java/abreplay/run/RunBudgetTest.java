package abreplay.run;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.fail;
import static org.assertj.core.api.Assertions.within;

import abreplay.document.Scenario;
import abreplay.document.claim.OnParFactor;
import abreplay.machine.CpuBudget;
import abreplay.machine.CpuControl;
import abreplay.machine.CpuControls;
import abreplay.machine.CpuGroup;
import abreplay.machine.CpuSet;
import abreplay.plan.AbSemantics;
import abreplay.plan.BudgetChoice;
import abreplay.plan.BudgetSettings;
import abreplay.plan.Placement;
import abreplay.plan.RunPlan;
import abreplay.plan.SystemPlan;
import abreplay.plan.Together;
import abreplay.plan.WarmUp;
import abreplay.result.BudgetDecision;
import abreplay.targets.Capacity;
import abreplay.targets.Target;
import abreplay.testing.Steps;
import java.net.URI;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;

/**
 * A run's budget: groups opened before each server starts, auto decided once from the warm-up's
 * costs and applied to the groups open then, none where the machine has no way, and every group
 * removed at the end. The groups are this machine's own (cgroups); skipped where it has none.
 */
class RunBudgetTest {
  /** A budget for as many systems at once as the plan's room for users lets a step load. */
  private static RunBudget budget(RunPlan plan, CpuControl control) {
    return new RunBudget(plan, control, Together.most(plan));
  }

  private static final Scenario SCENARIO = new Scenario("s", 1000, 10, true, "/");
  private static final Target NGINX =
      Target.standIn("nginx", "nginx-1.4.6", 10001, new Capacity(4, Optional.empty(), 4));
  private static final Target URL = Target.external("mine", URI.create("http://127.0.0.1:1/"));

  private static SystemPlan system(Target target) {
    return new SystemPlan(
        target,
        1,
        1,
        WarmUp.none("/"),
        List.of(Steps.of(target, SCENARIO, target.name(), 1000, Optional.empty(), 1)));
  }

  private static RunPlan plan(BudgetChoice choice) {
    return new RunPlan(
        "t",
        List.of(),
        "replay",
        new RunPlan.Settings(
            Duration.ofSeconds(30),
            0,
            1,
            List.of(),
            Placement.unpinned(CpuSet.parse("0-1", new StringBuilder()).orElseThrow()),
            0.95,
            AbSemantics.AB,
            OnParFactor.DEFAULT,
            new BudgetSettings(choice, Duration.ofMillis(10), List.of()),
            0,
            false,
            Long.MAX_VALUE),
        List.of(system(NGINX)),
        List.of(),
        Optional.empty());
  }

  private static CpuControl control() {
    CpuControl control = CpuControls.detect();
    if (control instanceof CpuControl.None none) {
      if (System.getenv("CI") != null) fail(none.why());
      System.err.println("ab-replay test skipped: " + none.why());
      Assumptions.abort(none.why());
    }
    return control;
  }

  @Test
  void autoOpensGroupsThatOnlyCountThenGivesThemTheBudgetItDecidesOnce() throws Exception {
    RunBudget budget = budget(plan(new BudgetChoice.Auto()), control());
    CpuGroup group = budget.open(system(NGINX)).orElseThrow();
    Path folder = Path.of(group.describe().replaceFirst("^cgroup v[12] ", ""));
    try {
      assertThat(group.budget()).isEmpty();
      assertThat(budget.pending()).isTrue();

      budget.measured(new RunBudget.Cost("nginx", 0.02, 0.02, 0));
      BudgetDecision decided = budget.decide().orElseThrow();

      assertThat(decided.kind()).isEqualTo(BudgetDecision.Kind.AUTO);
      assertThat(group.budget()).isEqualTo(decided.budget());
      assertThat(decided.figures().orElseThrow().cpus()).isEqualTo(2);
      assertThat(budget.decide()).as("once").isEmpty();
      assertThat(budget.open(system(NGINX)).orElseThrow().budget())
          .as("a later system's group opens with it")
          .isEqualTo(decided.budget());
    } finally {
      budget.closeAll();
    }
    assertThat(folder).doesNotExist();
  }

  @Test
  void autoLeavesOutTheCoresOtherProcessesHeldDuringTheWarmUp() {
    RunBudget quiet = budget(plan(new BudgetChoice.Auto()), control());
    RunBudget busy = budget(plan(new BudgetChoice.Auto()), control());

    quiet.measured(new RunBudget.Cost("nginx", 0.02, 0.02, 0.1));
    busy.measured(new RunBudget.Cost("nginx", 0.02, 0.02, 0.95));
    BudgetDecision onQuiet = quiet.decide().orElseThrow();
    BudgetDecision onBusy = busy.decide().orElseThrow();

    assertThat(onQuiet.figures().orElseThrow().freeCpus()).isCloseTo(1.9, within(1e-9));
    assertThat(onBusy.figures().orElseThrow().freeCpus()).isCloseTo(1.05, within(1e-9));
    assertThat(onBusy.describe()).contains("; other processes held 0.95 cores in the warm-up");
    assertThat(onBusy.budget().orElseThrow().cores())
        .isLessThan(onQuiet.budget().orElseThrow().cores());
  }

  @Test
  void autoWithNothingMeasuredIsUndecidedAndSaysWhatToSet() {
    RunBudget budget = budget(plan(new BudgetChoice.Auto()), control());

    BudgetDecision decided = budget.decide().orElseThrow();

    assertThat(decided.kind()).isEqualTo(BudgetDecision.Kind.UNDECIDED);
    assertThat(decided.describe()).startsWith("no budget: auto had no warm-up").contains("0.35");
  }

  @Test
  void aFixedBudgetIsDecidedAtTheStartAndEveryGroupOpensWithIt() {
    RunBudget budget = budget(plan(new BudgetChoice.Cores(0.3)), control());
    try {
      assertThat(budget.pending()).isFalse();
      assertThat(budget.open(system(NGINX)).orElseThrow().budget())
          .hasValue(new CpuBudget(0.3, Duration.ofMillis(10)));
      assertThat(budget.open(system(URL))).as("a url not named").isEmpty();
    } finally {
      budget.closeAll();
    }
  }

  @Test
  void aMachineWithoutAWayOpensNothingAndSaysSoInOneLine() {
    RunBudget budget =
        budget(
            plan(new BudgetChoice.Auto()),
            new CpuControl.None("no CPU budget: cgroup v1's cpu controller is not writable"));

    assertThat(budget.open(system(NGINX))).isEmpty();
    assertThat(budget.preFlight())
        .hasValue(
            "no CPU budget: cgroup v1's cpu controller is not writable; the run goes on without"
                + " one");
    assertThat(budget.decision().describe())
        .isEqualTo("no budget: cgroup v1's cpu controller is not writable");
  }

  @Test
  void noneOpensNothing() {
    RunBudget budget = budget(plan(new BudgetChoice.None()), control());
    assertThat(budget.open(system(NGINX))).isEmpty();
    assertThat(budget.decision()).isEqualTo(BudgetDecision.OFF);
    assertThat(budget.preFlight()).isEmpty();
  }
}
