package abreplay;

import static org.assertj.core.api.Assertions.assertThat;

import abreplay.config.Home;
import abreplay.testing.Markdown;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
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
 * The packages of src/main import one way: each only packages on lines below its own in the
 * documented list of imports (a fenced block of "package -> a, b" lines in README.md or docs/*.md,
 * found by its content), and exactly those the list names, so that the list stays the true picture.
 * A reference is an import or a fully qualified name (abreplay.x.Y), Javadoc included; report/page
 * counts as report. And one package alone, gatlingapi, calls Gatling (io.gatling, a provided
 * dependency): the rest of src/main runs on the runtime classpath, which has no Gatling.
 */
class LayersTest {
  private static final Path HOME = Home.dir();
  private static final Pattern REFERENCE =
      Pattern.compile("\\babreplay\\.([a-z]\\w*)(?:\\.[a-z]\\w*)*\\.[A-Z]");
  private static final Pattern LINE = Pattern.compile("^(\\w+)\\s+->\\s+(.+)$");

  /** The one package of src/main that may call Gatling. */
  private static final String GATLING_PACKAGE = "gatlingapi";

  private static final Pattern GATLING = Pattern.compile("\\bio\\.gatling\\.");

  private static final Pattern COMMENT = Pattern.compile("(?s)/\\*.*?\\*/|//[^\\n]*");

  @Test
  void noPackageImportsAPackageAboveItAndTheDocumentedListSaysWhatEachImports() throws IOException {
    Map<String, Set<String>> listed = documentedList();
    List<String> order = new ArrayList<>(listed.keySet());
    Map<String, Set<String>> actual = imports();
    List<String> problems = new ArrayList<>();
    for (Map.Entry<String, Set<String>> e : actual.entrySet()) {
      String from = e.getKey();
      if (!listed.containsKey(from)) {
        problems.add(
            from + ": a package the documented list of imports does not have: add its line");
        continue;
      }
      for (String to : e.getValue()) {
        if (order.indexOf(to) <= order.indexOf(from)) {
          problems.add(
              from + " -> " + to + ": imports a package listed above it (an arrow back up)");
        }
      }
      if (!e.getValue().equals(listed.get(from))) {
        problems.add(
            from + ": imports " + e.getValue() + ", the documented list says " + listed.get(from));
      }
    }
    for (String listedPackage : listed.keySet()) {
      if (!actual.containsKey(listedPackage))
        problems.add(listedPackage + ": listed, but no such package");
    }
    assertThat(problems).isEmpty();
  }

  @Test
  void onlyOnePackageOfSrcMainCallsGatling() throws IOException {
    Path root = HOME.resolve("src/main/java/abreplay");
    List<String> outside = new ArrayList<>();
    try (Stream<Path> files = Files.walk(root)) {
      for (Path file : files.filter(f -> f.toString().endsWith(".java")).toList()) {
        Path relative = root.relativize(file);
        boolean inside =
            relative.getNameCount() > 1 && relative.getName(0).toString().equals(GATLING_PACKAGE);
        if (!inside && GATLING.matcher(code(read(file))).find()) outside.add(relative.toString());
      }
    }
    assertThat(outside)
        .as("files outside abreplay/%s that reference io.gatling", GATLING_PACKAGE)
        .isEmpty();
    assertThat(root.resolve(GATLING_PACKAGE)).isDirectory();
  }

  /**
   * The list of imports, top line first: package -> the packages it imports. It is the one fenced
   * code block of README.md and docs/*.md whose every non-empty line reads "package -> a, b" or
   * "package -> nothing", wherever it is.
   */
  private static Map<String, Set<String>> documentedList() {
    List<Markdown.Block> lists =
        Markdown.fencedBlocks(HOME).stream().filter(LayersTest::isImportList).toList();
    assertThat(lists.stream().map(Markdown.Block::where).toList())
        .as(
            "one fenced block of 'package -> a, b' lines (the list of imports) in README.md and"
                + " docs/*.md")
        .hasSize(1);
    Map<String, Set<String>> listed = new LinkedHashMap<>();
    for (String line : lists.get(0).lines()) {
      if (line.isBlank()) continue;
      Matcher m = LINE.matcher(line.trim());
      m.matches();
      Set<String> to = new TreeSet<>();
      if (!m.group(2).trim().equals("nothing")) {
        for (String name : m.group(2).split(",")) to.add(name.trim());
      }
      listed.put(m.group(1), to);
    }
    return listed;
  }

  private static boolean isImportList(Markdown.Block block) {
    List<String> lines = block.lines().stream().filter(l -> !l.isBlank()).toList();
    return !lines.isEmpty() && lines.stream().allMatch(l -> LINE.matcher(l.trim()).matches());
  }

  /** What each package of src/main references of the others. */
  private static Map<String, Set<String>> imports() throws IOException {
    Path root = HOME.resolve("src/main/java/abreplay");
    Map<String, Set<String>> imports = new TreeMap<>();
    try (Stream<Path> files = Files.walk(root)) {
      for (Path file : files.filter(f -> f.toString().endsWith(".java")).toList()) {
        Path relative = root.relativize(file);
        if (relative.getNameCount() < 2) continue;
        String from = relative.getName(0).toString();
        Set<String> to = imports.computeIfAbsent(from, k -> new TreeSet<>());
        Matcher m = REFERENCE.matcher(read(file));
        while (m.find()) if (!m.group(1).equals(from)) to.add(m.group(1));
      }
    }
    return imports;
  }

  /** A source without its comments: a Javadoc may name Gatling's classes it describes. */
  private static String code(String source) {
    return COMMENT.matcher(source).replaceAll(" ");
  }

  private static String read(Path file) {
    try {
      return Files.readString(file);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
