package abreplay.targets;

import java.time.Duration;
import java.util.Optional;

/**
 * How much a target can do at once, as far as the run knows it: the threads that work on requests,
 * and for a stand-in that models a framework, its CPU per request and the workers that spend it.
 *
 * @param threads the threads that can work on requests at once (event loops and workers); 0 =
 *     unknown
 * @param cpuPerRequest the CPU a modelled framework spends per request; empty when none is modelled
 * @param cpuWorkers the threads that spend it
 * @param calibratedFrom where that cost was derived from when it came from a post's own rates (a
 *     profile's {@code calibrated-from}, e.g. "document 002's published rates"): such a model gives
 *     the post's figures back by construction, and judges no claim; empty for a cost of its own
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
