package abreplay.document;

import java.util.Arrays;
import java.util.Locale;
import java.util.Optional;

/**
 * The load tool a scenario's figures were published by: ab (every document before other tools'
 * reports were imported), or one of the tools whose reports the importer reads. Its word ({@link
 * #key}) is the conf's {@code tool}.
 */
public enum LoadTool {
  AB(false),
  WRK(false),
  /** wrk2: wrk with -R, a constant rate, latency counted from each request's intended send time. */
  WRK2(false),
  HEY(false),
  OHA(false),
  /** autocannon prints 1,000-based byte prefixes ("897 kB"); the others 1,024-based ones. */
  AUTOCANNON(true),
  BOMBARDIER(false),
  SIEGE(false),
  H2LOAD(false);

  private final boolean decimalBytes;

  LoadTool(boolean decimalBytes) {
    this.decimalBytes = decimalBytes;
  }

  /** "wrk", "hey", as the conf and the reports write it. */
  public String key() {
    return name().toLowerCase(Locale.ROOT).replace('_', '-');
  }

  /** "a wrk", "an oha": the key with its article, as a sentence names the tool. */
  public String withArticle() {
    return ("aeiou".indexOf(key().charAt(0)) >= 0 ? "an " : "a ") + key();
  }

  /** The tool whose {@link #key} is {@code word}. */
  public static Optional<LoadTool> of(String word) {
    return Arrays.stream(values()).filter(t -> t.key().equals(word)).findFirst();
  }

  /** Every tool's word, for messages: "ab, wrk, wrk2, ...". */
  public static String[] keys() {
    return Arrays.stream(values()).map(LoadTool::key).toArray(String[]::new);
  }

  /**
   * The unit {@code symbol} means in this tool's reports: a time (us, ms, s, secs), bytes (its
   * family of prefixes: KB is 1,024 bytes but for autocannon), a metric count (k, M) or a percent;
   * empty for a symbol it does not print.
   */
  public Optional<Unit> unit(String symbol) {
    String s = symbol.strip();
    if (s.isEmpty()) return Optional.of(Unit.ONE);
    if (s.equals("%")) return Optional.of(Unit.PERCENT);
    if (s.matches("[kKMG]")) return Unit.metric(s);
    if (s.endsWith("B") || s.equals("bytes")) {
      String bytes = s.equals("bytes") ? "B" : s;
      return decimalBytes ? Unit.decimalBytes(bytes) : Unit.binaryBytes(bytes);
    }
    return Unit.time(s);
  }
}
