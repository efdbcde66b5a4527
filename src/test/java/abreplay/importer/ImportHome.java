package abreplay.importer;

import abreplay.testing.GatlingRun;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDate;
import java.util.stream.Stream;

/**
 * A project folder of a test's own for imports to write into ({@link GatlingRun#copyOfHome}: conf/,
 * targets/ and user-files/ copied), so that what an import writes, reads back and runs is the
 * test's alone.
 */
final class ImportHome {
  static final LocalDate TODAY = LocalDate.of(2026, 12, 1);

  private final Path dir;

  private ImportHome(Path dir) {
    this.dir = dir;
  }

  /**
   * The project as shipped: its five documents and bundled profiles, without what imports into the
   * real project folder may have added (so that a test's import is number 005, whatever the user
   * did).
   */
  static ImportHome in(Path dir) {
    GatlingRun.copyOfHome(dir);
    try (Stream<Path> files =
        Stream.concat(
            Files.list(dir.resolve("conf/documents")), Files.list(dir.resolve("targets")))) {
      for (Path f : files.toList()) {
        String name = f.getFileName().toString();
        boolean shipped =
            f.getParent().endsWith("targets")
                ? !name.startsWith("draft-")
                : name.matches("00[0-4]-.*");
        if (!shipped) Files.delete(f);
      }
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
    return run(file.toString(), InputStream.nullInputStream());
  }

  /** The same of a file, a url or "-" with {@code stdin}. */
  Imported run(String given, InputStream stdin) {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    ByteArrayOutputStream err = new ByteArrayOutputStream();
    int code =
        new Import(
                dir,
                new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8),
                TODAY)
            .run(given, stdin)
            .status();
    return new Imported(
        code, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8));
  }
}
