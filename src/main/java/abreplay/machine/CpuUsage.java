package abreplay.machine;

/**
 * What a budgeted process tree used, as its cgroup counts it since the group was made, or over a
 * window ({@link #minus}). Immutable.
 *
 * @param cpuNanos CPU time used by every process of the group, in nanoseconds
 * @param periods enforcement periods in which the group ran
 * @param throttledPeriods periods in which it used its whole quota and had to wait
 * @param throttledNanos wall-clock time its runnable threads spent waiting for the next period
 */
public record CpuUsage(long cpuNanos, long periods, long throttledPeriods, long throttledNanos) {
  public static final CpuUsage ZERO = new CpuUsage(0, 0, 0, 0);

  /** This and {@code other} together: two windows' counts as one. */
  public CpuUsage plus(CpuUsage other) {
    return new CpuUsage(
        cpuNanos + other.cpuNanos,
        periods + other.periods,
        throttledPeriods + other.throttledPeriods,
        throttledNanos + other.throttledNanos);
  }

  public CpuUsage minus(CpuUsage before) {
    return new CpuUsage(
        cpuNanos - before.cpuNanos,
        periods - before.periods,
        throttledPeriods - before.throttledPeriods,
        throttledNanos - before.throttledNanos);
  }

  /** The share of periods that ended throttled, 0 to 1; 0 when it did not run. */
  public double throttledShare() {
    return periods == 0 ? 0 : (double) throttledPeriods / periods;
  }

  /** Cores used on average over {@code wallNanos}. */
  public double cores(long wallNanos) {
    return wallNanos <= 0 ? 0 : (double) cpuNanos / wallNanos;
  }
}
