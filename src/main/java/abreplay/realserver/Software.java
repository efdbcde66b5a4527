package abreplay.realserver;

import java.io.File;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * The programs on PATH, as this run's environment gives it: where a real server's requirement is
 * found, or one line saying what is missing and which Debian package installs it. PATH alone
 * counts, so that a PATH without a program is a machine without it.
 */
public final class Software {
  /**
   * Where Debian puts daemons (nginx, php-fpm): not on a user's PATH, so a hint when they are
   * there.
   */
  private static final List<Path> SBIN = List.of(Path.of("/usr/sbin"), Path.of("/sbin"));

  private final List<Path> path;

  /**
   * @param pathVariable a PATH value, e.g. "/usr/local/bin:/usr/bin:/bin"
   */
  public Software(String pathVariable) {
    List<Path> dirs = new ArrayList<>();
    for (String dir : (pathVariable == null ? "" : pathVariable).split(File.pathSeparator)) {
      if (!dir.isBlank()) dirs.add(Path.of(dir));
    }
    this.path = List.copyOf(dirs);
  }

  public static Software fromEnvironment() {
    return new Software(System.getenv("PATH"));
  }

  /** The first of {@code binaries} found on PATH, as an absolute path. */
  public Optional<Path> find(List<String> binaries) {
    for (String binary : binaries) {
      for (Path dir : path) {
        Path candidate = dir.resolve(binary);
        if (Files.isRegularFile(candidate) && Files.isExecutable(candidate))
          return Optional.of(candidate.toAbsolutePath());
      }
    }
    return Optional.empty();
  }

  /**
   * Why {@code requirement} is not met, e.g. "needs nginx, which is not on PATH (apt-get install
   * nginx-light)"; empty when it is.
   *
   * @param purpose "" to run it, " to build it"
   */
  public Optional<String> missing(RealServer.Requirement requirement, String purpose) {
    if (find(requirement.binaries()).isPresent()) return Optional.empty();
    String names = String.join(" or ", requirement.binaries());
    String hint = "";
    for (Path sbin : SBIN) {
      for (String binary : requirement.binaries()) {
        if (hint.isEmpty() && Files.isExecutable(sbin.resolve(binary))) {
          hint = "; " + sbin.resolve(binary) + " exists: add " + sbin + " to PATH";
        }
      }
    }
    return Optional.of(
        "needs "
            + names
            + purpose
            + ", which is not on PATH (apt-get install "
            + requirement.debianPackage()
            + hint
            + ")");
  }
}
