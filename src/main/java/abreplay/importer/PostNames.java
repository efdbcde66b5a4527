package abreplay.importer;

import abreplay.config.UrlCheck;
import abreplay.document.LoadTool;
import java.net.URI;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import java.util.stream.Stream;

/**
 * What a post calls the server a report measured: the host of its url when that is a name ({@code
 * haproxy:80}), else the line right above its command or report since the report before (a heading
 * {@code ### Node.js}, a label {@code Go:}, prose with code {@code Start the server: `node
 * server.js`}, not code with a url, which is the command that ran: {@code Running
 * `target/release/oha 'http://localhost:8080'`}), else the nearest heading above it.
 */
final class PostNames {
  /** A name for a system: as a conf writes it, as the post wrote it, and where it was read. */
  record Named(String name, String shown, String from, Kind kind, Optional<Named> parent) {}

  /** Where a name was read. */
  enum Kind {
    HOST,
    LINE,
    HEADING
  }

  private static final Pattern HEADING = Pattern.compile("#{1,6}\\s+(.+?)\\s*#*");
  private static final Pattern CODE = Pattern.compile("`([^`]+)`");

  /**
   * A code block's fence, or the language line of an indented one (Python-Markdown's ":::bash").
   */
  private static final Pattern FENCE = Pattern.compile("(```|~~~).*|:::\\w+");

  /** A shell's prompt alone on its line: "$", "user@host:~/dir$", "➜ ~", "PS C:\\>". */
  private static final Pattern PROMPT = Pattern.compile("\\S*[$#>%]|➜.*|PS .*>|\\W*");

  /** A command after a shell's prompt: "$ siege -b -c 50 url", "➜ ~ wrk -t1 url". */
  private static final Pattern COMMAND = Pattern.compile("(?:\\S*[$%>]|➜\\s+\\S+)\\s+\\S");

  /**
   * Lines that tell what to do, not what ran ("Run the test in a separate console"), or what a
   * process logged ("started with pid 9016").
   */
  private static final Pattern INSTRUCTION =
      Pattern.compile(
          "(?i)(run|running|start|started|starting|listening|stopped|exited|then|now|next|using|use"
              + "|with|and|execute|launch|results?|output"
              + "|benchmark(ing)?|test(ing)?|command|here|below|example|on|in|for|after|before"
              + "|the|a|an|this|it|we|i|you)\\b.*");

  /** A load tool's name ("## siege") names what measured, not the server. */
  private static final Set<String> TOOLS =
      Stream.concat(Stream.of(LoadTool.keys()), Stream.of("apachebench"))
          .collect(Collectors.toUnmodifiableSet());

  private PostNames() {}

  /** Where a report is in the text, and the url its run asked when known. */
  record Place(int start, int end, Optional<URI> url) {}

  /**
   * Each report's name in the post, in {@code places}' order: its url's host, the line above it
   * since the report before it, or the heading above it; a heading every report shares (the post's
   * title) names none, and a heading every server's report sits under ("### GET" below "## rust",
   * "## go") is joined to the one it is under ("rust-get").
   */
  static List<Optional<Named>> each(List<Place> places, Text text, List<int[]> skipped) {
    List<Optional<Named>> named = new ArrayList<>();
    int previousEnd = 0;
    for (Place p : places) {
      int from = Math.min(previousEnd, p.start());
      named.add(p.url().flatMap(PostNames::host).or(() -> above(text, from, p.start(), skipped)));
      previousEnd = p.end();
    }
    List<Optional<Named>> joined = new ArrayList<>(named);
    for (int i = 0; i < named.size(); i++) {
      Optional<Named> n = named.get(i);
      if (n.isEmpty() || n.get().parent().isEmpty()) continue;
      int me = i;
      boolean shared =
          IntStream.range(0, named.size())
              .anyMatch(
                  k ->
                      k != me
                          && named.get(k).isPresent()
                          && named.get(k).get().name().equals(n.get().name())
                          && !named.get(k).get().parent().equals(n.get().parent()));
      Named p = n.get().parent().get();
      if (shared)
        joined.set(
            i,
            Optional.of(
                new Named(
                    p.name() + "-" + n.get().name(),
                    p.shown() + ", " + n.get().shown(),
                    p.from() + " and " + n.get().from(),
                    n.get().kind(),
                    p.parent())));
    }
    boolean title =
        joined.size() > 1
            && joined.stream()
                .allMatch(
                    n ->
                        n.isPresent()
                            && n.get().kind() == Kind.HEADING
                            && n.get().name().equals(joined.get(0).get().name()));
    return title ? joined.stream().map(n -> Optional.<Named>empty()).toList() : joined;
  }

  /** The host of {@code url} when it names a server, not a loopback or a numeric address. */
  static Optional<Named> host(URI url) {
    String host = url.getHost();
    if (host == null
        || UrlCheck.loopback(host)
        || host.matches("[\\d.]+|\\[?[0-9a-fA-F:]+\\]?")
        || host.equalsIgnoreCase("localhost")) return Optional.empty();
    return Optional.of(
        new Named(
            Names.slug(host), host, "the host of its url, " + host, Kind.HOST, Optional.empty()));
  }

  /**
   * The line right above {@code anchor} since {@code from}, reports, commands and code fences left
   * out, when it names something; else the nearest heading above {@code anchor}.
   */
  static Optional<Named> above(Text text, int from, int anchor, List<int[]> skipped) {
    String all = text.text();
    Optional<Named> first = Optional.empty();
    int end = anchor;
    while (end > from) {
      int start = Math.max(from, all.lastIndexOf('\n', end - 1) + 1);
      int at = start;
      String line = all.substring(start, end).strip();
      end = start - 1;
      if (line.isEmpty()
          || FENCE.matcher(line).matches()
          || PROMPT.matcher(line).matches()
          || skipped.stream().anyMatch(s -> at >= s[0] && at < s[1])) continue;
      boolean[] fenced = fenced(text);
      int index = text.line(start) - 1;
      Optional<Named> named =
          fenced[index] && line.startsWith("#")
              ? comment(text, line, start)
              : named(line, text.line(start));
      if (named.isEmpty()
          && fenced[index]
          && index > 0
          && fenced[index - 1]
          && COMMAND.matcher(line).lookingAt()) {
        // a command in a code block, a comment right above it: "# siege koa", "$ siege ... url"
        int above = Math.max(from, all.lastIndexOf('\n', start - 2) + 1);
        String comment = all.substring(above, start - 1).strip();
        if (above >= from && comment.startsWith("#")) named = comment(text, comment, above);
      }
      if (named.isPresent() && named.get().from().startsWith("the heading")) {
        // a label ("PHP-FPM:") between the heading and the report names it: the heading is the
        // test it ran in ("### Test 1"), the same under each
        if (first.isPresent() && first.get().from().matches("the label .*[:：]")) return first;
        return heading(text, Math.min(all.length(), start + line.length() + 1))
            .map(n -> new Named(n.name(), n.shown(), n.from(), Kind.LINE, n.parent()));
      }
      if (named.isPresent() && named.get().from().startsWith("the comment")) return named;
      if (first.isEmpty()) first = named;
      if (line.length() > 40 && !INSTRUCTION.matcher(line).matches() && named.isEmpty()) break;
    }
    return first.or(() -> heading(text, anchor));
  }

  /**
   * A shell comment in a code block ("# siege connect" above "$ siege ... :8081") names the server
   * of the command under it, without the load tool's name; the heading it is under is its parent,
   * so that one comment under two headings ("### Without Session", "### With Session") names two
   * systems.
   */
  private static Optional<Named> comment(Text text, String line, int start) {
    String said =
        line.replaceFirst("^#+\\s*", "")
            .replaceFirst(
                "^(?i:wrk2?|hey|oha|autocannon|bombardier|siege|h2load|ab|benchmark|bench)\\s+",
                "");
    Optional<Named> parent = heading(text, start);
    return named(said, text.line(start))
        .filter(n -> n.from().startsWith("the label"))
        .map(
            n ->
                new Named(
                    n.name(),
                    n.shown(),
                    n.from().replaceFirst("^the label", "the comment"),
                    Kind.LINE,
                    parent));
  }

  /** Whether each line (0-based) is inside a fenced code block, its fences not. */
  private static boolean[] fenced(Text text) {
    String[] lines = text.text().split("\n", -1);
    boolean[] in = new boolean[lines.length + 1];
    boolean open = false;
    for (int i = 0; i < lines.length; i++) {
      if (lines[i].matches(" {0,3}(```|~~~).*")) open = !open;
      else in[i] = open;
    }
    return in;
  }

  private static Optional<Named> named(String line, int number) {
    String where =
        "line " + number + ": " + (line.length() > 60 ? line.substring(0, 57) + "..." : line);
    Matcher h = HEADING.matcher(line);
    if (h.matches()) return of(h.group(1), "the heading on " + where, Kind.LINE);
    String plain = line.replaceAll("\\*\\*|__", "").strip();
    Matcher code = CODE.matcher(plain);
    if (code.find() && plain.endsWith("`"))
      return code.group(1).contains("://") // a command with its url, not a server's name
          ? Optional.empty()
          : of(code.group(1), "the text on " + where, Kind.LINE);
    if (plain.contains("`")) return Optional.empty();
    plain = plain.replaceAll("[:：]$", "").strip();
    if (plain.length() > 40 || plain.split("\\s+").length > 5) return Optional.empty();
    if (INSTRUCTION.matcher(plain).matches()
        || plain.matches(".*[$#>%]\\s*\\S*")
        || plain.matches("[\\W\\d]*")) return Optional.empty();
    return of(plain, "the label on " + where, Kind.LINE);
  }

  /** The nearest markdown heading above {@code anchor}, with the headings it is under. */
  private static Optional<Named> heading(Text text, int anchor) {
    String[] lines = text.text().substring(0, anchor).split("\n", -1);
    return heading(lines, lines.length - 1, 7, Kind.HEADING);
  }

  /** The nearest heading at line index {@code from} or above it, of a level below {@code under}. */
  private static Optional<Named> heading(String[] lines, int from, int under, Kind kind) {
    boolean open = !fenceCloses(lines, from); // inside a fenced block, reading upwards
    for (int i = from; i >= 0; i--) {
      String line = lines[i].strip();
      if (lines[i].matches(" {0,3}(```|~~~).*")) {
        open = !open && fenceCloses(lines, i);
        continue;
      }
      if (open) continue;
      Matcher h = HEADING.matcher(line);
      int level = line.length() - line.replaceFirst("^#+", "").length();
      if (h.matches() && level < under) {
        Optional<Named> parent = heading(lines, i - 1, level, Kind.HEADING);
        return of(h.group(1), "the heading on line " + (i + 1) + ": " + line, kind)
            .map(n -> new Named(n.name(), n.shown(), n.from(), n.kind(), parent));
      }
    }
    return Optional.empty();
  }

  /**
   * Whether the fences on line indexes 0 to {@code i} are even in number: the one on {@code i}, if
   * any, closes a block, and a line {@code i} with none is outside every block.
   */
  private static boolean fenceCloses(String[] lines, int i) {
    int fences = 0;
    for (int k = 0; k <= i && k < lines.length; k++)
      if (lines[k].matches(" {0,3}(```|~~~).*")) fences++;
    return fences % 2 == 0;
  }

  /** A label the post gives a server (a table's row or column), read {@code from} where it says. */
  static Optional<Named> label(String shown, String from) {
    return of(shown, from, Kind.LINE);
  }

  /**
   * A name as the post shows it, without emphasis, a list's number ("1. Polka") or an emoji's
   * shortcode ("Polka :trophy:").
   */
  private static Optional<Named> of(String shown, String from, Kind kind) {
    String clean =
        shown
            .replaceAll("\\*\\*|__|`", "")
            .replaceAll("(?<![\\w:]):[a-z0-9_+-]+:(?![\\w:])", "")
            .replaceFirst("^\\s*\\d{1,2}[.)]\\s+(?=\\S)", "")
            .replaceAll("\\s+", " ")
            .strip();
    String name = Names.slug(clean);
    if (name.isEmpty() || name.length() > 40 || TOOLS.contains(name)) return Optional.empty();
    if (!Character.isLetter(name.charAt(0))) name = "s-" + name;
    return Optional.of(new Named(name, clean, from, kind, Optional.empty()));
  }
}
