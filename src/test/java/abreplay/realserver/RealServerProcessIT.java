package abreplay.realserver;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import abreplay.config.Home;
import abreplay.machine.FreePorts;
import abreplay.machine.Listeners;
import abreplay.machine.ProcStat;
import abreplay.machine.ProcessSampler;
import abreplay.machine.ProcessTree;
import abreplay.recording.AbProbe;
import abreplay.targets.TargetError;
import abreplay.testing.Installed;
import abreplay.testing.Processes;
import java.io.IOException;
import java.net.ConnectException;
import java.net.InetAddress;
import java.net.Socket;
import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A bundled real server's life in this JVM: started in a process group and run folder of its own,
 * on 127.0.0.1 only, as nobody when the run is root; sampled with its workers; stopped with nothing
 * left behind.
 */
class RealServerProcessIT {
  @TempDir Path temp;
  private RealServerProcess server;

  @AfterEach
  void stop() {
    if (server != null) server.stop();
  }

  @BeforeEach
  void nginxIsInstalled() {
    // Here, not in start(): a skip thrown inside assertThatThrownBy would be taken for the failure
    // it expects.
    Installed.realServer("nginx-static");
  }

  private RealServerProcess start(String name, int port) {
    // nobody must reach the run folder: JUnit's temporary folders are closed to others.
    try {
      Files.setPosixFilePermissions(
          temp, java.nio.file.attribute.PosixFilePermissions.fromString("rwxr-xr-x"));
    } catch (IOException e) {
      throw new java.io.UncheckedIOException(e);
    }
    server =
        RealServerProcess.start(
            new RealServerLoader(Home.dir()).load(name),
            new RealServerProcess.Options(
                port, temp.resolve("logs/real.log"), Home.dir(), temp, Software.fromEnvironment()));
    return server;
  }

  @Test
  void startsInAGroupAndFolderOfItsOwnOn127001AndLeavesNothingWhenStopped() throws Exception {
    int port = FreePorts.one();
    RealServerProcess nginx = start("nginx-static", port);
    Path dir = nginx.dir();

    assertThat(nginx.state()).isEqualTo(RealServerProcess.State.READY);
    assertThat(AbProbe.responseBytes(URI.create("http://127.0.0.1:" + port + "/"), true))
        .hasValue(259);
    assertThat(ProcStat.of(nginx.pid()).orElseThrow().pgrp())
        .as("its process group")
        .isEqualTo(nginx.pid());
    assertThat(session(nginx.pid())).as("its session").isEqualTo(nginx.pid());
    assertThat(ProcStat.of(ProcessHandle.current().pid()).orElseThrow().pgrp())
        .isNotEqualTo(nginx.pid());
    // Ready once a worker answers; the last workers may still be forking.
    List<Long> tree =
        Processes.await(
            "nginx's master and 4 workers",
            () -> Optional.of(ProcessTree.pids(nginx.pid())).filter(pids -> pids.size() == 5),
            Duration.ofSeconds(10));
    if (ServerFolder.effectiveUid() == 0) {
      assertThat(tree)
          .allSatisfy(
              pid -> assertThat(uid(pid)).as("pid " + pid + " runs as nobody").isEqualTo(65534));
    }
    assertThat(Listeners.pidListeningOn(port))
        .as("the master holds the port")
        .contains(nginx.pid());
    assertThat(Listeners.parse(Files.readString(Path.of("/proc/net/tcp"))))
        .filteredOn(s -> s.port() == port)
        .extracting(Listeners.Socket::ip)
        .containsOnly("127.0.0.1");
    assertThat(dir).startsWith(temp).isDirectory();
    try (ProcessSampler sampler = new ProcessSampler(nginx.pid())) {
      Thread.sleep(50);
      sampler.sample();
      assertThat(sampler.usage(0, System.currentTimeMillis()))
          .hasValueSatisfying(u -> assertThat(u.maxThreads()).isEqualTo(5));
    }

    nginx.stop();

    assertThat(nginx.state()).isEqualTo(RealServerProcess.State.STOPPED);
    assertThat(ProcStat.group(nginx.pid())).isEmpty();
    assertThat(tree).noneMatch(ProcStat::live);
    assertThat(dir).doesNotExist();
    assertThatThrownBy(() -> new Socket(InetAddress.getLoopbackAddress(), port).close())
        .isInstanceOf(ConnectException.class);
  }

  @Test
  void aServerThatCannotListenFailsWithItsLastLinesAndLeavesNothing() throws IOException {
    try (java.net.ServerSocket taken =
        new java.net.ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
      assertThatThrownBy(() -> start("nginx-static", taken.getLocalPort()))
          .isInstanceOf(TargetError.class)
          .hasMessageStartingWith(
              "real server nginx-static exited before it answered on port " + taken.getLocalPort())
          .hasMessageContaining("Address already in use");
    }
    try (var left = Files.list(temp)) {
      assertThat(left.map(p -> p.getFileName().toString())).containsOnly("logs");
    }
  }

  /** The session id: the field after the process group in /proc/<pid>/stat. */
  private static long session(long pid) throws IOException {
    String stat = Files.readString(Path.of("/proc", Long.toString(pid), "stat"));
    return Long.parseLong(stat.substring(stat.lastIndexOf(')') + 2).split(" ")[3]);
  }

  private static int uid(long pid) {
    try {
      return Files.readAllLines(Path.of("/proc", Long.toString(pid), "status")).stream()
          .filter(l -> l.startsWith("Uid:"))
          .map(l -> Integer.parseInt(l.split("\\s+")[2]))
          .findFirst()
          .orElse(-1);
    } catch (IOException e) {
      return -1;
    }
  }
}
