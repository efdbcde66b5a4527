package abreplay.plan;

import abreplay.config.ConfigError;
import abreplay.config.Schema;
import com.typesafe.config.Config;
import java.time.Duration;
import java.time.temporal.ChronoUnit;

/**
 * The longest each warm-up may run (replay.warm-up-cap, replay.target-warm-up-cap): a slow server's
 * warm-up count (20,000 at a few hundred requests a second) would otherwise take minutes. A cap is
 * zero (none) or at least its policy's least seconds, which it cannot cut short. Immutable.
 *
 * @param loadGenerator the load generator's warm-up's
 * @param target each system's own warm-up's
 */
public record WarmUpCaps(Duration loadGenerator, Duration target) {

  /** No time caps: warm-ups bounded by their counts only. */
  public static final WarmUpCaps NONE = new WarmUpCaps(Duration.ZERO, Duration.ZERO);

  /** Both keys, each checked against its policy's least seconds. */
  static WarmUpCaps read(Config c, Schema schema, String label) {
    return new WarmUpCaps(
        cap(c, schema, label, WarmUpPolicy.LOAD_GENERATOR),
        cap(c, schema, label, WarmUpPolicy.TARGET));
  }

  private static Duration cap(Config c, Schema schema, String label, WarmUpPolicy policy) {
    String key = "replay." + policy.capKey();
    Duration cap = Schema.duration(c, key, ChronoUnit.SECONDS);
    if (!cap.isZero() && cap.compareTo(Duration.ofSeconds(policy.minSeconds)) < 0) {
      throw new ConfigError(
          schema.where(c, key, label)
              + ": "
              + key
              + " = "
              + c.getValue(key).unwrapped()
              + " is shorter than the warm-up's least "
              + policy.minSeconds
              + " s: set it to 0 (no time cap) or to "
              + policy.minSeconds
              + " or more");
    }
    return cap;
  }
}
