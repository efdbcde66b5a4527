package abreplay.plan;

/**
 * How long a warm-up lasts: at least its count and {@link #minSeconds}, then until two rounds of
 * {@link #roundSeconds} run within {@link #STEADY} of each other (and its JIT is quiet), at most
 * {@link #MAX_FACTOR} times its count or its time cap, whichever comes first; a target's warm-up
 * with a time cap has no count cap. A system measured before the JVMs compiled their hot paths
 * would lose for no reason of its own.
 */
public enum WarmUpPolicy {
  /**
   * The warm-up that warms the run's load generator: a cold Gatling JVM needs 10-15 s of load to
   * reach its plateau, so steadiness is judged after 15 s, and on its JIT's work as well as on its
   * rate.
   */
  LOAD_GENERATOR(15, 2),
  /**
   * Every system's own, once the load generator is warm: the target needs its own JIT or caches.
   * The load generator bounds it, so its rate holds still while a JVM target still compiles:
   * steadiness also waits on the target's compiler threads.
   */
  TARGET(3, 1);

  /** How close two rounds' rates must be to call the rate steady. */
  public static final double STEADY = 0.05;

  /**
   * The load generator is warm when, besides, its JIT compiled for at most this share of a round
   * (compiler time over wall time): a JVM whose rate holds still may still be compiling, time the
   * next population would pay for (src/bench/README.md, "First-system bias").
   */
  public static final double JIT_QUIET = 0.05;

  /**
   * Seconds of the load generator's warm-up written to Gatling's log, from its first request, and
   * at least {@link #LOGGED_REQUESTS} requests; the rest is silent. A silent request skips
   * Gatling's stats path, which a measured step would then find cold, but every logged request is a
   * record Gatling's report parses: a few seconds at full rate compile that path
   * (src/bench/README.md, "First-system bias").
   */
  public static final int LOGGED_SECONDS = 5;

  /**
   * The least requests of the load generator's warm-up that are logged: a cold JVM on a busy
   * machine may send only a few thousand in its first 5 s, too few for C2 to compile the stats path
   * (HotSpot's tiered thresholds are about 10,000-15,000 calls).
   */
  public static final long LOGGED_REQUESTS = 100_000;

  /** A warm-up stops at this many times its count, steady or not. */
  public static final int MAX_FACTOR = 10;

  /** How a warm-up ended, as its line in ab-summary.txt and summary.json say. */
  public enum End {
    /** Its rate held still and the JIT it waits on (the load generator's or the target's) too. */
    STEADY("once steady"),
    /** It reached {@link #MAX_FACTOR} times its count, steady or not. */
    COUNT_CAP("at its count cap, " + MAX_FACTOR + " times the count"),
    /** It ran for its time cap, steady or not, past its count or not. */
    TIME_CAP("at its time cap");

    /** "once steady", "at its count cap, 10 times the count", "at its time cap". */
    public final String words;

    End(String words) {
      this.words = words;
    }
  }

  public final int minSeconds;
  public final int roundSeconds;

  WarmUpPolicy(int minSeconds, int roundSeconds) {
    this.minSeconds = minSeconds;
    this.roundSeconds = roundSeconds;
  }

  /** The key of this policy's time cap, e.g. "warm-up-cap" (as replay.warm-up-cap). */
  public String capKey() {
    return this == LOAD_GENERATOR ? "warm-up-cap" : "target-warm-up-cap";
  }

  /** The policy in words, for the reports. */
  public String description() {
    return "at least the warm-up count and "
        + minSeconds
        + " s, then until two "
        + roundSeconds
        + "-second rounds"
        + (this == TARGET
            ? " ran at the same rate with the target's JIT quiet, at most its time cap (without"
                + " one, "
                + MAX_FACTOR
                + " times the count)"
            : " ran at the same rate, at most " + MAX_FACTOR + " times the count or its time cap");
  }
}
