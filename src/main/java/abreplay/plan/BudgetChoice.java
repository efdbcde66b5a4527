package abreplay.plan;

import java.util.Locale;
import java.util.function.Function;

/**
 * replay.budget: how a run chooses the CPU budget every system it starts runs under ({@code auto},
 * {@code none} or a number of cores). Immutable.
 */
public sealed interface BudgetChoice
    permits BudgetChoice.Auto, BudgetChoice.None, BudgetChoice.Cores {
  /** The word for auto, as a conf file writes it. */
  String AUTO = "auto";

  /** The word for none. */
  String NONE = "none";

  /**
   * The largest budget the load generator can saturate, decided from the first system's warm-up
   * ({@link AutoBudget}); none where the server is the bound without one.
   */
  record Auto() implements BudgetChoice {
    @Override
    public String word() {
      return AUTO;
    }
  }

  /** No budget: every server may use every CPU it can, as runs did before budgets. */
  record None() implements BudgetChoice {
    @Override
    public String word() {
      return NONE;
    }
  }

  /**
   * This many cores for every system, e.g. 0.35, or 4 for a post's 4-core machine.
   *
   * @param cores more than 0
   */
  record Cores(double cores) implements BudgetChoice {
    public Cores {
      if (!(cores > 0) || Double.isInfinite(cores))
        throw new IllegalArgumentException("a budget needs more than 0 cores, not " + cores);
    }

    @Override
    public String word() {
      return cores == Math.rint(cores)
          ? Long.toString((long) cores)
          : String.format(Locale.ROOT, "%s", cores);
    }
  }

  /** As replay.budget is written: "auto", "none", "0.35". */
  String word();

  /**
   * One function per kind, applied to this one: Java 17's stand-in for an exhaustive switch over
   * the sealed kinds.
   */
  default <R> R match(
      Function<? super Auto, ? extends R> auto,
      Function<? super None, ? extends R> none,
      Function<? super Cores, ? extends R> cores) {
    if (this instanceof Auto a) return auto.apply(a);
    if (this instanceof None n) return none.apply(n);
    return cores.apply((Cores) this);
  }
}
