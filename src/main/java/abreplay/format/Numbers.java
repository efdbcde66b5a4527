package abreplay.report;

import java.math.BigDecimal;
import java.math.RoundingMode;

/**
 * printf as ab's C does it. Java's String.format("%.2f") rounds the shortest decimal form half-up;
 * C rounds the exact binary value, which BigDecimal(double) holds, half-even.
 */
public final class CFormat {
  private CFormat() {}

  /** {@code %.Nf}. */
  public static String fixed(double value, int decimals) {
    return new BigDecimal(value).setScale(decimals, RoundingMode.HALF_EVEN).toPlainString();
  }

  /** {@code %W.Nf}. */
  public static String fixed(double value, int width, int decimals) {
    return pad(fixed(value, decimals), width);
  }

  /** {@code %Wld}. */
  public static String integer(long value, int width) {
    return pad(Long.toString(value), width);
  }

  static String pad(String s, int width) {
    return s.length() >= width ? s : " ".repeat(width - s.length()) + s;
  }
}
