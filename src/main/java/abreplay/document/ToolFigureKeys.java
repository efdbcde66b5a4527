package abreplay.document;

import java.util.Locale;

/**
 * The conf keys of another tool's published figures, one design for every tool: a figure's line
 * label and qualifier as the tool prints them, in lower case, every run of other characters one
 * dash ("Latency" "Avg" is {@code latency-avg}); a qualifier that is a message is numbered instead
 * ({@code error-distribution-1}). Two keys are every tool's: {@link #REQUESTS_PER_SECOND}, which
 * claims compare, and {@link #TRANSFER_PER_SECOND}. docs/load-tools.md lists each tool's.
 */
public final class ToolFigureKeys {
  /** The tool's requests per second over the run (wrk's Requests/sec, hey's Requests/sec, ...). */
  public static final String REQUESTS_PER_SECOND = "requests-per-second";

  /** The tool's bytes per second over the run (wrk's Transfer/sec, oha's Size/sec, ...). */
  public static final String TRANSFER_PER_SECOND = "transfer-per-second";

  /** A qualifier longer than this is a message, not a name: its key is numbered. */
  static final int LONGEST_QUALIFIER = 24;

  private ToolFigureKeys() {}

  /** The key of a figure labelled {@code label} with {@code qualifier} ("" for none). */
  public static String of(String label, String qualifier) {
    String key = slug(label);
    String q = slug(qualifier);
    return q.isEmpty() ? key : key + "-" + q;
  }

  /** Whether {@code qualifier} is too long to be part of a key (an error's message). */
  public static boolean isMessage(String qualifier) {
    return qualifier.length() > LONGEST_QUALIFIER;
  }

  /** Whether {@code key} is a key as {@link #of} makes them. */
  public static boolean valid(String key) {
    return key.matches("[a-z0-9]+(-[a-z0-9]+)*");
  }

  private static String slug(String s) {
    return s.replace("+/-", " within ")
        .replace("#", " number ")
        .toLowerCase(Locale.ROOT)
        .replaceAll("[^a-z0-9]+", "-")
        .replaceAll("^-+|-+$", "");
  }
}
