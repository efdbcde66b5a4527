package abreplay.report;

import abreplay.recording.Recording;
import java.net.URI;
import java.time.Duration;
import java.util.OptionalLong;

/**
 * One replayed ab command and what came of it.
 *
 * @param name the request name in the Gatling report, e.g. "nginx -c100 -n1000000 -k"
 * @param requests ab's -n as run (scaled)
 * @param warmUpRequests requests sent before, to the same target, and not counted here
 * @param targetConnections connections the bundled stand-in accepted during the run; empty for an external url
 * @param interruption why the run stopped early, or null when it ran to its end
 */
public record AbRun(
    String name,
    URI url,
    int concurrency,
    long requests,
    boolean keepAlive,
    Duration timeout,
    long warmUpRequests,
    Recording recording,
    OptionalLong targetConnections,
    String interruption) {

  /** The command this run replays. */
  public String abCommand() {
    return "ab -n " + requests + " -c " + concurrency + (keepAlive ? " -k" : "") + " -s " + timeout.toSeconds() + " " + url;
  }

  /** ab's Requests per second: complete requests over the time taken; 0 before any. */
  public double requestsPerSecond() {
    double seconds = recording.elapsedNanos() / 1e9;
    return seconds > 0 && recording.responses() > 0 ? recording.responses() / seconds : 0;
  }

  public boolean partial() {
    return interruption != null || recording.connectFailures() + recording.receiveFailures() + recording.exceptions()
        + recording.unanswered() > 0;
  }

  public int port() {
    return url.getPort() >= 0 ? url.getPort() : "https".equals(url.getScheme()) ? 443 : 80;
  }

  public String path() {
    String path = url.getRawPath() == null || url.getRawPath().isEmpty() ? "/" : url.getRawPath();
    return url.getRawQuery() == null ? path : path + "?" + url.getRawQuery();
  }
}
