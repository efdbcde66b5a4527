package abreplay.realserver;

import static org.assertj.core.api.Assertions.assertThat;

import abreplay.config.Home;
import abreplay.document.Document;
import abreplay.document.Scenario;
import abreplay.document.SystemSpec;
import abreplay.machine.FreePorts;
import abreplay.machine.Listeners;
import abreplay.machine.ProcStat;
import abreplay.machine.ProcessTree;
import abreplay.recording.AbProbe;
import abreplay.replay.DocumentReplay;
import abreplay.standin.ProfileLoader;
import abreplay.standin.StandInServer;
import abreplay.testing.Installed;
import abreplay.testing.RealServerForTest;
import java.io.IOException;
import java.net.URI;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.ArrayList;
import java.util.List;
import java.util.OptionalLong;
import java.util.Properties;
import java.util.Set;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Every bundled real server that plays a document's system listens on 127.0.0.1 only and answers
 * ab's own HTTP/1.0 request (its scenario's keep-alive, its path) with as many bytes as its
 * stand-in, or with the difference its fidelity text states, and its label names the version its
 * software tells. A machine without its software skips it, except in CI, which installs it all
 * (Swoole's extension included: .ci/run builds it).
 */
class RealServersAnswerLikeTheirStandInsIT {
  @TempDir Path temp;

  static Stream<String> realServersWithAStandIn() {
    RealServerLoader loader = new RealServerLoader(Home.dir());
    return loader.names().stream().filter(name -> loader.load(name).role().standIn().isPresent());
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("realServersWithAStandIn")
  void sendsAbWhatItsStandInSendsOrTheStatedDifference(String name) throws IOException {
    Installed.realServer(name);
    Path home = Home.dir();
    RealServer server = new RealServerLoader(home).load(name);
    Software software = Software.fromEnvironment();
    new Builds(home).ensure(server, software);
    assertThat(Catalog.entry(server, software, new Builds(home)).label())
        .as(name + ": its label names the version its software tells")
        .doesNotContain("{version}", Versions.UNREAD);
    String[] play = server.role().plays().get(0).split("/");
    Document document = document(play[0]);
    SystemSpec system = document.systems().get(play[1]);
    Scenario scenario = document.scenarios().get(0);
    String path = system.path().orElse(scenario.path());
    Files.setPosixFilePermissions(temp, PosixFilePermissions.fromString("rwxr-xr-x"));

    OptionalLong real;
    RealServerProcess process =
        RealServerProcess.start(
            server,
            new RealServerProcess.Options(
                FreePorts.one(), temp.resolve("real.log"), home, temp, software));
    Set<Long> groups = ProcStat.groupsOfTree(process.pid());
    try {
      real = AbProbe.responseBytes(url(process.port(), path), scenario.keepAlive());
      assertThat(listeningAddresses(process.pid()))
          .as(name + " listens on 127.0.0.1 only")
          .containsOnly("127.0.0.1");
      groups.addAll(ProcStat.groupsOfTree(process.pid()));
    } finally {
      process.stop();
    }
    assertThat(groups)
        .as(name + ": nothing of it is left")
        .allSatisfy(g -> assertThat(ProcStat.group(g)).isEmpty());
    assertThat(process.dir()).doesNotExist();
    OptionalLong standIn;
    try (StandInServer stand =
        StandInServer.start(
            new ProfileLoader(home).load(server.role().standIn().orElseThrow()), FreePorts.one())) {
      standIn = AbProbe.responseBytes(url(stand.port(), path), scenario.keepAlive());
    }

    assertThat(real).as(name + " answers").isPresent();
    Document.Published post =
        document.published().getOrDefault(scenario.id(), java.util.Map.of()).get(play[1]);
    if (post != null && post.totalBytes().isPresent() && post.complete().isPresent()) {
      double published = (double) post.totalBytes().getAsLong() / post.complete().getAsLong();
      // The difference from the post is the stand-in's (its profile says why) plus the stated one.
      System.out.printf(
          "ab-replay: real server %s: %d bytes per response to ab, the post's %.2f (%+.2f),"
              + " its stand-in's %d%n",
          name, real.getAsLong(), published, real.getAsLong() - published, standIn.getAsLong());
    }
    assertThat(real.getAsLong() - standIn.getAsLong())
        .as(name + ": real " + real + " - stand-in " + standIn + ", as its fidelity text says")
        .isEqualTo(server.fidelity().abBytesVsStandIn());
  }

  @Test
  void document000sSwooleAnswersAbsKeepAliveRequestAsThePostsTotalTransferredSays()
      throws IOException, InterruptedException {
    Installed.realServer("swoole-1.7-base");
    Document document = document("000");
    Scenario scenario = document.scenarios().get(0);
    Document.Published post = document.published().get(scenario.id()).get("swoole");
    long published = post.totalBytes().getAsLong() / post.complete().getAsLong();
    Files.setPosixFilePermissions(temp, PosixFilePermissions.fromString("rwxr-xr-x"));

    RealServerProcess swoole = RealServerForTest.start("swoole-1.7-base", temp);
    try {
      URI url = url(swoole.port(), scenario.path());
      java.net.http.HttpResponse<String> answer =
          java.net.http.HttpClient.newHttpClient()
              .send(
                  java.net.http.HttpRequest.newBuilder(url).build(),
                  java.net.http.HttpResponse.BodyHandlers.ofString());
      assertThat(answer.headers().firstValue("server")).hasValue("swoole-http-server");
      assertThat(answer.headers().firstValue("content-length")).hasValue("24");
      assertThat(answer.body()).isEqualTo("<h1>\nHello Swoole.\n</h1>");
      assertThat(scenario.keepAlive()).as("the post's ab -k").isTrue();
      assertThat(AbProbe.responseBytes(url, true))
          .as("the post's Total transferred / Complete requests")
          .hasValue(published);
    } finally {
      swoole.stop();
    }
  }

  @Test
  void theReferenceServerListensOn127001OnlyAndServesEachDocumentsPath() throws IOException {
    RealServerProcess vertx = RealServerForTest.start("vertx-web", temp);
    try {
      assertThat(listeningAddresses(vertx.pid())).containsOnly("127.0.0.1");
      assertThat(AbProbe.responseBytes(url(vertx.port(), "/"), true)).isPresent();
      assertThat(AbProbe.responseBytes(url(vertx.port(), "/api/random"), false)).isPresent();
    } finally {
      vertx.stop();
    }
  }

  /** The addresses {@code pid} and its descendants listen on, e.g. "127.0.0.1". */
  private static List<String> listeningAddresses(long pid) throws IOException {
    List<String> held = new ArrayList<>();
    for (long member : ProcessTree.pids(pid)) {
      try (DirectoryStream<Path> fds =
          Files.newDirectoryStream(Path.of("/proc", Long.toString(member), "fd"))) {
        for (Path fd : fds) held.add(Files.readSymbolicLink(fd).toString());
      } catch (IOException e) {
        // Gone: its sockets were its parent's too.
      }
    }
    List<String> addresses = new ArrayList<>();
    for (String table : List.of("/proc/net/tcp", "/proc/net/tcp6")) {
      for (Listeners.Socket socket : Listeners.parse(Files.readString(Path.of(table)))) {
        if (held.contains("socket:[" + socket.inode() + "]")) addresses.add(socket.ip());
      }
    }
    return addresses;
  }

  private static URI url(int port, String path) {
    return URI.create("http://127.0.0.1:" + port + path);
  }

  private static Document document(String id) throws IOException {
    try (Stream<Path> confs = Files.list(Home.dir().resolve("conf/documents"))) {
      String conf =
          confs
              .map(p -> "conf/documents/" + p.getFileName())
              .filter(p -> p.startsWith("conf/documents/" + id + "-"))
              .findFirst()
              .orElseThrow();
      return DocumentReplay.read(Home.dir(), conf, new Properties()).document();
    }
  }
}
