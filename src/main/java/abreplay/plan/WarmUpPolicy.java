package abreplay.plan;

/**
 * How long a warm-up lasts: at least its count of requests and {@link #MIN_SECONDS}, then until two
 * rounds of {@link #ROUND_SECONDS} run within {@link #STEADY} of each other, at most
 * {@link #MAX_FACTOR} times its count. Both JVMs compile their hot paths while it runs; a system
 * measured before they have would lose to the ones after it for no reason of its own.
 */
public final class WarmUpPolicy {
  /** A cold load generator needs 10-15 s of load to reach its plateau: steadiness is judged after this. */
  public static final int MIN_SECONDS = 15;
  /** How long a round lasts. */
  public static final int ROUND_SECONDS = 2;
  /** How close two rounds' rates must be to call the rate steady. */
  public static final double STEADY = 0.05;
  /** A warm-up stops at this many times its count, steady or not. */
  public static final int MAX_FACTOR = 10;

  private WarmUpPolicy() {}

  /** The policy in words, for the reports. */
  public static String description() {
    return "at least the warm-up count and " + MIN_SECONDS + " s, then until two " + ROUND_SECONDS + "-second rounds"
        + " ran at the same rate, at most " + MAX_FACTOR + " times the count";
  }
}
