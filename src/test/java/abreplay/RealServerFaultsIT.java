package abreplay;

import static abreplay.testing.Processes.arguments;
import static abreplay.testing.Processes.await;
import static abreplay.testing.Processes.established;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import abreplay.machine.Listeners;
import abreplay.machine.ProcStat;
import abreplay.testing.GatlingRun;
import abreplay.testing.Installed;
import io.vertx.core.json.JsonObject;
import java.io.IOException;
import java.net.ConnectException;
import java.net.InetAddress;
import java.net.Socket;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A real server's faults in a run, through Gatling's launcher: its software missing (a PATH without
 * it), and the run stopped by SIGTERM while it serves. The run goes on on the stand-in in the first
 * case; nothing of the real server outlives the run in the second.
 */
class RealServerFaultsIT {
  @TempDir Path results;
  private final List<ProcessHandle> started = new ArrayList<>();

  @AfterEach
  void endWhatIsLeft() {
    for (ProcessHandle process : started) {
      process.descendants().forEach(ProcessHandle::destroyForcibly);
      process.destroyForcibly();
    }
  }

  @Test
  void aMissingProgramIsOneLineBeforeAnyLoadAndItsSystemRunsOnItsStandInMarkedSo(
      @TempDir Path bin) {
    // A PATH with none of the real servers' programs.
    GatlingRun gatling =
        GatlingRun.startWithEnvironment(
            "abreplay.documents.SwooleVsNode",
            Map.of("replay.real", "true", "replay.scale", "0.02", "replay.warm-up", "0"),
            results,
            Map.of("PATH", bin.toString()));
    started.add(ProcessHandle.of(gatling.pid()).orElseThrow());
    GatlingRun.Result run = gatling.await(Duration.ofMinutes(3));

    assertThat(run.exitCode()).as(run.output()).isZero();
    String line =
        "ab-replay: pre-flight: node: real server node-http needs node or nodejs, which is not on"
            + " PATH (apt-get install nodejs); node runs on its stand-in node-http instead";
    assertThat(run.output()).contains(line);
    assertThat(run.output().indexOf(line))
        .as("before any load")
        .isLessThan(run.output().indexOf("ready swoole"));
    JsonObject node = run.steps().get(1);
    assertThat(node.getString("kind")).isEqualTo("STAND_IN");
    assertThat(node.getString("fallback"))
        .isEqualTo(
            "real server node-http needs node or nodejs, which is not on"
                + " PATH (apt-get install nodejs)");
    assertThat(node.getString("status")).isEqualTo("COMPLETE");
    assertThat(run.read("reproduction.md"))
        .contains(
            "| Node.js http (stand-in node-http, in place of its real server: real server node-http"
                + " needs node or nodejs, which is not on PATH (apt-get install nodejs)) | 4,116.49"
                + " |",
            "| Node.js http (stand-in, real missing) | 12 / 12 |",
            "| Node.js http (stand-in, real missing) | ",
            "Pre-flight: node: real server node-http needs node or nodejs");
  }

  @Test
  void sigtermStopsTheRunAndItsRealServerLeavesNoProcessPortOrFolder() throws IOException {
    Installed.realServer("nginx-static");
    GatlingRun gatling =
        GatlingRun.start(
            "abreplay.documents.SwooleVsNginxAndGo",
            Map.of(
                "replay.real",
                "true",
                "replay.systems",
                "nginx",
                "replay.scale",
                "1",
                "replay.warm-up",
                "0"),
            results);
    ProcessHandle launcher = ProcessHandle.of(gatling.pid()).orElseThrow();
    started.add(launcher);
    ProcessHandle watchdog =
        await(
            "the real nginx's watchdog",
            () ->
                launcher
                    .descendants()
                    .filter(p -> arguments(p).contains("ab-replay-watchdog"))
                    .findFirst());
    List<String> args = arguments(watchdog);
    Path folder = Path.of(args.get(args.indexOf("ab-replay-watchdog") + 1));
    long nginx = await("nginx under its watchdog", () -> watchdog.children().findFirst()).pid();
    int port = await("nginx listening", () -> listeningPort(nginx));
    await("load on nginx", () -> Optional.of(true).filter(x -> established(port) >= 10));

    launcher.destroy();
    GatlingRun.Result run = gatling.await(Duration.ofSeconds(60));

    assertThat(run.exitCode()).as(run.output()).isEqualTo(128 + 15);
    await(
        "nginx's process group gone",
        () -> Optional.of(true).filter(x -> ProcStat.group(nginx).isEmpty()));
    assertThat(folder).as("its run folder").doesNotExist();
    assertThatThrownBy(() -> new Socket(InetAddress.getLoopbackAddress(), port).close())
        .as("nothing listens on its port")
        .isInstanceOf(ConnectException.class);
    assertThat(run.summary().getString("status")).isEqualTo("PARTIAL");
    assertThat(run.steps().get(0).getString("kind")).isEqualTo("REAL");
  }

  /** The port a process listens on, from the kernel's table and its descriptors. */
  private static Optional<Integer> listeningPort(long pid) {
    try {
      List<String> held = new ArrayList<>();
      try (DirectoryStream<Path> fds =
          Files.newDirectoryStream(Path.of("/proc", Long.toString(pid), "fd"))) {
        for (Path fd : fds) held.add(Files.readSymbolicLink(fd).toString());
      }
      return Listeners.parse(Files.readString(Path.of("/proc/net/tcp"))).stream()
          .filter(s -> held.contains("socket:[" + s.inode() + "]"))
          .map(Listeners.Socket::port)
          .findFirst();
    } catch (IOException e) {
      return Optional.empty();
    }
  }
}
