package abreplay.plan;

import abreplay.machine.CpuBudget;
import abreplay.targets.Target;
import java.time.Duration;
import java.util.List;
import java.util.Optional;

/**
 * The CPU budget a run asks for (replay.budget, replay.budget-period,
 * replay.systems.&lt;name&gt;.budget = true). Every target the run starts itself runs inside it; a
 * url's server only where the user says so. Immutable.
 *
 * @param period the kernel's enforcement period, 1 ms to 1 s: a throttled server waits at most
 *     about this long for its next quota
 * @param urlSystems the url systems, by name, whose server joins the budget
 */
public record BudgetSettings(BudgetChoice choice, Duration period, List<String> urlSystems) {
  /** No budget; also what a record without one reads as. */
  public static final BudgetSettings NONE =
      new BudgetSettings(new BudgetChoice.None(), CpuBudget.DEFAULT_PERIOD, List.of());

  public BudgetSettings {
    urlSystems = List.copyOf(urlSystems);
    // CpuBudget's own check of the period: one rule for it.
    new CpuBudget(1, period);
  }

  /** The budget itself when the choice names its cores; empty for auto and none. */
  public Optional<CpuBudget> fixed() {
    return choice.match(
        a -> Optional.empty(),
        n -> Optional.empty(),
        c -> Optional.of(new CpuBudget(c.cores(), period)));
  }

  /** True when no budget is asked for. */
  public boolean off() {
    return choice instanceof BudgetChoice.None;
  }

  /**
   * Whether {@code target}'s server runs inside the budget: every one the run starts, a url's when
   * the user says so.
   */
  public boolean covers(Target target) {
    return target.match(s -> true, r -> true, u -> urlSystems.contains(u.name()));
  }
}
