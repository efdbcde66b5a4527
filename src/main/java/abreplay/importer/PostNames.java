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
import java.util.stream.Stream;

/**
 * What a post calls the server a report measured: its url's host when that is a name, else the line
 * right above its command or report (a heading, a label "Go:", prose ending in code; not a command
 * with a url), else the nearest heading above it.
 */
final class PostNames {
  /**
   * A name for a system: as a conf writes it, as the post wrote it, where it was read, whether it
   * is the nearest heading above the report (not a line at it), and the heading it is under.
   */
  record Named(String name, String shown, String from, boolean heading, Optional<Named> parent) {}

  /** Where a report is in the text, and the url its run asked when known. */
  record Place(int start, int end, Optional<URI> url) {}

  private static final Pattern HEADING = Pattern.compile("#{1,6}\\s+(.+?)\\s*#*");
  private static final Pattern CODE = Pattern.compile("`([^`]+)`");

  /** A code block's fence, or an indented block's language line (Python-Markdown's ":::bash"). */
  private static final Pattern FENCE = Pattern.compile("(```|~~~).*|:::\\w+");

  /** A shell's prompt alone on its line: "$", "user@host:~/dir$", "➜ ~", "PS C:\\>". */
  private static final Pattern PROMPT = Pattern.compile("\\S*[$#>%]|➜.*|PS .*>|\\W*");

  /** A command after a shell's prompt: "$ siege -b -c 50 url", "➜ ~ wrk -t1 url". */
  private static final Pattern COMMAND = Pattern.compile("(?:\\S*[$%>]|➜\\s+\\S+)\\s+\\S");

  /** Lines that tell what to do ("Run the test in ..."), or what a process logged. */
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

  /**
   * Each report's name, in {@code places}' order. A heading every report shares (the title) names
   * none; a name two reports share under different headings is joined to its heading ("rust-get").
   */
  static List<Optional<Named>> each(List<Place> places, Text text, List<int[]> skipped) {
    List<Optional<Named>> named = new ArrayList<>();
    int previousEnd = 0;
    for (Place p : places) {
      int from = Math.min(previousEnd, p.start());
      named.add(p.url().flatMap(PostNames::host).or(() -> above(text, from, p.start(), skipped)));
      previousEnd = p.end();
    }
    List<Optional<Named>> joined =
        named.stream().map(n -> n.map(one -> joined(one, named))).toList();
    boolean title =
        joined.size() > 1
            && joined.stream()
                .allMatch(
                    n ->
                        n.isPresent()
                            && n.get().heading()
                            && n.get().name().equals(joined.get(0).get().name()));
    return title ? joined.stream().map(n -> Optional.<Named>empty()).toList() : joined;
  }

  /** {@code n} joined to its parent when another name of {@code all} is the same under another. */
  private static Named joined(Named n, List<Optional<Named>> all) {
    if (n.parent().isEmpty()
        || all.stream()
            .flatMap(Optional::stream)
            .noneMatch(k -> k.name().equals(n.name()) && !k.parent().equals(n.parent()))) return n;
    Named p = n.parent().get();
    return new Named(
        p.name() + "-" + n.name(),
        p.shown() + ", " + n.shown(),
        p.from() + " and " + n.from(),
        n.heading(),
        p.parent());
  }

  /** The host of {@code url} when it names a server, not a loopback or a numeric address. */
  private static Optional<Named> host(URI url) {
    String host = url.getHost();
    if (host == null
        || UrlCheck.loopback(host)
        || host.matches("[\\d.]+|\\[?[0-9a-fA-F:]+\\]?")
        || host.equalsIgnoreCase("localhost")) return Optional.empty();
    return Optional.of(
        new Named(Names.slug(host), host, "the host of its url, " + host, false, Optional.empty()));
  }

  /**
   * The line right above {@code anchor} since {@code from}, reports, commands and code fences left
   * out, when it names something; else the nearest heading above {@code anchor}.
   */
  static Optional<Named> above(Text text, int from, int anchor, List<int[]> skipped) {
    String all = text.text();
    boolean[] fenced = fenced(all.split("\n", -1));
    Optional<Named> first = Optional.empty();
    int end = anchor;
    while (end > from) {
      int start = Math.max(from, all.lastIndexOf('\n', end - 1) + 1);
      String line = all.substring(start, end).strip();
      end = start - 1;
      if (line.isEmpty()
          || FENCE.matcher(line).matches()
          || PROMPT.matcher(line).matches()
          || skipped.stream().anyMatch(s -> start >= s[0] && start < s[1])) continue;
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
        return heading(text, Math.min(all.length(), start + line.length() + 1), false);
      }
      if (named.isPresent() && named.get().from().startsWith("the comment")) return named;
      if (first.isEmpty()) first = named;
      if (line.length() > 40 && !INSTRUCTION.matcher(line).matches() && named.isEmpty()) break;
    }
    return first.or(() -> heading(text, anchor, true));
  }

  /**
   * A shell comment in a code block ("# siege connect" above "$ siege ... :8081") names the
   * command's server, the load tool's name left out; the heading it is under is its parent.
   */
  private static Optional<Named> comment(Text text, String line, int start) {
    String said =
        line.replaceFirst("^#+\\s*", "")
            .replaceFirst(
                "^(?i:wrk2?|hey|oha|autocannon|bombardier|siege|h2load|ab|benchmark|bench)\\s+",
                "");
    Optional<Named> parent = heading(text, start, true);
    return named(said, text.line(start))
        .filter(n -> n.from().startsWith("the label"))
        .map(
            n ->
                new Named(
                    n.name(),
                    n.shown(),
                    n.from().replaceFirst("^the label", "the comment"),
                    false,
                    parent));
  }

  /** Whether each line is inside a fenced code block, its fences not. */
  private static boolean[] fenced(String[] lines) {
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
    if (h.matches()) return of(h.group(1), "the heading on " + where, false);
    String plain = line.replaceAll("\\*\\*|__", "").strip();
    Matcher code = CODE.matcher(plain);
    if (code.find() && plain.endsWith("`"))
      return code.group(1).contains("://") // a command with its url, not a server's name
          ? Optional.empty()
          : of(code.group(1), "the text on " + where, false);
    if (plain.contains("`")) return Optional.empty();
    plain = plain.replaceAll("[:：]$", "").strip();
    if (plain.length() > 40 || plain.split("\\s+").length > 5) return Optional.empty();
    if (INSTRUCTION.matcher(plain).matches()
        || plain.matches(".*[$#>%]\\s*\\S*")
        || plain.matches("[\\W\\d]*")) return Optional.empty();
    return of(plain, "the label on " + where, false);
  }

  /** The nearest heading above {@code anchor}, outside code blocks, with those it is under. */
  private static Optional<Named> heading(Text text, int anchor, boolean heading) {
    String[] lines = text.text().substring(0, anchor).split("\n", -1);
    return heading(lines, fenced(lines), lines.length - 1, 7, heading);
  }

  /** The nearest heading at line index {@code from} or above it, of a level below {@code under}. */
  private static Optional<Named> heading(
      String[] lines, boolean[] fenced, int from, int under, boolean heading) {
    for (int i = from; i >= 0; i--) {
      String line = lines[i].strip();
      Matcher h = HEADING.matcher(line);
      int level = line.length() - line.replaceFirst("^#+", "").length();
      if (!fenced[i] && h.matches() && level < under) {
        Optional<Named> parent = heading(lines, fenced, i - 1, level, true);
        return of(h.group(1), "the heading on line " + (i + 1) + ": " + line, heading)
            .map(n -> new Named(n.name(), n.shown(), n.from(), n.heading(), parent));
      }
    }
    return Optional.empty();
  }

  /** A label the post gives a server (a table's row or column), read {@code from} where it says. */
  static Optional<Named> label(String shown, String from) {
    return of(shown, from, false);
  }

  /** A name as the post shows it, without emphasis, a list's number or an emoji's shortcode. */
  private static Optional<Named> of(String shown, String from, boolean heading) {
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
    return Optional.of(new Named(name, clean, from, heading, Optional.empty()));
  }
}
