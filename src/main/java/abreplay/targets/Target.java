package abreplay.targets;

import java.net.URI;
import java.util.Optional;

/**
 * A system under test, as the run will load it: a bundled stand-in profile or a bundled real server
 * (both started by the run on a port of 127.0.0.1 chosen when the plan is made), or the url of a
 * server the user runs.
 *
 * @param name the system's key in the conf, e.g. "nginx"
 * @param port the port on 127.0.0.1 of what the run starts (known before it starts); 0 for a url
 * @param real the real server, for {@link Kind#REAL}
 * @param fallback why a real server was asked for and this stand-in runs instead (software missing)
 * @param capacity how much it can do at once, as far as the run knows
 */
public record Target(
    String name,
    Kind kind,
    Optional<String> profile,
    Optional<URI> url,
    Optional<RealServers.Entry> real,
    int port,
    Optional<String> fallback,
    Capacity capacity) {

  /**
   * What answers the requests; verdicts compare only systems of the same side (stand-in or real).
   */
  public enum Kind {
    /** A bundled stand-in, started by the run. */
    STAND_IN,
    /** A bundled real server from targets/real/, started by the run. */
    REAL,
    /** A server the user runs, at a url. */
    URL;

    /** A real server's code answers: a bundled real server or a url. */
    public boolean real() {
      return this != STAND_IN;
    }
  }

  public static Target standIn(String name, String profile, int port, Capacity capacity) {
    return new Target(
        name,
        Kind.STAND_IN,
        Optional.of(profile),
        Optional.empty(),
        Optional.empty(),
        port,
        Optional.empty(),
        capacity);
  }

  /** A stand-in in place of a real server this machine cannot run, and why. */
  public static Target fallback(
      String name, String profile, int port, String why, Capacity capacity) {
    return new Target(
        name,
        Kind.STAND_IN,
        Optional.of(profile),
        Optional.empty(),
        Optional.empty(),
        port,
        Optional.of(why),
        capacity);
  }

  /**
   * A bundled real server: how many threads it works with is its own business, so its CPUs bound
   * it.
   */
  public static Target real(String name, RealServers.Entry server, int port) {
    return new Target(
        name,
        Kind.REAL,
        Optional.empty(),
        Optional.empty(),
        Optional.of(server),
        port,
        Optional.empty(),
        Capacity.UNKNOWN);
  }

  public static Target external(String name, URI url) {
    return new Target(
        name,
        Kind.URL,
        Optional.empty(),
        Optional.of(url),
        Optional.empty(),
        0,
        Optional.empty(),
        Capacity.UNKNOWN);
  }

  /** True for a process the run starts itself (a stand-in or a bundled real server). */
  public boolean bundled() {
    return kind != Kind.URL;
  }

  /**
   * Unique within a run: "nginx", or "nginx (real)" for its real server (both run when comparing).
   */
  public String runName() {
    return kind == Kind.REAL ? name + " (real)" : name;
  }

  /**
   * What the system is, for reports: "stand-in nginx-1.4.6", "real nginx-static: ...", or the url.
   */
  public String description() {
    return switch (kind) {
      case STAND_IN ->
          "stand-in "
              + profile.orElseThrow()
              + fallback.map(why -> ", in place of its real server: " + why).orElse("");
      case REAL -> "real " + real.orElseThrow().name() + ": " + real.orElseThrow().label();
      case URL -> url.orElseThrow().toString();
    };
  }

  /** One or two words for a table row: "stand-in", "stand-in, real missing", "real", "url". */
  public String kindWord() {
    return switch (kind) {
      case STAND_IN -> fallback.isPresent() ? "stand-in, real missing" : "stand-in";
      case REAL -> "real";
      case URL -> "url";
    };
  }

  /** What the run starts for it, as messages name it: "stand-in" or "real server". */
  public String processWord() {
    return kind == Kind.REAL ? "real server" : "stand-in";
  }

  /**
   * Where requests go: "http://127.0.0.1:port" for what the run starts, the url's scheme and
   * authority otherwise.
   */
  public String base() {
    return url.map(u -> u.getScheme() + "://" + u.getRawAuthority())
        .orElse("http://127.0.0.1:" + port);
  }
}
