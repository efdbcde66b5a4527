package abreplay.targets;

import java.net.URI;
import java.util.Optional;
import java.util.function.Function;

/**
 * A system under test, as the run will load it: a bundled {@link StandIn} profile or a bundled
 * {@link Real} server (both started by the run on a port of 127.0.0.1 chosen when the plan is
 * made), or the {@link Url} of a server the user runs. Immutable; verdicts compare only systems of
 * the same side ({@link #realCode()}).
 */
public sealed interface Target {
  /** The kinds by name, as run folders and summary.json write them. */
  enum Kind {
    STAND_IN,
    REAL,
    URL
  }

  /** The system's key in the conf, e.g. "nginx". */
  String name();

  /** How much it can do at once, as far as the run knows. */
  Capacity capacity();

  /**
   * A bundled stand-in, started by the run.
   *
   * @param port its port on 127.0.0.1, known before it starts
   * @param fallback why a real server was asked for and this stand-in runs instead (software
   *     missing); empty when the stand-in was asked for
   */
  record StandIn(
      String name, String profile, int port, Optional<String> fallback, Capacity capacity)
      implements Target {
    @Override
    public String description() {
      return "stand-in "
          + profile
          + fallback.map(why -> ", in place of its real server: " + why).orElse("");
    }

    @Override
    public String kindWord() {
      return fallback.isPresent() ? "stand-in, real missing" : "stand-in";
    }
  }

  /**
   * A bundled real server from targets/real/, started by the run. How many threads it works with is
   * its own business, so its capacity is unknown and its CPUs bound it.
   */
  record Real(String name, RealServers.Entry server, int port) implements Target {
    @Override
    public Capacity capacity() {
      return Capacity.UNKNOWN;
    }

    @Override
    public String runName() {
      return name + " (real)";
    }

    @Override
    public String description() {
      return "real " + server.name() + ": " + server.label();
    }

    @Override
    public String kindWord() {
      return "real";
    }

    @Override
    public String processWord() {
      return "real server";
    }
  }

  /** A server the user runs, at a url. */
  record Url(String name, URI url) implements Target {
    @Override
    public Capacity capacity() {
      return Capacity.UNKNOWN;
    }

    @Override
    public String description() {
      return url.toString();
    }

    @Override
    public String kindWord() {
      return "url";
    }

    @Override
    public String base() {
      return url.getScheme() + "://" + url.getRawAuthority();
    }
  }

  static StandIn standIn(String name, String profile, int port, Capacity capacity) {
    return new StandIn(name, profile, port, Optional.empty(), capacity);
  }

  /** A stand-in in place of a real server this machine cannot run, and why. */
  static StandIn fallback(String name, String profile, int port, String why, Capacity capacity) {
    return new StandIn(name, profile, port, Optional.of(why), capacity);
  }

  static Real real(String name, RealServers.Entry server, int port) {
    return new Real(name, server, port);
  }

  static Url external(String name, URI url) {
    return new Url(name, url);
  }

  /**
   * One function per kind of target, applied to this one: Java 17's stand-in for an exhaustive
   * switch over the sealed kinds (a new kind breaks every caller at compile time).
   */
  default <R> R match(
      Function<? super StandIn, ? extends R> standIn,
      Function<? super Real, ? extends R> real,
      Function<? super Url, ? extends R> url) {
    if (this instanceof StandIn s) return standIn.apply(s);
    if (this instanceof Real r) return real.apply(r);
    return url.apply((Url) this);
  }

  default Kind kind() {
    return match(s -> Kind.STAND_IN, r -> Kind.REAL, u -> Kind.URL);
  }

  /** The port on 127.0.0.1 of what the run starts; 0 for a url. */
  default int port() {
    return 0;
  }

  /** True for a process the run starts itself (a stand-in or a bundled real server). */
  default boolean bundled() {
    return !(this instanceof Url);
  }

  /** A real server's code answers (a bundled real server or a url), not a stand-in's. */
  default boolean realCode() {
    return !(this instanceof StandIn);
  }

  /**
   * Unique within a run: "nginx", or "nginx (real)" for its real server (both run when comparing).
   */
  default String runName() {
    return name();
  }

  /**
   * What the system is, for reports: "stand-in nginx-1.4.6", "real nginx-static: ...", or the url.
   */
  String description();

  /** One or two words for a table row: "stand-in", "stand-in, real missing", "real", "url". */
  String kindWord();

  /** What the run starts for it, as messages name it: "stand-in" or "real server". */
  default String processWord() {
    return "stand-in";
  }

  /**
   * Where requests go: "http://127.0.0.1:port" for what the run starts, the url's scheme and
   * authority otherwise.
   */
  default String base() {
    return "http://127.0.0.1:" + port();
  }
}
