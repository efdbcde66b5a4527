package abreplay;

import static org.assertj.core.api.Assertions.assertThat;

import abreplay.config.Home;
import abreplay.testing.Markdown;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * README.md stays a user's guide of a screen or two that points to docs/, and README.md and
 * docs/*.md stay true to the tree: the set-up commands come first, every package folder of src/main
 * is named, no fenced block has a line an outline would take for a heading, no dated run log creeps
 * in (those belong in src/bench/README.md), and every relative link leads somewhere.
 */
class DocsTest {
  private static final Path HOME = Home.dir();
  private static final int README_LINES = 300;
  private static final int SET_UP_LINES = 40;
  private static final String MAIN_COMMAND =
      "./mvnw gatling:test -Dgatling.simulationClass=abreplay.documents.SwooleVsNginxAndGo";
  private static final String TEST_COMMAND = "./mvnw -B verify";
  private static final Pattern LINK =
      Pattern.compile("!?\\[[^\\]]*\\]\\(([^)\\s]+)(?:\\s+\"[^\"]*\")?\\)");
  private static final Pattern REFERENCE = Pattern.compile("^\\s{0,3}\\[[^\\]]+\\]:\\s+(\\S+)");
  private static final Pattern HEADING = Pattern.compile("^#{1,6}\\s+(.*?)\\s*#*\\s*$");
  private static final Pattern DATE = Pattern.compile("\\b(19|20)\\d\\d-\\d\\d-\\d\\d\\b");

  @Test
  void theReadmeIsAtMost300LinesWithBothSetUpCommandsInItsFirst40() {
    List<String> lines = read(HOME.resolve("README.md"));
    assertThat(lines.size()).as("README.md's lines").isLessThanOrEqualTo(README_LINES);
    List<String> first = lines.subList(0, Math.min(SET_UP_LINES, lines.size()));
    List<String> trimmed = first.stream().map(String::strip).toList();
    assertThat(trimmed)
        .as("README.md's first %d lines hold both set-up commands, each on a line", SET_UP_LINES)
        .contains(MAIN_COMMAND, TEST_COMMAND);
    // CI runs the README's test command: .ci/run's ./mvnw line must be the one shown.
    List<String> ci =
        read(HOME.resolve(".ci/run")).stream()
            .map(String::strip)
            .filter(l -> l.startsWith("./mvnw"))
            .toList();
    assertThat(ci).as(".ci/run's ./mvnw commands").isNotEmpty();
    assertThat(trimmed).as("README.md's set-up commands hold .ci/run's").containsAll(ci);
  }

  @Test
  void everyPackageFolderOfSrcMainIsNamedInTheDocs() throws IOException {
    String docs = allDocs();
    Path root = HOME.resolve("src/main/java/abreplay");
    List<String> missing = new ArrayList<>();
    try (Stream<Path> dirs = Files.walk(root)) {
      for (Path dir : dirs.filter(Files::isDirectory).filter(DocsTest::holdsJava).toList()) {
        if (dir.equals(root)) continue;
        String name = "abreplay/" + root.relativize(dir).toString().replace('\\', '/');
        if (!Pattern.compile(Pattern.quote(name) + "(?![\\w/-])").matcher(docs).find())
          missing.add(name + ": name it in docs/architecture.md's table of packages");
      }
    }
    assertThat(missing).as("package folders not named in README.md or docs/*.md").isEmpty();
  }

  @Test
  void theTableOfClaimKindsListsExactlyTheKindsTheCodeKnows() {
    List<String> documented = new ArrayList<>();
    for (Markdown.Table table : Markdown.tables(HOME)) {
      if (!table.has("kind") || !table.has("in a document's conf")) continue;
      for (Markdown.Row row : table.rows()) documented.add(row.cell("kind").replace("`", ""));
    }
    assertThat(documented)
        .as("the kinds of docs' table of claim kinds (kind | a post says | in a document's conf)")
        .containsExactlyInAnyOrderElementsOf(
            abreplay.document.claim.ClaimKinds.ALL.stream()
                .map(abreplay.document.claim.ClaimKind::key)
                .toList());
  }

  @Test
  void noLineInAFencedBlockStartsWithAHash() {
    List<String> problems = new ArrayList<>();
    for (Markdown.Block block : Markdown.fencedBlocks(HOME)) {
      for (int i = 0; i < block.lines().size(); i++) {
        if (block.lines().get(i).startsWith("#")) {
          problems.add(
              Markdown.where(block.file(), block.line() + 1 + i)
                  + ": a '#' line in a fenced block reads as a heading to outline tools: indent"
                  + " the sample, or show an excerpt");
        }
      }
    }
    assertThat(problems).isEmpty();
  }

  @Test
  void noDatedMeasurementIsInTheReadmeOrTheDocs() {
    List<String> problems = new ArrayList<>();
    for (Path file : Markdown.documents(HOME)) {
      List<String> lines = read(file);
      for (int i = 0; i < lines.size(); i++) {
        if (DATE.matcher(lines.get(i)).find())
          problems.add(
              Markdown.where(file, i + 1)
                  + ": a date; dated measurements and run logs belong in src/bench/README.md");
      }
    }
    assertThat(problems).isEmpty();
  }

  @Test
  void everyRelativeLinkLeadsToAFileAndEveryAnchorToAHeading() {
    List<String> problems = new ArrayList<>();
    for (Path file : Markdown.documents(HOME)) {
      List<String> lines = read(file);
      boolean fenced = false;
      for (int i = 0; i < lines.size(); i++) {
        String line = lines.get(i);
        if (line.strip().startsWith("```") || line.strip().startsWith("~~~")) fenced = !fenced;
        if (fenced || line.startsWith("    ")) continue;
        List<String> targets = new ArrayList<>();
        Matcher m = LINK.matcher(line);
        while (m.find()) targets.add(m.group(1));
        Matcher r = REFERENCE.matcher(line);
        if (r.find()) targets.add(r.group(1));
        for (String target : targets) {
          String problem = broken(file, target);
          if (problem != null) problems.add(Markdown.where(file, i + 1) + ": " + problem);
        }
      }
    }
    assertThat(problems).isEmpty();
  }

  /** Why a link from {@code file} to {@code target} leads nowhere; null when it leads somewhere. */
  private static String broken(Path file, String target) {
    if (target.matches("^[a-z][a-z+.-]*:.*")) return null; // http:, https:, mailto:
    int hash = target.indexOf('#');
    String path = hash < 0 ? target : target.substring(0, hash);
    String anchor = hash < 0 ? null : target.substring(hash + 1);
    Path to = path.isEmpty() ? file : file.getParent().resolve(path).normalize();
    if (!Files.exists(to)) return target + ": no such file";
    if (anchor != null && to.toString().endsWith(".md") && !anchors(to).contains(anchor))
      return target + ": no heading " + anchor + " in " + to.getFileName();
    return null;
  }

  /** The anchors GitHub gives a markdown file's headings. */
  private static Set<String> anchors(Path file) {
    Set<String> anchors = new HashSet<>();
    Map<String, Integer> seen = new HashMap<>();
    boolean fenced = false;
    for (String line : read(file)) {
      if (line.strip().startsWith("```") || line.strip().startsWith("~~~")) fenced = !fenced;
      Matcher m = HEADING.matcher(line);
      if (fenced || !m.matches()) continue;
      String slug =
          m.group(1)
              .toLowerCase(Locale.ROOT)
              .replaceAll("\\[([^\\]]*)\\]\\([^)]*\\)", "$1")
              .replaceAll("[^\\p{L}\\p{N} _-]", "")
              .replace(' ', '-');
      int n = seen.merge(slug, 1, Integer::sum);
      anchors.add(n == 1 ? slug : slug + "-" + (n - 1));
    }
    return anchors;
  }

  private static boolean holdsJava(Path dir) {
    try (Stream<Path> files = Files.list(dir)) {
      return files.anyMatch(f -> f.toString().endsWith(".java"));
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  private static String allDocs() {
    return Markdown.documents(HOME).stream()
        .map(f -> String.join("\n", read(f)))
        .collect(Collectors.joining("\n"));
  }

  private static List<String> read(Path file) {
    try {
      return Files.readAllLines(file);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
