package abreplay.plan;

import abreplay.machine.CpuSet;
import java.util.Optional;

/**
 * Which CPUs the load generator and the target may run on (taskset's affinity), as a separate load
 * machine would have its own. Empty = not pinned: the scheduler shares every CPU between them.
 *
 * @param online the CPUs this machine has
 */
public record Placement(Optional<CpuSet> loadGenerator, Optional<CpuSet> target, CpuSet online) {

  public static Placement unpinned(CpuSet online) {
    return new Placement(Optional.empty(), Optional.empty(), online);
  }

  public boolean pinned() {
    return loadGenerator.isPresent() || target.isPresent();
  }

  /** The CPUs the load generator may use. */
  public CpuSet loadGeneratorCpus() {
    return loadGenerator.orElse(online);
  }

  /** The CPUs the target may use. */
  public CpuSet targetCpus() {
    return target.orElse(online);
  }

  /** True when the two may run on the same CPU, so that one's CPU is taken from the other's. */
  public boolean shared() {
    return loadGeneratorCpus().overlaps(targetCpus());
  }

  /** "not pinned: the load generator and the target share 2 CPUs", or each one's CPUs. */
  public String described() {
    if (!pinned())
      return "not pinned: the load generator and the target share "
          + online.size()
          + " CPUs ("
          + online
          + ")";
    return "load generator on "
        + loadGenerator.map(CpuSet::described).orElse("every CPU")
        + ", target on "
        + target.map(CpuSet::described).orElse("every CPU")
        + (shared() ? " (overlapping)" : "");
  }
}
