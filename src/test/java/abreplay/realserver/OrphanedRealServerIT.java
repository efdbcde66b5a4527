package abreplay.realserver;

import static org.assertj.core.api.Assertions.assertThat;

import abreplay.config.Home;
import abreplay.machine.FreePorts;
import abreplay.machine.ProcStat;
import abreplay.testing.Installed;
import abreplay.testing.Processes;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.time.Duration;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * A real server whose JVM dies without stopping it, by SIGKILL or by SIGTERM with no hook to run:
 * its watchdog sees its stdin end and stops the server's whole process group, and removes its run
 * folder. Nothing of it outlives the JVM: no process, no port, no folder.
 */
class OrphanedRealServerIT {
  @TempDir Path temp;
  private Process host;
  private Set<Long> groups = Set.of();

  @AfterEach
  void endWhatIsLeft() {
    if (host != null) host.destroyForcibly();
    for (long group : groups) Watchdog.killGroup(group);
  }

  /**
   * @param groups how many process groups the server makes: nginx keeps its master's, PHP-FPM's
   *     master makes a session of its own even in the foreground
   */
  @ParameterizedTest(name = "{0} after {1}")
  @CsvSource({
    "nginx-static, SIGKILL, 1",
    "nginx-static, SIGTERM, 1",
    "laravel-fpm, SIGKILL, 2",
    "laravel-fpm, SIGTERM, 2"
  })
  void aRealServerDoesNotOutliveTheJvmThatStartedIt(String name, String signal, int groupCount)
      throws Exception {
    Installed.realServer(name);
    Files.setPosixFilePermissions(temp, PosixFilePermissions.fromString("rwxr-xr-x"));
    int port = FreePorts.one();
    host =
        new ProcessBuilder(
                Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-Dabreplay.home=" + Home.dir(),
                "-cp",
                System.getProperty("java.class.path"),
                RealServerHost.class.getName(),
                name,
                Integer.toString(port),
                temp.toString())
            .redirectErrorStream(true)
            .start();
    String[] ready =
        new BufferedReader(new InputStreamReader(host.getInputStream(), StandardCharsets.UTF_8))
            .readLine()
            .split(" ");
    assertThat(ready[0]).isEqualTo("ready");
    long serverPid = Long.parseLong(ready[1]);
    Path dir = Path.of(ready[2]);
    groups =
        Processes.await(
            name + "'s " + groupCount + " process groups, after the starting thread ended",
            () -> Optional.of(ProcStat.groupsOfTree(serverPid)).filter(g -> g.size() == groupCount),
            Duration.ofSeconds(10));

    if (signal.equals("SIGKILL")) host.destroyForcibly();
    else host.destroy();
    assertThat(host.waitFor(10, TimeUnit.SECONDS)).isTrue();

    awaitTrue(
        () ->
            groups.stream().allMatch(g -> ProcStat.group(g).isEmpty())
                && !Files.exists(dir)
                && portFree(port),
        Duration.ofSeconds(15));
    assertThat(groups).allSatisfy(g -> assertThat(ProcStat.group(g)).as("group " + g).isEmpty());
    assertThat(dir).doesNotExist();
    assertThat(portFree(port)).isTrue();
  }

  private static boolean portFree(int port) {
    try (ServerSocket probe = new ServerSocket(port, 1, InetAddress.getLoopbackAddress())) {
      return true;
    } catch (IOException e) {
      return false;
    }
  }

  private static void awaitTrue(java.util.function.BooleanSupplier condition, Duration within)
      throws InterruptedException {
    long deadline = System.nanoTime() + within.toNanos();
    while (!condition.getAsBoolean() && System.nanoTime() < deadline) Thread.sleep(50);
  }
}
