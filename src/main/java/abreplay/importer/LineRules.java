package abreplay.importer;

import static java.nio.charset.StandardCharsets.UTF_8;

import abreplay.document.Unit;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.function.Function;
import java.util.function.Predicate;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A load tool's report lines as data, a text beside this class (wrk-lines.txt) in the format
 * docs/load-tools.md ("A tool's lines as data") describes. Read once when its reader loads; a
 * malformed line there is a build defect and fails the loading. Immutable once read.
 */
final class LineRules {
  /** One kind of line; its pattern is of a whole line, trailing white space dropped. */
  record Rule(
      String name,
      int order,
      boolean repeats,
      Pattern pattern,
      Figures figures,
      Predicate<Set<String>> expectedWhen,
      boolean isKey) {}

  /** Reads a matched line's figures into the report being built. */
  interface Figures {
    void read(Matcher m, ReportBuilder report, int line);
  }

  /** How a tool prints a figure: see the class comment. */
  private record Printed(String regex, Function<String, Optional<Unit>> units, String symbol) {
    int groups() {
      return symbol == null ? 2 : 1;
    }

    /** Adds the figure printed at group {@code g} of {@code m}, if the line printed it. */
    void read(Matcher m, int g, ReportBuilder r, Measure measure, String label, String q, int l) {
      String s = symbol == null ? m.group(g + 1) : symbol;
      if (m.group(g) != null) r.add(measure, label, q, m.group(g), s, units, l, false);
    }
  }

  /** A figure's place in a line: how it is printed, and its first group. */
  private record Slot(Printed printed, int group) {}

  private static final String N = "(\\d+(?:,\\d{3})*(?:\\.\\d+)?)";
  private static final Map<String, Printed> SHARED =
      Map.of(
          "N", new Printed(N, Unit::metric, ""),
          "D", new Printed("(\\d+)", Unit::metric, ""),
          "%", new Printed(N + "%", s -> Optional.of(Unit.PERCENT), "%"),
          "S", new Printed("(\\S+)", s -> Optional.empty(), ""));
  private static final Map<String, Function<String, Optional<Unit>>> FAMILIES =
      Map.of(
          "time", Unit::time,
          "metric", Unit::metric,
          "binary", Unit::binaryBytes,
          "decimal", Unit::decimalBytes,
          "percent", s -> Optional.of(Unit.PERCENT),
          "ratio", s -> s.isEmpty() ? Unit.metric(s) : Optional.of(Unit.PERCENT));
  private static final Pattern PLACEHOLDER = Pattern.compile("\\{([A-Z%]+)\\}");

  private LineRules() {}

  /** The rules of {@code resource}, each "@name" of their figures and of their roles named. */
  static List<Rule> read(
      String resource, Map<String, Figures> figures, Map<String, Predicate<Set<String>>> when) {
    Map<String, Printed> printed = new HashMap<>(SHARED);
    List<Rule> rules = new ArrayList<>();
    try (InputStream in = LineRules.class.getResourceAsStream(resource)) {
      String text = new String(Objects.requireNonNull(in, resource).readAllBytes(), UTF_8);
      for (String line : text.split("\n")) {
        String where = resource + ": " + line;
        if (line.isBlank() || line.startsWith("#")) continue;
        int fields = line.startsWith("{") ? 2 : 4;
        String[] f = line.strip().split("\\s*\\|\\s*", fields);
        if (f.length != fields) throw new IllegalStateException(where);
        if (fields == 2) printed(f, printed, where);
        else
          for (String pattern : f[3].split(" \\|\\| "))
            rules.add(rule(f, pattern, printed, figures, when, where));
      }
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    return List.copyOf(rules);
  }

  /** Adds "{X} family [symbol] | pattern" to {@code printed}. */
  private static void printed(String[] f, Map<String, Printed> printed, String where) {
    String[] head = f[0].split("\\s+");
    String symbol = head.length > 2 ? ("-".equals(head[2]) ? "" : head[2]) : null;
    String regex = expand(f[1], printed, new ArrayList<>(), where);
    Printed x = new Printed(regex, find(FAMILIES, head[1], where), symbol);
    if (Pattern.compile(regex).matcher("").groupCount() != x.groups())
      throw new IllegalStateException(where + ": not a number and its unit");
    printed.put(head[0].substring(1, head[0].length() - 1), x);
  }

  /** "place roles | name | figures | pattern", with one of its patterns. */
  private static Rule rule(
      String[] f,
      String line,
      Map<String, Printed> printed,
      Map<String, Figures> figures,
      Map<String, Predicate<Set<String>>> when,
      String where) {
    List<String> roles = List.of(f[0].split("\\s+"));
    String name = f[1];
    List<Slot> slots = new ArrayList<>();
    Pattern pattern = Pattern.compile("\\s*(?:" + expand(line, printed, slots, where) + ")");
    Iterator<Slot> next = slots.iterator();
    List<Figures> read = new ArrayList<>();
    for (String item : f[2].split(";\\s*")) {
      if (item.startsWith("@")) read.add(find(figures, item.substring(1), where));
      else if (item.equals("section")) read.add((m, r, l) -> r.section = name);
      else if (!item.equals("-")) read.add(figures(item, name, next));
    }
    int groups = slots.stream().mapToInt(x -> x.printed().groups()).sum();
    if (!f[2].contains("@") && (next.hasNext() || pattern.matcher("").groupCount() != groups))
      throw new IllegalStateException(where + ": its figures are not its groups");
    Predicate<Set<String>> expected =
        roles.contains("key") || roles.contains("expected") ? lines -> true : lines -> false;
    for (String role : roles.subList(1, roles.size())) {
      if (role.startsWith("@")) expected = find(when, role.substring(1), where);
      else if (role.equals("seen")) expected = lines -> lines.contains(name);
      else if (!List.of("rows", "key", "expected").contains(role))
        throw new IllegalStateException(where + ": no role " + role);
    }
    Figures all = (m, r, l) -> read.forEach(x -> x.read(m, r, l));
    int order = Integer.parseInt(roles.get(0));
    return new Rule(
        name, order, roles.contains("rows"), pattern, all, expected, roles.contains("key"));
  }

  /** {@code pattern} with each {X} X's pattern, its place added to {@code slots}. */
  private static String expand(
      String pattern, Map<String, Printed> printed, List<Slot> slots, String where) {
    StringBuilder regex = new StringBuilder();
    Matcher p = PLACEHOLDER.matcher(pattern);
    int group = 1;
    while (p.find()) {
      Printed x = find(printed, p.group(1), where);
      p.appendReplacement(regex, Matcher.quoteReplacement(x.regex()));
      slots.add(new Slot(x, group));
      group += x.groups();
    }
    return p.appendTail(regex).toString();
  }

  /** An item of a line's figures, reading the line's next slots. */
  private static Figures figures(String item, String name, Iterator<Slot> next) {
    Slot at = next.next();
    if (item.startsWith("percentile ")) {
      String label = item.substring("percentile ".length());
      Slot time = next.next();
      return (m, r, l) -> {
        String percent = m.group(at.group()) + "%";
        String shown = label.replace("$", r.section);
        time.printed().read(m, time.group(), r, Measure.LATENCY_PERCENTILE, shown, percent, l);
      };
    }
    return switch (item) {
      case "url" -> (m, r, l) -> r.url = Optional.of(m.group(at.group()));
      case "protocol" -> (m, r, l) -> r.protocol = Optional.of(m.group(at.group()));
      case "word" -> (m, r, l) -> r.words.put(name, m.group(at.group()));
      case "threads" -> (m, r, l) -> r.threads(m.group(at.group()), l);
      case "connections" -> (m, r, l) -> r.connections(m.group(at.group()), l);
      default -> {
        int space = item.indexOf(' ');
        int colon = item.indexOf(':');
        Measure measure = Measure.valueOf(item.substring(0, space));
        String label = item.substring(space + 1, colon);
        String after = item.substring(colon + 1).strip();
        List<Slot> slots = new ArrayList<>(List.of(at));
        List<String> qualifiers = after.isEmpty() ? List.of("") : List.of(after.split(",\\s*"));
        while (slots.size() < qualifiers.size()) slots.add(next.next());
        yield (m, r, l) -> {
          String shown = label.replace("$", r.section);
          for (int k = 0; k < slots.size(); k++) {
            Slot x = slots.get(k);
            x.printed().read(m, x.group(), r, measure, shown, qualifiers.get(k), l);
          }
        };
      }
    };
  }

  private static <T> T find(Map<String, T> named, String name, String where) {
    T x = named.get(name);
    if (x == null) throw new IllegalStateException(where + ": no " + name);
    return x;
  }
}
