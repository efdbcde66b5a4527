package abreplay.importer;

import java.util.ArrayList;
import java.util.List;

/**
 * A post's text as the importer reads it: line ends made "\n" (CRLF and lone CR too), tabs,
 * no-break and ideographic spaces made plain spaces, zero-width characters and a byte-order mark
 * dropped, and the few HTML entities a saved page keeps ({@code &nbsp; &lt; &gt; &amp; &quot;})
 * decoded. Every change keeps the line count, so that {@link #line(int)} names the line of the
 * original file. Immutable.
 */
final class Text {
  private final String text;
  private final int[] lineStarts;

  private Text(String text) {
    this.text = text;
    List<Integer> starts = new ArrayList<>();
    starts.add(0);
    for (int i = 0; i < text.length(); i++) if (text.charAt(i) == '\n') starts.add(i + 1);
    this.lineStarts = starts.stream().mapToInt(Integer::intValue).toArray();
  }

  static Text of(String raw) {
    String s = raw.replace("\r\n", "\n").replace('\r', '\n');
    s =
        s.replace("&nbsp;", " ")
            .replace("&lt;", "<")
            .replace("&gt;", ">")
            .replace("&quot;", "\"")
            .replace("&#39;", "'")
            .replace("&amp;", "&");
    StringBuilder out = new StringBuilder(s.length());
    for (int i = 0; i < s.length(); i++) {
      char c = s.charAt(i);
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
    int lo = 0;
    int hi = lineStarts.length - 1;
    while (lo < hi) {
      int mid = (lo + hi + 1) >>> 1;
      if (lineStarts[mid] <= offset) lo = mid;
      else hi = mid - 1;
    }
    return lo + 1;
  }

  int lines() {
    return lineStarts.length;
  }
}
