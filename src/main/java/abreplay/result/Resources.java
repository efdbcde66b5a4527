package abreplay.result;

import abreplay.machine.ProcessSampler.Usage;
import java.util.Optional;

/**
 * What the two sides of a step used while it ran, and which one limited it. Immutable.
 *
 * @param target the target process's use, sampled from /proc; empty for a server the run did not
 *     start (and does not find on this machine)
 * @param loadGenerator the load generator's (this JVM's) use
 * @param group the target's CPU as its CPU group counted it, with the budget it ran under; empty
 *     when it ran in none
 */
public record Resources(
    Optional<Usage> target,
    Optional<Usage> loadGenerator,
    Bound bound,
    Optional<GroupUsage> group) {

  /** Without a CPU group. */
  public Resources(Optional<Usage> target, Optional<Usage> loadGenerator, Bound bound) {
    this(target, loadGenerator, bound, Optional.empty());
  }

  public static Resources none() {
    return new Resources(Optional.empty(), Optional.empty(), Bound.unknown());
  }

  /**
   * The target's CPU seconds over the step: its group's count when it had one (exact), else the
   * /proc sampler's; empty when neither measured it.
   */
  public java.util.OptionalDouble targetCpuSeconds() {
    if (group.isPresent()) return java.util.OptionalDouble.of(group.get().cpuSeconds());
    return target
        .map(u -> java.util.OptionalDouble.of(u.cores() * u.seconds()))
        .orElse(java.util.OptionalDouble.empty());
  }
}
