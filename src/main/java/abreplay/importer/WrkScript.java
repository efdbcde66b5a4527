package abreplay.importer;

import static java.util.regex.Matcher.quoteReplacement;

import abreplay.importer.Shape.Sends;
import abreplay.importer.Shape.Unknown;
import abreplay.request.Method;
import abreplay.request.Request;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A wrk script the post shows, read for what its requests send: {@code wrk.method}, {@code
 * wrk.body}, {@code wrk.headers["Name"]} and {@code wrk.path} set to literals, and a {@code
 * request()} that returns {@code wrk.format(method, path, headers, body)} of literals (or of nil,
 * which keeps wrk's). The script is the block that names it ("-- post.lua", "post.lua:" above it),
 * else the one block of the post that looks like a wrk script. A script that varies its requests
 * (math.random, os.time, counters, concatenation, loops over tables, a response() that changes
 * them), waits in delay(), or builds them from what is not a literal is {@link Unknown} with why.
 */
final class WrkScript {
  /** A Lua string literal: "...", '...' (with escapes) or [[...]]; no group of its own. */
  private static final String STRING =
      "\"(?:\\\\.|[^\"\\\\\\n])*\"|'(?:\\\\.|[^'\\\\\\n])*'|\\[\\[(?s:.*?)\\]\\]";

  private static final Pattern LITERAL = Pattern.compile("(?:" + STRING + ")");
  private static final Pattern LUA =
      Pattern.compile(
          "wrk\\.(method|body|headers|path|format)"
              + "|function\\s+request\\s*\\(|request\\s*=\\s*function");
  private static final Pattern SET =
      Pattern.compile("wrk\\.(method|body|path)\\s*=\\s*(" + STRING + "|[^\\n;]+)");
  private static final Pattern HEADER =
      Pattern.compile(
          "wrk\\.headers\\s*\\[\\s*(" + STRING + ")\\s*\\]\\s*=\\s*(" + STRING + "|[^\\n;]+)");

  /** A table entry, ["Name"] = "value" or Name = "value": the name in group 1 or 2, the value 3. */
  private static final Pattern ENTRY =
      Pattern.compile(
          "(?:\\[\\s*(" + STRING + ")\\s*\\]|([A-Za-z_]\\w*))\\s*=\\s*(" + STRING + ")");

  private static final Pattern FORMAT = Pattern.compile("wrk\\.format\\s*\\(");
  private static final Pattern FUNCTION =
      Pattern.compile(
          "function\\s+(request|response|delay)\\s*\\("
              + "|(request|response|delay)\\s*=\\s*function");
  private static final Pattern VARIES =
      Pattern.compile(
          "math\\.random|os\\.time|os\\.clock|counter|\\.\\.|table\\.|ipairs|pairs\\(|\\+\\s*1\\b");
  private static final Pattern COMMENT = Pattern.compile("--[^\\n]*");
  private static final Pattern DONE =
      Pattern.compile("(?s)(?:function\\s+done\\s*\\(|done\\s*=\\s*function).*?\\nend\\b");
  private static final Pattern CHANGES =
      Pattern.compile("wrk\\.(?:method|body|path)\\s*=|wrk\\.headers\\s*\\[|wrk\\.format");
  private static final Pattern ESCAPE = Pattern.compile("(?s)\\\\(.)");
  private static final Map<String, String> ESCAPED = Map.of("n", "\n", "t", "\t", "r", "\r");

  /** wrk.format's arguments, in their order. */
  private static final List<String> ARGS = List.of("method", "path", "headers", "body");

  private WrkScript() {}

  /**
   * What the requests of a wrk command with {@code -s script} send, {@code given} being what its
   * options send (its -H).
   *
   * @param urlPath the path of the command's url, which wrk asks for unless the script says another
   */
  static Shape shape(String script, Text text, Request given, Optional<String> urlPath) {
    Optional<PostFiles.Block> found = block(text, script);
    if (found.isEmpty()) return Unknown.notInPost("script", "wrk's script " + script);
    String where = "wrk's script " + script + " (line " + found.get().line() + ")";
    String code =
        DONE.matcher(COMMENT.matcher(found.get().content()).replaceAll("")).replaceAll("");
    List<String> functions = new ArrayList<>();
    Matcher f = FUNCTION.matcher(code);
    while (f.find()) functions.add(f.group(1) != null ? f.group(1) : f.group(2));
    if (functions.contains("delay"))
      return new Unknown("think time", where + " waits in delay() between its requests");
    if (VARIES.matcher(code).find())
      return new Unknown("requests vary", where + " varies its requests");
    if (functions.contains("response") && CHANGES.matcher(response(code)).find())
      return new Unknown("requests vary", where + " changes its requests in response()");
    Map<String, String> set = new HashMap<>(); // method, path and body as the script sets them
    List<Request.Header> headers = new ArrayList<>(given.headers());
    Matcher s = SET.matcher(code);
    while (s.find()) {
      Optional<String> value = literal(s.group(2));
      if (value.isEmpty()) return notRead(where, "wrk." + s.group(1) + " = " + s.group(2).strip());
      if (s.group(1).equals("method") && Method.named(value.get()).isEmpty())
        return Unknown.method(where, value.get());
      set.put(s.group(1), value.get());
    }
    Matcher h = HEADER.matcher(code);
    while (h.find()) {
      Optional<String> name = literal(h.group(1));
      Optional<String> value = literal(h.group(2));
      if (name.isEmpty() || value.isEmpty())
        return notRead(where, "wrk.headers[" + h.group(1) + "] = " + h.group(2).strip());
      put(headers, name.get(), value.get());
    }
    Matcher format = FORMAT.matcher(code);
    if (format.find()) {
      List<String> args = arguments(code, format.end());
      for (int i = 0; i < args.size(); i++) {
        String arg = args.get(i).strip();
        if (arg.equals("nil") || arg.isEmpty()) continue;
        if (i >= ARGS.size()) return notRead(where, "wrk.format's argument " + arg);
        if (i == 2) {
          if (!arg.startsWith("{")) return notRead(where, "wrk.format's headers " + arg);
          String inside = arg.substring(1, arg.length() - 1);
          Matcher e = ENTRY.matcher(inside);
          while (e.find()) {
            String name = e.group(1) != null ? literal(e.group(1)).orElseThrow() : e.group(2);
            put(headers, name, literal(e.group(3)).orElseThrow());
          }
          if (!ENTRY.matcher(inside).replaceAll("").replaceAll("[\\s,;]", "").isEmpty())
            return notRead(where, "wrk.format's headers " + arg);
          continue;
        }
        Optional<String> value = literal(arg);
        if (value.isEmpty()) return notRead(where, "wrk.format's " + ARGS.get(i) + " " + arg);
        if (i == 0 && Method.named(value.get()).isEmpty())
          return Unknown.method(where, value.get());
        set.put(ARGS.get(i), value.get());
      }
      if (format.find())
        return new Unknown("requests vary", where + " formats more than one request");
    } else if (functions.contains("request")) {
      return notRead(where, "a request() without wrk.format");
    }
    Method method =
        set.containsKey("method") ? Method.named(set.get("method")).get() : given.method();
    Optional<String> body = Optional.ofNullable(set.get("body")).or(given::body);
    Optional<String> path =
        Optional.ofNullable(set.get("path")).filter(p -> !urlPath.equals(Optional.of(p)));
    Request request = new Request(method, headers, body);
    return request.plain() && path.isEmpty() ? Sends.GET : new Sends(request, where, path);
  }

  /** The code of response(), up to the first "end" that starts a line after it. */
  private static String response(String code) {
    Matcher f = FUNCTION.matcher(code);
    while (f.find()) {
      if (!"response".equals(f.group(1)) && !"response".equals(f.group(2))) continue;
      int end = code.indexOf("\nend", f.end());
      return code.substring(f.start(), end < 0 ? code.length() : end);
    }
    return "";
  }

  /** The block of the post that is {@code script}. */
  private static Optional<PostFiles.Block> block(Text text, String script) {
    List<PostFiles.Block> lua =
        PostFiles.blocks(text).stream().filter(b -> LUA.matcher(b.content()).find()).toList();
    return lua.stream()
        .filter(b -> b.names(script))
        .findFirst()
        .or(() -> lua.size() == 1 ? Optional.of(lua.get(0)) : Optional.empty());
  }

  private static Unknown notRead(String where, String what) {
    return new Unknown(
        "script not read",
        where
            + " builds its requests from "
            + what
            + ", not from literals; write them as literals to import it");
  }

  /** {@code name}'s header set to {@code value}, in place of one of the same name. */
  static void put(List<Request.Header> headers, String name, String value) {
    headers.removeIf(x -> x.name().equalsIgnoreCase(name));
    headers.add(new Request.Header(name, value));
  }

  /** The arguments of a call whose "(" ends at {@code from}, split at their top-level commas. */
  private static List<String> arguments(String code, int from) {
    List<String> args = new ArrayList<>();
    int depth = 0;
    StringBuilder arg = new StringBuilder();
    for (int i = from; i < code.length(); i++) {
      Matcher string = LITERAL.matcher(code).region(i, code.length());
      if (string.lookingAt()) {
        arg.append(string.group());
        i = string.end() - 1;
        continue;
      }
      char c = code.charAt(i);
      if (c == '(' || c == '{' || c == '[') depth++;
      if ((c == ')' || c == '}' || c == ']') && depth-- == 0) break;
      if (c == ',' && depth == 0) {
        args.add(arg.toString());
        arg.setLength(0);
      } else {
        arg.append(c);
      }
    }
    args.add(arg.toString());
    return args;
  }

  /** A Lua string literal's text ("..." and '...' with their escapes, [[...]]); empty if none. */
  private static Optional<String> literal(String expression) {
    String e = expression.strip();
    if (!LITERAL.matcher(e).matches()) return Optional.empty();
    if (e.startsWith("[["))
      return Optional.of(e.substring(2, e.length() - 2).replaceFirst("^\n", ""));
    String inner = e.substring(1, e.length() - 1);
    return Optional.of(
        ESCAPE
            .matcher(inner)
            .replaceAll(m -> quoteReplacement(ESCAPED.getOrDefault(m.group(1), m.group(1)))));
  }
}
