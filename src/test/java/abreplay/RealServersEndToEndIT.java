package abreplay;

import static org.assertj.core.api.Assertions.assertThat;

import abreplay.config.Home;
import abreplay.realserver.RealServerLoader;
import abreplay.testing.Document000Run;
import abreplay.testing.GatlingRun;
import abreplay.testing.Installed;
import io.vertx.core.json.JsonObject;
import java.nio.file.Path;
import java.time.Duration;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Every document replayed with -Dreplay.compare=true through Gatling's launcher, at a small scale,
 * without warm-up, and (but for document 000, whose run {@link Document000Run} shares, with nginx
 * at a url) only its systems that have a real server: what only a run can show. Each system with a
 * real server runs on its stand-in and on its real server, started and stopped by the run; the real
 * one has 0 failed requests, sends ab's request the bytes its stand-in sends (or the difference its
 * fidelity text states), keeps connections open as its stand-in does, and is sampled from /proc. CI
 * installs every real server's software (.ci/run); elsewhere a test whose real server's software is
 * missing is skipped, naming its package.
 */
class RealServersEndToEndIT {
  private static final Duration WITHIN = Duration.ofMinutes(4);

  @TempDir Path results;

  private GatlingRun.Result compare(String simulation, String... keyValues) {
    Map<String, String> properties =
        new HashMap<>(Map.of("replay.compare", "true", "replay.warm-up", "0"));
    for (int i = 0; i < keyValues.length; i += 2) properties.put(keyValues[i], keyValues[i + 1]);
    GatlingRun.Result run = GatlingRun.run(simulation, properties, results, WITHIN);
    assertThat(run.exitCode()).as(run.output()).isZero();
    assertThat(run.output())
        .as("no real server fell back to its stand-in")
        .doesNotContain("runs on its stand-in");
    return run;
  }

  @Test
  void document000ComparesGoWithItsStandInAndAddsTheReferenceServer() {
    GatlingRun.Result run = Document000Run.get().run();
    assertThat(run.output())
        .as("no real server fell back to its stand-in; Swoole is on its stand-in by choice")
        .doesNotContain("runs on its stand-in");

    assertThat(run.steps())
        .extracting(s -> s.getString("system") + " " + s.getString("kind"))
        .containsExactly(
            "nginx URL",
            "go STAND_IN",
            "go REAL",
            "swoole STAND_IN",
            "vertx-web REAL",
            // the second round in the reverse order
            "vertx-web REAL",
            "swoole STAND_IN",
            "go REAL",
            "go STAND_IN",
            "nginx URL");
    assertRealServerAnswersLikeItsStandIn(run, "go");
    JsonObject vertx = step(run, "vertx-web", "REAL").getJsonObject("ab");
    assertThat(vertx.getLong("failedRequests")).isZero();
    assertThat(vertx.getLong("documentLengthBytes")).as("document 000's page").isEqualTo(23);
    assertThat(run.read("reproduction.md"))
        .contains(
            "Stand-in vs real server (replay.compare",
            "| Go 1.5.2 net/http | ",
            "| 280 / 280 (0, as expected) |",
            "| Vert.x Web 5 (reference: a plain 2026 JVM server) (real) |",
            "(real go-net-http: document 000's Go program, built with Debian's Go "
                + goVersion()
                + ")");
    assertThat(run.summary().getJsonArray("claims").getJsonObject(1).getString("side"))
        .as("Swoole on its stand-in: judged between stand-ins")
        .isEqualTo("STAND_INS");
  }

  @Test
  void document000ComparesSwooleWithItsStandInAndTheReplayNamesItsVersion() {
    Installed.realServer("swoole-1.7-base");
    GatlingRun.Result run =
        compare(
            "abreplay.documents.SwooleVsNginxAndGo",
            "replay.scale",
            "0.005",
            "replay.systems",
            "swoole");

    assertRealServerAnswersLikeItsStandIn(run, "swoole");
    JsonObject swoole = step(run, "swoole", "REAL");
    assertThat(swoole.getJsonObject("ab").getString("serverSoftware"))
        .isEqualTo("swoole-http-server");
    assertThat(swoole.getLong("bytesPerResponseToAbHttp10"))
        .as("the post's Total transferred / Complete requests")
        .isEqualTo(265);
    assertThat(swoole.getString("target"))
        .as("what played the post's Swoole 1.7.22, as PHP tells it")
        .startsWith("real swoole-1.7-base: Swoole " + phpSays("phpversion('swoole')"))
        .contains(" on PHP " + phpSays("PHP_VERSION"));
  }

  @Test
  void document001ComparesNode() {
    Installed.realServer("node-http");
    Installed.realServer("swoole-debug-empty");
    GatlingRun.Result run =
        compare(
            "abreplay.documents.SwooleVsNode",
            "replay.scale",
            "0.1",
            "replay.systems",
            "swoole,node");

    assertRealServerAnswersLikeItsStandIn(run, "node");
    assertRealServerAnswersLikeItsStandIn(run, "swoole");
  }

  @Test
  void document002ComparesLaravelUnderPhpFpmBehindNginx() {
    Installed.realServer("laravel-fpm");
    GatlingRun.Result run =
        compare("abreplay.documents.OctaneVsFpm", "replay.scale", "0.1", "replay.systems", "fpm");

    assertRealServerAnswersLikeItsStandIn(run, "fpm");
    JsonObject fpm = step(run, "fpm", "REAL");
    assertThat(fpm.getJsonObject("ab").getLong("documentLengthBytes"))
        .as("the controller's JSON")
        .isEqualTo(30);
    assertThat(fpm.getJsonObject("targetResources").getInteger("maxThreads"))
        .as("nginx's master and workers, PHP-FPM's master and 8 children, the shell")
        .isGreaterThanOrEqualTo(12);
  }

  @Test
  void document003ComparesGoOnTheFirstStepsOfTheLadder() {
    Installed.realServer("go-hello");
    Installed.realServer("swoole-4-hello");
    GatlingRun.Result run =
        compare(
            "abreplay.documents.SwooleVsGoLadder",
            "replay.scenarios",
            "c10-n100,c100-n1000",
            "replay.systems",
            "swoole,go");

    assertRealServerAnswersLikeItsStandIn(run, "go");
    assertRealServerAnswersLikeItsStandIn(run, "swoole");
  }

  @Test
  void document004ComparesWoosFasthttpAndPhpsBuiltInServer() {
    Installed.realServer("woo-fasthttp");
    Installed.realServer("php-builtin");
    Installed.realServer("swoole-4-static");
    GatlingRun.Result run =
        compare(
            "abreplay.documents.WooVsPhp",
            "replay.scale",
            "0.05",
            "replay.systems",
            "woo,php,swoole");

    assertRealServerAnswersLikeItsStandIn(run, "woo");
    assertThat(step(run, "woo", "REAL").getLong("bytesPerResponseToAbHttp10"))
        .as("fasthttp's keep-alive answer, as published")
        .isEqualTo(171);
    assertThat(step(run, "woo", "REAL").getJsonObject("ab").getLong("documentLengthBytes"))
        .as("hello world!")
        .isEqualTo(12);
    assertRealServerAnswersLikeItsStandIn(run, "php");
    assertThat(step(run, "php", "REAL").getJsonObject("ab").getLong("keepAliveRequests"))
        .as("always closes")
        .isZero();
    assertRealServerAnswersLikeItsStandIn(run, "swoole");
  }

  /**
   * The real server's steps: complete, 0 failed, ab's bytes as its stand-in's plus the stated
   * difference, the same keep-alive behaviour, and resources sampled.
   */
  private static void assertRealServerAnswersLikeItsStandIn(GatlingRun.Result run, String system) {
    JsonObject standIn = step(run, system, "STAND_IN");
    JsonObject real = step(run, system, "REAL");
    int expected =
        new RealServerLoader(Home.dir())
            .load(real.getString("realServer"))
            .fidelity()
            .abBytesVsStandIn();
    String name = real.getString("name");
    assertThat(real.getString("status")).as(name).isEqualTo("COMPLETE");
    JsonObject ab = real.getJsonObject("ab");
    assertThat(ab.getLong("failedRequests")).as(name).isZero();
    assertThat(ab.getLong("completeRequests")).as(name).isEqualTo(real.getLong("requestsPlanned"));
    assertThat(
            real.getLong("bytesPerResponseToAbHttp10")
                - standIn.getLong("bytesPerResponseToAbHttp10"))
        .as(name + ": bytes to ab's HTTP/1.0 request, real - stand-in")
        .isEqualTo(expected);
    assertThat(keepAliveShare(ab))
        .as(name + ": keep-alive share as its stand-in's")
        .isCloseTo(
            keepAliveShare(standIn.getJsonObject("ab")), org.assertj.core.data.Offset.offset(0.02));
    assertThat(real.getJsonObject("targetResources").getInteger("maxThreads"))
        .as(name)
        .isPositive();
  }

  /** What Debian's Go says its version is, e.g. "1.19.8". */
  private static String goVersion() {
    return said(List.of("go", "version")).replaceAll("^go version go([0-9.]+).*", "$1");
  }

  /** What the PHP on PATH echoes for {@code expression}, e.g. "8.2.36" for PHP_VERSION. */
  private static String phpSays(String expression) {
    return said(List.of("php", "-r", "echo " + expression + ";"));
  }

  private static String said(List<String> command) {
    try {
      Process p = new ProcessBuilder(command).redirectErrorStream(true).start();
      String out = new String(p.getInputStream().readAllBytes()).strip();
      assertThat(p.waitFor()).as(String.join(" ", command)).isZero();
      return out;
    } catch (java.io.IOException e) {
      throw new java.io.UncheckedIOException(e);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new AssertionError(e);
    }
  }

  private static double keepAliveShare(JsonObject ab) {
    return (double) ab.getLong("keepAliveRequests") / ab.getLong("completeRequests");
  }

  /** The first step of {@code system} of that kind. */
  private static JsonObject step(GatlingRun.Result run, String system, String kind) {
    List<JsonObject> steps = run.steps();
    return steps.stream()
        .filter(s -> s.getString("system").equals(system) && s.getString("kind").equals(kind))
        .findFirst()
        .orElseThrow(
            () -> new AssertionError("no " + kind + " step of " + system + " in " + steps));
  }
}
