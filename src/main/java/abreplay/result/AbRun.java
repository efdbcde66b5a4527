package abreplay.result;

import abreplay.recording.Recording;
import java.net.URI;
import java.time.Duration;
import java.util.OptionalLong;

/**
 * One replayed ab command and what came of it. Immutable.
 *
 * @param name the request name in the Gatling report, e.g. "nginx -c100 -n1000000 -k"
 * @param warmUp the warm-up sent before, to the same target, and not counted here
 * @param targetConnections connections the bundled stand-in accepted during the run; empty for a
 *     target that counts none
 * @param interruption why the run stopped early, or null when it ran to its end
 */
public record AbRun(
    String name,
    Command command,
    WarmUpResult warmUp,
    Recording recording,
    OptionalLong targetConnections,
    String interruption) {

  /**
   * ab's command line: {@code ab -n requests -c concurrency [-k] -s timeout url}.
   *
   * @param requests ab's -n as run (scaled)
   */
  public record Command(
      URI url, int concurrency, long requests, boolean keepAlive, Duration timeout) {

    @Override
    public String toString() {
      return "ab -n "
          + requests
          + " -c "
          + concurrency
          + (keepAlive ? " -k" : "")
          + " -s "
          + timeout.toSeconds()
          + " "
          + url;
    }

    public int port() {
      return url.getPort() >= 0 ? url.getPort() : "https".equals(url.getScheme()) ? 443 : 80;
    }

    public String path() {
      String path = url.getRawPath() == null || url.getRawPath().isEmpty() ? "/" : url.getRawPath();
      return url.getRawQuery() == null ? path : path + "?" + url.getRawQuery();
    }
  }

  /** ab's Requests per second: complete requests over the time taken; 0 before any. */
  public double requestsPerSecond() {
    return recording.requestsPerSecond();
  }

  /** Cut short, or requests got no response. */
  public boolean partial() {
    return interruption != null || recording.lost() > 0;
  }

  /** Why the run is partial, in one line; empty when it is not. */
  public String partialReason(String timeoutKey) {
    if (interruption != null) return interruption;
    if (recording.lost() == 0) return "";
    return recording.lost()
        + " requests got no response (target down, not answering, or past "
        + timeoutKey
        + ")";
  }
}
