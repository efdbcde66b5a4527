package abreplay;

import static org.assertj.core.api.Assertions.assertThat;

import abreplay.config.Home;
import abreplay.machine.FreePorts;
import abreplay.standin.ProfileLoader;
import abreplay.standin.StandInServer;
import io.netty.util.Version;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.api.parallel.Isolated;

/** Gatling and Vert.x share one Netty, chosen in the pom; both run on it, in one JVM. */
@Isolated("runs Gatling in this JVM, with the run's keys as its system properties")
class NettyClasspathTest {
  private static final String NETTY = pomProperty("netty.version");

  @Test
  void theTestClasspathHoldsOneNettyThePomsVersion() {
    Map<String, Version> artifacts = Version.identify();
    assertThat(artifacts).isNotEmpty();
    assertThat(artifacts.values()).extracting(Version::artifactVersion).containsOnly(NETTY);
  }

  @Test
  void theStandInClasspathHoldsTheSameNetty() throws Exception {
    String classpath = Files.readString(Home.dir().resolve("target/standin.classpath"));
    String[] netty =
        Arrays.stream(classpath.split(":"))
            .map(p -> Path.of(p).getFileName().toString())
            // netty-tcnative (BoringSSL) is a separate project with its own version line.
            .filter(jar -> jar.startsWith("netty-") && !jar.startsWith("netty-tcnative"))
            .toArray(String[]::new);
    assertThat(netty).isNotEmpty().allMatch(jar -> jar.contains("-" + NETTY), "is Netty " + NETTY);
  }

  @Test
  void gatlingLoadsAVertxStandInOnIt(@TempDir Path results) {
    try (StandInServer server =
        StandInServer.start(ProfileLoader.standard().load("hello"), FreePorts.one())) {
      assertThat(server.nativeTransport()).as("Vert.x on Netty's native epoll").isTrue();
      Map<String, String> keys =
          Map.of(
              "ab.url",
              "http://127.0.0.1:" + server.port() + "/",
              "ab.requests",
              "500",
              "ab.concurrency",
              "5",
              "replay.warm-up",
              "0",
              "replay.target-warm-up",
              "0",
              "abreplay.results",
              results.toString());
      keys.forEach(System::setProperty);
      try {
        int exit =
            io.gatling.app.Gatling$.MODULE$.fromArgs(
                new String[] {
                  "-s", AbSimulation.class.getName(), "-rf", results.toString(), "-nr"
                });
        assertThat(exit).isZero();
      } finally {
        keys.keySet().forEach(System::clearProperty);
      }
      // 500 requests, the ready check before them and ab's HTTP/1.0 probe after them, all answered.
      assertThat(server.counters().snapshot().requestsServed()).isEqualTo(502);
    }
  }

  private static String pomProperty(String name) {
    try {
      Matcher m =
          Pattern.compile("<" + Pattern.quote(name) + ">([^<]+)</")
              .matcher(Files.readString(Home.dir().resolve("pom.xml")));
      if (!m.find()) throw new AssertionError("pom.xml has no <" + name + ">");
      return m.group(1);
    } catch (java.io.IOException e) {
      throw new AssertionError(e);
    }
  }
}
