package abreplay.realserver;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.Comparator;
import java.util.Map;
import java.util.stream.Stream;

/**
 * A real server's run folder: a fresh temporary folder holding a copy of targets/real/&lt;name&gt;/
 * (templates filled in), its build output in bin/, and the project files it serves (modification
 * times kept: nginx's Last-Modified and ETag come from them). Everything the server reads or writes
 * is in it, so that it can run as nobody and leave nothing behind; the watchdog removes it.
 */
final class ServerFolder {
  /** The uid and gid of nobody on Debian. */
  static final int NOBODY = 65534;

  private ServerFolder() {}

  /**
   * @param values the placeholders, {dir} included
   * @param build the build output, or null for a server without a build
   * @param owner who will own it all (nobody), or -1 to leave it the run's
   */
  static void fill(
      Path dir, RealServer server, Path home, Path build, Map<String, String> values, int owner) {
    try {
      copyTree(server.folder(), dir);
      Files.deleteIfExists(dir.resolve(RealServer.FILE));
      for (String template : server.files().templates()) {
        Path file = dir.resolve(template);
        Files.writeString(file, Placeholders.fill(Files.readString(file), values));
      }
      if (build != null) copyTree(build, dir.resolve("bin"));
      for (RealServer.Copy copy : server.files().copies()) {
        Path to = dir.resolve(copy.to());
        Files.createDirectories(to.getParent());
        Files.copy(
            home.resolve(copy.from()),
            to,
            StandardCopyOption.COPY_ATTRIBUTES,
            StandardCopyOption.REPLACE_EXISTING);
      }
      if (owner >= 0) {
        chownTree(dir, owner);
        requireOpenToOthers(dir.getParent());
      }
    } catch (IOException e) {
      throw new UncheckedIOException(
          "cannot prepare the run folder " + dir + " of real server " + server.name(), e);
    }
  }

  private static void copyTree(Path from, Path to) throws IOException {
    try (Stream<Path> files = Files.walk(from)) {
      for (Path file : files.toList()) {
        Path target = to.resolve(from.relativize(file).toString());
        if (Files.isDirectory(file)) Files.createDirectories(target);
        else
          Files.copy(
              file,
              target,
              StandardCopyOption.COPY_ATTRIBUTES,
              StandardCopyOption.REPLACE_EXISTING);
      }
    }
  }

  /**
   * nobody reaches the run folder only through folders that let others in (o+x): /tmp does, ~ does
   * not.
   */
  private static void requireOpenToOthers(Path folder) throws IOException {
    for (Path p = folder; p != null; p = p.getParent()) {
      if (!Files.getPosixFilePermissions(p)
          .contains(java.nio.file.attribute.PosixFilePermission.OTHERS_EXECUTE)) {
        throw new IOException(
            p
                + " is closed to other users, so nobody cannot reach a run folder in it: point"
                + " java.io.tmpdir at a folder open to others, e.g. -Djava.io.tmpdir=/tmp");
      }
    }
  }

  private static void chownTree(Path dir, int owner) throws IOException {
    try (Stream<Path> files = Files.walk(dir)) {
      for (Path file : files.toList()) {
        Files.setAttribute(file, "unix:uid", owner, java.nio.file.LinkOption.NOFOLLOW_LINKS);
        Files.setAttribute(file, "unix:gid", owner, java.nio.file.LinkOption.NOFOLLOW_LINKS);
      }
    }
  }

  /**
   * Removes {@code dir} and everything in it; what cannot be removed stays (and is said by the
   * caller).
   */
  static void delete(Path dir) {
    if (!Files.exists(dir)) return;
    try (Stream<Path> files = Files.walk(dir)) {
      for (Path p : files.sorted(Comparator.reverseOrder()).toList()) Files.deleteIfExists(p);
    } catch (IOException e) {
      // Best effort after the watchdog's own rm -rf.
    }
  }

  /** The effective uid of this JVM, from /proc/self/status; -1 when unknown. */
  static int effectiveUid() {
    try {
      for (String line : Files.readAllLines(Path.of("/proc/self/status"))) {
        if (line.startsWith("Uid:")) return Integer.parseInt(line.split("\\s+")[2]);
      }
    } catch (IOException | RuntimeException e) {
      return -1;
    }
    return -1;
  }
}
