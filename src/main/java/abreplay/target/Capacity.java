package abreplay.target;

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
 */
public record Capacity(int threads, Optional<Duration> cpuPerRequest, int cpuWorkers) {

  public static final Capacity UNKNOWN = new Capacity(0, Optional.empty(), 0);

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
