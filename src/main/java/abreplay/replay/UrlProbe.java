package abreplay.replay;

import abreplay.config.UrlCheck;
import java.io.IOException;
import java.net.ConnectException;
import java.net.InetSocketAddress;
import java.net.NoRouteToHostException;
import java.net.Socket;
import java.net.SocketTimeoutException;
import java.net.URI;
import java.net.URISyntaxException;
import java.net.UnknownHostException;
import java.time.Duration;
import java.util.Locale;
import java.util.Optional;

/**
 * Whether anything listens at a url's host and port, asked once before any load: one TCP connect,
 * closed at once, nothing sent. AbCheck asks it before Maven starts, so that a url nothing answers
 * at is one line and exit 3, with no run folder. Only loopback hosts are probed; a remote one is
 * left to the run's ready check. Blocking, one thread.
 */
public final class UrlProbe {
  /** How long a connect may take before the url counts as not answering. */
  public static final Duration CONNECT_TIMEOUT = Duration.ofSeconds(3);

  /** What a connect to the url met. */
  public enum Answer {
    LISTENING("something listens"),
    REFUSED("connection refused"),
    NO_ROUTE("no route to host"),
    TIMEOUT("no answer within " + CONNECT_TIMEOUT.toSeconds() + " s (timeout)"),
    UNKNOWN_HOST("unknown host"),
    OTHER("the connect failed");

    /** e.g. "connection refused" */
    public final String said;

    Answer(String said) {
      this.said = said;
    }
  }

  private UrlProbe() {}

  /**
   * Connects to {@code url}'s host and port (80 or 443 when it names none) within {@code timeout}.
   */
  public static Answer connect(URI url, Duration timeout) {
    try (Socket socket = new Socket()) {
      socket.connect(new InetSocketAddress(url.getHost(), port(url)), (int) timeout.toMillis());
      return Answer.LISTENING;
    } catch (ConnectException e) {
      return e.getMessage() != null && e.getMessage().contains("refused")
          ? Answer.REFUSED
          : Answer.OTHER;
    } catch (NoRouteToHostException e) {
      return Answer.NO_ROUTE;
    } catch (SocketTimeoutException e) {
      return Answer.TIMEOUT;
    } catch (UnknownHostException e) {
      return Answer.UNKNOWN_HOST;
    } catch (IOException e) {
      return Answer.OTHER;
    }
  }

  /**
   * The one line to print when nothing answers at {@code value}, a url as given; empty when
   * something listens, or when it is not a loopback http(s) url (the plan judges those).
   */
  public static Optional<String> problem(String value, Duration timeout) {
    URI url;
    try {
      url = new URI(value.trim());
    } catch (URISyntaxException e) {
      return Optional.empty();
    }
    String scheme = url.getScheme() == null ? "" : url.getScheme().toLowerCase(Locale.ROOT);
    if (!scheme.equals("http") && !scheme.equals("https")
        || url.getHost() == null
        || !UrlCheck.loopback(url.getHost())) {
      return Optional.empty();
    }
    Answer answer = connect(url, timeout);
    if (answer == Answer.LISTENING) return Optional.empty();
    return Optional.of(
        value
            + ": nothing answers at "
            + url.getHost()
            + ":"
            + port(url)
            + " ("
            + answer.said
            + "): start the server, or give the url it listens on; nothing was sent");
  }

  private static int port(URI url) {
    return url.getPort() >= 0
        ? url.getPort()
        : url.getScheme().equalsIgnoreCase("https") ? 443 : 80;
  }
}
