package abreplay.report;

import abreplay.format.Numbers;
import abreplay.result.BudgetDecision;
import abreplay.result.GroupUsage;
import abreplay.result.RunResult;
import abreplay.result.StepResult;
import java.util.Optional;
import java.util.OptionalDouble;

/**
 * What every output says of a run's CPU budget and of each step's service demand, in one place: the
 * budget a step ran at, what a budget measures, that its latency includes the throttling stalls,
 * and the group's count of the server's CPU.
 */
public final class BudgetLines {
  /** What a comparison at one budget measures, said once in reproduction.md and replay.html. */
  public static final String MEASURES =
      "Every system's server ran under the same CPU budget (its own cgroup): what the replay"
          + " measures is each server's throughput per unit of CPU at saturation, not how it"
          + " scales over many cores.";

  /** What the resources table's group and service-demand columns are, said under it. */
  static final String RESOURCES_NOTE =
      "Budget, group CPU and throttling: the server's CPU group's own count over the step (every"
          + " process of it), the share of the budget's periods in which it used its whole quota"
          + " and waited, and the seconds its threads waited; service demand: the server's CPU a"
          + " response (CPU time over responses), from its group where it had one, else from"
          + " /proc.";

  private BudgetLines() {}

  /** "at a budget of 0.35 core", "at a budget of 0.35 core (joined when ...)", or "no budget". */
  public static String step(StepResult s) {
    Optional<GroupUsage> group = s.resources().group();
    return group
        .flatMap(
            g ->
                g.budget()
                    .map(
                        b ->
                            "at a budget of "
                                + b.describe()
                                + (g.adopted()
                                    ? " (its server joined the budget when its turn in the run"
                                        + " began, not at its own start)"
                                    : "")))
        .orElse("no budget");
  }

  /** Whether any step ran under a budget: then latency is marked as such. */
  public static boolean anyBudgeted(RunResult result) {
    return result.steps().stream()
        .anyMatch(s -> s.resources().group().flatMap(GroupUsage::budget).isPresent());
  }

  /** Whether the step ran under a budget. */
  public static boolean budgeted(StepResult s) {
    return s.resources().group().flatMap(GroupUsage::budget).isPresent();
  }

  /**
   * ab-summary.txt's line beside the Layout: the step's budget, how the run came to it, and, under
   * one, that the times include its stalls.
   */
  public static String summary(StepResult s, BudgetDecision decision) {
    if (!budgeted(s)) {
      return decision.applied()
          ? "no budget (" + s.step().target().description() + " was not in it)"
          : decision.describe();
    }
    var budget = s.resources().group().get().budget().get();
    return step(s)
        + "; "
        + decision.describe()
        + "; the times below include the throttling stalls (a throttled server waits up to a"
        + " period, "
        + budget.period().toMillis()
        + " ms, for its next share)";
  }

  /** The latency charts' mark under a budget. */
  public static String latencyNote(RunResult result) {
    return anyBudgeted(result)
        ? " Under a CPU budget: the times include the throttling stalls (a throttled server waits"
            + " up to a period for its next share)."
        : "";
  }

  /**
   * "0.29 cores; throttled in 100% of 344 periods, 0.81 s in all", the group's count over the step.
   */
  public static String group(GroupUsage g) {
    return Numbers.fixed(g.cores(), 2)
        + " cores"
        + (g.used().periods() > 0
            ? "; throttled in "
                + Numbers.fixed(g.throttledShare() * 100, 0)
                + "% of "
                + g.used().periods()
                + " periods, "
                + Numbers.fixed(g.throttledSeconds(), 2)
                + " s in all"
            : "");
  }

  /** "0.0080 ms", the server's CPU a response; "-" when not measured. */
  public static String demand(OptionalDouble ms) {
    return ms.isPresent() ? Numbers.fixed(ms.getAsDouble(), 4) + " ms" : "-";
  }
}
