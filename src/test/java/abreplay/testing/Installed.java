package abreplay.testing;

import static org.assertj.core.api.Assertions.fail;

import abreplay.config.Home;
import abreplay.realserver.Catalog;
import abreplay.realserver.Software;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Assumptions;

/**
 * A test that needs a program this project does not ship (nginx, go, php, php-fpm, node, ab, wrk,
 * chromium-headless-shell): found on PATH alone, so that a PATH without it is a machine without it.
 * Outside CI a missing program skips the test, with one line on stderr naming it and its Debian
 * package; with CI=true (where .ci/run installs every one) it fails the test. Call it first in a
 * test, never inside {@code assertThatThrownBy}: its skip is an exception too.
 */
public final class Installed {
  private Installed() {}

  /**
   * The first of {@code programs} on PATH, as an absolute path; else the test is skipped (failed in
   * CI).
   *
   * @param debianPackage e.g. "nginx-light"
   * @param programs e.g. "nginx", or "chromium-headless-shell", "chromium" for either
   */
  public static Path require(String debianPackage, String... programs) {
    List<String> names = Arrays.asList(programs);
    Optional<Path> found = Software.fromEnvironment().find(names);
    if (found.isEmpty()) {
      missing(
          String.join(" or ", names) + " is not on PATH (apt-get install " + debianPackage + ")");
    }
    return found.orElseThrow();
  }

  /**
   * Everything the real server {@code name} of targets/real/ needs to run (and to build, when its
   * build is not up to date) is on PATH; else the test is skipped (failed in CI), naming the
   * package or the install line. PHP's Swoole module, which no Debian package has, counts as
   * installed by CI too (its requirement says ci-installs: .ci/run builds it with
   * targets/real/install-swoole); what CI does not install is skipped in CI too, saying so.
   */
  public static void realServer(String name) {
    Catalog.lack(Home.dir(), name, Software.fromEnvironment())
        .ifPresent(
            lack -> {
              String why = "real server " + name + " " + lack.why();
              if (lack.install().ci()) missing(why);
              else skipped(why + (System.getenv("CI") != null ? " (CI does not install it)" : ""));
            });
  }

  /** Skips the running test (outside CI) or fails it (CI=true), saying {@code why} in one line. */
  private static void missing(String why) {
    if (System.getenv("CI") != null) fail(why + " (CI installs it: .ci/run)");
    skipped(why);
  }

  /** Skips the running test, in CI too, saying {@code why} in one line. */
  private static void skipped(String why) {
    System.err.println("ab-replay test skipped: " + why);
    Assumptions.abort(why);
  }
}
