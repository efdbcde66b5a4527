package abreplay.importer;

import com.typesafe.config.ConfigUtil;

/** How a draft conf and the import's messages write a value and a line of text. */
final class ConfText {
  private ConfText() {}

  /** {@code s} as a HOCON quoted string. */
  static String q(String s) {
    return ConfigUtil.quoteString(s);
  }

  /** {@code s} on one line, its runs of white space one space each. */
  static String oneLine(String s) {
    return s.replaceAll("\\s+", " ");
  }
}
