package abreplay;

import static org.assertj.core.api.Assertions.assertThat;

import abreplay.testing.GatlingRun;
import io.vertx.core.json.JsonObject;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * AbSimulation run as `mvn gatling:test` runs it, at a small scale, against the bundled hello
 * stand-in.
 */
class AbSimulationEndToEndIT {
  private static final Duration WITHIN = Duration.ofMinutes(3);

  @TempDir Path results;

  @Test
  void writesAbsSummaryBesideGatlingsReportInOneRunFolder() {
    GatlingRun.Result run =
        GatlingRun.run(
            "abreplay.AbSimulation",
            Map.of(
                "ab.requests",
                "3000",
                "ab.concurrency",
                "30",
                "ab.keep-alive",
                "true",
                "replay.warm-up",
                "600",
                "replay.target-warm-up",
                "600"),
            results,
            WITHIN);

    assertThat(run.exitCode()).as(run.output()).isZero();
    Path folder = run.folder().orElseThrow();
    assertThat(folder.resolve("index.html")).isRegularFile();
    assertThat(folder.resolve("ab-summary.txt")).isRegularFile();
    assertThat(folder.resolve("summary.json")).isRegularFile();
    assertThat(folder.resolve("percentiles.csv")).isRegularFile();
    assertThat(folder.resolve("standin-hello.log"))
        .content()
        .contains("listening on http://127.0.0.1:");

    String summary = run.read("ab-summary.txt");
    assertThat(summary)
        .containsPattern("Warm-up: \\d+ requests to the same target ran first")
        .contains("Server Software:        ab-replay-hello\n")
        .contains("Document Length:        12 bytes\n")
        .contains("Concurrency Level:      30\n")
        .contains("Complete requests:      3000\n")
        .contains("Failed requests:        0\n")
        .contains("Keep-Alive requests:    3000\n")
        .contains("HTML transferred:       36000 bytes\n")
        .contains("Connect:      not measured\n")
        .contains(" 100%  ")
        .contains("Connections opened by the target: 30\n")
        .contains("Differences from ab:");
    assertThat(run.output())
        .as("the summary is printed at the end of the run")
        .contains("Complete requests:      3000");
    assertThat(run.read("percentiles.csv").lines())
        .hasSize(102)
        .first()
        .isEqualTo("Percentage served,Time in ms");

    JsonObject step = run.steps().get(0);
    JsonObject ab = step.getJsonObject("ab");
    assertThat(ab.getLong("completeRequests")).isEqualTo(3000);
    assertThat(ab.getLong("keepAliveRequests")).isEqualTo(3000);
    assertThat(ab.getLong("connectionsOpenedByTarget")).isEqualTo(30);
    // Total transferred, rebuilt from the parsed responses, is every byte the stand-in wrote in the
    // step:
    // 138 per response to HTTP/1.1 (ab's HTTP/1.0 -k gets 162, with "Connection: keep-alive").
    assertThat(ab.getLong("totalTransferredBytes"))
        .isEqualTo(step.getJsonObject("targetCounters").getLong("bytesWritten"))
        .isEqualTo(3000L * 138);
    assertThat(run.summary().getJsonObject("machine").getInteger("cores")).isPositive();
    // At least the warm-up count, and on until the rate was steady and the stand-in's JIT quiet,
    // at most its time cap (replay.target-warm-up-cap, 15 s): a target's warm-up with a time cap
    // has no count cap.
    JsonObject warmUp = run.summary().getJsonObject("warmUps").getJsonObject("hello");
    assertThat(warmUp.getLong("completeRequests")).isGreaterThanOrEqualTo(600L);
    assertThat(warmUp.getString("warmUpEnd")).isIn("STEADY", "TIME_CAP");
    assertThat(warmUp.getDouble("timeTakenSeconds")).isLessThan(17.0);
  }

  @Test
  void opensOneConnectionPerRequestWithoutKeepAliveAndCountsChunkedBodiesByteForByte() {
    GatlingRun.Result run =
        GatlingRun.run(
            "abreplay.AbSimulation",
            Map.of(
                "ab.requests",
                "600",
                "ab.concurrency",
                "20",
                "ab.keep-alive",
                "false",
                "replay.warm-up",
                "0",
                "replay.target-warm-up",
                "0",
                "ab.target",
                "node-http"),
            results,
            WITHIN);

    assertThat(run.exitCode()).as(run.output()).isZero();
    JsonObject step = run.steps().get(0);
    JsonObject ab = step.getJsonObject("ab");
    assertThat(ab.getLong("completeRequests")).isEqualTo(600);
    assertThat(ab.getLong("connectionsOpenedByTarget")).isEqualTo(600);
    assertThat(step.getJsonObject("targetCounters").getLong("requestsServed")).isEqualTo(600);
    // Node chunks its HTTP/1.1 answers: the rebuilt total counts the chunk framing as the stand-in
    // wrote it.
    assertThat(ab.getLong("documentLengthBytes")).isEqualTo(12);
    assertThat(ab.getLong("totalTransferredBytes"))
        .isEqualTo(step.getJsonObject("targetCounters").getLong("bytesWritten"));
    assertThat(run.read("ab-summary.txt"))
        .doesNotContain("Keep-Alive requests:")
        .contains(
            "Warm-up: none for this target, and the load generator was not warmed up"
                + " (replay.warm-up = 0)");
  }
}
