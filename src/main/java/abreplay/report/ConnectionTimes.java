package abreplay.report;

import abreplay.format.Numbers;
import abreplay.recording.LatencySample;

/**
 * One row of ab's "Connection Times (ms)" table, computed as ab computes it: min and max over the
 * microsecond values; the mean as integer microseconds; the sample standard deviation around that
 * integer mean; the median with ab's own parity rule; each rounded to ms as (x + 500) / 1000.
 */
public record ConnectionTimes(long min, long mean, double sd, long median, long max) {

  public static ConnectionTimes of(LatencySample micros) {
    long n = micros.count();
    if (n == 0) return new ConnectionTimes(0, 0, 0, 0, 0);
    long mean = micros.sum() / n;
    double sd = n > 1 ? Math.sqrt(micros.sumOfSquaredDeviations(mean) / (n - 1)) : 0;
    // ab's code takes the upper pair for an odd count and the middle element for an even one.
    long median =
        n > 1 && n % 2 == 1
            ? (micros.valueAt(n / 2) + micros.valueAt(n / 2 + 1)) / 2
            : micros.valueAt(n / 2);
    return new ConnectionTimes(
        roundMs(micros.valueAt(0)),
        roundMs(mean),
        sd / 1000.0,
        roundMs(median),
        roundMs(micros.valueAt(n - 1)));
  }

  /** ab's ap_round_ms. */
  public static long roundMs(long micros) {
    return (micros + 500) / 1000;
  }

  /** ab's SANE check on this row: an ERROR, a WARNING, or nothing. */
  public String reliability(String what) {
    double d = Math.abs((double) mean - median);
    if (d > 2 * sd) {
      return "ERROR: The median and mean for "
          + what
          + " are more than twice the standard\n"
          + "       deviation apart. These results are NOT reliable.";
    }
    if (d > sd) {
      return "WARNING: The median and mean for "
          + what
          + " are not within a normal deviation\n"
          + "        These results are probably not that reliable.";
    }
    return null;
  }

  /** The row as ab prints it after its label: {@code %5ld %4ld %5.1f %6ld %7ld}. */
  public String formatted() {
    return Numbers.integer(min, 5)
        + " "
        + Numbers.integer(mean, 4)
        + " "
        + Numbers.fixed(sd, 5, 1)
        + " "
        + Numbers.integer(median, 6)
        + " "
        + Numbers.integer(max, 7);
  }
}
