package abreplay.machine;

import java.time.Duration;
import java.util.Locale;

/**
 * At most {@code cores} of CPU time per wall-clock second for one process tree, enforced by CFS
 * bandwidth control per {@code period}. Also a reservation: while enforced, the group's CPU weight
 * is the kernel's highest ({@link #V1_SHARES}, {@link #V2_WEIGHT}), so that other processes do not
 * hold the server below its quota. Immutable.
 *
 * @param cores CPU seconds per second; more than 0
 * @param period between 1 ms and 1 s (the kernel's bounds); the shorter, the shorter each stall
 */
public record CpuBudget(double cores, Duration period) {
  /** cgroup v1's cpu.shares while a budget is enforced: ten times a task's default, 1024. */
  public static final int V1_SHARES = 10240;

  /** cgroup v2's cpu.weight (and systemd's CPUWeight=) while a budget is enforced: its highest. */
  public static final int V2_WEIGHT = 10000;

  /** The kernel's least quota per period, in microseconds. */
  public static final long MIN_QUOTA_MICROS = 1000;

  /** A short period: a throttled server stalls for at most about this long at a time. */
  public static final Duration DEFAULT_PERIOD = Duration.ofMillis(10);

  public CpuBudget {
    if (!(cores > 0) || Double.isInfinite(cores))
      throw new IllegalArgumentException("a CPU budget needs more than 0 cores, not " + cores);
    if (period.compareTo(Duration.ofMillis(1)) < 0 || period.compareTo(Duration.ofSeconds(1)) > 0)
      throw new IllegalArgumentException("a CPU budget's period is 1 ms to 1 s, not " + period);
  }

  public static CpuBudget of(double cores) {
    return new CpuBudget(cores, DEFAULT_PERIOD);
  }

  public long periodMicros() {
    return period.toNanos() / 1000;
  }

  /** The quota per period, in microseconds: never below the kernel's 1 ms. */
  public long quotaMicros() {
    return Math.max(MIN_QUOTA_MICROS, Math.round(cores * periodMicros()));
  }

  /** As the outputs name it: "0.35 core", "4 cores". */
  public String describe() {
    String n =
        cores == Math.rint(cores)
            ? Long.toString((long) cores)
            : String.format(Locale.ROOT, "%.2f", cores).replaceAll("0$", "");
    return n + (cores == 1 || cores < 1 ? " core" : " cores");
  }
}
