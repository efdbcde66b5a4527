package abreplay.result;

import abreplay.format.Numbers;
import java.util.Locale;

/**
 * Which side limited a step's rate (rule: run.BoundRule), with the figures it was decided on. CPU
 * figures are in cores (1.0 = one core all the time), NaN when unknown; shares are 0 to 1.
 * Immutable.
 *
 * @param targetCapacityCores the most CPU the target could use: its working threads, or its CPUs if
 *     fewer
 * @param loadGeneratorCpusIdleShare the idle share of the CPUs the load generator may use
 * @param otherProcessesCores every other process of the machine, meanwhile
 * @param budgetCores the target's CPU budget when it bound it (then {@code targetCapacityCores} is
 *     the budget); NaN for none
 * @param throttledShare of the budget's periods in which the target used its whole quota and
 *     waited; NaN without a budget or a period count
 */
public record Bound(
    Kind kind,
    double loadGeneratorCores,
    double targetCores,
    double targetCapacityCores,
    double loadGeneratorCpusIdleShare,
    double otherProcessesCores,
    double budgetCores,
    double throttledShare) {

  /** Without a budget. */
  public Bound(
      Kind kind,
      double loadGeneratorCores,
      double targetCores,
      double targetCapacityCores,
      double loadGeneratorCpusIdleShare,
      double otherProcessesCores) {
    this(
        kind,
        loadGeneratorCores,
        targetCores,
        targetCapacityCores,
        loadGeneratorCpusIdleShare,
        otherProcessesCores,
        Double.NaN,
        Double.NaN);
  }

  public enum Kind {
    /**
     * The load generator had no CPU left while the target could have done more: the rate is the
     * load generator's.
     */
    LOAD_GENERATOR("LOAD-GENERATOR-BOUND"),
    /**
     * The target used (nearly) all the CPU it could, or all its budget while the load generator had
     * CPU to spare: the rate is the target's.
     */
    TARGET("TARGET-BOUND"),
    /**
     * The CPUs were busy, more with other processes than with the load generator: the machine set
     * the rate. Not a bound of the server's rate by the load generator's; a noisy step, as the note
     * on other processes says.
     */
    MACHINE("MACHINE-BOUND"),
    /** Neither used all it could: the users' waiting (latency x concurrency) set the rate. */
    NEITHER("NEITHER-BOUND"),
    /** Not enough was measured to say. */
    UNKNOWN("BOUND UNKNOWN");

    /** The mark the reports print, e.g. "LOAD-GENERATOR-BOUND". */
    public final String mark;

    Kind(String mark) {
      this.mark = mark;
    }
  }

  public static Bound unknown() {
    return new Bound(Kind.UNKNOWN, Double.NaN, Double.NaN, Double.NaN, Double.NaN, Double.NaN);
  }

  /** Other processes holding this much of the machine make a run's figures theirs too. */
  public static final double NOISY_CORES = 0.2;

  /** The mark the reports print, e.g. "LOAD-GENERATOR-BOUND". */
  public String mark() {
    return kind.mark;
  }

  /** The mark and the figures it rests on, in one line. */
  public String explained() {
    return markAndFigures()
        + (otherProcessesCores >= NOISY_CORES
            ? "; other processes used "
                + Numbers.cores(otherProcessesCores)
                + " meanwhile: the machine was not quiet"
            : "");
  }

  private String markAndFigures() {
    return switch (kind) {
      case LOAD_GENERATOR ->
          kind.mark
              + ": the load generator's CPUs were busy "
              + percent(1 - loadGeneratorCpusIdleShare)
              + " of the time (it used "
              + Numbers.cores(loadGeneratorCores)
              + ") while the target used "
              + (Double.isNaN(targetCores)
                  ? "CPU not measured here"
                  : Numbers.cores(targetCores) + " " + capacity());
      case TARGET ->
          kind.mark
              + ": the target used "
              + Numbers.cores(targetCores)
              + " "
              + capacity()
              + " (the load generator "
              + Numbers.cores(loadGeneratorCores)
              + (Double.isNaN(budgetCores) || Double.isNaN(loadGeneratorCpusIdleShare)
                  ? ""
                  : ", its CPUs idle " + percent(loadGeneratorCpusIdleShare) + " of the time")
              + ")";
      case MACHINE ->
          kind.mark
              + ": the CPUs were busy "
              + percent(1 - loadGeneratorCpusIdleShare)
              + " of the time, more with other processes than with the load generator (which used "
              + Numbers.cores(loadGeneratorCores)
              + ", the target "
              + Numbers.cores(targetCores)
              + " "
              + capacity()
              + ")";
      case NEITHER ->
          kind.mark
              + ": the target used "
              + Numbers.cores(targetCores)
              + " "
              + capacity()
              + " and the load generator's CPUs were idle "
              + percent(loadGeneratorCpusIdleShare)
              + " of the time: the users' waiting set the rate";
      case UNKNOWN ->
          kind.mark + ": the CPU use of the load generator or the target was not measured";
    };
  }

  /**
   * "of the 2.00 cores it could", or "of its budget of 0.35 core (throttled in 93% of periods)".
   */
  private String capacity() {
    if (Double.isNaN(budgetCores))
      return "of the " + Numbers.cores(targetCapacityCores) + " it could";
    return "of its budget of "
        + String.format(Locale.ROOT, "%.2f core%s", budgetCores, budgetCores > 1 ? "s" : "")
        + (Double.isNaN(throttledShare)
            ? ""
            : " (throttled in " + percent(throttledShare) + " of its periods)");
  }

  private static String percent(double share) {
    return String.format(Locale.ROOT, "%.0f%%", share * 100);
  }
}
