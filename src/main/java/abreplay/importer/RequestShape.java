package abreplay.importer;

import abreplay.importer.Shape.Sends;
import abreplay.importer.Shape.Unknown;
import abreplay.request.Method;
import abreplay.request.Request;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Base64;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * What a tool's command sends besides GET: a method, a body or headers given as options (ab's -m,
 * -p, -u, -T, -H, -C, -A, -i; hey's and oha's -m, -d, -D, -T, -A, -a, -H; autocannon's and
 * bombardier's -m, -b, -f, -H; wrk's and the others' -H), or a wrk script in the post ({@link
 * WrkScript}). What the replay cannot send as the tool did is {@link Unknown}, with why: a body
 * file or a script the post does not show, a script that varies its requests, a Host or Connection
 * header of its own. Never a silent GET.
 */
final class RequestShape {
  /** Headers the replay writes itself: the url gives Host, keep-alive Connection. */
  private static final Set<String> OWN = Set.of("host", "connection");

  private RequestShape() {}

  /** What {@code c} sends: its options, and wrk's script when it names one. */
  static Shape of(ToolCommand c, Text text) {
    Defaults d = c.tool() == Tool.HEY ? Defaults.HEY : Defaults.NONE;
    Shape options = options(c.tool().shown, c.options(), d, text);
    String script = c.options().get("script");
    if (script == null || !(options instanceof Sends given)) return options;
    return WrkScript.shape(script, text, given.request(), c.url().map(Urls::path));
  }

  /** What ab's command {@code c} sends: its -m, -p, -u, -T, -H, -C, -A and -i. */
  static Shape of(AbCommandLine c, Text text) {
    return options("ab", c.request(), Defaults.AB, text);
  }

  /** A tool's defaults for a request with a body. */
  enum Defaults {
    /** ab: -p is POST, -u PUT, Content-Type text/plain without -T. */
    AB("text/plain"),
    /** hey: Content-Type text/html without -T. */
    HEY("text/html"),
    /** No Content-Type unless the command gives one. */
    NONE(null);

    final String contentType;

    Defaults(String contentType) {
      this.contentType = contentType;
    }
  }

  /**
   * What {@code options} (by {@link ToolOptions} key) send; {@link Sends#GET} when they say nothing
   * of the request.
   */
  static Shape options(String tool, Map<String, String> options, Defaults d, Text text) {
    List<Request.Header> headers = new ArrayList<>();
    Optional<String> body = Optional.empty();
    String from = tool + "'s command";
    String method = "GET";
    for (String key : List.of("body-file", "put-file")) {
      String file = options.get(key);
      if (file == null) continue;
      Optional<PostFiles.Block> shown = PostFiles.named(text, file.replaceFirst("^@", ""));
      if (shown.isEmpty())
        return new Unknown(
            "body not in the post",
            tool
                + "'s body file "
                + file
                + " is not in the post, so what its requests send is unknown; paste it in the"
                + " post to import it");
      body = Optional.of(shown.get().content());
      from +=
          " and its body file " + file + " as the post shows it (line " + shown.get().line() + ")";
      if (d == Defaults.AB) method = key.equals("put-file") ? "PUT" : "POST";
    }
    if (options.containsKey("body")) body = Optional.of(options.get("body"));
    if (options.containsKey("head")) method = "HEAD";
    if (options.containsKey("method")) method = options.get("method").toUpperCase(Locale.ROOT);
    Optional<Method> m = Method.named(method);
    if (m.isEmpty())
      return new Unknown(
          "request method",
          tool
              + " sends "
              + method
              + "; the replay sends "
              + String.join(", ", Method.names())
              + " only");
    String contentType = options.get("content-type");
    if (contentType == null && body.isPresent()) contentType = d.contentType;
    if (contentType != null) headers.add(new Request.Header("Content-Type", contentType));
    if (options.containsKey("accept"))
      headers.add(new Request.Header("Accept", options.get("accept")));
    if (options.containsKey("auth"))
      headers.add(
          new Request.Header(
              "Authorization",
              "Basic "
                  + Base64.getEncoder()
                      .encodeToString(options.get("auth").getBytes(StandardCharsets.UTF_8))));
    if (options.containsKey("cookie"))
      headers.add(new Request.Header("Cookie", options.get("cookie")));
    if (options.containsKey("host"))
      return new Unknown(
          "request headers",
          tool
              + " sends Host: "
              + options.get("host")
              + "; the replay's Host is its url's: set the system's url to that host");
    for (String line : options.getOrDefault("header", "").lines().toList()) {
      Optional<Request.Header> h = header(line);
      if (h.isEmpty())
        return new Unknown("request headers", tool + " -H '" + line + "' is not a header");
      if (OWN.contains(h.get().name().toLowerCase(Locale.ROOT)))
        return new Unknown(
            "request headers",
            tool
                + " sends "
                + line
                + ", which the replay writes itself (from the url and keep-alive)");
      headers.removeIf(x -> x.name().equalsIgnoreCase(h.get().name()));
      headers.add(h.get());
    }
    Request request = new Request(m.get(), headers, body);
    return request.plain() ? Sends.GET : new Sends(request, from);
  }

  /** "Name: value" (autocannon's "Name=value" too), its value as written but leading spaces. */
  static Optional<Request.Header> header(String line) {
    int colon = line.indexOf(':');
    int equals = line.indexOf('=');
    int at = colon > 0 ? colon : equals;
    if (at <= 0) return Optional.empty();
    String name = line.substring(0, at).strip();
    if (!name.matches("[!#$%&'*+.^_`|~0-9A-Za-z-]+")) return Optional.empty();
    return Optional.of(new Request.Header(name, line.substring(at + 1).stripLeading()));
  }
}
