package abreplay.result;

import abreplay.machine.CpuBudget;
import abreplay.plan.AutoBudget;
import java.util.Locale;
import java.util.Optional;

/**
 * The CPU budget a run's systems ran under, as decided: fixed by replay.budget, chosen by auto from
 * the first system's warm-up, or none, and why. Taken once, before the first measured step; the
 * same for every system and round. Immutable.
 *
 * @param enforcement e.g. "cgroup v1 cpu controller (/sys/fs/cgroup/cpu)"; empty when none
 * @param figures empty unless the choice was auto and it measured
 * @param why for no budget, in words; empty otherwise
 */
public record BudgetDecision(
    Kind kind,
    Optional<CpuBudget> budget,
    String enforcement,
    Optional<AutoBudget.Figures> figures,
    String why) {

  /** How the run came to its budget. */
  public enum Kind {
    /** replay.budget named the cores. */
    FIXED,
    /** auto chose the cores. */
    AUTO,
    /** auto found the load generator has room without one: the server is the bound. */
    NOT_NEEDED,
    /** replay.budget = none. */
    OFF,
    /** this machine has no way to budget CPU. */
    UNAVAILABLE,
    /** auto had nothing to decide on (no warm-up ran, or nothing was measured in it). */
    UNDECIDED
  }

  /** No budget, as runs were before budgets; what an older record reads as. */
  public static final BudgetDecision OFF =
      new BudgetDecision(Kind.OFF, Optional.empty(), "", Optional.empty(), "replay.budget = none");

  public static BudgetDecision fixed(CpuBudget budget, String enforcement) {
    return new BudgetDecision(Kind.FIXED, Optional.of(budget), enforcement, Optional.empty(), "");
  }

  public static BudgetDecision auto(
      CpuBudget budget, String enforcement, AutoBudget.Figures figures) {
    return new BudgetDecision(
        Kind.AUTO, Optional.of(budget), enforcement, Optional.of(figures), "");
  }

  /**
   * @param bound the rule's bound, in cores, which reached the CPUs
   */
  public static BudgetDecision notNeeded(AutoBudget.Figures figures, double bound) {
    return new BudgetDecision(
        Kind.NOT_NEEDED,
        Optional.empty(),
        "",
        Optional.of(figures),
        String.format(
            Locale.ROOT,
            "the server is the bound without one: the largest budget the load generator can"
                + " saturate, %.2f cores, reaches the %d CPUs",
            bound,
            figures.cpus()));
  }

  public static BudgetDecision unavailable(String why) {
    return new BudgetDecision(Kind.UNAVAILABLE, Optional.empty(), "", Optional.empty(), why);
  }

  public static BudgetDecision undecided(String why) {
    return new BudgetDecision(Kind.UNDECIDED, Optional.empty(), "", Optional.empty(), why);
  }

  /** Whether the servers ran under a budget. */
  public boolean applied() {
    return budget.isPresent();
  }

  /**
   * As every output says it, in one line: "0.35 core for every system (auto: load generator ...)",
   * "no budget needed: the server is the bound without one (...)", "no budget (replay.budget =
   * none)".
   */
  public String describe() {
    String auto = figures.map(f -> "auto: " + f.describe()).orElse("");
    return switch (kind) {
      case FIXED ->
          budget.get().describe()
              + " for every system (replay.budget = "
              + number(budget.get().cores())
              + ", period "
              + budget.get().period().toMillis()
              + " ms; "
              + enforcement
              + ")";
      case AUTO ->
          budget.get().describe()
              + " for every system ("
              + auto
              + "; period "
              + budget.get().period().toMillis()
              + " ms; "
              + enforcement
              + ")";
      case NOT_NEEDED -> "no budget needed: " + why + " (" + auto + ")";
      case OFF -> "no budget (" + why + ")";
      case UNAVAILABLE, UNDECIDED -> "no budget: " + why;
    };
  }

  /** Per step: "at a budget of 0.35 core", or "no budget". */
  public String phrase() {
    return budget.map(b -> "at a budget of " + b.describe()).orElse("no budget");
  }

  private static String number(double d) {
    return d == Math.rint(d) ? Long.toString((long) d) : Double.toString(d);
  }
}
