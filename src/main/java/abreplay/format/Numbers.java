package abreplay.format;

import java.math.BigDecimal;
import java.math.RoundingMode;
import java.time.Duration;
import java.util.OptionalDouble;

/**
 * Every number a report, a verdict or a message prints: one rounding rule, C's printf (ab's), the
 * exact binary value rounded half-even, so that a figure reads the same in ab-summary.txt,
 * reproduction.md, replay.html, summary.json's texts and {@code ./ab-replay check}. Java's
 * String.format rounds the shortest decimal form half-up instead: it is not used for figures. "-"
 * stands for a figure that is missing. Pure, no locale.
 */
public final class Numbers {
  private Numbers() {}

  /** {@code %.Nf}; "NaN" or "Infinity" for a value that is not finite. */
  public static String fixed(double value, int decimals) {
    if (!Double.isFinite(value)) return Double.toString(value);
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

  private static String pad(String s, int width) {
    return s.length() >= width ? s : " ".repeat(width - s.length()) + s;
  }

  /** "1 system", "3 systems": {@code n} and {@code what}, an s added unless n is 1. */
  public static String count(long n, String what) {
    return n + " " + what + (n == 1 ? "" : "s");
  }

  /** 164489.92 -> "164,489.92" */
  public static String group(String number) {
    int dot = number.indexOf('.');
    String whole = dot < 0 ? number : number.substring(0, dot);
    StringBuilder grouped = new StringBuilder();
    for (int i = 0; i < whole.length(); i++) {
      if (i > 0 && (whole.length() - i) % 3 == 0 && whole.charAt(i - 1) != '-') grouped.append(',');
      grouped.append(whole.charAt(i));
    }
    return grouped + (dot < 0 ? "" : number.substring(dot));
  }

  /**
   * A ratio of two rates: "1.745x" to 3 decimals (what a claim is judged on, to the precision of a
   * claim's own number), "1.75x" to 2 (tables and the page); "inf" for an unbounded end.
   */
  public static String ratio(double ratio, int decimals) {
    return Double.isInfinite(ratio) ? "inf" : fixed(ratio, decimals) + "x";
  }

  /** As {@link #ratio(double, int)}, or "-". */
  public static String ratio(OptionalDouble ratio, int decimals) {
    return ratio.isPresent() ? ratio(ratio.getAsDouble(), decimals) : "-";
  }

  /** "164,489.92", or "-". */
  public static String money(OptionalDouble d) {
    return d.isPresent() ? group(fixed(d.getAsDouble(), 2)) : "-";
  }

  /** "266.95", or "-". */
  public static String decimal(OptionalDouble d) {
    return fixed(d, 2);
  }

  /** As {@link #fixed(double, int)}, or "-". */
  public static String fixed(OptionalDouble value, int decimals) {
    return value.isPresent() ? fixed(value.getAsDouble(), decimals) : "-";
  }

  /** "0/5/22", "-" for a missing part, "-" when all are missing. */
  public static String triple(Long a, Long b, Long c) {
    if (a == null && b == null && c == null) return "-";
    return (a == null ? "-" : a) + "/" + (b == null ? "-" : b) + "/" + (c == null ? "-" : c);
  }

  /** A number as it was written, no trailing zeros: replay.scale's "0.1", "0.25", "1"; "2.5". */
  public static String plain(double n) {
    return BigDecimal.valueOf(n).stripTrailingZeros().toPlainString();
  }

  /** "3s", "0.5s": a duration as the step names and the summaries write it. */
  public static String seconds(Duration d) {
    return plain(d.toNanos() / 1e9) + "s";
  }

  /** "1.50 cores". */
  public static String cores(double cores) {
    return fixed(cores, 2) + " cores";
  }
}
