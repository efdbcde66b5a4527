package abreplay.realserver;

import abreplay.config.ConfigError;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;

/**
 * Builds a real server once into target/real-servers/&lt;name&gt;/ (its {out}) and keeps the build
 * while its folder and build command stay the same: a fingerprint of both is written beside the
 * output. Builds of one server are serialised across JVMs by a lock file; the output is swapped in
 * whole, so a run never sees half a build. A build that fails is bad input: {@link ConfigError}
 * with the build's last lines.
 */
public final class Builds {
  private static final String STAMP = ".fingerprint";
  private static final long BUILD_MINUTES = 10;
  private final Path home;
  private final Path root;

  public Builds(Path home) {
    this.home = home;
    this.root = home.resolve("target/real-servers");
  }

  /** Where {@code server}'s build output is. */
  public Path output(RealServer server) {
    return root.resolve(server.name());
  }

  /**
   * True when the build output matches the server's folder and build command (false when it has no
   * build).
   */
  public boolean upToDate(RealServer server) {
    try {
      Path stamp = output(server).resolve(STAMP);
      return server.build().isPresent()
          && Files.isRegularFile(stamp)
          && Files.readString(stamp).equals(fingerprint(server));
    } catch (IOException e) {
      return false;
    }
  }

  /**
   * Builds {@code server} unless its output is up to date; a no-op for a server without a build.
   */
  public synchronized void ensure(RealServer server, Software software) {
    if (server.build().isEmpty()) return;
    try {
      Files.createDirectories(root);
      try (FileChannel lockFile =
              FileChannel.open(
                  root.resolve(server.name() + ".lock"),
                  StandardOpenOption.CREATE,
                  StandardOpenOption.WRITE);
          FileLock lock = lockFile.lock()) {
        if (!upToDate(server)) build(server, software);
      }
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  private void build(RealServer server, Software software) throws IOException {
    RealServer.Build build = server.build().orElseThrow();
    Path building = Files.createTempDirectory(root, server.name() + ".building-");
    Map<String, String> values =
        new java.util.HashMap<>(Map.of("home", home.toString(), "out", building.toString()));
    for (RealServer.Requirement r : build.requires().values()) {
      values.put(
          r.placeholder(),
          software
              .find(r, build.requires())
              .orElseThrow(
                  () ->
                      new ConfigError(
                          "targets/real/"
                              + server.name()
                              + ": "
                              + software
                                  .missing(r, build.requires(), " to build it")
                                  .orElseThrow())));
    }
    Path log = building.resolve("build.log");
    ProcessBuilder pb =
        new ProcessBuilder(Placeholders.fill(build.command(), values))
            .directory(server.folder().toFile())
            .redirectErrorStream(true)
            .redirectOutput(log.toFile());
    build.env().forEach((k, v) -> pb.environment().put(k, Placeholders.fill(v, values)));
    try {
      Process process = pb.start();
      if (!process.waitFor(BUILD_MINUTES, TimeUnit.MINUTES)) {
        process.destroyForcibly().waitFor();
        throw failed(server, building, log, "did not finish within " + BUILD_MINUTES + " minutes");
      }
      if (process.exitValue() != 0)
        throw failed(server, building, log, "exited with " + process.exitValue());
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw failed(server, building, log, "was interrupted");
    }
    Files.writeString(building.resolve(STAMP), fingerprint(server));
    Path output = output(server);
    if (Files.exists(output)) ServerFolder.delete(output);
    Files.move(building, output);
  }

  private ConfigError failed(RealServer server, Path building, Path log, String how) {
    String lines;
    try {
      List<String> all = Files.readAllLines(log);
      lines = String.join(" | ", all.subList(Math.max(0, all.size() - 10), all.size()));
    } catch (IOException e) {
      lines = "(no output)";
    }
    ServerFolder.delete(building);
    return new ConfigError(
        "targets/real/"
            + server.name()
            + ": its build "
            + String.join(" ", server.build().orElseThrow().command())
            + " "
            + how
            + "; its last lines: "
            + lines);
  }

  /** A digest of the build command, its environment and every file of the server's folder. */
  static String fingerprint(RealServer server) throws IOException {
    try {
      MessageDigest digest = MessageDigest.getInstance("SHA-256");
      RealServer.Build build = server.build().orElseThrow();
      digest.update((build.command() + " " + build.env()).getBytes(StandardCharsets.UTF_8));
      try (Stream<Path> files = Files.walk(server.folder())) {
        for (Path file : files.filter(Files::isRegularFile).sorted().toList()) {
          digest.update(
              server.folder().relativize(file).toString().getBytes(StandardCharsets.UTF_8));
          digest.update(Files.readAllBytes(file));
        }
      }
      return HexFormat.of().formatHex(digest.digest());
    } catch (NoSuchAlgorithmException e) {
      throw new IllegalStateException(e);
    }
  }
}
