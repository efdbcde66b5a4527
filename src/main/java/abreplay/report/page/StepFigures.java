package abreplay.report.page;

import abreplay.machine.ProcessSampler;
import abreplay.report.AbStats;
import abreplay.result.Bound;
import abreplay.result.StepResult;
import java.util.Optional;

/**
 * What the page shows of one step: ab's figures (by {@link AbStats}, as ab-summary.txt computes
 * them), the target's and load generator's resource use, and what bound the step.
 *
 * @param ab empty when the step did not run
 * @param loadGenerator when measured
 * @param bound the bound's mark, e.g. "TARGET-BOUND", when the run judged it
 */
record StepFigures(
    StepResult result,
    Optional<AbStats> ab,
    Optional<ProcessSampler.Usage> target,
    Optional<ProcessSampler.Usage> loadGenerator,
    Optional<String> bound) {

  static StepFigures of(StepResult s) {
    Bound bound = s.resources().bound();
    return new StepFigures(
        s,
        s.run().map(AbStats::of),
        s.usage(),
        s.resources().loadGenerator(),
        s.run().isPresent() && bound.kind() != Bound.Kind.UNKNOWN
            ? Optional.of(bound.kind().mark)
            : Optional.empty());
  }

  /** The system as it ran: its {@link abreplay.targets.Target#runName()}, the key of its color. */
  String system() {
    return result.step().target().runName();
  }

  String name() {
    return result.step().name();
  }

  /**
   * The target's CPU in % of one core: its CPU group's count when it ran in one, else the /proc
   * sampler's user plus system; empty when neither measured it.
   */
  Optional<Double> targetPercent() {
    return result.resources().group().map(g -> g.cores() * 100).or(() -> cpu(target));
  }

  /** Target CPU, user plus system, in % of one core; empty when not sampled. */
  static Optional<Double> cpu(Optional<ProcessSampler.Usage> usage) {
    return usage.map(u -> u.cpuUserPercent() + u.cpuSystemPercent());
  }
}
