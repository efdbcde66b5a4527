package abreplay.result;

import abreplay.machine.CpuBudget;
import abreplay.machine.CpuUsage;
import java.util.Optional;

/**
 * What a step's server used as its CPU group counted it (cgroup: every process of the server, to
 * the nanosecond) over the step's window, and the budget it ran under. Immutable.
 *
 * @param budget empty when the group only counted
 * @param seconds the window's wall-clock length
 * @param adopted a url's server, not started by the run: it joined the group when the system's turn
 *     began
 */
public record GroupUsage(
    Optional<CpuBudget> budget, CpuUsage used, double seconds, boolean adopted) {

  /** Cores used on average over the window. */
  public double cores() {
    return seconds <= 0 ? 0 : used.cpuNanos() / 1e9 / seconds;
  }

  /** CPU seconds used over the window. */
  public double cpuSeconds() {
    return used.cpuNanos() / 1e9;
  }

  /** The share of enforcement periods in which the server used its whole quota and waited. */
  public double throttledShare() {
    return used.throttledShare();
  }

  /** Wall-clock seconds its runnable threads waited for the next period, summed over them. */
  public double throttledSeconds() {
    return used.throttledNanos() / 1e9;
  }
}
