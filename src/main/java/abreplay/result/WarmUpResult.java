package abreplay.result;

import abreplay.plan.WarmUpPolicy;
import java.util.Optional;

/**
 * A system's warm-up before its steps, and where the run's load generator was warmed. Immutable.
 *
 * @param requests 0 when it had none
 * @param policy LOAD_GENERATOR for the run's first, TARGET after
 * @param loadGeneratorWarmedOn the system whose warm-up warmed the load generator; "" when none did
 * @param end how it ended (steady, count or time cap); empty when none, or in an older record
 * @param loadGeneratorEnd how the load generator's warm-up ended, likewise
 */
public record WarmUpResult(
    long requests,
    WarmUpPolicy policy,
    String loadGeneratorWarmedOn,
    long loadGeneratorRequests,
    Optional<WarmUpPolicy.End> end,
    Optional<WarmUpPolicy.End> loadGeneratorEnd) {

  public static final WarmUpResult NONE =
      new WarmUpResult(0, WarmUpPolicy.LOAD_GENERATOR, "", 0, Optional.empty(), Optional.empty());

  public WarmUpResult {
    end = end == null ? Optional.empty() : end;
    loadGeneratorEnd = loadGeneratorEnd == null ? Optional.empty() : loadGeneratorEnd;
  }

  /** This system's own warm-up warmed the load generator too. */
  public boolean warmedLoadGenerator() {
    return requests > 0 && policy == WarmUpPolicy.LOAD_GENERATOR;
  }
}
