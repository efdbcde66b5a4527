package abreplay.run;

import abreplay.machine.ProcessSampler.Usage;
import abreplay.result.Bound;
import java.util.Optional;

/**
 * Which side limited a step, from what each side used while it ran: TARGET when the target used at
 * least {@link #BUSY} of what it could use (its working threads or CPUs, the fewer; under a budget,
 * the budget, throttled as {@link #THROTTLED} and {@link #SATURATED} say); else, with the load
 * generator's CPUs idle under {@link #IDLE} of the time, MACHINE when other processes held more of
 * them than the load generator, else LOAD_GENERATOR; else NEITHER. The thresholds sit far from what
 * plainly bound steps use (src/bench/README.md, "The bound rule's thresholds"). Stateless.
 */
public final class BoundRule {
  /** A side this busy (share of what it could use) is the limit. */
  public static final double BUSY = 0.85;

  /** CPUs idle less than this share of the time had nothing left to give. */
  static final double IDLE = 0.10;

  /**
   * A budgeted target throttled in at least this share of its periods ran out of its quota: a
   * saturated one is throttled in nearly every period.
   */
  static final double THROTTLED = 0.5;

  /**
   * A budgeted target throttled in at least this share of its periods was held back by its budget
   * nearly all the time: load-generator-bound steps measured throttled in at most about half
   * (src/bench/README.md, "The budget's u and m").
   */
  static final double SATURATED = 0.75;

  private BoundRule() {}

  /**
   * @param targetCapacityCores the most CPU the target could use, in cores; NaN when unknown
   * @param loadGeneratorCpusIdle the share of time the load generator's CPUs were idle; NaN when
   *     unknown
   * @param machineBusyCores the CPU the whole machine used meanwhile, in cores; NaN when unknown
   */
  public static Bound judge(
      Optional<Usage> loadGenerator,
      Optional<Usage> target,
      double targetCapacityCores,
      double loadGeneratorCpusIdle,
      double machineBusyCores) {
    return judge(
        loadGenerator.map(Usage::cores).orElse(Double.NaN),
        target.map(Usage::cores).orElse(Double.NaN),
        targetCapacityCores,
        loadGeneratorCpusIdle,
        machineBusyCores,
        Optional.empty());
  }

  /**
   * The target's CPU under a budget, as its group counted it.
   *
   * @param budgetCores the budget's cores
   * @param throttledShare the share of its periods it was throttled in; NaN when not counted
   */
  public record Throttling(double budgetCores, double throttledShare) {}

  /**
   * @param loadGeneratorCores the load generator's CPU, in cores; NaN unknown
   * @param targetCores the target's CPU, in cores (its group's count when it had one); NaN unknown
   * @param budget the budget it ran under, when it had one
   */
  public static Bound judge(
      double loadGeneratorCores,
      double targetCores,
      double targetCapacityCores,
      double loadGeneratorCpusIdle,
      double machineBusyCores,
      Optional<Throttling> budget) {
    double lg = loadGeneratorCores;
    double t = targetCores;
    // A budget at or above what the threads and CPUs allow binds nothing: the rule as without one.
    Optional<Throttling> binding =
        budget.filter(
            b -> Double.isNaN(targetCapacityCores) || b.budgetCores() < targetCapacityCores);
    if (binding.isPresent()) {
      Throttling b = binding.get();
      boolean usedItAll =
          !Double.isNaN(t)
              && t >= BUSY * b.budgetCores()
              && (Double.isNaN(b.throttledShare()) || b.throttledShare() >= THROTTLED);
      // The load generator kept the server at its quota: it had CPU to spare, or the quota ran out
      // in nearly every period whatever held the CPUs.
      boolean keptUp =
          !Double.isNaN(loadGeneratorCpusIdle) && loadGeneratorCpusIdle >= IDLE
              || b.throttledShare() >= SATURATED;
      Bound.Kind kind =
          usedItAll && keptUp
              ? Bound.Kind.TARGET
              : unbudgeted(lg, t, loadGeneratorCpusIdle, others(machineBusyCores, lg, t));
      return new Bound(
          kind,
          lg,
          t,
          b.budgetCores(),
          loadGeneratorCpusIdle,
          others(machineBusyCores, lg, t),
          b.budgetCores(),
          b.throttledShare());
    }
    double others = others(machineBusyCores, lg, t);
    Bound.Kind kind =
        !Double.isNaN(t) && !Double.isNaN(targetCapacityCores) && t >= BUSY * targetCapacityCores
            ? Bound.Kind.TARGET
            : unbudgeted(lg, t, loadGeneratorCpusIdle, others);
    return new Bound(kind, lg, t, targetCapacityCores, loadGeneratorCpusIdle, others);
  }

  /** The rules after the target's: the load generator's CPUs, the machine's, or neither. */
  private static Bound.Kind unbudgeted(double lg, double t, double idle, double others) {
    if (Double.isNaN(idle)) return Bound.Kind.UNKNOWN;
    if (idle < IDLE) return others > lg ? Bound.Kind.MACHINE : Bound.Kind.LOAD_GENERATOR;
    return Double.isNaN(t) ? Bound.Kind.UNKNOWN : Bound.Kind.NEITHER;
  }

  /** What every other process used: the machine's busy CPU less the two sides'. */
  private static double others(double machineBusyCores, double lg, double t) {
    return Double.isNaN(machineBusyCores) || Double.isNaN(lg)
        ? Double.NaN
        : Math.max(0, machineBusyCores - lg - (Double.isNaN(t) ? 0 : t));
  }
}
