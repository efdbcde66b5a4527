package abreplay.result;

import abreplay.machine.ProcessSampler.Usage;
import java.util.Optional;

/**
 * What the two sides of a step used while it ran, and which one limited it. Immutable.
 *
 * @param target the target process's use; empty for a server the run did not start
 * @param loadGenerator the load generator's (this JVM's) use
 */
public record Resources(Optional<Usage> target, Optional<Usage> loadGenerator, Bound bound) {

  public static Resources none() {
    return new Resources(Optional.empty(), Optional.empty(), Bound.unknown());
  }
}
