package abreplay.realserver;

import java.io.File;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.TimeUnit;
import java.util.stream.Collectors;

/**
 * The machine as this run's environment gives it: programs on PATH, files packages installed, the
 * modules PHP loads. Where a real server's requirement is found, or one line saying what is missing
 * and how to install it. PATH alone counts, so that a PATH without a program is a machine without
 * it. Thread-safe: what {@code <php> -m} lists is asked once per program and kept.
 */
public final class Software {
  /**
   * Where Debian puts daemons (nginx, php-fpm): not on a user's PATH, so a hint when they are
   * there.
   */
  private static final List<Path> SBIN = List.of(Path.of("/usr/sbin"), Path.of("/sbin"));

  /** How long {@code <php> -m} may take before its program counts as listing nothing. */
  private static final long MODULES_SECONDS = 20;

  private final List<Path> path;
  private final Map<Path, Set<String>> modules = new ConcurrentHashMap<>();

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

  /**
   * What a requirement lacks: the line that says it, e.g. "needs nginx, which is not on PATH
   * (apt-get install nginx-light)", and how it is installed (CI installs only Debian's packages).
   */
  public record Lack(String why, RealServer.Install install) {}

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
   * The value of {@code requirement}'s placeholder on this machine: a program's absolute path, the
   * first location that exists, the PHP module's name as its program lists it; empty when missing.
   *
   * @param block the requirements it was declared with (a PHP module's program is one of them)
   */
  public Optional<String> find(
      RealServer.Requirement requirement, Map<String, RealServer.Requirement> block) {
    RealServer.Source source = requirement.source();
    if (source instanceof RealServer.Program p) return find(p.binaries()).map(Path::toString);
    if (source instanceof RealServer.Location l) {
      return l.paths().stream().filter(Files::exists).map(Path::toString).findFirst();
    }
    RealServer.PhpModule m = (RealServer.PhpModule) source;
    RealServer.Requirement of = block.get(m.of());
    if (of == null) return Optional.empty();
    Optional<String> program = find(of, block);
    if (program.isEmpty()) return Optional.empty();
    Set<String> listed = modules.computeIfAbsent(Path.of(program.get()), Software::listModules);
    return m.modules().stream()
        .filter(name -> listed.contains(name.toLowerCase(Locale.ROOT)))
        .findFirst();
  }

  /**
   * Why {@code requirement} is not met, e.g. "needs nginx, which is not on PATH (apt-get install
   * nginx-light)"; empty when it is.
   *
   * @param block the requirements it was declared with
   * @param purpose "" to run it, " to build it"
   */
  public Optional<Lack> lack(
      RealServer.Requirement requirement,
      Map<String, RealServer.Requirement> block,
      String purpose) {
    if (find(requirement, block).isPresent()) return Optional.empty();
    RealServer.Source source = requirement.source();
    String how = requirement.install().how();
    if (source instanceof RealServer.Program p) {
      return Optional.of(new Lack(programMissing(p, purpose, how), requirement.install()));
    }
    if (source instanceof RealServer.Location l) {
      String where = l.paths().stream().map(Path::toString).collect(Collectors.joining(" or "));
      return Optional.of(
          new Lack(
              "needs " + where + purpose + ", which does not exist (" + how + ")",
              requirement.install()));
    }
    RealServer.PhpModule m = (RealServer.PhpModule) source;
    RealServer.Requirement of = block.get(m.of());
    if (of != null && find(of, block).isEmpty()) return lack(of, block, purpose);
    String program = of == null ? m.of() : find(of, block).orElseThrow();
    return Optional.of(
        new Lack(
            "needs PHP's "
                + String.join(" or ", m.modules())
                + " module"
                + purpose
                + ", which `"
                + program
                + " -m` does not list ("
                + how
                + ")",
            requirement.install()));
  }

  /** {@link #lack}'s line alone. */
  public Optional<String> missing(
      RealServer.Requirement requirement,
      Map<String, RealServer.Requirement> block,
      String purpose) {
    return lack(requirement, block, purpose).map(Lack::why);
  }

  private String programMissing(RealServer.Program p, String purpose, String how) {
    String names = String.join(" or ", p.binaries());
    String hint = "";
    for (Path sbin : SBIN) {
      for (String binary : p.binaries()) {
        if (hint.isEmpty() && Files.isExecutable(sbin.resolve(binary))) {
          hint = "; " + sbin.resolve(binary) + " exists: add " + sbin + " to PATH";
        }
      }
    }
    return "needs " + names + purpose + ", which is not on PATH (" + how + hint + ")";
  }

  /**
   * The modules {@code php -m} lists, lower case; none when it cannot be run, fails or hangs (a PHP
   * that cannot say lists nothing, and the requirement is missing).
   */
  private static Set<String> listModules(Path php) {
    Path out = null;
    try {
      out = Files.createTempFile("ab-replay-php-m-", ".txt");
      Process process =
          new ProcessBuilder(php.toString(), "-m")
              .redirectErrorStream(true)
              .redirectInput(ProcessBuilder.Redirect.from(new File("/dev/null")))
              .redirectOutput(out.toFile())
              .start();
      if (!process.waitFor(MODULES_SECONDS, TimeUnit.SECONDS)) {
        process.destroyForcibly();
        return Set.of();
      }
      if (process.exitValue() != 0) return Set.of();
      return Files.readString(out, StandardCharsets.UTF_8)
          .lines()
          .map(String::strip)
          .filter(l -> !l.isEmpty() && !l.startsWith("["))
          .map(l -> l.toLowerCase(Locale.ROOT))
          .collect(Collectors.toUnmodifiableSet());
    } catch (IOException e) {
      return Set.of();
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      return Set.of();
    } finally {
      if (out != null) {
        try {
          Files.deleteIfExists(out);
        } catch (IOException e) {
          // A file of a few lines in the temporary folder.
        }
      }
    }
  }
}
