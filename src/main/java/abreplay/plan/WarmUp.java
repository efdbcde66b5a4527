package abreplay.plan;

import java.time.Duration;

/**
 * A system's warm-up, sent before its first step under its own name and left out of ab's figures:
 * the load generator's once ({@link WarmUpPolicy#LOAD_GENERATOR}, logged), then each target's
 * ({@link WarmUpPolicy#TARGET}, silent); if the first cannot run, the next warms it.
 *
 * @param concurrency and {@code keepAlive} and {@code path}: as the system's first step that runs
 * @param loadGeneratorCap past its count or not (replay.warm-up-cap); zero = no time cap
 * @param targetCap the same for a target's own (replay.target-warm-up-cap)
 */
public record WarmUp(
    long loadGeneratorRequests,
    long targetRequests,
    int concurrency,
    boolean keepAlive,
    String path,
    Duration loadGeneratorCap,
    Duration targetCap) {

  public WarmUp {
    loadGeneratorCap = loadGeneratorCap == null ? Duration.ZERO : loadGeneratorCap;
    targetCap = targetCap == null ? Duration.ZERO : targetCap;
  }

  /** A warm-up bounded by its counts only. */
  public WarmUp(
      long loadGeneratorRequests,
      long targetRequests,
      int concurrency,
      boolean keepAlive,
      String path) {
    this(
        loadGeneratorRequests,
        targetRequests,
        concurrency,
        keepAlive,
        path,
        Duration.ZERO,
        Duration.ZERO);
  }

  public static WarmUp none(String path) {
    return new WarmUp(0, 0, 1, true, path);
  }

  /** The least requests under {@code policy}. */
  public long minimum(WarmUpPolicy policy) {
    return policy == WarmUpPolicy.LOAD_GENERATOR ? loadGeneratorRequests : targetRequests;
  }

  /** The longest a warm-up under {@code policy} may run; zero = no time cap. */
  public Duration cap(WarmUpPolicy policy) {
    return policy == WarmUpPolicy.LOAD_GENERATOR ? loadGeneratorCap : targetCap;
  }

  /** The same warm-up at another number of users (what one injector can hold). */
  public WarmUp withConcurrency(int users) {
    return new WarmUp(
        loadGeneratorRequests, targetRequests, users, keepAlive, path, loadGeneratorCap, targetCap);
  }

  public boolean any() {
    return loadGeneratorRequests > 0 || targetRequests > 0;
  }
}
