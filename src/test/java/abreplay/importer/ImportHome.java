package abreplay.importer;

import abreplay.config.Home;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDate;
import java.util.stream.Stream;

/**
 * A project folder of a test's own for imports to write into: the project's conf/replay.conf,
 * conf/documents/, stand-in profiles and user files copied, so that what an import writes (and
 * reads back) is the test's alone.
 */
final class ImportHome {
  static final LocalDate TODAY = LocalDate.of(2026, 12, 1);

  private final Path dir;

  private ImportHome(Path dir) {
    this.dir = dir;
  }

  static ImportHome in(Path dir) {
    Path project = Home.dir();
    try {
      Files.createDirectories(dir.resolve("conf/documents"));
      Files.createDirectories(dir.resolve("targets"));
      Files.copy(project.resolve("conf/replay.conf"), dir.resolve("conf/replay.conf"));
      for (String folder : new String[] {"conf/documents", "targets"}) {
        try (Stream<Path> files = Files.list(project.resolve(folder))) {
          for (Path f : files.filter(f -> f.toString().endsWith(".conf")).toList()) {
            Files.copy(f, dir.resolve(folder).resolve(f.getFileName()));
          }
        }
      }
      Files.createDirectories(dir.resolve("user-files/webroot"));
      Files.copy(project.resolve("user-files/webroot/index.html"), dir.resolve("user-files/webroot/index.html"));
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    return new ImportHome(dir);
  }

  Path dir() {
    return dir;
  }

  /** What {@code ./ab-replay --import file} printed and returned, run in this folder. */
  record Imported(int exitCode, String out, String err) {}

  Imported run(Path file) {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    ByteArrayOutputStream err = new ByteArrayOutputStream();
    int code = new Import(dir, new PrintStream(out, true, StandardCharsets.UTF_8),
        new PrintStream(err, true, StandardCharsets.UTF_8), TODAY).run(file);
    return new Imported(code, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8));
  }
}
