package abreplay.importer;

import static java.nio.charset.StandardCharsets.UTF_8;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.function.Predicate;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A load tool's report lines as data, a text beside this class (wrk-lines.txt), read once when its
 * reader loads; a malformed line there is a build defect and fails the loading. Each line of it is
 * one {@link LineRule}, "place roles | name | figures | pattern" ('#' lines are comments):
 *
 * <ul>
 *   <li>place: where the line comes in the order the tool prints its lines;
 *   <li>roles: "rows" (it may follow itself), "key" (it tells the tool's report from others', and a
 *       whole report has it), "expected" (a whole report has it), "seen" (a whole report has it
 *       where it is printed), "@name" (a whole report has it when the reader's {@code name} holds);
 *   <li>figures, apart by "; ": "MEASURE label: qualifier, qualifier" (a figure a qualifier; one,
 *       unqualified, when none follows the colon; "$" in the label is the section the line is in),
 *       "url", "threads", "connections", "protocol" (what the line says of the run), "section" (a
 *       heading: the lines after it are in its section), "-" (none) or "@name", the reader's own
 *       reading of the line's groups;
 *   <li>pattern: the whole line, {X} where it prints a figure as the {@link Printed} named X does
 *       (the reader's, or N a number, D digits, % a percentage, S a word), each {X} read in turn by
 *       the figures. A figure whose {X} the line did not print (an optional part) is left out.
 * </ul>
 */
final class LineRules {
  private static final List<Printed> SHARED =
      List.of(Printed.COUNT, Printed.DIGITS, Printed.PERCENT, Printed.WORD);
  private static final Pattern PLACEHOLDER = Pattern.compile("\\{([A-Z%]+)\\}");

  /** A figure's place in a line: how it is printed, and its first group. */
  private record Slot(Printed printed, int group) {}

  private LineRules() {}

  /**
   * The rules of {@code resource}: each {X} of their patterns the one of {@code printed} (or of the
   * shared ones) named X, each {@code @name} of their figures its {@code figures} name, of their
   * roles its {@code when} name.
   */
  static List<LineRule> read(
      String resource,
      Map<String, LineRule.Figures> figures,
      Map<String, Predicate<Set<String>>> when,
      Printed... printed) {
    Map<String, Printed> named = new HashMap<>();
    for (Printed x : SHARED) named.put(x.name(), x);
    for (Printed x : printed) named.put(x.name(), x);
    List<LineRule> rules = new ArrayList<>();
    try (InputStream in = LineRules.class.getResourceAsStream(resource)) {
      String text = new String(Objects.requireNonNull(in, resource).readAllBytes(), UTF_8);
      for (String line : text.split("\n")) {
        String where = resource + ": " + line;
        if (!line.isBlank() && !line.startsWith("#"))
          rules.add(rule(line, named, figures, when, where));
      }
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    return List.copyOf(rules);
  }

  private static LineRule rule(
      String line,
      Map<String, Printed> printed,
      Map<String, LineRule.Figures> figures,
      Map<String, Predicate<Set<String>>> when,
      String where) {
    String[] f = line.strip().split("\\s*\\|\\s*", 4);
    if (f.length != 4) throw new IllegalStateException(where);
    List<String> roles = List.of(f[0].split("\\s+"));
    String name = f[1];
    List<Slot> slots = new ArrayList<>();
    StringBuilder regex = new StringBuilder();
    Matcher p = PLACEHOLDER.matcher(f[3]);
    int group = 1;
    while (p.find()) {
      Printed x = find(printed, p.group(1), where);
      p.appendReplacement(regex, Matcher.quoteReplacement(x.regex()));
      slots.add(new Slot(x, group));
      group += x.groups();
    }
    Pattern pattern = Pattern.compile("\\s*(?:" + p.appendTail(regex) + ")");
    Iterator<Slot> next = slots.iterator();
    List<LineRule.Figures> read = new ArrayList<>();
    for (String item : f[2].split(";\\s*")) {
      if (item.startsWith("@")) read.add(find(figures, item.substring(1), where));
      else if (item.equals("section")) read.add((m, r, l) -> r.section = name);
      else if (!item.equals("-")) read.add(figures(item, next));
    }
    boolean own = f[2].contains("@");
    if (!own && (next.hasNext() || pattern.matcher("").groupCount() != group - 1))
      throw new IllegalStateException(where + ": its figures are not its groups");
    Predicate<Set<String>> expected =
        roles.contains("key") || roles.contains("expected") ? lines -> true : lines -> false;
    for (String role : roles.subList(1, roles.size())) {
      if (role.startsWith("@")) expected = find(when, role.substring(1), where);
      else if (role.equals("seen")) expected = lines -> lines.contains(name);
      else if (!List.of("rows", "key", "expected").contains(role))
        throw new IllegalStateException(where + ": no role " + role);
    }
    LineRule.Figures all = (m, r, l) -> read.forEach(x -> x.read(m, r, l));
    int order = Integer.parseInt(roles.get(0));
    boolean rows = roles.contains("rows");
    return new LineRule(name, order, rows, pattern, all, expected, roles.contains("key"));
  }

  /** An item of a line's figures, reading the line's next slots. */
  private static LineRule.Figures figures(String item, Iterator<Slot> next) {
    Slot at = next.next();
    return switch (item) {
      case "url" -> (m, r, l) -> r.url(m.group(at.group()));
      case "protocol" -> (m, r, l) -> r.protocol(m.group(at.group()));
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
