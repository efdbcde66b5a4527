package abreplay.plan;

import abreplay.machine.CpuBudget;
import java.time.Duration;
import java.util.Locale;
import java.util.OptionalInt;

/**
 * replay.budget = auto: the largest CPU budget B, in cores, that the load generator can saturate on
 * this machine's N CPUs, from each side's CPU a request (c_lg, c_s): B &lt;= u N / (u + m c_lg /
 * c_s), u {@link #UTILISATION}, m {@link #MARGIN} for the run's cheaper systems, rounded down to
 * {@link #STEP}, at most the post's cores; none where B would reach N. With k systems at once
 * (replay.together) each gets a k-th. Why u and m are what they are: docs/budget.md, "Choosing it".
 * Pure.
 */
public final class AutoBudget {
  /**
   * u: the most of the CPU the budget leaves that the load generator is let use: past it a budgeted
   * step's bound turns to the load generator (src/bench/README.md, "The budget's u and m"). A
   * machine that is not quiet is met by N, which leaves out the cores other processes held.
   */
  public static final double UTILISATION = 0.8;

  /**
   * m: how much more a request may cost the load generator, relative to the server, in a budgeted
   * step than in the warm-up where it is measured (there the load generator is the bound; at a
   * budget the server is). The costliest of document 000's stand-ins: src/bench/README.md, "The
   * budget's u and m".
   */
  public static final double MARGIN = 2.45;

  /** Budgets are whole multiples of this, in cores. */
  public static final double STEP = 0.01;

  /** A bound this close to the CPUs, in cores, is none: the server is the bound without one. */
  public static final double NEAR = 0.05;

  private AutoBudget() {}

  /**
   * What a request cost, in the first system's warm-up.
   *
   * @param loadGeneratorMs the load generator's CPU a response, in ms
   * @param targetMs the server's CPU a response, in ms
   * @param cpus N, the CPUs the load generator and the server share
   * @param atOnce k, the most systems the run loads at once (1 one after the other, and in an older
   *     record)
   */
  public record Figures(
      String firstSystem,
      double loadGeneratorMs,
      double targetMs,
      int cpus,
      OptionalInt postCores,
      int atOnce,
      double otherCores) {

    public Figures {
      atOnce = Math.max(1, atOnce);
      otherCores = Math.max(0, otherCores);
    }

    /** N: the CPUs the run has, less what other processes held in the warm-up (at least half). */
    public double freeCpus() {
      return Math.max(cpus / 2.0, cpus - otherCores);
    }

    /** "load generator 0.031 ms, nginx 0.016 ms of CPU a request; u 0.75, m 1.3, 2 CPUs" */
    public String describe() {
      return String.format(
              Locale.ROOT,
              "load generator %.3f ms, %s %.3f ms of CPU a request; u %s, m %s, %d CPUs%s%s",
              loadGeneratorMs,
              firstSystem,
              targetMs,
              number(UTILISATION),
              number(MARGIN),
              cpus,
              postCores.isPresent() ? ", the post's " + postCores.getAsInt() + " cores" : "",
              atOnce > 1 ? ", " + atOnce + " systems at once" : "")
          + (otherCores >= 0.05
              ? String.format(
                  Locale.ROOT, "; other processes held %.2f cores in the warm-up", otherCores)
              : "");
    }
  }

  /**
   * The rule's answer: {@code cores} to budget, or empty when the server is the bound without a
   * budget.
   *
   * @param bound u N / (u + m c_lg / c_s), before rounding and capping
   */
  public record Answer(java.util.OptionalDouble cores, double bound) {}

  /**
   * @param period the enforcement period: the least budget is the kernel's least quota in it
   */
  public static Answer of(Figures f, Duration period) {
    if (!(f.loadGeneratorMs() > 0) || !(f.targetMs() > 0) || f.cpus() < 1)
      throw new IllegalArgumentException("the costs and the CPUs must be more than 0: " + f);
    double n = f.freeCpus();
    int k = f.atOnce();
    double bound =
        UTILISATION * n / (k * (UTILISATION + MARGIN * f.loadGeneratorMs() / f.targetMs()));
    // The bound nears N only as the server's cost dwarfs the load generator's; within NEAR of N a
    // budget would take nothing from the server that it does not get without one.
    if (k * bound > n - NEAR) return new Answer(java.util.OptionalDouble.empty(), bound);
    double least = CpuBudget.MIN_QUOTA_MICROS / (period.toNanos() / 1000.0);
    double cores = Math.floor(bound / STEP + 1e-9) * STEP;
    if (f.postCores().isPresent()) cores = Math.min(cores, f.postCores().getAsInt());
    cores = Math.max(cores, Math.ceil(least / STEP - 1e-9) * STEP);
    return new Answer(java.util.OptionalDouble.of(round(cores)), bound);
  }

  /** A document's machine.cores as a number: "4"; empty for "not stated (...)". */
  public static OptionalInt postCores(String cores) {
    return cores.trim().matches("[1-9][0-9]{0,3}")
        ? OptionalInt.of(Integer.parseInt(cores.trim()))
        : OptionalInt.empty();
  }

  private static double round(double cores) {
    return Math.round(cores * 100) / 100.0;
  }

  private static String number(double d) {
    return d == Math.rint(d) ? Long.toString((long) d) : Double.toString(d);
  }
}
