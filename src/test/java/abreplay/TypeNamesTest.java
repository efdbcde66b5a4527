package abreplay;

import static org.assertj.core.api.Assertions.assertThat;

import abreplay.config.Home;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * One type of each name in src/main: no two files declare the same top-level name, and no nested
 * type takes the name of a top-level one, so a name read anywhere means one type.
 */
class TypeNamesTest {
  private static final Path ROOT = Home.dir().resolve("src/main/java/abreplay");

  /** A declaration indented under another: a nested type. */
  private static final Pattern NESTED =
      Pattern.compile(
          "(?m)^\\h+(?:(?:public|private|protected|static|final|sealed|non-sealed|abstract)\\s+)*"
              + "(?:record|class|interface|enum)\\s+([A-Z]\\w*)");

  @Test
  void noTwoTopLevelTypesShareANameAndNoNestedTypeTakesOne() throws IOException {
    Map<String, List<String>> topLevel = new TreeMap<>();
    List<Path> files = files();
    for (Path f : files) {
      String name = f.getFileName().toString().replace(".java", "");
      topLevel.computeIfAbsent(name, k -> new ArrayList<>()).add(ROOT.relativize(f).toString());
    }
    List<String> problems = new ArrayList<>();
    topLevel.forEach(
        (name, where) -> {
          if (where.size() > 1) problems.add(name + ": top-level in " + where);
        });
    for (Path f : files) {
      Matcher m = NESTED.matcher(PackageCyclesTest.code(read(f)));
      while (m.find()) {
        String name = m.group(1);
        if (topLevel.containsKey(name))
          problems.add(
              name + ": nested in " + ROOT.relativize(f) + ", top-level in " + topLevel.get(name));
      }
    }
    assertThat(problems).as("names of more than one type: rename one of each").isEmpty();
  }

  private static List<Path> files() throws IOException {
    try (Stream<Path> all = Files.walk(ROOT)) {
      return all.filter(f -> f.toString().endsWith(".java"))
          .filter(f -> !f.getFileName().toString().equals("package-info.java"))
          .sorted()
          .toList();
    }
  }

  private static String read(Path file) {
    try {
      return Files.readString(file);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
