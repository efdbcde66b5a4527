package abreplay.replay;

import static org.assertj.core.api.Assertions.assertThat;

import abreplay.config.Home;
import abreplay.testing.AbReplayScript;
import java.io.IOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * A url nothing answers at is refused before any load: one line naming it and what the connect met,
 * exit 3.
 */
class UrlProbeTest {
  private static final Duration WITHIN = Duration.ofSeconds(3);

  /** A port of 127.0.0.1 that was free a moment ago and is closed now. */
  private static int closedPort() throws IOException {
    try (ServerSocket socket = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
      return socket.getLocalPort();
    }
  }

  @Test
  void aClosedPortIsRefusedAndNamedWithWhatAnswered() throws IOException {
    int port = closedPort();
    String url = "http://127.0.0.1:" + port + "/";

    assertThat(UrlProbe.connect(URI.create(url), WITHIN)).isEqualTo(UrlProbe.Answer.REFUSED);
    assertThat(UrlProbe.problem(url, WITHIN))
        .hasValue(
            url
                + ": nothing answers at 127.0.0.1:"
                + port
                + " (connection refused): start the server, or give the url it listens on; nothing"
                + " was sent");
  }

  @Test
  void aListeningPortPasses() throws IOException {
    try (ServerSocket socket = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
      String url = "http://localhost:" + socket.getLocalPort() + "/x?y=1";

      assertThat(UrlProbe.connect(URI.create(url), WITHIN)).isEqualTo(UrlProbe.Answer.LISTENING);
      assertThat(UrlProbe.problem(url, WITHIN)).isEmpty();
    }
  }

  @Test
  void remoteAndMalformedUrlsAreLeftToThePlanUnprobed() {
    // .invalid never resolves: probed, it would say "unknown host"; it is not even looked up.
    assertThat(UrlProbe.problem("http://server.invalid/", WITHIN)).isEmpty();
    assertThat(UrlProbe.problem("htp:/x", WITHIN)).isEmpty();
    assertThat(UrlProbe.problem("http://exa mple/", WITHIN)).isEmpty();
  }

  @Test
  void abReplayWithAClosedPortSaysOneLineAndExits3WithoutARunFolder() throws IOException {
    int port = closedPort();
    List<String> before = runFolders();

    AbReplayScript.Ran ran =
        AbReplayScript.run("-n", "1000", "-c", "10", "http://127.0.0.1:" + port + "/");

    assertThat(ran.exitCode()).as(ran.err()).isEqualTo(3);
    assertThat(ran.err())
        .isEqualTo(
            "ab-replay: http://127.0.0.1:"
                + port
                + "/: nothing answers at 127.0.0.1:"
                + port
                + " (connection refused): start the server, or give the url it listens on; nothing"
                + " was sent\n");
    assertThat(ran.out()).isEmpty();
    assertThat(runFolders()).isEqualTo(before);
  }

  private static List<String> runFolders() throws IOException {
    Path gatling = Home.dir().resolve("target/gatling");
    if (!Files.isDirectory(gatling)) return List.of();
    try (Stream<Path> folders = Files.list(gatling)) {
      return folders.map(p -> p.getFileName().toString()).sorted().toList();
    }
  }
}
