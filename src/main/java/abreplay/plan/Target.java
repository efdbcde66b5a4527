package abreplay.plan;

import java.net.URI;
import java.util.List;
import java.util.Optional;

/**
 * A system under test: a bundled stand-in profile (started on a free port of 127.0.0.1) or the
 * url of a real server.
 *
 * @param name the system's key in the conf, e.g. "nginx"
 * @param port the stand-in's port on 127.0.0.1 (a stand-in's url is known before it starts)
 * @param overrides profile keys to override, as key=value (the stand-in only)
 */
public record Target(String name, Optional<String> profile, Optional<URI> url, int port, List<String> overrides) {

  public static Target standIn(String name, String profile, int port) {
    return new Target(name, Optional.of(profile), Optional.empty(), port, List.of());
  }

  public static Target external(String name, URI url) {
    return new Target(name, Optional.empty(), Optional.of(url), 0, List.of());
  }

  public boolean bundled() {
    return url.isEmpty();
  }

  /** What the system is, for reports: the stand-in profile or the url. */
  public String description() {
    return profile.map(p -> "stand-in " + p).orElseGet(() -> url.orElseThrow().toString());
  }
}
