package abreplay.standin;

import abreplay.config.Schema;
import abreplay.targets.Capacity;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Optional;

/**
 * A stand-in described as data (one HOCON file in targets/): the bytes it answers with and the
 * connection and worker behaviour of the server it emulates. {@link ProfileLoader} builds it.
 *
 * @param calibratedFrom where its service's cost per request was derived from, when that is a
 *     post's own rates (calibrated-from): then it reproduces them by construction
 */
public record Profile(
    String name,
    Path file,
    String emulates,
    String fidelity,
    int workers,
    int acceptBacklog,
    StatusVersion statusVersion,
    List<String> headers,
    String body,
    Optional<Path> bodyFile,
    String notFoundBody,
    List<String> paths,
    KeepAlive keepAlive,
    ConnectionHeader connectionHeader,
    Framing framing,
    Optional<Service> service,
    Optional<String> calibratedFrom) {

  /**
   * What it can do at once: its event loops and its framework's workers, and the framework's CPU
   * per request, spent on its pool (or on the event loops, with pool 0), with where that cost was
   * calibrated from.
   */
  public Capacity capacity() {
    return new Capacity(
        workers + service.map(Service::pool).orElse(0),
        service.map(Service::cpu),
        service.map(s -> s.pool() > 0 ? s.pool() : workers).orElse(workers),
        calibratedFrom);
  }

  /** Which version the status line says: a fixed one, or the request's (Go, php -S of PHP 7). */
  public enum StatusVersion implements Schema.Choice {
    HTTP_1_0("HTTP/1.0"),
    HTTP_1_1("HTTP/1.1"),
    ECHO("echo");

    private final String word;

    StatusVersion(String word) {
      this.word = word;
    }

    /** As a profile writes it: "HTTP/1.0", "HTTP/1.1", "echo". */
    @Override
    public String word() {
      return word;
    }
  }

  /** Whether a request that asks for keep-alive gets it: "on-request" or "never" in a profile. */
  public enum KeepAliveRule implements Schema.Choice {
    ON_REQUEST,
    NEVER
  }

  /**
   * When a response that keeps / closes the connection writes its Connection header: "always",
   * "http10", "http11" or "never" in a profile.
   */
  public enum HeaderRule implements Schema.Choice {
    ALWAYS,
    HTTP10,
    HTTP11,
    NEVER
  }

  /** How a body ends: "content-length", "close-delimited" or "chunked" in a profile. */
  public enum BodyFraming implements Schema.Choice {
    CONTENT_LENGTH,
    CLOSE_DELIMITED,
    CHUNKED
  }

  public record KeepAlive(KeepAliveRule http10, KeepAliveRule http11, int maxRequests) {}

  public record ConnectionHeader(HeaderRule onKeepAlive, HeaderRule onClose) {}

  public record Framing(BodyFraming http10, BodyFraming http11) {}

  /**
   * The per-request cost of a framework behind the server: CPU burnt on a pool of {@code pool}
   * workers (0 = on the event loop itself, as a single-threaded PHP process), then an optional I/O
   * wait; a worker is recycled after {@code maxRequests}, paying {@code recycleCpu} to boot.
   */
  public record Service(
      Duration cpu, Duration ioWait, int pool, int maxRequests, Duration recycleCpu) {}
}
