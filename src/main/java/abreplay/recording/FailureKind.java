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

  /**
   * Files a load generator's failure message (Gatling's, e.g. "j.n.ConnectException: Connection
   * refused") under ab's class for it.
   */
  public static FailureKind ofMessage(String message) {
    String m = message == null ? "" : message.toLowerCase(java.util.Locale.ROOT);
    if (m.contains("connectexception")
        || m.contains("connection refused")
        || m.contains("connect timed out")
        || m.contains("connecttimeout")
        || m.contains("no route to host")
        || m.contains("cannot assign requested address")
        || m.contains("failed to connect")) {
      return CONNECT;
    }
    if (m.contains("timeout")
        || m.contains("timed out")
        || m.contains("closed")
        || m.contains("reset")
        || m.contains("premature")
        || m.contains("broken pipe")
        || m.contains("eof")) {
      return RECEIVE;
    }
    return EXCEPTIONS;
  }
}
