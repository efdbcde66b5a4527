package abreplay.machine;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * cgroup v1: a group in the cpu hierarchy ({@code cpu.cfs_period_us}, {@code cpu.cfs_quota_us},
 * throttling in {@code cpu.stat}) and, where cpuacct is mounted apart, one of the same name there
 * for the CPU it used ({@code cpuacct.usage}). Groups live in {@code ab-replay-<pid>/} under this
 * process's own group of each hierarchy; one left by a run that was killed is swept by the next.
 */
final class CgroupV1Control implements CpuControl {
  private final Path cpuBase;
  private final Optional<Path> cpuacctBase;

  private CgroupV1Control(Path cpuBase, Optional<Path> cpuacctBase) {
    this.cpuBase = cpuBase;
    this.cpuacctBase = cpuacctBase;
  }

  /**
   * This machine's v1 cpu controller when this process may make groups in it.
   *
   * @param pid this run's pid, which names its folder
   */
  static Found of(CgroupPaths paths, long pid) {
    var cpu = paths.v1("cpu");
    if (cpu.isEmpty()) return Found.not("cgroup v1 has no cpu controller mounted");
    Path own = paths.own(cpu.get());
    Path base = own.resolve(CgroupPaths.RUN_PREFIX + pid);
    if (!Files.isWritable(own) || !Files.exists(own.resolve("cpu.cfs_quota_us")))
      return Found.not("cgroup v1's cpu controller (" + own + ") is not writable");
    Optional<Path> acct =
        paths
            .v1("cpuacct")
            .filter(m -> !m.point().equals(cpu.get().point()))
            .map(m -> paths.own(m).resolve(CgroupPaths.RUN_PREFIX + pid))
            .filter(p -> Files.isWritable(p.getParent()));
    return Found.of(new CgroupV1Control(base, acct));
  }

  static CgroupV1Control at(Path cpuBase, Optional<Path> cpuacctBase) {
    return new CgroupV1Control(cpuBase, cpuacctBase);
  }

  @Override
  public String describe() {
    return "cgroup v1 cpu controller (" + cpuBase.getParent() + ")";
  }

  @Override
  public CpuGroup open(String name, Optional<CpuBudget> budget) {
    CgroupFiles.sweep(cpuBase.getParent());
    cpuacctBase.ifPresent(b -> CgroupFiles.sweep(b.getParent()));
    Path cpu = fresh(cpuBase, name);
    List<Path> joins = new ArrayList<>(List.of(cpu));
    try {
      Optional<Path> acct = Optional.empty();
      if (cpuacctBase.isPresent()) {
        Path a = cpuacctBase.get().resolve(cpu.getFileName().toString());
        CgroupFiles.mkdirs(a);
        acct = Optional.of(a);
        joins.add(a);
      }
      V1Group group = new V1Group(cpu, acct.orElse(cpu), joins);
      group.limit(budget);
      return group;
    } catch (RuntimeException e) {
      joins.forEach(CgroupFiles::remove);
      throw e;
    }
  }

  /** A folder for {@code name} that no group of this run has yet: nginx, nginx-2, ... */
  private static Path fresh(Path base, String name) {
    CgroupFiles.mkdirs(base);
    String safe = CgroupFiles.groupName(name);
    for (int i = 1; ; i++) {
      Path group = base.resolve(i == 1 ? safe : safe + "-" + i);
      try {
        Files.createDirectory(group);
        return group;
      } catch (java.nio.file.FileAlreadyExistsException e) {
        // taken by an earlier system of this run: the next suffix
      } catch (IOException e) {
        throw new IllegalStateException("cannot make " + group + ": " + CgroupFiles.reason(e));
      }
    }
  }

  /** One group: the cpu hierarchy's folder, and cpuacct's (the same folder when co-mounted). */
  private static final class V1Group implements CpuGroup {
    private final Path cpu;
    private final Path acct;
    private final List<Path> joins;
    private final Adoptions adopted;
    private volatile Optional<CpuBudget> budget = Optional.empty();

    V1Group(Path cpu, Path acct, List<Path> joins) {
      this.cpu = cpu;
      this.acct = acct;
      this.joins = List.copyOf(joins);
      this.adopted = new Adoptions(joins);
    }

    @Override
    public void adopt(long pid) {
      adopted.adopt(pid);
    }

    @Override
    public List<String> prefix() {
      return JoinScript.prefix(joins);
    }

    @Override
    public Optional<CpuBudget> budget() {
      return budget;
    }

    @Override
    public synchronized void limit(Optional<CpuBudget> budget) {
      if (budget.isPresent()) {
        // The quota after the period: a period shorter than the quota now set is refused.
        CgroupFiles.write(cpu.resolve("cpu.cfs_quota_us"), "-1");
        CgroupFiles.write(
            cpu.resolve("cpu.cfs_period_us"), Long.toString(budget.get().periodMicros()));
        CgroupFiles.write(
            cpu.resolve("cpu.cfs_quota_us"), Long.toString(budget.get().quotaMicros()));
        CgroupFiles.write(cpu.resolve("cpu.shares"), Integer.toString(CpuBudget.V1_SHARES));
      } else {
        CgroupFiles.write(cpu.resolve("cpu.cfs_quota_us"), "-1");
        CgroupFiles.write(cpu.resolve("cpu.shares"), "1024");
      }
      this.budget = budget;
    }

    @Override
    public Optional<CpuUsage> usage() {
      var stat = CgroupFiles.keyed(cpu.resolve("cpu.stat"));
      long used = CgroupFiles.number(acct.resolve("cpuacct.usage"));
      if (stat.isEmpty() || used < 0) return Optional.empty();
      return Optional.of(
          new CpuUsage(
              used,
              stat.getOrDefault("nr_periods", 0L),
              stat.getOrDefault("nr_throttled", 0L),
              stat.getOrDefault("throttled_time", 0L)));
    }

    @Override
    public String describe() {
      return "cgroup v1 " + cpu;
    }

    @Override
    public void close() {
      adopted.release();
      boolean ours = !adopted.any();
      for (Path join : joins) CgroupFiles.remove(join, ours);
      for (Path join : joins) {
        try {
          Files.deleteIfExists(join.getParent());
        } catch (IOException e) {
          // another group of this run is still in it; the last one's close removes it
        }
      }
    }
  }
}
