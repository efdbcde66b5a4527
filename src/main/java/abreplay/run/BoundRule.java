package abreplay.run;

import abreplay.machine.ProcessSampler.Usage;
import abreplay.result.Bound;
import java.util.Optional;

/**
 * Which side limited a step, in one rule, from what each side used while it ran:
 *
 * <ul>
 *   <li>TARGET when the target used at least {@link #BUSY} of the CPU it could use: the least of
 *       its working threads (event loops plus a framework's workers) and the CPUs it may run on;
 *   <li>else, when the CPUs the load generator may run on were idle less than {@link #IDLE} of the
 *       time: MACHINE when other processes used more of them than the load generator itself (the
 *       load generator did not hold the CPU: a busy machine set the rate, and would have set a
 *       faster load generator's too), else LOAD_GENERATOR: it had nothing left to go faster with
 *       (itself and the target holding the CPUs), while the target could have done more;
 *   <li>else NEITHER: both had CPU to spare, so the users' waiting (the closed model's concurrency
 *       over the latency) set the rate.
 * </ul>
 *
 * The thresholds sit far from what clearly load-generator-bound and target-bound steps use (their
 * figures: src/bench/README.md, "The bound rule's thresholds"), so a side is called the limit only
 * when it is plainly out of CPU.
 */
public final class BoundRule {
  /** A side this busy (share of what it could use) is the limit. */
  static final double BUSY = 0.85;

  /** CPUs idle less than this share of the time had nothing left to give. */
  static final double IDLE = 0.10;

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
    double lg = loadGenerator.map(Usage::cores).orElse(Double.NaN);
    double t = target.map(Usage::cores).orElse(Double.NaN);
    double others =
        Double.isNaN(machineBusyCores) || Double.isNaN(lg)
            ? Double.NaN
            : Math.max(0, machineBusyCores - lg - (Double.isNaN(t) ? 0 : t));
    Bound.Kind kind;
    if (!Double.isNaN(t) && !Double.isNaN(targetCapacityCores) && t >= BUSY * targetCapacityCores) {
      kind = Bound.Kind.TARGET;
    } else if (Double.isNaN(loadGeneratorCpusIdle)) {
      kind = Bound.Kind.UNKNOWN;
    } else if (loadGeneratorCpusIdle < IDLE) {
      kind = others > lg ? Bound.Kind.MACHINE : Bound.Kind.LOAD_GENERATOR;
    } else {
      kind = Double.isNaN(t) ? Bound.Kind.UNKNOWN : Bound.Kind.NEITHER;
    }
    return new Bound(kind, lg, t, targetCapacityCores, loadGeneratorCpusIdle, others);
  }
}
