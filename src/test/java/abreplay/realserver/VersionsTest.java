package abreplay.realserver;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import abreplay.config.ConfigError;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A real server's label names the version of the software that plays the post's server, as that
 * software tells it (nginx -v, go version, PHP's phpversion('swoole')), never a version written in
 * the conf: "Debian nginx {version}" reads "Debian nginx 1.22.1" where nginx -v says so. The
 * programs here are scripts on a PATH of the test's own.
 */
class VersionsTest {
  @TempDir Path dir;

  private static final String FILE = "targets/real/x/real-server.conf";

  @Test
  void theLabelsVersionIsWhatItsSoftwareTells() throws IOException {
    program("nginx", "echo 'nginx version: nginx/1.22.1' >&2");
    RealServer server =
        load(
            "label = \"Debian nginx {version} with the post's settings\"\n"
                + "version { command = [\"{nginx}\", \"-v\"], pattern = \"nginx/([0-9.]+)\" }\n");

    assertThat(Versions.label(server, new Software(dir.resolve("bin").toString())))
        .isEqualTo("Debian nginx 1.22.1 with the post's settings");
  }

  @Test
  void withoutAPatternTheVersionIsTheFirstLineItPrints() throws IOException {
    program("nginx", "echo; echo '  Swoole 6.2.2 on PHP 8.2.36'; echo more");
    RealServer server =
        load("label = \"{version}: the post's server\"\nversion { command = [\"{nginx}\"] }\n");

    assertThat(Versions.label(server, new Software(dir.resolve("bin").toString())))
        .isEqualTo("Swoole 6.2.2 on PHP 8.2.36: the post's server");
  }

  @Test
  void softwareThatIsMissingFailsOrSaysNothingLeavesTheVersionUnread() throws IOException {
    String conf =
        "label = \"nginx {version}\"\n"
            + "version { command = [\"{nginx}\", \"-v\"], pattern = \"nginx/([0-9.]+)\" }\n";
    RealServer server = load(conf);
    assertThat(Versions.label(server, new Software(dir.resolve("none").toString())))
        .isEqualTo("nginx (version not read)");

    program("nginx", "echo 'nginx version: nginx/1.22.1'; exit 1");
    assertThat(Versions.label(server, new Software(dir.resolve("bin").toString())))
        .as("a command that fails")
        .isEqualTo("nginx (version not read)");
  }

  @Test
  void aVersionWithoutItsPlaceInTheLabelOrALabelWithoutItsCommandIsRefused() throws IOException {
    assertThatThrownBy(
            () -> load("label = \"nginx\"\nversion { command = [\"{nginx}\", \"-v\"] }\n"))
        .isInstanceOfSatisfying(
            ConfigError.class,
            e ->
                assertThat(e.problems())
                    .containsExactly(
                        FILE
                            + ":2: the version it reads goes in the label: put {version} in label"
                            + " = \"nginx\""));
    assertThatThrownBy(() -> load("label = \"nginx {version}\"\n"))
        .isInstanceOfSatisfying(
            ConfigError.class,
            e ->
                assertThat(e.problems())
                    .containsExactly(
                        FILE
                            + ":1: label uses {version}: add version.command, the command that"
                            + " prints it, e.g. [\"{nginx}\", \"-v\"]"));
    assertThatThrownBy(
            () ->
                load(
                    "label = \"nginx {version}\"\n"
                        + "version { command = [\"{nginx}\", \"-v\"], pattern = \"nginx/([0-9\""
                        + " }\n"))
        .isInstanceOfSatisfying(
            ConfigError.class,
            e ->
                assertThat(e.problems())
                    .containsExactly(
                        FILE
                            + ":2: version.pattern = \"nginx/([0-9\" is not a regular expression"
                            + " (Unclosed character class), e.g. \"nginx/([0-9.]+)\""));
    assertThatThrownBy(
            () ->
                load("label = \"nginx {version}\"\nversion { command = [\"{ngnix}\", \"-v\"] }\n"))
        .isInstanceOfSatisfying(
            ConfigError.class,
            e ->
                assertThat(e.problems())
                    .containsExactly(
                        FILE
                            + ":2: \"{ngnix}\" uses unknown placeholder {ngnix}; known: {home},"
                            + " {nginx}"));
  }

  /** A program {@code name} on the test's PATH that runs {@code script}. */
  private void program(String name, String script) throws IOException {
    Path bin = Files.createDirectories(dir.resolve("bin"));
    Path program = bin.resolve(name);
    Files.writeString(program, "#!/bin/sh\n" + script + "\n");
    Files.setPosixFilePermissions(program, PosixFilePermissions.fromString("rwxr-xr-x"));
  }

  /** Real server "x" of a project of the test's own, {@code head} first in its file. */
  private RealServer load(String head) throws IOException {
    Path home = Files.createDirectories(dir.resolve("home"));
    Path folder = Files.createDirectories(home.resolve("targets/real/x"));
    Files.writeString(
        folder.resolve(RealServer.FILE),
        head
            + "requires { nginx { binaries = [nginx], package = nginx-light } }\n"
            + "plays = [\"000/x\"]\nstart = [\"{nginx}\"]\nfidelity = \"a test's\"\n");
    return new RealServerLoader(home).load("x");
  }
}
