package abreplay;

import static org.assertj.core.api.Assertions.assertThat;

import abreplay.testing.GatlingRun;
import abreplay.testing.RealNginx;
import io.vertx.core.json.JsonObject;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** replay.systems.<name>.url puts a real server in a stand-in's place, in the same tables. */
class DocumentAgainstRealServerTest {

  @Test
  void replaysDocument000sNginxAgainstTheRealNginx(@TempDir Path work, @TempDir Path results) {
    try (RealNginx nginx = RealNginx.start(work)) {
      GatlingRun.Result run = GatlingRun.run("abreplay.documents.SwooleVsNginxAndGo", Map.of(
          "replay.systems", "nginx,swoole", "replay.systems.nginx.url", nginx.url(), "replay.scale", "0.005",
          "replay.warm-up", "2000"), results, Duration.ofMinutes(3));

      assertThat(run.exitCode()).as(run.output()).isZero();
      List<JsonObject> steps = run.steps();
      assertThat(steps).extracting(s -> s.getString("target")).containsExactly(nginx.url(), "stand-in swoole-1.7-base");
      JsonObject real = steps.get(0).getJsonObject("ab");
      assertThat(real.getLong("completeRequests")).isEqualTo(5000);
      assertThat(real.getLong("failedRequests")).isZero();
      assertThat(real.getString("serverSoftware")).startsWith("nginx/");
      assertThat(real.getLong("documentLengthBytes")).isEqualTo(23);
      // About 50 requests per connection: below keepalive_requests 100, so (nearly) all keep-alive.
      assertThat(real.getLong("keepAliveRequests")).isBetween(4900L, 5000L);
      assertThat(real.containsKey("connectionsOpenedByTarget")).as("only a stand-in counts its connections").isFalse();
      assertThat(steps.get(0).getLong("bytesPerResponseToAbHttp10")).isPositive();

      String reproduction = run.read("reproduction.md");
      assertThat(reproduction).contains("| nginx/1.4.6 (" + nginx.url() + ") | 164,489.92 |",
          "| PHP 7 + Swoole 1.7.22 (stand-in swoole-1.7-base) | 287,104.12 |",
          "\"PHP7+Swoole is 75% faster than nginx\"");
    }
  }
}
