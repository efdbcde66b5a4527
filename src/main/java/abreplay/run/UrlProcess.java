package abreplay.run;

import abreplay.config.UrlCheck;
import abreplay.machine.Listeners;
import abreplay.targets.Target;
import java.net.URI;
import java.util.Optional;

/**
 * The process behind a target the run does not start: a url's server, found when it listens on this
 * machine.
 */
final class UrlProcess {
  private UrlProcess() {}

  /** The pid listening on a loopback url's port; empty for another host, or when none is found. */
  static Optional<Long> of(Target target) {
    if (!(target instanceof Target.Url u) || !UrlCheck.loopback(u.url().getHost()))
      return Optional.empty();
    URI url = u.url();
    int port = url.getPort() >= 0 ? url.getPort() : "https".equals(url.getScheme()) ? 443 : 80;
    return Listeners.pidListeningOn(port);
  }
}
