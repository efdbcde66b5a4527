package abreplay.config;

import java.net.URI;
import java.net.URISyntaxException;
import java.util.Locale;

/** A target url: well formed, http(s), and on this machine unless remote load is allowed. */
public final class UrlCheck {
  private UrlCheck() {}

  /**
   * @param where where the value came from (file:line or -Dkey=value)
   * @param allowKey the key that allows a remote host, named in the refusal
   */
  public static URI parse(
      String value, String where, String key, boolean allowRemote, String allowKey) {
    URI uri;
    try {
      uri = new URI(value.trim());
    } catch (URISyntaxException e) {
      throw bad(
          where,
          key,
          value,
          " is not a url (" + e.getReason() + "): write it as http://host[:port]/path");
    }
    String scheme = uri.getScheme() == null ? "" : uri.getScheme().toLowerCase(Locale.ROOT);
    if (!scheme.equals("http") && !scheme.equals("https")
        || uri.getHost() == null
        || uri.getHost().isEmpty()) {
      throw bad(
          where,
          key,
          value,
          " is not an http:// or https:// url with a host: write it as http://host[:port]/path");
    }
    if (!allowRemote && !loopback(uri.getHost())) {
      throw bad(
          where,
          key,
          value,
          ": host "
              + uri.getHost()
              + " is not this machine; ab-replay sends load to loopback only unless "
              + allowKey
              + " = true (set it only for a server you run)");
    }
    return uri.getPath() == null || uri.getPath().isEmpty() ? uri.resolve("/") : uri;
  }

  /** One line: where, the key and its value as written, then what is wrong with it and the fix. */
  private static ConfigError bad(String where, String key, String value, String what) {
    return new ConfigError(where + ": " + key + " = \"" + value + "\"" + what);
  }

  /** Loopback by name alone: resolving a name would itself reach the network. */
  public static boolean loopback(String host) {
    String h = host.toLowerCase(Locale.ROOT);
    return h.equals("localhost")
        || h.matches("127(\\.\\d{1,3}){3}")
        || h.equals("[::1]")
        || h.equals("::1");
  }
}
