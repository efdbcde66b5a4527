package abreplay.standin;

import abreplay.standin.Profile.BodyFraming;
import abreplay.standin.Profile.HeaderRule;
import abreplay.standin.Profile.KeepAliveRule;

/** A profile's keep-alive behaviour: whether a response keeps the connection, and what it says. */
public final class ConnectionRules {
  /** What the request's Connection header asked for. */
  public enum Asked {
    NOTHING,
    KEEP_ALIVE,
    CLOSE
  }

  private final Profile profile;

  public ConnectionRules(Profile profile) {
    this.profile = profile;
  }

  public BodyFraming framing(boolean http11) {
    return http11 ? profile.framing().http11() : profile.framing().http10();
  }

  /**
   * @param servedBefore responses already written on this connection
   */
  public boolean keepAlive(boolean http11, Asked asked, int servedBefore) {
    KeepAliveRule rule = http11 ? profile.keepAlive().http11() : profile.keepAlive().http10();
    if (rule == KeepAliveRule.NEVER) return false;
    // HTTP/1.1 keeps the connection unless told to close; HTTP/1.0 only when asked to keep it.
    boolean wanted = http11 ? asked != Asked.CLOSE : asked == Asked.KEEP_ALIVE;
    if (!wanted || framing(http11) == BodyFraming.CLOSE_DELIMITED) return false;
    int max = profile.keepAlive().maxRequests();
    return max == 0 || servedBefore + 1 < max;
  }

  /** The Connection header's value, or null when the server writes none. */
  public String connectionHeader(boolean http11, boolean keepAlive) {
    HeaderRule rule =
        keepAlive ? profile.connectionHeader().onKeepAlive() : profile.connectionHeader().onClose();
    boolean written =
        switch (rule) {
          case ALWAYS -> true;
          case HTTP10 -> !http11;
          case HTTP11 -> http11;
          case NEVER -> false;
        };
    return written ? (keepAlive ? "keep-alive" : "close") : null;
  }
}
