package abreplay.targets;

import java.time.Duration;
import java.util.Optional;

/**
 * How much a target can do at once, as far as the run knows it.
 *
 * @param threads event loops and workers that can work on requests at once; 0 = unknown
 * @param cpuPerRequest empty when no framework is modelled
 * @param cpuWorkers the threads that spend {@code cpuPerRequest}
 * @param calibratedFrom set when the cost came from a post's own rates: such a model gives the
 *     post's figures back by construction, and judges no claim; empty for a cost of its own
 */
public record Capacity(
    int threads,
    Optional<Duration> cpuPerRequest,
    int cpuWorkers,
    Optional<String> calibratedFrom) {

  public static final Capacity UNKNOWN = new Capacity(0, Optional.empty(), 0);

  /** A capacity whose cost, if any, is not calibrated on a post's rates. */
  public Capacity(int threads, Optional<Duration> cpuPerRequest, int cpuWorkers) {
    this(threads, cpuPerRequest, cpuWorkers, Optional.empty());
  }

  /**
   * The most requests per second the model allows on {@code cores} CPUs; empty when no cost is
   * modelled.
   */
  public Optional<Double> modelRate(int cores) {
    return cpuPerRequest
        .filter(cpu -> !cpu.isZero())
        .map(cpu -> Math.min(cpuWorkers, cores) * 1e9 / cpu.toNanos());
  }
}
