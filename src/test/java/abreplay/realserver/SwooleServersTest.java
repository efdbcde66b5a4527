package abreplay.realserver;

import static org.assertj.core.api.Assertions.assertThat;

import abreplay.config.Home;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The posts' Swoole servers of targets/real/, whose extension no Debian package has: without it
 * each says in one line how to get it (targets/real/install-swoole, which CI runs, or pecl); with a
 * PHP on PATH whose -m lists it (here a script of the test's own) each starts as that PHP running
 * its server.php, on the run's port. RealServersAnswerLikeTheirStandInsIT runs them on the real
 * extension.
 */
class SwooleServersTest {
  @TempDir Path dir;

  /** The real servers of targets/real/ that run on PHP's Swoole, by the documents they play. */
  private static final Map<String, String> SWOOLE_SERVERS =
      Map.of(
          "swoole-1.7-base", "000/swoole",
          "swoole-debug-empty", "001/swoole",
          "swoole-4-hello", "003/swoole",
          "swoole-4-static", "004/swoole");

  @Test
  void withoutSwooleEachSwooleServerSaysInOneLineHowToGetIt() throws IOException {
    Path php = RequirementsTest.fakePhp(dir.resolve("bin"), "ctype", "json");
    Software software = new Software(dir.resolve("bin").toString());

    for (String name : SWOOLE_SERVERS.keySet()) {
      assertThat(Catalog.lack(Home.dir(), name, software))
          .as(name)
          .hasValueSatisfying(
              lack -> {
                assertThat(lack.why())
                    .isEqualTo(
                        "needs PHP's swoole or openswoole module, which `"
                            + php
                            + " -m` does not list (targets/real/install-swoole, or pecl install"
                            + " swoole and extension=swoole.so in php.ini)");
                assertThat(lack.install().ci())
                    .as("CI builds it (.ci/run runs targets/real/install-swoole)")
                    .isTrue();
              });
    }
  }

  @Test
  void whereThePhpOnPathListsSwooleEachSwooleServerStartsAsThatPhpRunningItsServerPhp()
      throws IOException {
    Path php = RequirementsTest.fakePhp(dir.resolve("bin"), "ctype", "swoole");
    Software software = new Software(dir.resolve("bin").toString());
    Files.setPosixFilePermissions(dir, PosixFilePermissions.fromString("rwxr-xr-x"));
    RealServerLoader loader = new RealServerLoader(Home.dir());

    for (Map.Entry<String, String> swoole : SWOOLE_SERVERS.entrySet()) {
      String name = swoole.getKey();
      RealServer server = loader.load(name);
      assertThat(server.role().plays()).as(name).containsExactly(swoole.getValue());
      assertThat(Catalog.missing(Home.dir(), name, software)).as(name).isEmpty();

      Path run = Files.createDirectory(dir.resolve(name));
      RealServerProcess.Start launch =
          RealServerProcess.Start.of(
              server,
              new RealServerProcess.Options(
                  18099, dir.resolve(name + ".log"), Home.dir(), dir, software),
              run);

      assertThat(launch.command())
          .as(name)
          .endsWith(php.toString(), run.resolve("server.php").toString());
      assertThat(launch.env()).as(name).containsEntry("PORT", "18099");
      assertThat(launch.env()).as(name).containsEntry("SWOOLE_EXTENSION", "swoole");
      assertThat(run.resolve("server.php")).as(name).isRegularFile();
    }
  }
}
