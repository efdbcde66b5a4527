package abreplay;

import static abreplay.testing.PageCheck.marks;
import static org.assertj.core.api.Assertions.assertThat;

import abreplay.plan.LayoutPlanner;
import abreplay.report.page.GatlingPages;
import abreplay.testing.Chromium;
import abreplay.testing.GatlingRun;
import abreplay.testing.PageCheck;
import io.vertx.core.json.JsonObject;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Documents replayed whole through Gatling's launcher, at a small scale: what only a run can show.
 * Plans, verdicts and tables are specified by unit tests; here, that every step of every system
 * runs as planned, answers as the server did, and the reports agree with what the targets counted.
 */
class DocumentSimulationsIT {
  private static final Duration WITHIN = Duration.ofMinutes(4);

  @TempDir Path results;
  @TempDir Path profile;

  private GatlingRun.Result replay(String simulation, String scale, String scenarios) {
    // Both warm-ups run, the load generator's capped at ten times its count, each target's at its
    // least time cap (3 s): the test is their order and kind, not their length.
    GatlingRun.Result run =
        GatlingRun.run(
            simulation,
            Map.of(
                "replay.scale",
                scale,
                "replay.scenarios",
                scenarios,
                "replay.warm-up",
                "100",
                "replay.target-warm-up",
                "100",
                "replay.target-warm-up-cap",
                "3",
                // Injector 2's own warm-up before each c = 20,000 step: its order, not its length.
                "abreplay.injector-warm-up",
                "100"),
            results,
            WITHIN);
    assertThat(run.exitCode()).as(run.output()).isZero();
    assertThat(run.folder().orElseThrow().resolve("index.html")).isRegularFile();
    assertThat(run.output())
        .as("the tables are printed at the end")
        .contains("# Reproduction of document");
    return run;
  }

  /**
   * The ladder's first rung, its 10,000 and its first 20,000 (the one both systems published): each
   * c = 20,000 step costs two injector JVMs and ~17 s here, and the whole ladder at full scale is
   * src/bench/README.md's ("Document 003's ladder").
   */
  @Test
  void document003sLadderRunsEveryStepWithoutKeepAliveAndSkipsWhatThisMachineCannotHold()
      throws Exception {
    GatlingRun.Result run =
        replay(
            "abreplay.documents.SwooleVsGoLadder",
            "0.01",
            "c10-n100,c10000-n100000,c20000-n200000");

    List<JsonObject> steps = run.steps();
    assertThat(steps)
        .extracting(s -> s.getString("system"))
        .containsExactly("swoole", "swoole", "swoole", "go", "go", "go");
    for (JsonObject step : steps) {
      String name = step.getString("name");
      // Every step names its layout; c = 20,000 needs 2 injectors under this machine's hard limit
      // of 20,000 files.
      assertThat(step.getJsonObject("layout").getString("described"))
          .as(name)
          .startsWith(
              step.getInteger("concurrency") == 20_000
                  ? "2 injectors x 10,000 users; "
                  : "1 injector x ");
      if (step.getInteger("concurrency") == 20_000 && !LayoutPlanner.INJECTOR_RUNTIME) {
        // A machine with a higher limit runs these steps on one injector.
        assertThat(step.getString("status")).as(name).isEqualTo("SKIPPED");
        assertThat(step.getString("reason"))
            .as(name)
            .contains(
                "needs 2 injectors",
                "open-file hard limit",
                "the injector runtime is not in this build");
        continue;
      }
      assertThat(step.getString("status")).as(name).isEqualTo("COMPLETE");
      JsonObject ab = step.getJsonObject("ab");
      long requests = step.getLong("requestsPlanned");
      assertThat(ab.getLong("completeRequests")).as(name).isEqualTo(requests);
      assertThat(ab.getLong("failedRequests")).as(name).isZero();
      assertThat(ab.getLong("connectionsOpenedByTarget"))
          .as(name + ": one connection per request")
          .isEqualTo(requests);
      assertThat(ab.getLong("documentLengthBytes")).as(name).isEqualTo(12);
      assertTotalTransferredIsWhatTheTargetWrote(step);
      assertResourcesWereSampled(step);
    }
    // What each target sends to ab's own request: the bytes per response the document published.
    assertThat(steps.get(0).getLong("bytesPerResponseToAbHttp10")).isEqualTo(160);
    assertThat(steps.get(3).getLong("bytesPerResponseToAbHttp10")).isEqualTo(113);
    // The load generator warms up once, before the first system's own warm-up; each system warms
    // its target.
    JsonObject warmUps = run.summary().getJsonObject("warmUps");
    assertThat(warmUps.getJsonObject("swoole").getString("warmUpPolicy")).isEqualTo("TARGET");
    assertThat(warmUps.getJsonObject("go").getString("warmUpPolicy")).isEqualTo("TARGET");
    assertThat(steps.get(0).getJsonObject("ab").getString("loadGeneratorWarmedOn"))
        .isEqualTo("swoole");
    assertThat(steps.get(3).getJsonObject("ab").getString("loadGeneratorWarmedOn"))
        .isEqualTo("swoole");
    assertThat(run.read("ab-summary.txt"))
        .contains("the load generator was warmed up once for the run, with ");
    // The load generator's warm-up runs the measured path, so Gatling logs it under its own name; a
    // system's own warm-up is silent: not in Gatling's log nor its report.
    try (var files = java.nio.file.Files.list(run.folder().orElseThrow())) {
      assertThat(files.map(f -> f.getFileName().toString()).filter(f -> f.startsWith("req_")))
          .contains(
              GatlingPages.request("swoole -c10 -n10"),
              GatlingPages.request("swoole load generator warm-up -c10"))
          .doesNotContain(
              GatlingPages.request("swoole warm-up -c10"), GatlingPages.request("go warm-up -c10"));
    }
    // /proc counts CPU in 10-ms ticks: a step of a few milliseconds (c10 to c1000 at this scale,
    // depending
    // on the machine) cannot show which side was the limit and may say so; every step of 0.1 s or
    // more is
    // judged. Opening 10,000 connections one per request always takes longer than that.
    List<JsonObject> measurable =
        steps.stream()
            .filter(
                s ->
                    s.containsKey("ab")
                        && s.getJsonObject("ab").getDouble("timeTakenSeconds") >= 0.1)
            .toList();
    assertThat(measurable)
        .extracting(s -> s.getString("name"))
        .as("at least c10000 on both systems")
        .contains("swoole -c10000 -n10000", "go -c10000 -n10000");
    for (JsonObject step : measurable) {
      assertThat(step.getJsonObject("bound").getString("kind"))
          .as(step.getString("name"))
          .isNotEqualTo("UNKNOWN");
    }
    String reproduction = run.read("reproduction.md");
    assertThat(reproduction)
        .contains(
            "**Scale 0.01**",
            "## c20000-n200000",
            "| PHP 7.1 + Swoole 4 (stand-in swoole-4-hello) | 6,957.01 |");
    JsonObject claim = run.summary().getJsonArray("claims").getJsonObject(0);
    assertThat(claim.getString("side")).isEqualTo("STAND_INS");
    assertThat(claim.getString("verdictText"))
        .as("a verdict, or NOT JUDGED with why, at the run's scale")
        .matches(
            "((CONTRADICTED|NOT SUPPORTED|INCONCLUSIVE|SUPPORTED) BY WHAT THE STAND-INS MODEL.*|NOT"
                + " JUDGED \\(.+\\)), at scale 0.01");
    JsonObject failsUnderLoad = run.summary().getJsonArray("claims").getJsonObject(1);
    assertThat(failsUnderLoad.getString("kind")).isEqualTo("FAILS_UNDER_LOAD");
    assertThat(failsUnderLoad.getDouble("scale")).isEqualTo(0.01);
    assertTheLadderIsDrawnInABrowser(run.folder().orElseThrow(), steps);
  }

  /**
   * replay.html in Chromium: req/s against concurrency, published and replayed, the skipped steps
   * marked.
   */
  private void assertTheLadderIsDrawnInABrowser(Path folder, List<JsonObject> steps) {
    long skipped = steps.stream().filter(s -> s.getString("status").equals("SKIPPED")).count();
    try (Chromium chromium = Chromium.start(profile)) {
      Chromium.Visit page =
          PageCheck.open(chromium, folder.resolve("replay.html"), "replay-document-003");
      assertThat(marks(page, "ladder", 0, "point published"))
          .as("swoole at all 7 steps, go at 5")
          .isEqualTo(12);
      assertThat(marks(page, "ladder", 0, "line published")).isEqualTo(2);
      assertThat(marks(page, "ladder", 0, "point replayed")).isEqualTo(steps.size() - skipped);
      assertThat(marks(page, "ladder", 0, "line replayed")).isEqualTo(2);
      assertThat(marks(page, "ladder", 0, "skipped")).isEqualTo(skipped);
      assertThat(page.count("svg[data-chart=latency]"))
          .as("one per scenario that ran")
          .isEqualTo((steps.size() - skipped) / 2);
    }
  }

  /**
   * ab's Total transferred, rebuilt from the parsed responses, is every byte the stand-in wrote in
   * the step.
   */
  private static void assertTotalTransferredIsWhatTheTargetWrote(JsonObject step) {
    assertThat(step.getJsonObject("ab").getLong("totalTransferredBytes"))
        .as(step.getString("name"))
        .isEqualTo(step.getJsonObject("targetCounters").getLong("bytesWritten"));
  }

  /**
   * The stand-in's JVM, sampled each second: it used some CPU, its heap is within its -Xmx, its
   * threads are few.
   */
  private static void assertResourcesWereSampled(JsonObject step) {
    JsonObject resources = step.getJsonObject("targetResources");
    String name = step.getString("name");
    assertThat(
            resources.getDouble("cpuUserPercentOfOneCore")
                + resources.getDouble("cpuSystemPercentOfOneCore"))
        .as(name)
        .isBetween(0.0, 100.0 * Runtime.getRuntime().availableProcessors());
    assertThat(resources.getLong("maxRssBytes")).as(name).isBetween(20L << 20, 2L << 30);
    assertThat(resources.getInteger("maxThreads")).as(name).isBetween(5, 100);
  }
}
