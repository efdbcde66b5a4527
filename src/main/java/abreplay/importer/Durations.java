package abreplay.importer;

import abreplay.document.Unit;
import java.math.BigDecimal;
import java.time.Duration;
import java.util.Locale;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Durations as load tools take them on their command lines: wrk's "30s", "2m", "1h", Go's "1m30s",
 * "500ms" (hey -z, bombardier -d, oha -z), autocannon's bare seconds and siege's "2S", "1M", "1H".
 */
final class Durations {
  private static final Pattern PART =
      Pattern.compile(
          "(\\d+(?:\\.\\d+)?)(ns|us|µs|ms|secs|sec|s|min|m|hr|h)?", Pattern.CASE_INSENSITIVE);

  private Durations() {}

  /** {@code text} as a duration; a number without a unit, last, is seconds. Empty when not one. */
  static Optional<Duration> parse(String text) {
    String t = text.strip();
    if (t.isEmpty()) return Optional.empty();
    Matcher m = PART.matcher(t);
    Duration total = Duration.ZERO;
    for (int at = 0; at < t.length(); at = m.end()) {
      if (!m.region(at, t.length()).lookingAt() || m.group(2) == null && m.end() != t.length())
        return Optional.empty();
      Unit unit =
          m.group(2) == null ? Unit.SECONDS : Unit.time(m.group(2).toLowerCase(Locale.ROOT)).get();
      BigDecimal nanos = new BigDecimal(m.group(1)).multiply(BigDecimal.valueOf(unit.factor * 1e9));
      total = total.plusNanos(nanos.longValue());
    }
    return Optional.of(total);
  }
}
