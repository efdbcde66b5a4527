package abreplay.run;

import abreplay.machine.CpuBudget;
import abreplay.machine.CpuControl;
import abreplay.machine.CpuGroup;
import abreplay.plan.AutoBudget;
import abreplay.plan.BudgetChoice;
import abreplay.plan.BudgetSettings;
import abreplay.plan.Placement;
import abreplay.plan.RunPlan;
import abreplay.plan.SystemPlan;
import abreplay.plan.Together;
import abreplay.result.BudgetDecision;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.concurrent.CopyOnWriteArrayList;

/**
 * A run's CPU budget while it runs: each system's group, opened before its server starts ({@link
 * #open}), and the one decision every system and round runs under: fixed at the start, or auto's
 * once before the first measured step ({@link #measured}, then {@link #decide}); groups opened
 * before it only count until then. Where the machine cannot budget CPU, nothing is opened and the
 * decision says why. Thread-safe: the decision is taken under its lock.
 */
public final class RunBudget {
  /** What a request cost each side in one warm-up. */
  /**
   * What a request cost each side in one warm-up, in CPU ms, and the cores other processes used
   * meanwhile (0 on a quiet machine).
   */
  public record Cost(String system, double loadGeneratorMs, double targetMs, double otherCores) {}

  private final BudgetSettings settings;
  private final CpuControl control;
  private final int cpus;
  private final OptionalInt postCores;

  /** The most systems the run loads at once ({@link Together#most}): auto gives each a k-th. */
  private final int atOnce;

  private final List<CpuGroup> open = new CopyOnWriteArrayList<>();
  private volatile Cost measured;
  private volatile BudgetDecision decision;

  /**
   * @param control how this machine budgets CPU ({@link abreplay.machine.CpuControls#detect});
   *     unused when the plan asks for no budget
   * @param atOnce the most systems the run loads at once ({@link Together#most})
   */
  public RunBudget(RunPlan plan, CpuControl control, int atOnce) {
    this.settings = plan.settings().budget();
    this.control = control;
    this.cpus = shared(plan.settings().placement());
    this.postCores =
        plan.document()
            .map(d -> AutoBudget.postCores(d.machine().cores()))
            .orElse(OptionalInt.empty());
    this.atOnce = atOnce;
    if (settings.off()) decision = BudgetDecision.OFF;
    else if (control instanceof CpuControl.None none)
      decision = BudgetDecision.unavailable(none.why().replaceFirst("^no CPU budget: ", ""));
    else settings.fixed().ifPresent(b -> decision = BudgetDecision.fixed(b, control.describe()));
  }

  private RunBudget() {
    this.settings = BudgetSettings.NONE;
    this.control = new CpuControl.None("replay.budget = none");
    this.cpus = 1;
    this.postCores = OptionalInt.empty();
    this.atOnce = 1;
    this.decision = BudgetDecision.OFF;
  }

  /** A run without a budget (replay.budget = none): opens nothing. */
  public static RunBudget off() {
    return new RunBudget();
  }

  /** N: the CPUs the load generator and the targets may both run on (every CPU, unpinned). */
  static int shared(Placement placement) {
    java.util.BitSet union = (java.util.BitSet) placement.loadGeneratorCpus().cpus().clone();
    union.or(placement.targetCpus().cpus());
    return Math.max(1, union.cardinality());
  }

  /** The line to print before the run when a budget was asked for and this machine has none. */
  public Optional<String> preFlight() {
    if (decision != null && decision.kind() == BudgetDecision.Kind.UNAVAILABLE)
      return Optional.of("no CPU budget: " + decision.why() + "; the run goes on without one");
    return Optional.empty();
  }

  /**
   * A group for {@code system}'s server, at the budget decided so far (none yet: it only counts);
   * empty when its server runs in none (no budget asked for or possible, a url not named).
   *
   * @throws IllegalStateException when the group cannot be made, with why: the system then runs
   *     without one
   */
  public Optional<CpuGroup> open(SystemPlan system) {
    if (settings.off() || control instanceof CpuControl.None) return Optional.empty();
    if (!settings.covers(system.target())) return Optional.empty();
    BudgetDecision d = decision;
    CpuGroup group = control.open(system.label(), d == null ? Optional.empty() : d.budget());
    open.add(group);
    return Optional.of(group);
  }

  /** Removes {@code group} (its server has stopped). */
  public void close(CpuGroup group) {
    open.remove(group);
    group.close();
  }

  /** Removes every group still open: the run's end, or its shutdown hook. */
  public void closeAll() {
    for (CpuGroup group : open) close(group);
  }

  /**
   * Lifts {@code group}'s budget while its server warms up ({@code warming} true), so that a JVM's
   * JIT compiles at full speed rather than in a share of a core; else gives it the budget decided
   * so far again. Under the decision's lock, so that a decision taken meanwhile is not undone.
   */
  public synchronized void warming(CpuGroup group, boolean warming) {
    BudgetDecision d = decision;
    Optional<CpuBudget> budget = warming || d == null ? Optional.empty() : d.budget();
    try {
      group.limit(budget);
    } catch (IllegalStateException e) {
      System.err.println("ab-replay: " + group.describe() + ": " + e.getMessage());
    }
  }

  /** Whether auto has yet to decide. */
  public boolean pending() {
    return decision == null;
  }

  /**
   * What a request cost in a warm-up that ran before the decision; the last one before the first
   * measured step counts (the first system's own warm-up, when it had one: the load generator is
   * warm by then).
   */
  public void measured(Cost cost) {
    if (decision == null && cost.loadGeneratorMs() > 0 && cost.targetMs() > 0) measured = cost;
  }

  /**
   * Auto decides, once, from the last warm-up's costs ({@link #measured}), and every group open now
   * gets the budget; a fixed budget or none has been decided already. Returns the decision when it
   * is taken now, to print; empty when it was taken before.
   */
  public synchronized Optional<BudgetDecision> decide() {
    if (decision != null) return Optional.empty();
    Cost cost = measured;
    if (cost == null) {
      decision =
          BudgetDecision.undecided(
              "auto had no warm-up to measure a request's cost in (a warm-up of 0 requests, or"
                  + " the first system's server not measured); set the budget's cores, e.g."
                  + " -Dreplay.budget=0.35");
      return Optional.of(decision);
    }
    // What other processes held during the warm-up is not the run's to share out.
    AutoBudget.Figures figures =
        new AutoBudget.Figures(
            cost.system(),
            cost.loadGeneratorMs(),
            cost.targetMs(),
            cpus,
            postCores,
            atOnce,
            cost.otherCores());
    AutoBudget.Answer answer = AutoBudget.of(figures, settings.period());
    if (answer.cores().isEmpty()) {
      decision = BudgetDecision.notNeeded(figures, answer.bound());
      return Optional.of(decision);
    }
    CpuBudget budget = new CpuBudget(answer.cores().getAsDouble(), settings.period());
    decision = BudgetDecision.auto(budget, control.describe(), figures);
    for (CpuGroup group : open) {
      try {
        group.limit(Optional.of(budget));
      } catch (IllegalStateException e) {
        System.err.println("ab-replay: " + group.describe() + ": " + e.getMessage());
      }
    }
    return Optional.of(decision);
  }

  /**
   * The decision, for the run's result; an auto decision not taken yet (the run ended before its
   * first measured step) reads as undecided.
   */
  public BudgetDecision decision() {
    BudgetDecision d = decision;
    return d != null
        ? d
        : BudgetDecision.undecided("the run ended before auto decided, at its first measured step");
  }

  /** True when the plan asks for a budget chosen by auto. */
  public boolean auto() {
    return settings.choice() instanceof BudgetChoice.Auto;
  }
}
