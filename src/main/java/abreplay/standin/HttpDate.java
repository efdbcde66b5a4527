package abreplay.standin;

import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.Locale;

/** The IMF-fixdate of RFC 7231 ("Sun, 06 Nov 1994 08:49:37 GMT"): always 29 characters. */
public final class HttpDate {
  // RFC_1123_DATE_TIME writes a one-digit day; HTTP wants two.
  private static final DateTimeFormatter FORMAT =
      DateTimeFormatter.ofPattern("EEE, dd MMM yyyy HH:mm:ss 'GMT'", Locale.US)
          .withZone(ZoneOffset.UTC);

  private HttpDate() {}

  public static String format(long epochSecond) {
    return FORMAT.format(Instant.ofEpochSecond(epochSecond));
  }

  public static String now() {
    return format(System.currentTimeMillis() / 1000);
  }
}
