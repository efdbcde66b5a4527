package abreplay.realserver;

import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * One real server of targets/real/&lt;name&gt;/, as its real-server.conf describes it. Read by
 * {@link RealServerLoader}; immutable. Its strings may hold placeholders filled in when it starts:
 * {port}, {dir} (its run folder), {home}, {java}, {classpath}, {out} (build keys only) and one per
 * requirement, e.g. {nginx}: what was found.
 *
 * @param label its {version} placeholder is what {@code version} reads
 */
public record RealServer(
    String name,
    Path folder,
    String label,
    Role role,
    Map<String, Requirement> requires,
    Optional<Build> build,
    Files files,
    Launch launch,
    Optional<Version> version,
    Fidelity fidelity) {

  /** The file that describes a real server, in its folder. */
  public static final String FILE = "real-server.conf";

  /**
   * Which systems it plays.
   *
   * @param plays document systems as "&lt;document id&gt;/&lt;system&gt;", e.g. "000/nginx"
   * @param reference a system of its own that any document may add (replay.reference)
   * @param standIn the stand-in profile it corresponds to
   */
  public record Role(List<String> plays, boolean reference, Optional<String> standIn) {}

  /**
   * Something it needs from the machine, and how to get it.
   *
   * @param placeholder where what was found goes, e.g. "nginx" for {nginx}
   * @param source where it is looked for
   * @param install how it is installed where it is missing
   */
  public record Requirement(String placeholder, Source source, Install install) {
    /** A program found on PATH, installed by a Debian package: the common case. */
    public static Requirement program(String placeholder, List<String> binaries, String pkg) {
      return new Requirement(placeholder, new Program(binaries), new Debian(pkg));
    }
  }

  /** Where a requirement is looked for, and what its placeholder then holds. */
  public sealed interface Source permits Program, Location, PhpModule {}

  /**
   * A program on PATH; its placeholder is the first of {@code binaries} found there, as an absolute
   * path.
   *
   * @param binaries the names it may have, tried in order, e.g. [php-fpm8.2, php-fpm]
   */
  public record Program(List<String> binaries) implements Source {}

  /**
   * A file or folder a package installs at a fixed place (Go sources under /usr/share/gocode); its
   * placeholder is the first of {@code paths} that exists.
   *
   * @param paths absolute paths, tried in order
   */
  public record Location(List<Path> paths) implements Source {}

  /**
   * A PHP extension: one of {@code modules} is listed by {@code <program> -m}, the program being
   * the requirement {@code of} of the same block (declared before it); its placeholder is the
   * module's name as listed, e.g. "swoole".
   *
   * @param of the requirement whose program loads it, e.g. "php"
   * @param modules the names it may be listed under, tried in order, e.g. [swoole, openswoole]
   */
  public record PhpModule(String of, List<String> modules) implements Source {}

  /** How a missing requirement is installed. */
  public sealed interface Install permits Debian, Elsewhere {
    /** What to do, for a message: "apt-get install nginx-light", "pecl install swoole". */
    String how();

    /**
     * True when .ci/run installs it: a Debian package, which CI's machine reaches, or a line CI
     * runs ({@code ci-installs = true}).
     */
    boolean ci();
  }

  /**
   * @param pkg the Debian package that installs it, e.g. "nginx-light"
   */
  public record Debian(String pkg) implements Install {
    @Override
    public String how() {
      return "apt-get install " + pkg;
    }

    @Override
    public boolean ci() {
      return true;
    }
  }

  /**
   * Not in Debian: what a user does to get it, e.g. "pecl install swoole".
   *
   * @param line the install line as a user types it
   * @param ci true when .ci/run runs that line too (targets/real/install-swoole), so that CI has it
   */
  public record Elsewhere(String line, boolean ci) implements Install {
    @Override
    public String how() {
      return line;
    }
  }

  /**
   * How to build it once into target/real-servers/&lt;name&gt;/ (the {out} placeholder), run in its
   * folder; rebuilt only when a file of its folder or the command changes.
   */
  public record Build(
      Map<String, Requirement> requires, List<String> command, Map<String, String> env) {}

  /**
   * What its run folder holds besides a copy of its own folder.
   *
   * @param templates files of its folder whose placeholders are filled in
   * @param copies files of the project copied in with their modification time (nginx's
   *     Last-Modified)
   */
  public record Files(List<String> templates, List<Copy> copies) {}

  /**
   * @param from relative to the project folder; @param to relative to the run folder
   */
  public record Copy(String from, String to) {}

  /**
   * @param command its command line, e.g. ["{nginx}", "-p", "{dir}/", ...]
   * @param env environment variables it gets, e.g. PORT = "{port}"
   * @param readyPath the path asked until it answers
   * @param readyTimeout how long it may take to answer
   * @param user who it runs as when the run is root
   */
  public record Launch(
      List<String> command,
      Map<String, String> env,
      String readyPath,
      Duration readyTimeout,
      User user) {}

  /**
   * Who a real server runs as when the run is root; a run of another user starts it as that user.
   */
  public enum User {
    /** nobody (uid and gid 65534): the least privilege that binds a high port of 127.0.0.1. */
    UNPRIVILEGED,
    /**
     * The run's own user: for a server that must read what only that user can (the Maven
     * repository).
     */
    RUN_USER
  }

  /**
   * How the software tells its version, for the label's {version}; asked of the software, never
   * written in the conf.
   *
   * @param command with its requirements' placeholders; its stdout and stderr are read
   * @param pattern the version is its first group, else all it matches
   */
  public record Version(List<String> command, java.util.regex.Pattern pattern) {}

  /**
   * @param text how it differs from its stand-in and from the document's server
   * @param abBytesVsStandIn bytes per response to ab's HTTP/1.0 request, real minus stand-in, as
   *     {@code text} says
   */
  public record Fidelity(String text, int abBytesVsStandIn) {}
}
