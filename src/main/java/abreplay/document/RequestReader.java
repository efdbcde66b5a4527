package abreplay.document;

import abreplay.config.Schema;
import abreplay.request.Method;
import abreplay.request.Request;
import com.typesafe.config.Config;
import com.typesafe.config.ConfigValue;
import com.typesafe.config.ConfigValueType;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * A scenario's request from its conf block, already checked against its schema: {@code method} (GET
 * without it), {@code headers { Name = "value" }} in the order of their lines (names on one line in
 * alphabetical order: a conf keeps no other), {@code body}. A header the replay writes itself from
 * other keys (Content-Length from the body, Host from the url, Connection from keep-alive) or whose
 * name is not a header's is refused, one line naming the file, the line, the key and the fix.
 */
final class RequestReader {
  private static final Pattern TOKEN = Pattern.compile("[!#$%&'*+.^_`|~0-9A-Za-z-]+");

  /** Headers the replay writes itself, by lower-case name, with the key that decides each. */
  private static final Set<String> OWN = Set.of("content-length", "host", "connection");

  private RequestReader() {}

  /**
   * The request of scenario {@code id}; empty, with what is wrong added to {@code problems}, if it
   * is bad.
   */
  static Optional<Request> read(
      Config s, Schema file, String label, String id, List<String> problems) {
    Method method = s.hasPath("method") ? Method.valueOf(s.getString("method")) : Method.GET;
    Optional<String> body = s.hasPath("body") ? Optional.of(s.getString("body")) : Optional.empty();
    List<Request.Header> headers = new ArrayList<>();
    int before = problems.size();
    if (s.hasPath("headers") && s.getValue("headers").valueType() != ConfigValueType.OBJECT) {
      problems.add(
          file.where(s, "headers", label)
              + headerProblem(
                  id,
                  "headers must be a block of names and values, e.g. headers { Content-Type ="
                      + " \"application/json\" }"));
    } else if (s.hasPath("headers")) {
      for (String name : DocumentNames.inFileOrder(s.getObject("headers"))) {
        ConfigValue value = s.getObject("headers").get(name);
        String at = "headers." + name;
        String where = file.where(value.origin(), at, value, label);
        if (!TOKEN.matcher(name).matches()) {
          problems.add(
              where
                  + headerProblem(
                      id,
                      "\""
                          + name
                          + "\" is not a header's name (letters, digits and -); quote a name with"
                          + " a dot, e.g. headers { \"X.Y\" = \"1\" }"));
        } else if (OWN.contains(name.toLowerCase(Locale.ROOT))) {
          problems.add(
              where
                  + headerProblem(id, at + " is the replay's own (" + own(name) + "); remove it"));
        } else if (value.valueType() == ConfigValueType.OBJECT
            || value.valueType() == ConfigValueType.LIST
            || value.valueType() == ConfigValueType.NULL) {
          problems.add(
              where
                  + headerProblem(
                      id,
                      at
                          + " must be a text: set it to the header's value, e.g."
                          + " \"application/json\""));
        } else {
          headers.add(new Request.Header(name, String.valueOf(value.unwrapped())));
        }
      }
    }
    if (problems.size() > before) return Optional.empty();
    return Optional.of(new Request(method, headers, body));
  }

  /** ": scenario <id>: <what>", after where a header's problem is. */
  private static String headerProblem(String id, String what) {
    return ": scenario " + id + ": " + what;
  }

  private static String own(String name) {
    return switch (name.toLowerCase(Locale.ROOT)) {
      case "content-length" -> "the body's length in bytes";
      case "host" -> "the url's host and port";
      default -> "keep-alive decides it";
    };
  }
}
