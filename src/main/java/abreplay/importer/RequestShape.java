package abreplay.importer;

import static java.nio.charset.StandardCharsets.UTF_8;

import abreplay.document.LoadTool;
import abreplay.importer.Shape.Sends;
import abreplay.importer.Shape.Unknown;
import abreplay.request.Method;
import abreplay.request.Request;
import abreplay.request.Request.Header;
import java.net.URI;
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

  /** The Content-Type a tool sends with a body when the command gives none. */
  private static final Map<String, String> CONTENT_TYPE =
      Map.of("ab", "text/plain", "hey", "text/html");

  private RequestShape() {}

  /** What {@code tool}'s command sends: its {@code options}, and wrk's script when it names one. */
  static Shape of(LoadTool tool, Map<String, String> options, Optional<URI> url, Text text) {
    Shape shape = options(tool.key(), options, text);
    String script = options.get("script");
    if (script == null || !(shape instanceof Sends given)) return shape;
    return WrkScript.shape(script, text, given.request(), url.map(Urls::path));
  }

  /** What ab's command {@code c} sends: its -m, -p, -u, -T, -H, -C, -A and -i. */
  static Shape of(AbCommandLine c, Text text) {
    return options("ab", c.request(), text);
  }

  /**
   * What {@code options} (by their key in tool-options.txt) send; {@link Sends#GET} when they say
   * nothing of the request. ab's -p is POST, its -u PUT.
   */
  static Shape options(String tool, Map<String, String> options, Text text) {
    List<Header> headers = new ArrayList<>();
    Optional<String> body = Optional.empty();
    String from = tool + "'s command";
    String method = "GET";
    for (String key : List.of("body-file", "put-file")) {
      String file = options.get(key);
      if (file == null) continue;
      Optional<PostFiles.Block> shown = PostFiles.named(text, file.replaceFirst("^@", ""));
      if (shown.isEmpty()) return Unknown.notInPost("body", tool + "'s body file " + file);
      body = Optional.of(shown.get().content());
      from +=
          " and its body file " + file + " as the post shows it (line " + shown.get().line() + ")";
      if (tool.equals("ab")) method = key.equals("put-file") ? "PUT" : "POST";
    }
    if (options.containsKey("body")) body = Optional.of(options.get("body"));
    if (options.containsKey("head")) method = "HEAD";
    if (options.containsKey("method")) method = options.get("method").toUpperCase(Locale.ROOT);
    Optional<Method> m = Method.named(method);
    if (m.isEmpty()) return Unknown.method(tool, method);
    String contentType = body.isPresent() ? CONTENT_TYPE.get(tool) : null;
    contentType = options.getOrDefault("content-type", contentType);
    if (contentType != null) headers.add(new Header("Content-Type", contentType));
    if (options.containsKey("accept")) headers.add(new Header("Accept", options.get("accept")));
    if (options.containsKey("auth")) {
      String auth = Base64.getEncoder().encodeToString(options.get("auth").getBytes(UTF_8));
      headers.add(new Header("Authorization", "Basic " + auth));
    }
    if (options.containsKey("cookie")) headers.add(new Header("Cookie", options.get("cookie")));
    if (options.containsKey("host"))
      return new Unknown(
          "request headers",
          tool
              + " sends Host: "
              + options.get("host")
              + "; the replay's Host is its url's: set the system's url to that host");
    for (String line : options.getOrDefault("header", "").lines().toList()) {
      Optional<Header> h = header(line);
      if (h.isEmpty())
        return new Unknown("request headers", tool + " -H '" + line + "' is not a header");
      if (OWN.contains(h.get().name().toLowerCase(Locale.ROOT)))
        return new Unknown(
            "request headers",
            tool
                + " sends "
                + line
                + ", which the replay writes itself (from the url and keep-alive)");
      WrkScript.put(headers, h.get().name(), h.get().value());
    }
    Request request = new Request(m.get(), headers, body);
    return request.plain() ? Sends.GET : new Sends(request, from, Optional.empty());
  }

  /** "Name: value" (autocannon's "Name=value" too), its value as written but leading spaces. */
  private static Optional<Header> header(String line) {
    int colon = line.indexOf(':');
    int at = colon > 0 ? colon : line.indexOf('=');
    if (at <= 0) return Optional.empty();
    String name = line.substring(0, at).strip();
    if (!name.matches("[!#$%&'*+.^_`|~0-9A-Za-z-]+")) return Optional.empty();
    return Optional.of(new Header(name, line.substring(at + 1).stripLeading()));
  }
}
