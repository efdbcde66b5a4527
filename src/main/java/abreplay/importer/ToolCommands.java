package abreplay.importer;

import static java.nio.charset.StandardCharsets.UTF_8;

import abreplay.document.LoadModel;
import abreplay.document.LoadModel.ClosedByCount;
import abreplay.document.LoadModel.ClosedByDuration;
import abreplay.document.LoadModel.ConstantRate;
import abreplay.document.LoadModel.NotReplayable;
import abreplay.document.LoadModel.Scope;
import abreplay.document.LoadTool;
import abreplay.importer.CommandLine.Word;
import abreplay.importer.Shape.Sends;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.net.URI;
import java.time.Duration;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.regex.MatchResult;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Finds load tools' command lines in a text and reads each as its tool's parser does, by the
 * options of {@code tool-options.txt} beside this class (a malformed line there fails the class's
 * loading); its load model is made from the options and the tool's defaults. Pipelining is seen
 * where the command says it: autocannon -p above 1, a wrk script named for it, h2load --h1 -m above
 * 1.
 */
final class ToolCommands {
  private static final Pattern COMMAND =
      Pattern.compile(
          "(?<![\\w.\\-])(?:\\.[\\\\/]|(?:[\\w.\\-~]*[\\\\/])+)?(wrk2|wrk|hey|oha|autocannon|bombardier|siege|h2load)(?:\\.exe)?(?="
              + " +(?:-|['\"]?https?://))");

  private static final String PIPELINING = "pipelining";
  private static final Map<String, Long> SI =
      Map.of("", 1L, "k", 1_000L, "m", 1_000_000L, "g", 1_000_000_000L);
  private static final Map<LoadTool, List<Option>> OPTIONS = options("tool-options.txt");

  /** An option: its key (what the load model reads), its spellings, whether it takes a value. */
  private record Option(String key, List<String> names, boolean value) {}

  private ToolCommands() {}

  /** Every load tool's command in {@code text}, in its order. */
  static List<ToolCommand> find(Text text) {
    return CommandLine.find(text, COMMAND, (m, rest) -> parse(m, rest, text));
  }

  /** The command whose tool's name {@code m} matched, {@code args} the rest of its line. */
  private static Optional<ToolCommand> parse(MatchResult m, String args, Text text) {
    LoadTool tool = LoadTool.valueOf(m.group(1).toUpperCase(Locale.ROOT));
    List<Word> found = CommandLine.words(args, m.end(), "^[`]+|[`,;]+$");
    // each without the quotes around it
    List<String> words =
        found.stream().map(w -> w.text().replaceFirst("(?s)^[\"'](.*).$", "$1")).toList();
    Map<String, String> options = new LinkedHashMap<>();
    Optional<URI> url = Optional.empty();
    List<String> scriptArgs = List.of();
    int used = -1;
    for (int i = 0; i < words.size(); i++) {
      String word = words.get(i);
      if (word.equals("--")) {
        scriptArgs = words.subList(i + 1, words.size());
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
    LoadTool actual = tool == LoadTool.WRK && options.containsKey("rate") ? LoadTool.WRK2 : tool;
    List<String> defaults = new ArrayList<>();
    Optional<LoadModel> made;
    OptionalInt threads;
    try {
      made = model(actual, options, scriptArgs, defaults);
      threads =
          options.containsKey("threads")
              ? OptionalInt.of((int) metric(options.get("threads")))
              : actual == LoadTool.WRK || actual == LoadTool.WRK2
                  ? OptionalInt.of(2)
                  : OptionalInt.empty();
    } catch (NumberFormatException e) {
      return Optional.empty(); // a number the tool would refuse: not a command it ran
    }
    if (made.isEmpty()) return Optional.empty();
    int end = used < 0 ? m.end() : found.get(used).end();
    String shown =
        m.group(1)
            + args.substring(0, Math.max(0, end - m.end()))
                .replaceAll("\\s+", " ")
                .replaceAll("[`'\",;]+$", "")
                .replaceAll("(\\s)['\"](https?://\\S*)$", "$1$2")
                .stripTrailing();
    LoadModel load = made.get();
    Shape shape =
        load instanceof NotReplayable ? Sends.GET : RequestShape.of(actual, options, url, text);
    if (shape instanceof Shape.Unknown u) load = u.load(load.connections());
    Sends sends = shape instanceof Sends s ? s : Sends.GET;
    return Optional.of(
        new ToolCommand(
            actual,
            m.start(),
            end,
            text.line(m.start()),
            shown,
            Map.copyOf(options),
            load,
            threads,
            url,
            List.copyOf(defaults),
            sends));
  }

  /**
   * The option {@code word} is, as {key, value} ({key, value, next} when the value was {@code
   * next}); empty when it is none of the tool's. Getopt, minimist and kingpin take "-c100" for "-c
   * 100"; hey's Go flag package does not.
   */
  private static Optional<String[]> option(LoadTool tool, String word, String next) {
    for (Option o : OPTIONS.get(tool)) {
      for (String name : o.names()) {
        if (word.equals(name) && !o.value()) return Optional.of(new String[] {o.key(), ""});
        if (word.equals(name))
          return Optional.ofNullable(next).map(n -> new String[] {o.key(), n, "next"});
        if (o.value() && word.startsWith(name + "="))
          return Optional.of(new String[] {o.key(), word.substring(name.length() + 1)});
        boolean glued = tool != LoadTool.HEY && name.length() == 2 && word.length() > 2; // "-c100"
        if (o.value() && glued && word.startsWith(name) && !word.startsWith("--"))
          return Optional.of(new String[] {o.key(), word.substring(2)});
      }
    }
    return Optional.empty();
  }

  /**
   * The load options {@code o} ask of {@code tool}, its defaults used added to {@code defaults};
   * empty when they give none. NumberFormatException for a value that is no number or duration.
   */
  private static Optional<LoadModel> model(
      LoadTool tool, Map<String, String> o, List<String> scriptArgs, List<String> defaults) {
    boolean keepAlive = !o.containsKey("disable-keepalive") && tool != LoadTool.SIEGE;
    int connections = connections(tool, o, defaults);
    Optional<Duration> given = Optional.ofNullable(o.get("duration")).flatMap(Durations::parse);
    LoadModel load;
    switch (tool) {
      case WRK, WRK2 -> {
        Duration d = duration(tool, o, "10s", defaults);
        load =
            o.containsKey("rate")
                ? new ConstantRate(metric(o.get("rate")), Scope.OVERALL, connections, d, keepAlive)
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
        if (o.containsKey("duration") && given.isEmpty()) return Optional.empty();
        long requests = count(tool, o, 200, defaults, given.isEmpty());
        Scope scope = tool == LoadTool.HEY ? Scope.PER_WORKER : Scope.OVERALL;
        load =
            o.containsKey("rate")
                ? rate(o.get("rate"), scope, connections, given, requests, keepAlive)
                : given
                    .<LoadModel>map(d -> new ClosedByDuration(connections, d, keepAlive))
                    .orElse(new ClosedByCount(connections, requests, keepAlive));
      }
      case AUTOCANNON, BOMBARDIER -> {
        // a count without a duration; autocannon's -a outranks its -d
        Optional<Long> n = Optional.ofNullable(o.get("requests")).map(Long::valueOf);
        boolean byCount =
            n.isPresent() && (tool == LoadTool.AUTOCANNON || !o.containsKey("duration"));
        String fallback = tool == LoadTool.AUTOCANNON ? "10" : "10s";
        Optional<Duration> d =
            byCount ? Optional.empty() : Optional.of(duration(tool, o, fallback, defaults));
        String rate = o.containsKey("rate") ? "rate" : "connection-rate"; // -R, autocannon's -r
        Scope scope = rate.equals("rate") ? Scope.OVERALL : Scope.PER_CONNECTION;
        if (o.containsKey(rate))
          load = rate(o.get(rate), scope, connections, d, n.orElse((long) connections), keepAlive);
        else
          load =
              byCount
                  ? new ClosedByCount(connections, n.get(), keepAlive)
                  : new ClosedByDuration(connections, d.get(), keepAlive);
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
      case SIEGE -> {
        // without -r or -t siege runs until stopped
        if (given.isEmpty() && (o.containsKey("duration") || !o.containsKey("repetitions")))
          return Optional.empty();
        load =
            o.containsKey("repetitions")
                ? new ClosedByCount(
                    connections, connections * Long.parseLong(o.get("repetitions")), keepAlive)
                : new ClosedByDuration(connections, given.get(), keepAlive);
        if (!o.containsKey("benchmark"))
          load =
              new NotReplayable(
                  connections,
                  "think time",
                  "siege without -b waits a random delay (-d, its siegerc's delay) between a user's"
                      + " requests");
      }
      case H2LOAD -> {
        return h2load(o, connections, keepAlive, defaults, true);
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
    Optional<Duration> d = Optional.ofNullable(o.get("duration")).flatMap(Durations::parse);
    if (o.containsKey("duration") && d.isEmpty()) return Optional.empty();
    LoadModel load =
        d.isPresent()
            ? new ClosedByDuration(connections, d.get(), keepAlive)
            : new ClosedByCount(
                connections, count(LoadTool.H2LOAD, o, 1, defaults, true), keepAlive);
    int streams = Integer.parseInt(o.getOrDefault("streams", "1"));
    String protocols = o.getOrDefault("alpn-list", o.getOrDefault("npn-list", ""));
    boolean h1 = o.containsKey("h1") || o.getOrDefault("no-tls-proto", "").equals("http/1.1");
    if (byOptions && !h1 && protocols.startsWith("h3"))
      load =
          new NotReplayable(
              connections, "HTTP/3", "h2load --alpn-list=" + protocols + " speaks HTTP/3");
    else if (byOptions && !h1)
      load = new NotReplayable(connections, "HTTP/2", "h2load without --h1 speaks HTTP/2");
    else if (streams > 1)
      load =
          new NotReplayable(
              connections,
              PIPELINING,
              "h2load --h1 -m " + streams + " pipelines " + streams + " requests per connection");
    return Optional.of(load);
  }

  /** A constant rate for {@code d}, or for as long as {@code n} requests take at it. */
  private static ConstantRate rate(
      String value, Scope scope, int connections, Optional<Duration> d, long n, boolean keepAlive) {
    double rate = Double.parseDouble(value);
    double overall = scope == Scope.OVERALL ? rate : rate * connections;
    Duration lasting = d.orElseGet(() -> Duration.ofNanos(Math.round(n / overall * 1e9)));
    return new ConstantRate(rate, scope, connections, lasting, keepAlive);
  }

  private static int connections(LoadTool tool, Map<String, String> o, List<String> defaults) {
    if (o.containsKey("connections")) return (int) metric(o.get("connections"));
    int d =
        switch (tool) {
          case WRK, WRK2, AUTOCANNON -> 10;
          case HEY, OHA -> 50;
          case BOMBARDIER -> 125;
          case SIEGE -> 25;
          case AB, H2LOAD -> 1;
        };
    String siegerc = tool == LoadTool.SIEGE ? ", unless its siegerc says otherwise" : "";
    defaults.add("-c " + d + " (" + tool.key() + "'s default" + siegerc + ")");
    return d;
  }

  private static Duration duration(
      LoadTool tool, Map<String, String> o, String fallback, List<String> defaults) {
    if (!o.containsKey("duration")) {
      String unit = fallback.matches("\\d+") ? " s" : "";
      defaults.add("-d " + fallback + unit + " (" + tool.key() + "'s default)");
    }
    return Durations.parse(o.getOrDefault("duration", fallback))
        .orElseThrow(NumberFormatException::new);
  }

  private static long count(
      LoadTool tool, Map<String, String> o, long fallback, List<String> defaults, boolean used) {
    if (o.containsKey("requests")) return Long.parseLong(o.get("requests"));
    if (used) defaults.add("-n " + fallback + " (" + tool.key() + "'s default)");
    return fallback;
  }

  /** wrk's numbers with an SI suffix: "1k", "2M". */
  private static long metric(String value) {
    Matcher m = Pattern.compile("(\\d+)([kKmMgG]?)").matcher(value.strip());
    if (!m.matches()) throw new NumberFormatException(value);
    return Long.parseLong(m.group(1)) * SI.get(m.group(2).toLowerCase(Locale.ROOT));
  }

  /** tool-options.txt: "tool | key | value or flag | spellings" lines, '#' lines left out. */
  private static Map<LoadTool, List<Option>> options(String resource) {
    Map<LoadTool, List<Option>> options = new EnumMap<>(LoadTool.class);
    try (InputStream in = ToolCommands.class.getResourceAsStream(resource)) {
      String text = new String(Objects.requireNonNull(in, resource).readAllBytes(), UTF_8);
      for (String line : text.split("\n")) {
        if (line.isBlank() || line.startsWith("#")) continue;
        String[] f = line.split("\\s*\\|\\s*");
        if (f.length != 4 || !f[2].matches("value|flag"))
          throw new IllegalStateException(resource + ": not an option line: " + line);
        options
            .computeIfAbsent(
                LoadTool.valueOf(f[0].toUpperCase(Locale.ROOT)), t -> new ArrayList<>())
            .add(new Option(f[1], List.of(f[3].split(" ")), f[2].equals("value")));
      }
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    options.replaceAll((tool, list) -> List.copyOf(list));
    options.put(LoadTool.WRK2, options.get(LoadTool.WRK)); // wrk2 reads wrk's options
    return options;
  }
}
