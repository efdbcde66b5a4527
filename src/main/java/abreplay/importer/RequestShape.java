package abreplay.importer;

import abreplay.document.LoadModel;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * What a tool's command sends besides GET and the tool's own headers: a method, a body or headers
 * given as options (hey's and oha's -m, -d, -D, -H; autocannon's and bombardier's -m, -b, -H), or a
 * wrk script that sets wrk.method, wrk.body, wrk.headers or builds its requests in request(). The
 * replay sends GET with ab's headers, so such a scenario is NOT REPLAYABLE with what it sends,
 * never replayed as a silent GET; so is a wrk script the post does not include, or one that varies
 * its requests.
 */
final class RequestShape {
  private static final Pattern METHOD = Pattern.compile("wrk\\.method\\s*=\\s*[\"'](\\w+)[\"']");
  private static final Pattern BODY =
      Pattern.compile(
          "wrk\\.body\\s*=\\s*(?:\"((?:\\\\.|[^\"])*)\"|'((?:\\\\.|[^'])*)'|\\[\\[(.*?)\\]\\])",
          Pattern.DOTALL);
  private static final Pattern HEADER =
      Pattern.compile(
          "wrk\\.headers\\s*\\[\\s*[\"']([^\"']+)[\"']\\s*\\]\\s*=\\s*[\"']([^\"']*)[\"']");
  private static final Pattern FORMAT =
      Pattern.compile("wrk\\.format\\s*\\(\\s*(?:[\"'](\\w+)[\"']|nil)?");
  private static final Pattern LUA =
      Pattern.compile(
          "wrk\\.(method|body|headers|format)|function\\s+request\\s*\\(|request\\s*=\\s*function");
  private static final Pattern VARIES =
      Pattern.compile(
          "math\\.random|os\\.time|counter|\\.\\.\\s*\\w|\\w\\s*\\.\\.|table\\.|ipairs|pairs\\(");

  private RequestShape() {}

  /** The load {@code c} makes as the replay would have to: its own, or NOT REPLAYABLE with why. */
  static LoadModel of(ToolCommand c, Text text) {
    if (c.load() instanceof LoadModel.NotReplayable) return c.load();
    int connections = c.load().connections();
    List<String> sent = new ArrayList<>();
    String method = c.options().getOrDefault("method", "GET").toUpperCase(Locale.ROOT);
    if (!method.equals("GET")) sent.add(method);
    if (c.options().containsKey("body")) sent.add("a body (" + c.options().get("body") + ")");
    if (c.options().containsKey("body-file"))
      sent.add("the body of " + c.options().get("body-file"));
    if (c.options().containsKey("header")) sent.add("the header " + c.options().get("header"));
    if (!sent.isEmpty())
      return new LoadModel.NotReplayable(
          connections,
          "request method and body",
          c.tool().shown
              + " sends "
              + String.join(", ", sent)
              + "; the replay sends GET with ab's headers only");
    String script = c.options().get("script");
    if (script == null) return c.load();
    Optional<Script> found = script(text);
    if (found.isEmpty())
      return new LoadModel.NotReplayable(
          connections,
          "script not in the post",
          "wrk's script "
              + script
              + " is not in the post, so what its requests send is unknown; paste it in the post"
              + " to import it");
    Script s = found.get();
    if (s.varies())
      return new LoadModel.NotReplayable(
          connections,
          "requests vary",
          "wrk's script " + script + " (line " + s.line() + ") varies its requests");
    if (s.sends().isEmpty()) return c.load();
    return new LoadModel.NotReplayable(
        connections,
        "request method and body",
        "wrk's script "
            + script
            + " (line "
            + s.line()
            + ") sends "
            + String.join(", ", s.sends())
            + "; the replay sends GET with ab's headers only");
  }

  /** A wrk script in the post: its first line, what it sends, and whether it varies requests. */
  record Script(int line, List<String> sends, boolean varies) {}

  /** The wrk script the post shows: the lines around its first wrk.* or request() line. */
  static Optional<Script> script(Text text) {
    Matcher m = LUA.matcher(text.text());
    if (!m.find()) return Optional.empty();
    String all = text.text();
    int start = m.start();
    while (start > 0) {
      int prev = all.lastIndexOf('\n', start - 2) + 1;
      String line = all.substring(prev, Math.max(prev, start - 1));
      if (line.isBlank() || line.strip().startsWith("```")) break;
      start = prev;
      if (prev == 0) break;
    }
    int end = m.end();
    while (end < all.length()) {
      int next = all.indexOf('\n', end);
      if (next < 0) {
        end = all.length();
        break;
      }
      int after = all.indexOf('\n', next + 1);
      String line = all.substring(next + 1, after < 0 ? all.length() : after);
      if (line.isBlank() || line.strip().startsWith("```")) {
        end = next;
        break;
      }
      end = after < 0 ? all.length() : after;
    }
    String code = all.substring(start, end);
    List<String> sends = new ArrayList<>();
    Matcher method = METHOD.matcher(code);
    Matcher format = FORMAT.matcher(code);
    if (method.find()) sends.add(method.group(1));
    else if (format.find() && format.group(1) != null) sends.add(format.group(1));
    Matcher body = BODY.matcher(code);
    if (body.find()) {
      String b =
          body.group(1) != null
              ? body.group(1)
              : body.group(2) != null ? body.group(2) : body.group(3);
      sends.add("a body of " + b.length() + " characters");
    }
    Matcher header = HEADER.matcher(code);
    while (header.find()) sends.add(header.group(1) + ": " + header.group(2));
    boolean requestFunction =
        code.matches("(?s).*(function\\s+request\\s*\\(|request\\s*=\\s*function).*");
    boolean varies = requestFunction && VARIES.matcher(code).find();
    if (requestFunction && sends.isEmpty() && !varies) sends.add("requests its request() builds");
    return Optional.of(new Script(text.line(start), List.copyOf(sends), varies));
  }
}
