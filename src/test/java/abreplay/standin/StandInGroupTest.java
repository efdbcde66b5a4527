package abreplay.standin;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import abreplay.config.Home;
import abreplay.targets.TargetCounters;
import java.io.IOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A stand-in in several processes on one port (SO_REUSEPORT): both processes really accept and
 * serve, the group counts the sum of both, and stopping reaps them all. Each test starts JVMs
 * (about 2 s).
 */
class StandInGroupTest {
  private static final int CONNECTIONS = 200;

  @TempDir Path logs;

  @Test
  void twoProcessesShareOnePortAndBothServe() throws IOException {
    List<Long> pids;
    try (StandInGroup group =
        StandInGroup.start(
            "hello", 2, 0, logs.resolve("standin-hello.log"), Home.dir(), Optional.empty())) {
      pids = group.pids();
      assertThat(pids).doesNotHaveDuplicates().hasSize(2);
      assertThat(group.split().describe()).isEqualTo("hello in 2 processes x 1 event loop");

      holdConnections(
          group.port(),
          () -> {
            List<TargetCounters> each =
                group.countersByProcess().stream().map(Optional::orElseThrow).toList();
            // The kernel hashes each connection's addresses and ports to a socket: 200 all on one
            // has odds 2^-199.
            assertThat(each)
                .as("connections counted on both processes")
                .allSatisfy(
                    c -> {
                      assertThat(c.connectionsAccepted()).isPositive();
                      assertThat(c.eventLoopsUsed()).as("its one event loop").isEqualTo(1);
                    });
            TargetCounters sum = group.counters().orElseThrow();
            assertThat(sum.connectionsAccepted()).isEqualTo(CONNECTIONS);
            assertThat(sum.connectionsOpen()).isEqualTo(CONNECTIONS);
            assertThat(sum.requestsServed()).isEqualTo(CONNECTIONS);
            assertThat(sum.eventLoopsUsed()).as("the profile's 2 event loops in all").isEqualTo(2);
            assertThat(sum).isEqualTo(each.get(0).plus(each.get(1)));
          });
    }
    assertThat(pids)
        .as("every process reaped")
        .allSatisfy(pid -> assertThat(ProcessHandle.of(pid)).isEmpty());
    assertThat(Files.readAllLines(logs.resolve("standin-hello.log")))
        .anyMatch(
            l ->
                l.startsWith("[1/2] hello: ")
                    && l.contains("process 1 of 2 (SO_REUSEPORT)")
                    && l.contains("native epoll"))
        .anyMatch(
            l -> l.startsWith("[2/2] hello: ") && l.contains("process 2 of 2 (SO_REUSEPORT)"));
  }

  @Test
  void aPortTakenByAnotherProcessIsRefusedBeforeAnyProcessStarts() throws IOException {
    try (ServerSocket taken = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
      assertThatThrownBy(
              () ->
                  StandInGroup.start(
                      "hello",
                      2,
                      taken.getLocalPort(),
                      logs.resolve("x.log"),
                      Home.dir(),
                      Optional.empty()))
          .isInstanceOf(StandInError.class)
          .hasMessage(
              "port "
                  + taken.getLocalPort()
                  + " on 127.0.0.1 is taken by another process: choose another port,"
                  + " or stop what listens there (ss -ltnp 'sport = :"
                  + taken.getLocalPort()
                  + "')");
    }
  }

  @Test
  void aProfileThatCannotBeSplitIsRefusedWithTheReason() {
    assertThatThrownBy(
            () ->
                StandInGroup.start(
                    "node-http", 2, 0, logs.resolve("x.log"), Home.dir(), Optional.empty()))
        .isInstanceOf(StandInError.class)
        .hasMessageStartingWith("node-http has 1 event loop: it cannot run in 2 processes");
  }

  @Test
  void anUnknownProfileIsATargetErrorThatNamesIt() {
    assertThatThrownBy(
            () ->
                StandInGroup.start(
                    "no-such-profile", 2, 0, logs.resolve("x.log"), Home.dir(), Optional.empty()))
        .isInstanceOf(StandInError.class)
        .hasMessageStartingWith("stand-in profile \"no-such-profile\": no such stand-in profile");
  }

  @Test
  void aProcessThatExitsAtStartIsNamedAndTheOthersAreStopped() {
    // Both processes fail the same way; the first one awaited is named, and nothing is left
    // running.
    assertThatThrownBy(
            () ->
                StandInGroup.start(
                    StandIns.PROFILES.load("hello"),
                    List.of("status-version=HTTP/2"),
                    2,
                    0,
                    new LineLog(Files.newBufferedWriter(logs.resolve("x.log")), "", true),
                    Home.dir(),
                    List.of(),
                    Optional.empty()))
        .isInstanceOf(StandInError.class)
        .hasMessageStartingWith(
            "process 1 of 2: stand-in hello exited before it listened; its last lines:")
        .hasMessageContaining("status-version");
    assertThat(
            ProcessHandle.current()
                .children()
                .filter(
                    p ->
                        p.info()
                            .arguments()
                            .map(a -> List.of(a).contains(StandInMain.class.getName()))
                            .orElse(false)))
        .as("no stand-in left running")
        .isEmpty();
  }

  @Test
  void targetsServeRunsThemByHandAndCtrlCEndsThemAll() throws IOException {
    List<ProcessHandle> processes;
    try (ServeScript serve = ServeScript.start("swoole-4-hello", "processes=2")) {
      assertThat(serve.lines())
          .anyMatch(
              l ->
                  l.startsWith(
                      "swoole-4-hello in 2 processes x 1 event loop on one port (SO_REUSEPORT),"
                          + " pids ["))
          .anyMatch(l -> l.startsWith("[1/2] swoole-4-hello: ") && l.contains("1 event loop(s)"))
          .anyMatch(l -> l.startsWith("[2/2] swoole-4-hello: ") && l.contains("1 event loop(s)"));
      try (RawHttp connection = RawHttp.connect(serve.port())) {
        assertThat(connection.send(RawHttp.get("/", serve.port())).read().head())
            .startsWith("HTTP/1.1 200 OK");
      }
      processes = serve.processes();
      assertThat(processes).as("the script's JVM and its two stand-ins").hasSize(3);
    }
    assertThat(processes).allSatisfy(p -> assertThat(p.isAlive()).as("pid " + p.pid()).isFalse());
  }

  /**
   * Opens {@link #CONNECTIONS} connections, one request each, and runs {@code check} while they are
   * all open.
   */
  private static void holdConnections(int port, Runnable check) throws IOException {
    String request = RawHttp.get("/", port);
    List<RawHttp> open = new ArrayList<>();
    try {
      for (int i = 0; i < CONNECTIONS; i++) open.add(RawHttp.connect(port));
      for (RawHttp connection : open) connection.send(request);
      for (RawHttp connection : open) connection.read();
      check.run();
    } finally {
      for (RawHttp connection : open) connection.close();
    }
  }
}
