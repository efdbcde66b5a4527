package abreplay.plan;

/**
 * A system's warm-up, sent before its first step, under its own request name and left out of ab's
 * figures and of Gatling's log. Which policy it runs is decided when it starts: the run's first
 * warm-up warms the load generator ({@link WarmUpPolicy#LOAD_GENERATOR}, at least
 * {@code loadGeneratorRequests}); every later one only its target ({@link WarmUpPolicy#TARGET}, at
 * least {@code targetRequests}).
 *
 * @param concurrency and {@code keepAlive} and {@code path}: as the system's first step that runs
 */
public record WarmUp(long loadGeneratorRequests, long targetRequests, int concurrency, boolean keepAlive,
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
