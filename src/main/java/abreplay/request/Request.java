package abreplay.request;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * What each request of a scenario sends besides its url: its method, the headers it adds to (or
 * puts in place of) the replay's own, in their order, and its body, sent as UTF-8 with its
 * Content-Length. {@link #GET} is ab's request, every scenario's unless its conf says otherwise.
 * Immutable.
 */
public record Request(Method method, List<Header> headers, Optional<String> body) {

  /** One header as sent: its name as written, its value. */
  public record Header(String name, String value) {}

  /** ab's request: GET, no header of its own, no body. */
  public static final Request GET = new Request(Method.GET, List.of(), Optional.empty());

  public Request {
    if (method == null) method = Method.GET;
    headers = headers == null ? List.of() : List.copyOf(headers);
    if (body == null) body = Optional.empty();
  }

  /** Whether this is ab's plain GET ({@link #GET}). */
  public boolean plain() {
    return equals(GET);
  }

  /** The body's length in bytes as sent (UTF-8); 0 without one. */
  public int contentLength() {
    return body.map(b -> b.getBytes(StandardCharsets.UTF_8).length).orElse(0);
  }

  /**
   * "POST, Content-Type: application/json, a body of 26 bytes": what it sends, as outputs say it;
   * "GET" for {@link #GET}.
   */
  public String shown() {
    List<String> parts = new ArrayList<>();
    parts.add(method.name());
    for (Header h : headers) parts.add(h.name() + ": " + h.value());
    body.ifPresent(b -> parts.add("a body of " + contentLength() + " bytes"));
    return String.join(", ", parts);
  }
}
