package abreplay.report;

import java.util.Locale;

/**
 * Figures as the load tools' own print code formats them. wrk's units.c {@code format_units}:
 * divide by the scale while the figure is at least 85% of it and a larger unit is left (us, ms, s,
 * m, h; bytes by 1,024; counts by 1,000), then two decimals (test durations: none); bombardier's
 * format.go ports it. hey's print.go: {@code %4.4f} seconds.
 */
final class ToolUnits {
  private ToolUnits() {}

  private record Units(double scale, String base, String... units) {}

  private static final Units TIME_US = new Units(1000, "us", "ms", "s");
  private static final Units TIME_S = new Units(60, "s", "m", "h");
  private static final Units BINARY = new Units(1024, "", "K", "M", "G", "T", "P");
  private static final Units METRIC = new Units(1000, "", "k", "M", "G", "T", "P");

  private static String format(double n, Units m, int decimals) {
    return format(n, m, decimals, false);
  }

  /**
   * wrk's format_units; {@code everyUnit}: bombardier's port of it, whose loop reaches the last
   * unit too (wrk's stops one short).
   */
  private static String format(double n, Units m, int decimals, boolean everyUnit) {
    double amount = n;
    String unit = m.base();
    double scale = m.scale() * 0.85;
    int last = everyUnit ? m.units().length : m.units().length - 1;
    for (int i = 0; i < last && amount >= scale; i++) {
      amount /= m.scale();
      unit = m.units()[i];
    }
    return String.format(Locale.ROOT, "%." + decimals + "f%s", amount, unit);
  }

  /** wrk's format_time_us: microseconds, "698.24us", "4.03ms", "1.20s". */
  static String wrkTimeUs(double micros) {
    return micros >= 1_000_000 ? format(micros / 1e6, TIME_S, 2) : format(micros, TIME_US, 2);
  }

  /** wrk's format_time_s: a whole duration, "3s", "2m". */
  static String wrkTimeS(double seconds) {
    return format(seconds, TIME_S, 0);
  }

  /** wrk's format_binary: "33.59M" (the caller adds "B"). */
  static String wrkBinary(double bytes) {
    return format(bytes, BINARY, 2);
  }

  /** wrk's format_metric: "41.40k". */
  static String wrkMetric(double n) {
    return format(n, METRIC, 2);
  }

  /**
   * wrk's print_units: {@code msg} right-aligned in {@code width} less the unit's pad, then the pad
   * (a figure without a unit letter is padded by two spaces, with one letter by one).
   */
  static String wrkColumn(String msg, int width) {
    int len = msg.length();
    int pad = 2;
    if (len > 0 && Character.isLetter(msg.charAt(len - 1))) pad--;
    if (len > 1 && Character.isLetter(msg.charAt(len - 2))) pad--;
    int w = width - pad;
    String shown = msg.length() > w ? msg.substring(0, w) : msg;
    return " ".repeat(Math.max(0, w - shown.length())) + shown + "  ".substring(0, pad);
  }

  private static final Units BOMBARDIER_BINARY = new Units(1024, "B", "KB", "MB", "GB", "TB", "PB");

  /** bombardier's formatTimeUs: as wrk's, every unit reachable: "3.01ms", "512.34us", "1.21s". */
  static String bombardierTimeUs(double micros) {
    return micros >= 1_000_000
        ? format(micros / 1e6, TIME_S, 2, true)
        : format(micros, TIME_US, 2, true);
  }

  /** bombardier's formatBinary: "7.42MB". */
  static String bombardierBinary(double bytes) {
    return format(bytes, BOMBARDIER_BINARY, 2, true);
  }

  /** hey's formatNumber: "%4.4f". */
  static String hey(double seconds) {
    return String.format(Locale.ROOT, "%4.4f", seconds);
  }
}
