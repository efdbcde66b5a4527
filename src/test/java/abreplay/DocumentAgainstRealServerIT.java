package abreplay;

import static org.assertj.core.api.Assertions.assertThat;

import abreplay.config.Home;
import abreplay.realserver.RealServerLoader;
import abreplay.realserver.RealServerProcess;
import abreplay.realserver.Software;
import abreplay.standin.StandInMain;
import abreplay.testing.GatlingRun;
import abreplay.testing.Installed;
import io.vertx.core.json.JsonObject;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * replay.systems.<name>.url puts a server the user runs in a stand-in's place, in the same tables:
 * here the bundled real nginx, started by the test. Its resources are found through the port it
 * listens on, and a claim between it and a stand-in is not judged.
 */
class DocumentAgainstRealServerIT {

  @Test
  void replaysDocument000sNginxAtAUrlSamplesItAndJudgesNoClaimAcrossSides(
      @TempDir Path temp, @TempDir Path results) throws IOException {
    Installed.realServer("nginx-static");
    Files.setPosixFilePermissions(temp, PosixFilePermissions.fromString("rwxr-xr-x"));
    RealServerProcess nginx =
        RealServerProcess.start(
            new RealServerLoader(Home.dir()).load("nginx-static"),
            new RealServerProcess.Options(
                StandInMain.freePort(),
                temp.resolve("nginx.log"),
                Home.dir(),
                temp,
                Software.fromEnvironment()));
    try {
      String url = "http://127.0.0.1:" + nginx.port() + "/";
      GatlingRun.Result run =
          GatlingRun.run(
              "abreplay.documents.SwooleVsNginxAndGo",
              Map.of(
                  "replay.systems",
                  "nginx,swoole",
                  "replay.systems.nginx.url",
                  url,
                  "replay.scale",
                  "0.005",
                  "replay.warm-up",
                  "0"),
              results,
              Duration.ofMinutes(3));

      assertThat(run.exitCode()).as(run.output()).isZero();
      List<JsonObject> steps = run.steps();
      assertThat(steps)
          .extracting(s -> s.getString("target") + " " + s.getString("kind"))
          .containsExactly(url + " URL", "stand-in swoole-1.7-base STAND_IN");
      JsonObject real = steps.get(0).getJsonObject("ab");
      assertThat(real.getLong("completeRequests")).isEqualTo(5000);
      assertThat(real.getLong("failedRequests")).isZero();
      assertThat(real.getString("serverSoftware")).startsWith("nginx/");
      assertThat(real.getLong("documentLengthBytes")).isEqualTo(23);
      // 50 requests per connection: below keepalive_requests 100, so all keep-alive.
      assertThat(real.getLong("keepAliveRequests")).isEqualTo(5000);
      assertThat(real.containsKey("connectionsOpenedByTarget"))
          .as("only a stand-in counts its connections")
          .isFalse();
      assertThat(steps.get(0).getLong("bytesPerResponseToAbHttp10")).isEqualTo(259);
      assertThat(steps.get(0).getJsonObject("targetResources").getInteger("maxThreads"))
          .as("found by its port: nginx's master and its 4 workers")
          .isEqualTo(5);

      JsonObject claim = run.summary().getJsonArray("claims").getJsonObject(0);
      assertThat(claim.getString("verdict")).isEqualTo("NOT_JUDGED");
      assertThat(
              claim
                  .getJsonArray("scenarios")
                  .getJsonObject(0)
                  .getJsonObject("notJudged")
                  .getString("kind"))
          .isEqualTo("MIXED_SIDES");
      assertThat(run.read("reproduction.md"))
          .contains(
              "| nginx/1.4.6 (" + url + ") | 164,489.92 |",
              "| PHP 7 + Swoole 1.7.22 (stand-in swoole-1.7-base) | 287,104.12 |",
              "**NOT JUDGED (a stand-in against a real server)**",
              "not judged: a stand-in against a real server: PHP 7 + Swoole 1.7.22 is a stand-in,"
                  + " nginx/1.4.6 is a real server");
    } finally {
      nginx.stop();
    }
  }
}
