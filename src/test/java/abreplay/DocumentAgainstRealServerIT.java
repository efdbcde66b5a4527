package abreplay;

import static org.assertj.core.api.Assertions.assertThat;

import abreplay.testing.Document000Run;
import abreplay.testing.GatlingRun;
import io.vertx.core.json.JsonObject;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * replay.systems.<name>.url puts a server the user runs in a stand-in's place, in the same tables:
 * here the bundled real nginx, in the run {@link Document000Run} shares. Its resources are found
 * through the port it listens on, and a claim between it and a stand-in is not judged.
 */
class DocumentAgainstRealServerIT {

  @Test
  void replaysDocument000sNginxAtAUrlSamplesItAndJudgesNoClaimAcrossSides() {
    Document000Run.Shared shared = Document000Run.get();
    GatlingRun.Result run = shared.run();
    String url = shared.nginxUrl();
    List<JsonObject> steps = run.steps();
    assertThat(steps)
        .extracting(s -> s.getString("target") + " " + s.getString("kind"))
        .startsWith(url + " URL");
    JsonObject real = steps.get(0).getJsonObject("ab");
    assertThat(real.getLong("completeRequests")).isEqualTo(5000);
    assertThat(real.getLong("failedRequests")).isZero();
    assertThat(real.getString("serverSoftware")).startsWith("nginx/");
    assertThat(real.getLong("documentLengthBytes")).isEqualTo(23);
    // 50 requests per connection on average, but ab's users share the requests unevenly: nginx's
    // keepalive_requests 100 closes (with a response that is not keep-alive) any connection that
    // reaches 100, at most one in a hundred.
    assertThat(real.getLong("keepAliveRequests")).isBetween(4950L, 5000L);
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
            // A replay at a scale below 1 says so in each replayed answer.
            "**NOT JUDGED (a stand-in against a real server), at scale ",
            "not judged: a stand-in against a real server: PHP 7 + Swoole 1.7.22 is a stand-in,"
                + " nginx/1.4.6 is a real server");
    // Swoole's stand-in, in its real server's place where PHP lacks the extension (the line says
    // why), with the post's figure beside it.
    assertThat(run.read("reproduction.md").lines())
        .filteredOn(l -> l.startsWith("| PHP 7 + Swoole 1.7.22 (stand-in swoole-1.7-base"))
        .first()
        .asString()
        .contains("| 287,104.12 |");
  }
}
