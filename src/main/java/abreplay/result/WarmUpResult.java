package abreplay.result;

import abreplay.plan.WarmUpPolicy;

/**
 * The warm-up a step's system had before its steps, and where the run's load generator was warmed.
 * Immutable.
 *
 * @param requests this system's own warm-up requests (0 when it had none)
 * @param policy the policy it ran under: LOAD_GENERATOR for the run's first, TARGET after
 * @param loadGeneratorWarmedOn the system whose warm-up warmed the load generator; empty string
 *     when none did
 * @param loadGeneratorRequests how many requests that took
 */
public record WarmUpResult(
    long requests, WarmUpPolicy policy, String loadGeneratorWarmedOn, long loadGeneratorRequests) {

  public static final WarmUpResult NONE = new WarmUpResult(0, WarmUpPolicy.LOAD_GENERATOR, "", 0);

  /** This system's own warm-up warmed the load generator too. */
  public boolean warmedLoadGenerator() {
    return requests > 0 && policy == WarmUpPolicy.LOAD_GENERATOR;
  }
}
