package abreplay;

import static org.assertj.core.api.Assertions.assertThat;

import abreplay.testing.GatlingRun;
import io.vertx.core.json.JsonObject;
import java.nio.file.Path;
import java.time.Duration;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.api.io.TempDir;

/** Each document replayed whole (every system, every scenario) at a small scale. */
class DocumentSimulationsTest {
  private static final Duration WITHIN = Duration.ofMinutes(4);

  @TempDir Path results;

  static Stream<Arguments> documents() {
    return Stream.of(
        Arguments.of("abreplay.documents.SwooleVsNginxAndGo", "0.005", List.of("nginx", "go", "swoole"), 1),
        Arguments.of("abreplay.documents.SwooleVsNode", "0.2", List.of("swoole", "node"), 1),
        Arguments.of("abreplay.documents.OctaneVsFpm", "0.1", List.of("fpm", "octane"), 1),
        Arguments.of("abreplay.documents.SwooleVsGoLadder", "0.01", List.of("swoole", "go"), 7),
        Arguments.of("abreplay.documents.WooVsPhp", "0.1", List.of("woo", "php", "swoole"), 1));
  }

  @ParameterizedTest
  @MethodSource("documents")
  void replaysEverySystemAndScenarioIntoOneReport(String simulation, String scale, List<String> systems, int scenarios) {
    Map<String, String> keys = new HashMap<>(Map.of("replay.scale", scale, "replay.warm-up", "100"));
    GatlingRun.Result run = GatlingRun.run(simulation, keys, results, WITHIN);

    assertThat(run.exitCode()).as(run.output()).isZero();
    assertThat(run.folder().orElseThrow().resolve("index.html")).isRegularFile();
    List<JsonObject> steps = run.steps();
    assertThat(steps).hasSize(systems.size() * scenarios);
    assertThat(steps.stream().map(s -> s.getString("system")).distinct()).containsExactlyElementsOf(systems);
    String reproduction = run.read("reproduction.md");
    assertThat(run.output()).as("the tables are printed at the end").contains("# Reproduction of document");
    assertThat(reproduction).contains("## Machines", "## Claims", "**Scale " + Double.parseDouble(scale) + "**");
    for (JsonObject step : steps) {
      if (step.getInteger("concurrency") >= 20000) {
        assertThat(step.getString("status")).isEqualTo("SKIPPED");
        assertThat(step.getString("reason")).contains("open files", "hard limit");
        continue;
      }
      JsonObject ab = step.getJsonObject("ab");
      assertThat(step.getString("status")).as(step.getString("name")).isEqualTo("COMPLETE");
      assertThat(ab.getLong("completeRequests")).as(step.getString("name")).isEqualTo(step.getLong("requestsPlanned"));
      assertThat(ab.getLong("failedRequests")).as(step.getString("name")).isZero();
      assertThat(step.getJsonObject("targetResources").getDouble("cpuUserPercentOfOneCore")).isNotNull();
      assertThat(step.getJsonObject("targetResources").getLong("maxRssBytes")).isPositive();
      assertThat(step.getLong("bytesPerResponseToAbHttp10")).isPositive();
      assertThat(reproduction).contains("(" + step.getString("target") + ")");
    }
  }
}
