package abreplay.run;

import abreplay.plan.WarmUpPolicy;
import java.util.Optional;

/**
 * Whether the run's load generator is warm: set once, by the first warm-up that ran to its end
 * under the load-generator policy, with the system it ran against. Thread-safe.
 */
public final class LoadGeneratorWarmUp {
  /**
   * Where and how the load generator was warmed.
   *
   * @param end how its warm-up ended (steady, at its count or time cap); empty when not known
   */
  public record Warmed(String system, long requests, Optional<WarmUpPolicy.End> end) {}

  private volatile Warmed warmed;

  public boolean warm() {
    return warmed != null;
  }

  public Optional<Warmed> warmed() {
    return Optional.ofNullable(warmed);
  }

  synchronized void warmed(String system, long requests, Optional<WarmUpPolicy.End> end) {
    if (warmed == null) warmed = new Warmed(system, requests, end);
  }
}
