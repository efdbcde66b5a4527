package abreplay.machine;

import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The machine's CPU time per CPU since boot, from /proc/stat, in USER_HZ ticks: how busy each CPU
 * was between two readings, whoever kept it busy. Immutable.
 *
 * @param idle per CPU number: idle + iowait ticks
 * @param total per CPU number: every tick (user, nice, system, idle, iowait, irq, softirq, steal)
 */
public record CpuTimes(Map<Integer, Long> idle, Map<Integer, Long> total) {

  public static CpuTimes read() {
    return parse(Limits.lines(Path.of("/proc/stat")));
  }

  /** From /proc/stat's lines; CPUs it does not list are left out. */
  public static CpuTimes parse(List<String> stat) {
    Map<Integer, Long> idle = new HashMap<>();
    Map<Integer, Long> total = new HashMap<>();
    for (String line : stat) {
      if (!line.matches("cpu\\d+ .*")) continue;
      String[] f = line.trim().split("\\s+");
      int cpu = Integer.parseInt(f[0].substring(3));
      long sum = 0;
      // user nice system idle iowait irq softirq steal (guest time is already in user).
      for (int i = 1; i <= Math.min(8, f.length - 1); i++) sum += Long.parseLong(f[i]);
      idle.put(cpu, Long.parseLong(f[4]) + (f.length > 5 ? Long.parseLong(f[5]) : 0));
      total.put(cpu, sum);
    }
    return new CpuTimes(Map.copyOf(idle), Map.copyOf(total));
  }

  /**
   * The share of the time {@code cpus} were idle between {@code before} and this reading, 0 to 1;
   * NaN when nothing was measured.
   */
  public double idleShareSince(CpuTimes before, CpuSet cpus) {
    long idleTicks = 0;
    long totalTicks = 0;
    for (int cpu = cpus.cpus().nextSetBit(0); cpu >= 0; cpu = cpus.cpus().nextSetBit(cpu + 1)) {
      if (!total.containsKey(cpu) || !before.total.containsKey(cpu)) continue;
      idleTicks += idle.get(cpu) - before.idle.get(cpu);
      totalTicks += total.get(cpu) - before.total.get(cpu);
    }
    return totalTicks > 0 ? (double) idleTicks / totalTicks : Double.NaN;
  }
}
