package abreplay.realserver;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The {name} placeholders of a real server's command lines, environment and templates: which ones
 * exist, and filling them in. A word in braces without spaces, so that nginx's and PHP's own braces
 * ({@code events { ... }}) are left alone.
 */
final class Placeholders {
  /** Filled in by the run: port, run folder, project folder, the run's JVM, the build's output. */
  static final Set<String> BUILT_IN = Set.of("port", "dir", "home", "java", "classpath", "out");

  private static final Pattern PLACEHOLDER = Pattern.compile("\\{([a-z][a-z0-9-]*)\\}");

  private Placeholders() {}

  /** The placeholders a server's start may use, and those its build may use. */
  record Known(Set<String> start, Set<String> build) {
    /** "uses unknown placeholder {x}; known: ..." for the first unknown one in {@code texts}. */
    Optional<String> check(List<String> texts, boolean forBuild) {
      Set<String> known = forBuild ? build : start;
      for (String text : texts) {
        Matcher m = PLACEHOLDER.matcher(text);
        while (m.find()) {
          if (!known.contains(m.group(1))) {
            return Optional.of(
                "\""
                    + text.strip()
                        .lines()
                        .filter(l -> l.contains(m.group()))
                        .findFirst()
                        .orElse(text)
                    + "\" uses unknown placeholder "
                    + m.group()
                    + "; known: {"
                    + String.join("}, {", new TreeSet<>(known))
                    + "}");
          }
        }
      }
      return Optional.empty();
    }
  }

  static Known known(RealServer s) {
    Set<String> start = new TreeSet<>(List.of("port", "dir", "home", "java", "classpath"));
    start.addAll(s.requires().keySet());
    Set<String> build = new TreeSet<>(List.of("home", "out"));
    s.build().ifPresent(b -> build.addAll(b.requires().keySet()));
    return new Known(Set.copyOf(start), Set.copyOf(build));
  }

  /**
   * {@code text} with every placeholder of {@code values} filled in (others were refused when the
   * file was read).
   */
  static String fill(String text, Map<String, String> values) {
    Matcher m = PLACEHOLDER.matcher(text);
    StringBuilder out = new StringBuilder();
    while (m.find()) {
      String value = values.get(m.group(1));
      m.appendReplacement(out, Matcher.quoteReplacement(value != null ? value : m.group()));
    }
    m.appendTail(out);
    return out.toString();
  }

  static List<String> fill(List<String> texts, Map<String, String> values) {
    List<String> filled = new ArrayList<>();
    for (String text : texts) filled.add(fill(text, values));
    return filled;
  }
}
