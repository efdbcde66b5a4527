package abreplay.plan;

import java.net.URI;
import java.util.Optional;

/**
 * A system under test: a bundled stand-in profile (started by the run on a port of 127.0.0.1 chosen
 * when the plan is made) or the url of a real server.
 *
 * @param name the system's key in the conf, e.g. "nginx"
 * @param port the stand-in's port on 127.0.0.1 (a stand-in's url is known before it starts); 0 for a url
 * @param capacity how much it can do at once, as far as the run knows
 */
public record Target(String name, Optional<String> profile, Optional<URI> url, int port, Capacity capacity) {

  public static Target standIn(String name, String profile, int port, Capacity capacity) {
    return new Target(name, Optional.of(profile), Optional.empty(), port, capacity);
  }

  public static Target external(String name, URI url) {
    return new Target(name, Optional.empty(), Optional.of(url), 0, Capacity.UNKNOWN);
  }

  /** True for a stand-in the run starts itself. */
  public boolean bundled() {
    return url.isEmpty();
  }

  /** What the system is, for reports: the stand-in profile or the url. */
  public String description() {
    return profile.map(p -> "stand-in " + p).orElseGet(() -> url.orElseThrow().toString());
  }

  /** Where requests go: "http://127.0.0.1:port" for a stand-in, the url's scheme and authority otherwise. */
  public String base() {
    return url.map(u -> u.getScheme() + "://" + u.getRawAuthority()).orElse("http://127.0.0.1:" + port);
  }
}
