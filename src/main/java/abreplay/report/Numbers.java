package abreplay.report;

import java.util.OptionalDouble;

/** Numbers as the Markdown reports write them: C's rounding, thousands grouped, "-" for none. */
public final class Numbers {
  private Numbers() {}

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

  /** "1.75x", or "-". */
  static String ratio(OptionalDouble r) {
    return r.isPresent() ? CFormat.fixed(r.getAsDouble(), 2) + "x" : "-";
  }

  /** "1.745x": ratios a claim is judged on, to the precision of a claim's own number. */
  public static String ratio3(double r) {
    return CFormat.fixed(r, 3) + "x";
  }

  /** "164,489.92", or "-". */
  static String money(OptionalDouble d) {
    return d.isPresent() ? group(CFormat.fixed(d.getAsDouble(), 2)) : "-";
  }

  /** "266.95", or "-". */
  static String decimal(OptionalDouble d) {
    return d.isPresent() ? CFormat.fixed(d.getAsDouble(), 2) : "-";
  }

  /** "0/5/22", "-" for a missing part, "-" when all are missing. */
  static String triple(Long a, Long b, Long c) {
    if (a == null && b == null && c == null) return "-";
    return (a == null ? "-" : a) + "/" + (b == null ? "-" : b) + "/" + (c == null ? "-" : c);
  }
}
