package abreplay.machine;

import java.util.Optional;

/**
 * What gives a process tree a CPU budget on this machine, found once per run by {@link
 * CpuControls#detect}: the unified hierarchy's cpu controller (cgroup v2, {@code cpu.max}), cgroup
 * v1's cpu controller ({@code cpu.cfs_quota_us} and {@code cpu.cfs_period_us}), systemd-run's
 * scopes ({@code CPUQuota=}) where neither is writable, or {@link None}, which says why and what to
 * do.
 */
public interface CpuControl {
  /**
   * A group for one process tree, at {@code budget} (empty: none yet, it only counts until {@link
   * CpuGroup#limit}); {@code name} (a system's, e.g. "nginx") names it among this run's.
   *
   * @throws IllegalStateException when the group cannot be made, with the file and the kernel's
   *     words
   */
  CpuGroup open(String name, Optional<CpuBudget> budget);

  /** What it is, for messages: "cgroup v1 cpu controller (/sys/fs/cgroup/cpu)". */
  String describe();

  /** No way to budget CPU here: {@code why} says what was tried and what would make one. */
  record None(String why) implements CpuControl {
    @Override
    public CpuGroup open(String name, Optional<CpuBudget> budget) {
      throw new IllegalStateException(why);
    }

    @Override
    public String describe() {
      return "none";
    }
  }

  /** A way found, or why not. */
  record Found(java.util.Optional<CpuControl> control, String why) {
    static Found of(CpuControl control) {
      return new Found(java.util.Optional.of(control), "");
    }

    static Found not(String why) {
      return new Found(java.util.Optional.empty(), why);
    }
  }
}
