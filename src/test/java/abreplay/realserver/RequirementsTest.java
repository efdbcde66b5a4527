package abreplay.realserver;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import abreplay.config.ConfigError;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * What a real server may require besides a program on PATH: a file a package installs (Go sources
 * under /usr/share/gocode), a PHP extension that {@code php -m} lists (Swoole), and something no
 * Debian package has, with the line that says how to install it. The PHPs here are scripts on a
 * PATH of the test's own.
 */
class RequirementsTest {
  @TempDir Path dir;

  private static final RealServer.Requirement PHP =
      RealServer.Requirement.program("php", List.of("php"), "php-cli");
  private static final RealServer.Requirement SWOOLE =
      new RealServer.Requirement(
          "swoole",
          new RealServer.PhpModule("php", List.of("swoole", "openswoole")),
          new RealServer.Elsewhere("pecl install swoole", false));
  private static final Map<String, RealServer.Requirement> BLOCK =
      Map.of("php", PHP, "swoole", SWOOLE);

  /** A "php" in {@code bin} whose -m lists {@code modules}, as PHP's does. */
  static Path fakePhp(Path bin, String... modules) throws IOException {
    Files.createDirectories(bin);
    Path php = bin.resolve("php");
    Files.writeString(
        php,
        "#!/bin/sh\n[ \"$1\" = -m ] || exit 2\nprintf '[PHP Modules]\\nCore\\n"
            + String.join("\\n", modules)
            + "\\n\\n[Zend Modules]\\n'\n");
    Files.setPosixFilePermissions(php, PosixFilePermissions.fromString("rwxr-xr-x"));
    return php;
  }

  @Test
  void aPhpModuleIsFoundByTheNameItsPhpListsItUnder() throws IOException {
    fakePhp(dir.resolve("bin"), "ctype", "openswoole");
    Software software = new Software(dir.resolve("bin").toString());

    assertThat(software.find(SWOOLE, BLOCK)).hasValue("openswoole");
    assertThat(software.lack(SWOOLE, BLOCK, "")).isEmpty();
  }

  @Test
  void aPhpModuleItsPhpDoesNotListIsMissingWithItsInstallLineAndNoDebianPackage()
      throws IOException {
    Path php = fakePhp(dir.resolve("bin"), "ctype", "json");
    Software software = new Software(dir.resolve("bin").toString());

    Software.Lack lack = software.lack(SWOOLE, BLOCK, "").orElseThrow();
    assertThat(lack.why())
        .isEqualTo(
            "needs PHP's swoole or openswoole module, which `"
                + php
                + " -m` does not list (pecl install swoole)");
    assertThat(lack.install().ci()).as("CI does not install it").isFalse();
  }

  @Test
  void aPhpModuleWhosePhpIsMissingSaysThatThePhpIsMissingFirst() {
    Software.Lack lack = new Software("/nonexistent").lack(SWOOLE, BLOCK, "").orElseThrow();

    assertThat(lack.why()).isEqualTo("needs php, which is not on PATH (apt-get install php-cli)");
    assertThat(lack.install().ci()).isTrue();
  }

  @Test
  void aPhpThatFailsOrListsNothingHasNoModule() throws IOException {
    Files.createDirectories(dir.resolve("bin"));
    Path php = dir.resolve("bin/php");
    Files.writeString(php, "#!/bin/sh\necho swoole\nexit 1\n");
    Files.setPosixFilePermissions(php, PosixFilePermissions.fromString("rwxr-xr-x"));

    assertThat(new Software(dir.resolve("bin").toString()).find(SWOOLE, BLOCK)).isEmpty();
  }

  @Test
  void aLocationIsTheFirstOfItsPathsThatExistsElseItsPackageIsNamed() throws IOException {
    Path there = Files.createDirectories(dir.resolve("gocode/fasthttp"));
    RealServer.Requirement fasthttp =
        new RealServer.Requirement(
            "fasthttp",
            new RealServer.Location(List.of(dir.resolve("elsewhere"), there)),
            new RealServer.Debian("golang-github-valyala-fasthttp-dev"));
    RealServer.Requirement gone =
        new RealServer.Requirement(
            "fasthttp",
            new RealServer.Location(List.of(dir.resolve("elsewhere"))),
            new RealServer.Debian("golang-github-valyala-fasthttp-dev"));
    Software software = new Software("/nonexistent");

    assertThat(software.find(fasthttp, Map.of())).hasValue(there.toString());
    assertThat(software.missing(gone, Map.of(), " to build it"))
        .hasValue(
            "needs "
                + dir.resolve("elsewhere")
                + " to build it, which does not exist (apt-get install"
                + " golang-github-valyala-fasthttp-dev)");
  }

  @Test
  void theLoaderReadsEachKindOfRequirement() throws IOException {
    Path home =
        server(
            "  php { binaries = [php], package = php-cli }\n"
                + "  swoole { php-modules = [swoole, openswoole], of = php, install = \"pecl"
                + " install swoole\" }\n"
                + "  gocode { paths = [\"/usr/share/gocode\"], package = golang-go }\n");

    RealServer server = new RealServerLoader(home).load("x");

    assertThat(server.requires().values())
        .containsExactly(
            PHP,
            SWOOLE,
            new RealServer.Requirement(
                "gocode",
                new RealServer.Location(List.of(Path.of("/usr/share/gocode"))),
                new RealServer.Debian("golang-go")));
  }

  @Test
  void aRequirementWithTwoSourcesOrTwoInstallsOrNeitherIsRefusedOnItsLine() throws IOException {
    Path home =
        server(
            "  php { binaries = [php], paths = [\"/usr/bin/php\"], package = php-cli }\n"
                + "  node { binaries = [node] }\n"
                + "  go { binaries = [go], package = golang-go, install = \"get it\" }\n");

    assertThatThrownBy(() -> new RealServerLoader(home).load("x"))
        .isInstanceOfSatisfying(
            ConfigError.class,
            e ->
                assertThat(e.problems())
                    .containsExactly(
                        FILE
                            + ":3: requires.php needs one of binaries (a program on PATH), paths"
                            + " (files a package installs) or php-modules (a PHP extension), not"
                            + " binaries and paths",
                        FILE
                            + ":4: requires.node needs one of package (the Debian package, which CI"
                            + " installs) or install (how to get it elsewhere, e.g. \"pecl install"
                            + " swoole\")",
                        FILE
                            + ":5: requires.go needs one of package (the Debian package, which CI"
                            + " installs) or install (how to get it elsewhere, e.g. \"pecl install"
                            + " swoole\"), not both"));
  }

  @Test
  void aPhpModuleMustNameAPhpRequiredBeforeItAndPathsMustBeAbsolute() throws IOException {
    Path home =
        server(
            "  swoole { php-modules = [swoole], of = php, install = \"pecl install swoole\" }\n"
                + "  redis { php-modules = [redis], package = php-redis }\n"
                + "  gocode { paths = [usr/share/gocode], package = golang-go }\n");

    assertThatThrownBy(() -> new RealServerLoader(home).load("x"))
        .isInstanceOfSatisfying(
            ConfigError.class,
            e ->
                assertThat(e.problems())
                    .containsExactly(
                        FILE
                            + ":3: requires.swoole.of = php: name a program required before it in"
                            + " requires",
                        FILE
                            + ":4: requires.redis.php-modules needs of = <the requirement of its"
                            + " PHP>, e.g. of = php",
                        FILE
                            + ":5: requires.gocode.paths: \"usr/share/gocode\" is not an absolute"
                            + " path, e.g. /usr/share/gocode/src/..."));
  }

  @Test
  void anInstallLineThatCiRunsMakesAMissingOneFailCiInsteadOfSkipping() throws IOException {
    Path home =
        server(
            "  php { binaries = [php], package = php-cli }\n"
                + "  swoole { php-modules = [swoole], of = php,"
                + " install = \"targets/real/install-swoole\", ci-installs = true }\n");
    fakePhp(dir.resolve("bin"), "ctype");

    RealServer.Requirement swoole = new RealServerLoader(home).load("x").requires().get("swoole");

    assertThat(swoole.install())
        .isEqualTo(new RealServer.Elsewhere("targets/real/install-swoole", true));
    assertThat(new Software(dir.resolve("bin").toString()).lack(swoole, Map.of("php", PHP), ""))
        .hasValueSatisfying(lack -> assertThat(lack.install().ci()).isTrue());
  }

  @Test
  void ciInstallsBesideAPackageIsRefusedOnItsLine() throws IOException {
    Path home = server("  go { binaries = [go], package = golang-go, ci-installs = true }\n");

    assertThatThrownBy(() -> new RealServerLoader(home).load("x"))
        .isInstanceOfSatisfying(
            ConfigError.class,
            e ->
                assertThat(e.problems())
                    .containsExactly(
                        FILE
                            + ":3: requires.go.ci-installs is for install = \"...\" alone: CI"
                            + " installs every package; remove it"));
  }

  private static final String FILE = "targets/real/x/real-server.conf";

  /** A project folder with one real server "x" whose requires block is {@code requires}. */
  private Path server(String requires) throws IOException {
    Path home = Files.createDirectories(dir.resolve("home"));
    Path folder = Files.createDirectories(home.resolve("targets/real/x"));
    Files.writeString(
        folder.resolve(RealServer.FILE),
        "label = x\nrequires {\n"
            + requires
            + "}\nplays = [\"000/x\"]\nstart = [\"{dir}/x\"]\nfidelity = \"a test's\"\n");
    return home;
  }
}
