package abreplay.plan;

import java.time.Duration;

/**
 * A system's warm-up, sent before its first step, under its own request name and left out of ab's
 * figures. The run's load generator warms up once, before the first system's own warm-up ({@link
 * WarmUpPolicy#LOAD_GENERATOR}, at least {@code loadGeneratorRequests}, in Gatling's log); then
 * every system warms its target ({@link WarmUpPolicy#TARGET}, at least {@code targetRequests},
 * silent). Which policy a warm-up runs is decided when it starts: if the load generator's could not
 * run (its system never got ready), the next warm-up warms the load generator instead. The family
 * has one name: a WarmUp runs under a {@link WarmUpPolicy}, leaves a WarmUpResult in its system's
 * results (result/), and the run's LoadGeneratorWarmUp (run/) says whether the load generator is
 * warm yet.
 *
 * @param concurrency and {@code keepAlive} and {@code path}: as the system's first step that runs
 * @param loadGeneratorCap the longest the load generator's warm-up may run (replay.warm-up-cap),
 *     past its count or not; zero = no time cap (a run record written before there was one)
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
