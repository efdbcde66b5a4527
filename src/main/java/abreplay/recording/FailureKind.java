package abreplay.recording;

/** ab's failure classes, in the order ab prints them. */
public enum FailureKind {
  /** The TCP connection could not be made (refused, timed out, no route). */
  CONNECT,
  /** The connection broke or timed out before the whole response arrived. */
  RECEIVE,
  /** The body length differs from the first response's (ab's "Document Length"). */
  LENGTH,
  /** Anything else ab files under exceptions: a malformed response, a client-side error. */
  EXCEPTIONS;

  /** Words of a message (in lower case) that say the connection could not be made. */
  private static final java.util.List<String> CONNECT_WORDS =
      java.util.List.of(
          "connectexception",
          "connection refused",
          "connect timed out",
          "connecttimeout",
          "no route to host",
          "cannot assign requested address",
          "failed to connect");

  /** Words that say the connection broke or timed out before the whole response, once made. */
  private static final java.util.List<String> RECEIVE_WORDS =
      java.util.List.of(
          "timeout", "timed out", "closed", "reset", "premature", "broken pipe", "eof");

  /**
   * Files a load generator's failure message (Gatling's, e.g. "j.n.ConnectException: Connection
   * refused") under ab's class for it.
   */
  public static FailureKind ofMessage(String message) {
    String m = message == null ? "" : message.toLowerCase(java.util.Locale.ROOT);
    if (CONNECT_WORDS.stream().anyMatch(m::contains)) return CONNECT;
    if (RECEIVE_WORDS.stream().anyMatch(m::contains)) return RECEIVE;
    return EXCEPTIONS;
  }
}
