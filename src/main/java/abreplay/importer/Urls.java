package abreplay.importer;

import java.net.URI;
import java.util.Optional;

/** A url as a command line or a report writes it: with its scheme, or bare (host:port/path). */
final class Urls {
  private Urls() {}

  /**
   * The url a command's word is: "http://h/p", or a bare "h:8080" or "h/p", its shell escapes
   * ("\\?", "\\=") undone; empty for others.
   */
  static Optional<URI> of(String typed) {
    String word = typed.replaceAll("\\\\([?=&!#*$()\\[\\] ])", "$1");
    boolean bare =
        word.matches("[\\w.\\-]+(:\\d+)?(/.*)?") && (word.contains("/") || word.contains(":"));
    if (!bare && !word.matches("(?i)https?://.*")) return Optional.empty();
    return shown(word).filter(u -> u.getHost() != null);
  }

  /** The url a report prints, with or without its scheme. */
  static Optional<URI> shown(String shown) {
    try {
      return Optional.of(URI.create(shown.matches("(?i)https?://.*") ? shown : "http://" + shown));
    } catch (IllegalArgumentException e) {
      return Optional.empty();
    }
  }

  /** The url's port, 80 (443 for https) when it names none. */
  static int port(URI u) {
    return u.getPort() >= 0 ? u.getPort() : "https".equalsIgnoreCase(u.getScheme()) ? 443 : 80;
  }

  /** The path and query asked for: "/" when the url has no path. */
  static String path(URI u) {
    return (u.getRawPath() == null || u.getRawPath().isEmpty() ? "/" : u.getRawPath())
        + (u.getRawQuery() != null ? "?" + u.getRawQuery() : "");
  }
}
