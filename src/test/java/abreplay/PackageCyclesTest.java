package abreplay;

import static org.assertj.core.api.Assertions.assertThat;

import abreplay.config.Home;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * No two top-level files of one package of src/main use each other, directly or round a longer
 * loop: within a package, one file's types are built on the others' and never the other way back,
 * so each file can be read, and changed, knowing only those below it. A use is a top-level type
 * name of the same package in a file's code (comments and string literals do not count); each
 * folder is its own package (document/claim is not document).
 */
class PackageCyclesTest {
  private static final Path ROOT = Home.dir().resolve("src/main/java/abreplay");

  private static final Pattern TOP_LEVEL =
      Pattern.compile("\\b(?:class|interface|enum|record)\\s+([A-Z]\\w*)");

  @Test
  void noFilesOfOnePackageUseEachOtherInACycle() throws IOException {
    List<String> cycles = new ArrayList<>();
    for (Map.Entry<String, Map<String, Set<String>>> pkg : uses().entrySet()) {
      for (List<String> cycle : cycles(pkg.getValue())) {
        cycles.add(pkg.getKey() + ": " + String.join(" -> ", cycle) + " -> " + cycle.get(0));
      }
    }
    assertThat(cycles)
        .as("files of one package that use each other round a loop: break each loop")
        .isEmpty();
  }

  @Test
  void theCycleFinderFindsEveryLoopAndNothingElse() {
    Map<String, Set<String>> graph = new TreeMap<>();
    graph.put("A", Set.of("B"));
    graph.put("B", Set.of("A", "C"));
    graph.put("C", Set.of("D"));
    graph.put("D", Set.of("E"));
    graph.put("E", Set.of("C", "F"));
    graph.put("F", Set.of());
    graph.put("G", Set.of("A", "F"));
    assertThat(cycles(graph)).containsExactly(List.of("A", "B"), List.of("C", "D", "E"));
  }

  @Test
  void aPackageWhoseUsesRunOneWayHasNoCycle() {
    Map<String, Set<String>> graph = new TreeMap<>();
    graph.put("A", Set.of("B", "C"));
    graph.put("B", Set.of("C"));
    graph.put("C", Set.of());
    assertThat(cycles(graph)).isEmpty();
  }

  @Test
  void aLoopInsideALargerTangleIsNamedAsWellAsTheWholeOne() {
    Map<String, Set<String>> graph = new TreeMap<>();
    graph.put("A", Set.of("B"));
    graph.put("B", Set.of("C", "A"));
    graph.put("C", Set.of("A"));
    assertThat(cycles(graph)).containsExactly(List.of("A", "B"), List.of("A", "B", "C"));
  }

  @Test
  void commentsAndStringsAreNotCode() {
    String source =
        "/** Uses {@link Other}. */ class A { // Other\n"
            + " String s = \"Other \\\" Other\"; char c = '\"'; String t = \"\"\"\n Other\n \"\"\";"
            + " Real r; }";
    String code = code(source);
    assertThat(code).doesNotContain("Other").contains("class A").contains("Real r");
  }

  /**
   * Each package (its folder below abreplay, as a/b): each top-level file's name -> the files of
   * the same package whose top-level types its code names.
   */
  private static Map<String, Map<String, Set<String>>> uses() throws IOException {
    Map<Path, List<Path>> packages = new TreeMap<>();
    try (Stream<Path> files = Files.walk(ROOT)) {
      for (Path file : files.filter(f -> f.toString().endsWith(".java")).toList()) {
        if (file.getFileName().toString().equals("package-info.java")) continue;
        packages.computeIfAbsent(file.getParent(), k -> new ArrayList<>()).add(file);
      }
    }
    Map<String, Map<String, Set<String>>> uses = new TreeMap<>();
    for (Map.Entry<Path, List<Path>> pkg : packages.entrySet()) {
      Map<String, String> codes = new TreeMap<>();
      Map<String, String> declaredIn = new HashMap<>();
      for (Path file : pkg.getValue()) {
        String name = file.getFileName().toString().replace(".java", "");
        String code = code(read(file));
        codes.put(name, code);
        for (String type : topLevelTypes(code)) declaredIn.put(type, name);
      }
      Map<String, Set<String>> graph = new TreeMap<>();
      for (Map.Entry<String, String> file : codes.entrySet()) {
        Set<String> to = new TreeSet<>();
        for (Map.Entry<String, String> type : declaredIn.entrySet()) {
          if (type.getValue().equals(file.getKey())) continue;
          if (Pattern.compile("\\b" + type.getKey() + "\\b").matcher(file.getValue()).find()) {
            to.add(type.getValue());
          }
        }
        graph.put(file.getKey(), to);
      }
      String name = ROOT.relativize(pkg.getKey()).toString().replace('\\', '/');
      uses.put(name, graph);
    }
    return uses;
  }

  /** The names a file declares at its top level, outside every brace. */
  private static List<String> topLevelTypes(String code) {
    StringBuilder outside = new StringBuilder();
    int depth = 0;
    for (char c : code.toCharArray()) {
      if (c == '{') depth++;
      if (depth == 0) outside.append(c);
      if (c == '}') depth--;
    }
    List<String> types = new ArrayList<>();
    Matcher m = TOP_LEVEL.matcher(outside);
    while (m.find()) types.add(m.group(1));
    return types;
  }

  /**
   * Every loop of a graph, as its nodes from the least: for each edge inside a strongly connected
   * component (Tarjan's), the shortest loop through it, each loop once. Each edge that must go to
   * break a tangle is on at least one loop named.
   */
  static List<List<String>> cycles(Map<String, Set<String>> graph) {
    Set<List<String>> loops = new LinkedHashSet<>();
    for (Set<String> component : components(graph)) {
      if (component.size() < 2) continue;
      for (String from : component) {
        for (String to : new TreeSet<>(graph.get(from))) {
          if (!component.contains(to)) continue;
          List<String> loop = new ArrayList<>(List.of(from));
          loop.addAll(shortestPath(graph, component, to, from));
          loop.remove(loop.size() - 1);
          loops.add(fromTheLeast(loop));
        }
      }
    }
    List<List<String>> sorted = new ArrayList<>(loops);
    sorted.sort((a, b) -> String.join(" ", a).compareTo(String.join(" ", b)));
    return sorted;
  }

  /** Tarjan's strongly connected components. */
  private static List<Set<String>> components(Map<String, Set<String>> graph) {
    Map<String, Integer> index = new HashMap<>();
    Map<String, Integer> low = new HashMap<>();
    Deque<String> stack = new ArrayDeque<>();
    Set<String> onStack = new java.util.HashSet<>();
    List<Set<String>> components = new ArrayList<>();
    for (String node : new TreeSet<>(graph.keySet())) {
      if (!index.containsKey(node)) connect(node, graph, index, low, stack, onStack, components);
    }
    return components;
  }

  private static void connect(
      String node,
      Map<String, Set<String>> graph,
      Map<String, Integer> index,
      Map<String, Integer> low,
      Deque<String> stack,
      Set<String> onStack,
      List<Set<String>> components) {
    index.put(node, index.size());
    low.put(node, index.get(node));
    stack.push(node);
    onStack.add(node);
    for (String next : new TreeSet<>(graph.getOrDefault(node, Set.of()))) {
      if (!index.containsKey(next)) {
        connect(next, graph, index, low, stack, onStack, components);
        low.put(node, Math.min(low.get(node), low.get(next)));
      } else if (onStack.contains(next)) {
        low.put(node, Math.min(low.get(node), index.get(next)));
      }
    }
    if (low.get(node).equals(index.get(node))) {
      Set<String> component = new TreeSet<>();
      String member;
      do {
        member = stack.pop();
        onStack.remove(member);
        component.add(member);
      } while (!member.equals(node));
      components.add(component);
    }
  }

  /** The shortest path from one node to another inside a component, both ends included. */
  private static List<String> shortestPath(
      Map<String, Set<String>> graph, Set<String> component, String from, String to) {
    Map<String, String> cameFrom = new HashMap<>();
    Deque<String> queue = new ArrayDeque<>(List.of(from));
    cameFrom.put(from, from);
    while (!queue.isEmpty()) {
      String node = queue.poll();
      if (node.equals(to)) break;
      for (String next : new TreeSet<>(graph.get(node))) {
        if (component.contains(next) && !cameFrom.containsKey(next)) {
          cameFrom.put(next, node);
          queue.add(next);
        }
      }
    }
    List<String> path = new ArrayList<>();
    for (String node = to; !node.equals(from); node = cameFrom.get(node)) path.add(0, node);
    path.add(0, from);
    return path;
  }

  private static List<String> fromTheLeast(List<String> loop) {
    int least = loop.indexOf(new TreeSet<>(loop).first());
    List<String> rotated = new ArrayList<>(loop.subList(least, loop.size()));
    rotated.addAll(loop.subList(0, least));
    return rotated;
  }

  /**
   * A source with its comments, string literals (text blocks too) and character literals blanked
   * out: what is left is code.
   */
  static String code(String source) {
    StringBuilder code = new StringBuilder(source.length());
    int i = 0;
    int n = source.length();
    while (i < n) {
      char c = source.charAt(i);
      if (source.startsWith("//", i)) {
        while (i < n && source.charAt(i) != '\n') i++;
      } else if (source.startsWith("/*", i)) {
        int end = source.indexOf("*/", i + 2);
        i = end < 0 ? n : end + 2;
        code.append(' ');
      } else if (source.startsWith("\"\"\"", i)) {
        int end = source.indexOf("\"\"\"", i + 3);
        while (end > 0 && source.charAt(end - 1) == '\\') end = source.indexOf("\"\"\"", end + 1);
        i = end < 0 ? n : end + 3;
        code.append("\"\"");
      } else if (c == '"' || c == '\'') {
        i++;
        while (i < n && source.charAt(i) != c) i += source.charAt(i) == '\\' ? 2 : 1;
        i++;
        code.append(c).append(c);
      } else {
        code.append(c);
        i++;
      }
    }
    return code.toString();
  }

  private static String read(Path file) {
    try {
      return Files.readString(file);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
