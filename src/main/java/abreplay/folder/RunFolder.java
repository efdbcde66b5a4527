package abreplay.folder;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.Comparator;
import java.util.Optional;
import java.util.stream.Stream;

/**
 * Where a run's files go: Gatling's own run folder, {@code <results>/<simulation>-<timestamp>/},
 * which exists once the run has started (index.html is added to it after {@code after()}).
 */
public final class RunFolder {
  private RunFolder() {}

  public static Path resultsDir(Path home) {
    String configured = System.getProperty("abreplay.results");
    return configured != null ? Path.of(configured) : home.resolve("target/gatling");
  }

  /** This run's folder: the newest one of this simulation started since {@code since}. */
  public static Path of(Path home, String simulationId, Instant since) {
    return find(resultsDir(home), simulationId, since)
        .orElseGet(
            () -> {
              // No Gatling folder (file writer off): a folder of our own, never an earlier run's.
              Path own =
                  home.resolve("target/ab-replay")
                      .resolve(
                          simulationId
                              + "-"
                              + DateTimeFormatter.ofPattern("yyyyMMddHHmmssSSS")
                                  .withZone(ZoneOffset.UTC)
                                  .format(Instant.now()));
              try {
                return Files.createDirectories(own);
              } catch (IOException e) {
                throw new UncheckedIOException(e);
              }
            });
  }

  static Optional<Path> find(Path results, String simulationId, Instant since) {
    if (!Files.isDirectory(results)) return Optional.empty();
    try (Stream<Path> dirs = Files.list(results)) {
      return dirs.filter(Files::isDirectory)
          .filter(d -> d.getFileName().toString().startsWith(simulationId + "-"))
          .filter(d -> modified(d) >= since.toEpochMilli() - 2000)
          .max(Comparator.comparing(d -> d.getFileName().toString()));
    } catch (IOException e) {
      return Optional.empty();
    }
  }

  private static long modified(Path p) {
    try {
      return Files.getLastModifiedTime(p).toMillis();
    } catch (IOException e) {
      return 0;
    }
  }
}
