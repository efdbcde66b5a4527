package abreplay.plan;

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
 */
public record WarmUp(
    long loadGeneratorRequests,
    long targetRequests,
    int concurrency,
    boolean keepAlive,
    String path) {

  public static WarmUp none(String path) {
    return new WarmUp(0, 0, 1, true, path);
  }

  /** The least requests under {@code policy}. */
  public long minimum(WarmUpPolicy policy) {
    return policy == WarmUpPolicy.LOAD_GENERATOR ? loadGeneratorRequests : targetRequests;
  }

  public boolean any() {
    return loadGeneratorRequests > 0 || targetRequests > 0;
  }
}
