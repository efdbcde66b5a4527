package abreplay.report.page;

import abreplay.format.Numbers;
import java.util.Locale;

/** Text as the page writes it: escaped, and numbers formatted the same way on every machine. */
final class Html {
  private Html() {}

  /** Escapes text for an element's content or an attribute's value. */
  static String esc(String text) {
    if (text == null) return "";
    StringBuilder out = new StringBuilder(text.length());
    for (int i = 0; i < text.length(); i++) {
      char c = text.charAt(i);
      switch (c) {
        case '&' -> out.append("&amp;");
        case '<' -> out.append("&lt;");
        case '>' -> out.append("&gt;");
        case '"' -> out.append("&quot;");
        case '\'' -> out.append("&#39;");
        default -> out.append(c);
      }
    }
    return out.toString();
  }

  /** A coordinate: one decimal, no locale. */
  static String n(double value) {
    return String.format(Locale.ROOT, "%.1f", value);
  }

  /**
   * {@code value} with C's rounding to {@code decimals}, thousands grouped: 36536.14 ->
   * "36,536.14".
   */
  static String grouped(double value, int decimals) {
    return Numbers.group(Numbers.fixed(value, decimals));
  }

  /** A CSS class from a status or verdict name: "NOT_RUN" -> "not-run". */
  static String css(String name) {
    return name.toLowerCase(Locale.ROOT).replace('_', '-').replace(' ', '-');
  }
}
