package abreplay.machine;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * cgroup v2: a group of the unified hierarchy with {@code cpu.max} ("quota period", in
 * microseconds), its use and throttling in {@code cpu.stat}. Groups live in {@code
 * ab-replay-<pid>/} under the first folder of the hierarchy that offers the cpu controller and lets
 * this process enable it for its children (the hierarchy's root for root; a delegated subtree
 * otherwise: v2 lets no group with processes of its own hand controllers down).
 */
final class CgroupV2Control implements CpuControl {
  private final Path base;

  private CgroupV2Control(Path base) {
    this.base = base;
  }

  static Found of(CgroupPaths paths, long pid) {
    var mount = paths.v2();
    if (mount.isEmpty()) return Found.not("no cgroup v2 hierarchy is mounted");
    Set<Path> candidates = new LinkedHashSet<>();
    candidates.add(mount.get().point());
    candidates.add(paths.own(mount.get()));
    List<String> problems = new ArrayList<>();
    for (Path candidate : candidates) {
      if (!words(candidate.resolve("cgroup.controllers")).contains("cpu")) {
        problems.add(candidate + " offers no cpu controller");
        continue;
      }
      if (!Files.isWritable(candidate.resolve("cgroup.subtree_control"))) {
        problems.add(candidate + " is not writable");
        continue;
      }
      return Found.of(new CgroupV2Control(candidate.resolve(CgroupPaths.RUN_PREFIX + pid)));
    }
    return Found.not("cgroup v2: " + String.join(", ", problems));
  }

  static CgroupV2Control at(Path base) {
    return new CgroupV2Control(base);
  }

  @Override
  public String describe() {
    return "cgroup v2 cpu controller (" + base.getParent() + ")";
  }

  @Override
  public CpuGroup open(String name, Optional<CpuBudget> budget) {
    Path parent = base.getParent();
    CgroupFiles.sweep(parent);
    enableCpu(parent);
    CgroupFiles.mkdirs(base);
    enableCpu(base);
    String safe = CgroupFiles.groupName(name);
    for (int i = 1; ; i++) {
      Path group = base.resolve(i == 1 ? safe : safe + "-" + i);
      try {
        Files.createDirectory(group);
      } catch (java.nio.file.FileAlreadyExistsException e) {
        continue;
      } catch (IOException e) {
        throw new IllegalStateException("cannot make " + group + ": " + CgroupFiles.reason(e));
      }
      V2Group made = new V2Group(group);
      try {
        made.limit(budget);
      } catch (RuntimeException e) {
        CgroupFiles.remove(group);
        throw e;
      }
      return made;
    }
  }

  private static void enableCpu(Path dir) {
    if (!words(dir.resolve("cgroup.subtree_control")).contains("cpu"))
      CgroupFiles.write(dir.resolve("cgroup.subtree_control"), "+cpu");
  }

  private static List<String> words(Path file) {
    List<String> words = new ArrayList<>();
    for (String line : Limits.lines(file)) words.addAll(List.of(line.trim().split("\\s+")));
    return words;
  }

  private static final class V2Group implements CpuGroup {
    private final Path dir;
    private final Adoptions adopted;
    private volatile Optional<CpuBudget> budget = Optional.empty();

    V2Group(Path dir) {
      this.dir = dir;
      this.adopted = new Adoptions(List.of(dir));
    }

    @Override
    public void adopt(long pid) {
      adopted.adopt(pid);
    }

    @Override
    public List<String> prefix() {
      return JoinScript.prefix(List.of(dir));
    }

    @Override
    public Optional<CpuBudget> budget() {
      return budget;
    }

    @Override
    public synchronized void limit(Optional<CpuBudget> budget) {
      CgroupFiles.write(
          dir.resolve("cpu.max"),
          budget.map(b -> b.quotaMicros() + " " + b.periodMicros()).orElse("max"));
      CgroupFiles.write(
          dir.resolve("cpu.weight"),
          budget.isPresent() ? Integer.toString(CpuBudget.V2_WEIGHT) : "100");
      this.budget = budget;
    }

    @Override
    public Optional<CpuUsage> usage() {
      var stat = CgroupFiles.keyed(dir.resolve("cpu.stat"));
      if (!stat.containsKey("usage_usec")) return Optional.empty();
      return Optional.of(
          new CpuUsage(
              stat.get("usage_usec") * 1000,
              stat.getOrDefault("nr_periods", 0L),
              stat.getOrDefault("nr_throttled", 0L),
              stat.getOrDefault("throttled_usec", 0L) * 1000));
    }

    @Override
    public String describe() {
      return "cgroup v2 " + dir;
    }

    @Override
    public void close() {
      adopted.release();
      CgroupFiles.remove(dir, !adopted.any());
      try {
        Files.deleteIfExists(dir.getParent());
      } catch (IOException e) {
        // another group of this run is still in it; the last one's close removes it
      }
    }
  }
}
