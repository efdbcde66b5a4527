package abreplay.testing;

import abreplay.document.claim.OnParFactor;
import abreplay.machine.CpuSet;
import abreplay.plan.AbSemantics;
import abreplay.plan.BudgetSettings;
import abreplay.plan.Placement;
import abreplay.plan.RunPlan;
import abreplay.plan.SystemPlan;
import java.time.Duration;
import java.util.List;
import java.util.Optional;

/** Run plans for tests of what a plan makes: ab's defaults, no document, no warnings. */
public final class Plans {
  private Plans() {}

  /** ab's settings on every online CPU, without a budget or drift; {@code together} as asked. */
  public static RunPlan.Settings settings(boolean together) {
    return new RunPlan.Settings(
        Duration.ofSeconds(30),
        0,
        1,
        List.of(),
        Placement.unpinned(CpuSet.online()),
        0.95,
        AbSemantics.AB,
        OnParFactor.DEFAULT,
        BudgetSettings.NONE,
        0,
        together,
        Long.MAX_VALUE);
  }

  /** A plan of {@code systems} under {@code settings}. */
  public static RunPlan of(RunPlan.Settings settings, SystemPlan... systems) {
    return new RunPlan(
        "t", List.of(), "replay", settings, List.of(systems), List.of(), Optional.empty());
  }
}
