package abreplay.importer;

import abreplay.document.LoadModel;
import abreplay.document.LoadModel.ClosedByCount;
import abreplay.document.LoadModel.ClosedByDuration;
import abreplay.document.LoadModel.ConstantRate;
import abreplay.document.LoadModel.NotReplayable;
import abreplay.document.LoadModel.Scope;
import abreplay.importer.ToolOptions.Option;
import java.net.URI;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.OptionalLong;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Finds load tools' command lines in a text and reads each as its tool does ({@link ToolOptions}),
 * then makes its load model from the options and the tool's defaults (wrk: 10 connections, 2
 * threads, 10 s; hey and oha: 50 workers, 200 requests; autocannon: 10 connections, 10 s;
 * bombardier: 125 connections, 10 s; siege: its siegerc's 25 users; h2load: 1 client, 1 request).
 * Pipelining is detected where the command says it: autocannon -p above 1, a wrk script whose name
 * says pipeline (wrk's own scripts/pipeline.lua, TechEmpower's pipeline.lua with its depth after
 * "--"), h2load --h1 -m above 1.
 */
final class ToolCommands {
  private static final Pattern COMMAND =
      Pattern.compile(
          "(?<![\\w.\\-])(?:\\.[\\\\/]|(?:[\\w.\\-~]*[\\\\/])+)?(wrk2|wrk|hey|oha|autocannon|bombardier|siege|h2load)(?:\\.exe)?(?="
              + " +(?:-|['\"]?https?://))");

  private ToolCommands() {}

  /** Every load tool's command in {@code text}, in its order. */
  static List<ToolCommand> find(Text text) {
    return CommandLine.find(
        text,
        COMMAND,
        (m, line, rest) -> {
          Tool tool =
              m.group(1).equals("wrk2")
                  ? Tool.WRK2
                  : Tool.valueOf(m.group(1).toUpperCase(Locale.ROOT));
          return parse(tool, m.group(1), m.start(), m.end(), line, rest).map(c -> shaped(c, text));
        });
  }

  /**
   * {@code c} with what its requests send; NOT REPLAYABLE with why when the replay cannot send it
   * ({@link RequestShape}). A load already not replayable keeps its reason.
   */
  private static ToolCommand shaped(ToolCommand c, Text text) {
    if (c.load() instanceof NotReplayable) return c;
    Shape shape = RequestShape.of(c, text);
    LoadModel load = shape instanceof Shape.Unknown u ? u.load(c.load().connections()) : c.load();
    Shape.Sends sends = shape instanceof Shape.Sends s ? s : Shape.Sends.GET;
    return new ToolCommand(
        c.tool(),
        c.start(),
        c.end(),
        c.line(),
        c.text(),
        c.options(),
        load,
        c.threads(),
        c.url(),
        c.defaults(),
        c.others(),
        sends);
  }

  /**
   * @param name the tool's name as the text writes it ("wrk" for wrk2's binary)
   * @param argsStart where {@code args} starts in the text
   * @param args what follows the tool's name on its line
   */
  static Optional<ToolCommand> parse(
      Tool tool, String name, int start, int argsStart, int line, String args) {
    List<String> words = new ArrayList<>();
    List<Integer> ends = new ArrayList<>();
    Matcher w = Pattern.compile("\"[^\"]*\"|'[^']*'|\\S+").matcher(args);
    while (w.find()) {
      String word = w.group().replaceAll("^[`]+|[`,;]+$", "");
      if (word.isEmpty() || w.group().startsWith("`")) break;
      if (word.length() >= 2 && (word.startsWith("\"") || word.startsWith("'")))
        word = word.substring(1, word.length() - 1);
      words.add(word);
      ends.add(argsStart + w.end());
    }
    Map<String, String> options = new LinkedHashMap<>();
    List<String> shownOptions = new ArrayList<>();
    Optional<URI> url = Optional.empty();
    List<String> scriptArgs = new ArrayList<>();
    int used = -1;
    for (int i = 0; i < words.size(); i++) {
      String word = words.get(i);
      if (word.equals("--")) {
        scriptArgs.addAll(words.subList(i + 1, words.size()));
        used = words.size() - 1;
        break;
      }
      if (word.startsWith("-") && word.length() >= 2) {
        Optional<String[]> read =
            option(tool, word, i + 1 < words.size() ? words.get(i + 1) : null);
        if (read.isEmpty()) break; // not the tool's: the command ends before it
        String[] kv = read.get();
        options.merge(kv[0], kv[1], (a, b) -> kv[0].equals("header") ? a + "\n" + b : b);
        if (kv.length > 2) i++; // the value was the next word
        used = i;
        continue;
      }
      Optional<URI> u = Urls.of(word);
      if (u.isEmpty() || url.isPresent()) break;
      url = u;
      used = i;
    }
    if (url.isEmpty() && options.isEmpty()) return Optional.empty();
    Tool actual = tool == Tool.WRK && options.containsKey("rate") ? Tool.WRK2 : tool;
    List<String> defaults = new ArrayList<>();
    List<String> others = new ArrayList<>();
    for (Option o : ToolOptions.of(actual)) {
      if (options.containsKey(o.key()) && !MODEL_KEYS.contains(o.key()))
        others.add(
            o.names().get(0)
                + (o.value() ? " " + options.get(o.key()) : "")
                + " ("
                + o.shown()
                + ")");
    }
    boolean keepAlive = !options.containsKey("disable-keepalive") && actual != Tool.SIEGE;
    Optional<LoadModel> load;
    try {
      load = model(actual, options, scriptArgs, defaults, keepAlive);
    } catch (NumberFormatException e) {
      return Optional.empty();
    }
    if (load.isEmpty()) return Optional.empty();
    int end = used < 0 ? argsStart : ends.get(used);
    String shown =
        name
            + args.substring(0, Math.max(0, end - argsStart))
                .replaceAll("\\s+", " ")
                .replaceAll("[`'\",;]+$", "")
                .replaceAll("(\\s)['\"](https?://\\S*)$", "$1$2")
                .stripTrailing();
    OptionalInt threads =
        options.containsKey("threads")
            ? OptionalInt.of(metric(options.get("threads")).intValue())
            : actual == Tool.WRK || actual == Tool.WRK2 ? OptionalInt.of(2) : OptionalInt.empty();
    return Optional.of(
        new ToolCommand(
            actual,
            start,
            end,
            line,
            shown,
            Map.copyOf(options),
            load.get(),
            threads,
            url,
            List.copyOf(defaults),
            List.copyOf(others),
            Shape.Sends.GET));
  }

  private static final List<String> MODEL_KEYS =
      List.of(
          "connections",
          "duration",
          "threads",
          "requests",
          "rate",
          "connection-rate",
          "pipelining",
          "disable-keepalive",
          "latency",
          "repetitions",
          "benchmark",
          "delay",
          "h1",
          "streams");

  /**
   * The option {@code word} is, as {key, value} ({key, value, next} when the value was {@code
   * next}); empty when it is none of the tool's.
   */
  private static Optional<String[]> option(Tool tool, String word, String next) {
    for (Option o : ToolOptions.of(tool)) {
      for (String name : o.names()) {
        if (word.equals(name)) {
          if (!o.value()) return Optional.of(new String[] {o.key(), ""});
          if (next == null) return Optional.empty();
          return Optional.of(new String[] {o.key(), next, "next"});
        }
        if (o.value() && word.startsWith(name + "=")) {
          return Optional.of(new String[] {o.key(), word.substring(name.length() + 1)});
        }
        if (o.value()
            && ToolOptions.glued(tool)
            && name.length() == 2
            && word.length() > 2
            && word.startsWith(name)
            && !word.startsWith("--")) {
          return Optional.of(new String[] {o.key(), word.substring(2)});
        }
      }
    }
    return Optional.empty();
  }

  private static Optional<LoadModel> model(
      Tool tool,
      Map<String, String> o,
      List<String> scriptArgs,
      List<String> defaults,
      boolean keepAlive) {
    int connections = connections(tool, o, defaults);
    LoadModel load;
    switch (tool) {
      case WRK, WRK2 -> {
        Duration d = duration(tool, o, "10s", defaults);
        load =
            o.containsKey("rate")
                ? new ConstantRate(
                    metric(o.get("rate")).doubleValue(), Scope.OVERALL, connections, d, keepAlive)
                : new ClosedByDuration(connections, d, keepAlive);
        String script = o.getOrDefault("script", "");
        if (script.toLowerCase(Locale.ROOT).contains("pipeline")) {
          String depth =
              scriptArgs.stream()
                  .filter(a -> a.matches("\\d+"))
                  .findFirst()
                  .map(a -> ", " + a + " requests at a time")
                  .orElse("");
          load =
              new NotReplayable(
                  connections,
                  PIPELINING,
                  "wrk's script " + script + " pipelines its requests" + depth);
        }
      }
      case HEY, OHA -> {
        Optional<Duration> d =
            o.containsKey("duration") ? Durations.parse(o.get("duration")) : Optional.empty();
        if (o.containsKey("duration") && d.isEmpty()) return Optional.empty();
        long requests = count(tool, o, "requests", 200, defaults, d.isEmpty());
        if (o.containsKey("rate")) {
          Scope scope = tool == Tool.HEY ? Scope.PER_WORKER : Scope.OVERALL;
          load =
              rate(Double.parseDouble(o.get("rate")), scope, connections, d, requests, keepAlive);
        } else {
          load =
              d.<LoadModel>map(x -> new ClosedByDuration(connections, x, keepAlive))
                  .orElse(new ClosedByCount(connections, requests, keepAlive));
        }
      }
      case AUTOCANNON -> {
        OptionalLong amount = requests(o);
        Optional<Duration> d =
            amount.isPresent() ? Optional.empty() : Optional.of(duration(tool, o, "10", defaults));
        if (o.containsKey("rate") || o.containsKey("connection-rate")) {
          boolean overall = o.containsKey("rate");
          load =
              rate(
                  Double.parseDouble(o.get(overall ? "rate" : "connection-rate")),
                  overall ? Scope.OVERALL : Scope.PER_CONNECTION,
                  connections,
                  d,
                  amount.orElse(connections),
                  keepAlive);
        } else {
          load =
              amount.isPresent()
                  ? new ClosedByCount(connections, amount.getAsLong(), keepAlive)
                  : new ClosedByDuration(connections, d.get(), keepAlive);
        }
        int pipelining = Integer.parseInt(o.getOrDefault("pipelining", "1"));
        if (pipelining > 1)
          load =
              new NotReplayable(
                  connections,
                  PIPELINING,
                  "autocannon -p "
                      + pipelining
                      + " writes "
                      + pipelining
                      + " requests per connection before the first answer");
      }
      case BOMBARDIER -> {
        OptionalLong n = requests(o);
        Optional<Duration> d =
            n.isPresent() && !o.containsKey("duration")
                ? Optional.empty()
                : Optional.of(duration(tool, o, "10s", defaults));
        if (o.containsKey("rate")) {
          load =
              rate(
                  Double.parseDouble(o.get("rate")),
                  Scope.OVERALL,
                  connections,
                  d,
                  n.orElse(connections),
                  keepAlive);
        } else {
          load =
              n.isPresent() && d.isEmpty()
                  ? new ClosedByCount(connections, n.getAsLong(), keepAlive)
                  : new ClosedByDuration(connections, d.get(), keepAlive);
        }
      }
      case SIEGE -> {
        if (!o.containsKey("repetitions") && !o.containsKey("duration"))
          return Optional.empty(); // siege without -r or -t runs until stopped
        if (o.containsKey("duration") && Durations.parse(o.get("duration")).isEmpty())
          return Optional.empty();
        load =
            o.containsKey("repetitions")
                ? new ClosedByCount(
                    connections,
                    (long) connections * Long.parseLong(o.get("repetitions")),
                    keepAlive)
                : new ClosedByDuration(
                    connections, Durations.parse(o.get("duration")).get(), keepAlive);
        if (!o.containsKey("benchmark"))
          load =
              new NotReplayable(
                  connections,
                  "think time",
                  "siege without -b waits a random delay (-d, its siegerc's delay) between a user's"
                      + " requests");
      }
      case H2LOAD -> {
        Optional<LoadModel> h2 = h2load(o, connections, keepAlive, defaults, true);
        if (h2.isEmpty()) return Optional.empty();
        load = h2.get();
      }
      default -> throw new IllegalStateException("no load model for " + tool);
    }
    return Optional.of(load);
  }

  /**
   * h2load's load by its options {@code o}: NOT REPLAYABLE when it pipelines (--h1 -m above 1),
   * and, when {@code byOptions}, when its options make it speak HTTP/2 or HTTP/3; without {@code
   * byOptions} the protocol is another's to say (a report's "Application protocol: http/1.1").
   * Empty when its -D is not a duration.
   */
  static Optional<LoadModel> h2load(
      Map<String, String> o,
      int connections,
      boolean keepAlive,
      List<String> defaults,
      boolean byOptions) {
    LoadModel load;
    if (o.containsKey("duration")) {
      Optional<Duration> d = Durations.parse(o.get("duration"));
      if (d.isEmpty()) return Optional.empty();
      load = new ClosedByDuration(connections, d.get(), keepAlive);
    } else {
      long n = count(Tool.H2LOAD, o, "requests", 1, defaults, true);
      load = new ClosedByCount(connections, n, keepAlive);
    }
    int streams = Integer.parseInt(o.getOrDefault("streams", "1"));
    String protocols = o.getOrDefault("alpn-list", o.getOrDefault("npn-list", ""));
    boolean h1 = o.containsKey("h1") || o.getOrDefault("no-tls-proto", "").equals("http/1.1");
    if (byOptions && !h1 && protocols.startsWith("h3"))
      return Optional.of(
          new NotReplayable(
              connections, "HTTP/3", "h2load --alpn-list=" + protocols + " speaks HTTP/3"));
    if (byOptions && !h1)
      return Optional.of(
          new NotReplayable(connections, "HTTP/2", "h2load without --h1 speaks HTTP/2"));
    if (streams > 1)
      return Optional.of(
          new NotReplayable(
              connections,
              PIPELINING,
              "h2load --h1 -m " + streams + " pipelines " + streams + " requests per connection"));
    return Optional.of(load);
  }

  /** The count its options give, if they give one. */
  private static OptionalLong requests(Map<String, String> o) {
    return o.containsKey("requests")
        ? OptionalLong.of(Long.parseLong(o.get("requests")))
        : OptionalLong.empty();
  }

  private static final String PIPELINING = "pipelining";

  /** A constant rate for {@code duration}, or for as long as {@code requests} take at it. */
  private static ConstantRate rate(
      double rate,
      Scope scope,
      int connections,
      Optional<Duration> duration,
      long requests,
      boolean keepAlive) {
    double overall = scope == Scope.OVERALL ? rate : rate * connections;
    Duration d = duration.orElseGet(() -> Duration.ofNanos(Math.round(requests / overall * 1e9)));
    return new ConstantRate(rate, scope, connections, d, keepAlive);
  }

  private static int connections(Tool tool, Map<String, String> o, List<String> defaults) {
    if (o.containsKey("connections")) return metric(o.get("connections")).intValue();
    int d =
        switch (tool) {
          case WRK, WRK2, AUTOCANNON -> 10;
          case HEY, OHA -> 50;
          case BOMBARDIER -> 125;
          case SIEGE -> 25;
          case H2LOAD -> 1;
        };
    defaults.add(
        "-c "
            + d
            + " ("
            + tool.shown
            + "'s default"
            + (tool == Tool.SIEGE ? ", unless its siegerc says otherwise" : "")
            + ")");
    return d;
  }

  private static Duration duration(
      Tool tool, Map<String, String> o, String fallback, List<String> defaults) {
    String given = o.get("duration");
    if (given == null) {
      defaults.add(
          "-d "
              + fallback
              + (fallback.matches("\\d+") ? " s" : "")
              + " ("
              + tool.shown
              + "'s default)");
      given = fallback;
    }
    return Durations.parse(given).orElseThrow(() -> new NumberFormatException(o.get("duration")));
  }

  private static long count(
      Tool tool,
      Map<String, String> o,
      String key,
      long fallback,
      List<String> defaults,
      boolean used) {
    if (o.containsKey(key)) return Long.parseLong(o.get(key));
    if (used) defaults.add("-n " + fallback + " (" + tool.shown + "'s default)");
    return fallback;
  }

  /** wrk's numbers with an SI suffix: "1k", "2M". */
  private static Long metric(String value) {
    Matcher m = Pattern.compile("(\\d+)([kKmMgG]?)").matcher(value.strip());
    if (!m.matches()) throw new NumberFormatException(value);
    long n = Long.parseLong(m.group(1));
    return switch (m.group(2).toLowerCase(Locale.ROOT)) {
      case "k" -> n * 1000;
      case "m" -> n * 1_000_000;
      case "g" -> n * 1_000_000_000;
      default -> n;
    };
  }
}
