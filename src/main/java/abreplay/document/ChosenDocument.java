package abreplay.document;

import abreplay.config.ConfigError;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Properties;
import java.util.stream.Stream;

/**
 * The document conf a run of abreplay.Document replays: the one -Dreplay.document names (relative
 * to the project folder, or absolute), so that a new document needs a conf file and no Java. A
 * missing or wrong name is one line that lists the documents there are.
 */
public final class ChosenDocument {
  /** The -D key, also a key of a document's schema (so that it passes its check). */
  public static final String KEY = "replay.document";

  private ChosenDocument() {}

  /**
   * @throws ConfigError when -Dreplay.document is unset or names no file
   */
  public static String file(Path home, Properties system) {
    String chosen = system.getProperty(KEY);
    if (chosen == null || chosen.isBlank()) {
      throw new ConfigError(
          "abreplay.Document replays the document conf that -D"
              + KEY
              + " names: add -D"
              + KEY
              + "=conf/documents/<nnn>-<name>.conf; there are: "
              + String.join(", ", known(home)));
    }
    requireFile(home, chosen, "-D" + KEY + "=" + chosen);
    return chosen;
  }

  /**
   * @param chosen a document conf, relative to the project folder or absolute
   * @param where how the user gave it, for the message: "-Dreplay.document=x.conf", or the path
   * @throws ConfigError when {@code chosen} names no file: one line naming it and the documents
   *     there are
   */
  public static void requireFile(Path home, String chosen, String where) {
    Path file = Path.of(chosen).isAbsolute() ? Path.of(chosen) : home.resolve(chosen);
    if (!Files.isRegularFile(file)) {
      throw new ConfigError(where + ": no such file (looked for " + file + "); " + fix(home));
    }
  }

  /** What to do about a document conf that is not there: the ones there are, or an import. */
  public static String fix(Path home) {
    return "name one of: "
        + String.join(", ", known(home))
        + ", or write one with ./ab-replay --import <post.txt>";
  }

  private static List<String> known(Path home) {
    try (Stream<Path> files = Files.list(home.resolve("conf/documents"))) {
      return files
          .map(f -> "conf/documents/" + f.getFileName())
          .filter(f -> f.endsWith(".conf"))
          .sorted()
          .toList();
    } catch (IOException e) {
      return List.of("(conf/documents/ cannot be listed: " + e.getMessage() + ")");
    }
  }
}
