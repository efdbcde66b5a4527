package abreplay.importer;

import java.util.Arrays;
import java.util.stream.IntStream;

/**
 * A post's text as the importer reads it: line ends made "\n", tabs and odd spaces made plain
 * spaces, zero-width characters dropped, a saved page's few HTML entities decoded. Every change
 * keeps the line count, so that {@link #line(int)} names the original file's line. Immutable.
 */
final class Text {
  private final String text;
  private final int[] lineStarts;

  private Text(String text) {
    this.text = text;
    this.lineStarts =
        IntStream.rangeClosed(0, text.length())
            .filter(i -> i == 0 || text.charAt(i - 1) == '\n')
            .toArray();
  }

  static Text of(String raw) {
    String s =
        raw.replace("\r\n", "\n")
            .replace('\r', '\n')
            .replace("&nbsp;", " ")
            .replace("&lt;", "<")
            .replace("&gt;", ">")
            .replace("&quot;", "\"")
            .replace("&#39;", "'")
            .replace("&amp;", "&");
    StringBuilder out = new StringBuilder(s.length());
    for (char c : s.toCharArray()) {
      switch (c) {
        case '\t', '\u00a0', '\u3000', '\u2002', '\u2003', '\u2009', '\u202f' -> out.append(' ');
        case '\ufeff', '\u200b', '\u200c', '\u200d', '\u2060' -> {}
        // a backspace erases what a terminal showed before it (siege's spinner: "...-\b done.")
        case '\b' -> {
          if (out.length() > 0 && out.charAt(out.length() - 1) != '\n')
            out.setLength(out.length() - 1);
        }
        default -> out.append(c);
      }
    }
    return new Text(out.toString());
  }

  String text() {
    return text;
  }

  /** The 1-based line of the character at {@code offset}. */
  int line(int offset) {
    int i = Arrays.binarySearch(lineStarts, offset);
    return i >= 0 ? i + 1 : Math.max(1, -i - 1);
  }
}
