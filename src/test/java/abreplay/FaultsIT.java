package abreplay;

import static abreplay.testing.Processes.arguments;
import static abreplay.testing.Processes.await;
import static abreplay.testing.Processes.established;
import static abreplay.testing.Processes.sleep;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import abreplay.config.Home;
import abreplay.machine.ProcStat;
import abreplay.standin.StandInMain;
import abreplay.testing.Chromium;
import abreplay.testing.GatlingRun;
import abreplay.testing.LateAcceptingServer;
import abreplay.testing.PageCheck;
import abreplay.testing.RebuildCommand;
import io.vertx.core.json.JsonObject;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.ConnectException;
import java.net.InetAddress;
import java.net.Socket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Faults during a run, each through Gatling's launcher as `mvn gatling:test` forks it: a connection
 * past a full backlog, a target that dies, the run stopped or orphaned, a stand-in that cannot
 * start. Every request stays accounted for, the run ends by itself, and the reports say PARTIAL and
 * why. Wrong responses need no whole run: WrongResponsesTest runs them through Gatling in its own
 * JVM.
 */
class FaultsIT {
  private static final Duration WITHIN = Duration.ofSeconds(90);

  /**
   * A load that outlasts the fault (the hello stand-in answers at most ~15-30k requests/s here).
   */
  private static final Map<String, String> LONG_LOAD =
      Map.of(
          "ab.requests",
          "50000",
          "ab.concurrency",
          "10",
          "ab.keep-alive",
          "true",
          "replay.timeout",
          "5",
          "replay.warm-up",
          "0",
          "replay.target-warm-up",
          "0");

  @TempDir Path results;

  /**
   * Every process these tests started, directly or through a run: ended by PID if a test leaves one
   * behind.
   */
  private final List<ProcessHandle> started = new ArrayList<>();

  @AfterEach
  void endWhatIsLeft() {
    for (ProcessHandle process : started) {
      process.descendants().forEach(ProcessHandle::destroyForcibly);
      process.destroyForcibly();
    }
  }

  @Test
  void aConnectionWaitingForASynRetryPastAFullBacklogIsASlowRequestNotAConnectFailure() {
    // Accepting again after 12 s: the step's connection is made at its SYN retry at ~15 s, after
    // the
    // 10 s Gatling gives a connect by default and within ab's -s of 30.
    try (LateAcceptingServer late = new LateAcceptingServer(Duration.ofSeconds(12))) {
      GatlingRun.Result run =
          GatlingRun.run(
              "abreplay.AbSimulation",
              Map.of(
                  "ab.url",
                  late.url(),
                  "ab.requests",
                  "1",
                  "ab.concurrency",
                  "1",
                  "ab.keep-alive",
                  "false",
                  "replay.timeout",
                  "30",
                  "replay.warm-up",
                  "0",
                  "replay.target-warm-up",
                  "0"),
              results,
              WITHIN);

      assertThat(run.exitCode()).as(run.output()).isZero();
      JsonObject ab = run.steps().get(0).getJsonObject("ab");
      assertThat(ab.getLong("completeRequests")).isEqualTo(1);
      assertThat(ab.getLong("failedRequests")).isZero();
      assertThat(ab.getJsonObject("connectionTimesMs").getJsonObject("total").getLong("max"))
          .as("ms: waited for the SYN retry")
          .isBetween(10_000L, 30_000L);
    }
  }

  @Test
  void aStandInKilledMidRunLeavesAPartialRunWithEveryRequestAccountedFor() {
    GatlingRun gatling = track(GatlingRun.start("abreplay.AbSimulation", LONG_LOAD, results));
    ProcessHandle standIn = standInOf(gatling.pid());
    awaitLoad(port(standIn));

    standIn.destroyForcibly();
    GatlingRun.Result run = gatling.await(WITHIN);

    assertThat(run.exitCode()).as("replay.max-failed = 0 fails the build").isEqualTo(2);
    assertThat(run.summary().getString("status")).isEqualTo("PARTIAL");
    JsonObject step = run.steps().get(0);
    JsonObject ab = step.getJsonObject("ab");
    JsonObject failed = ab.getJsonObject("failedBreakdown");
    assertThat(step.getString("status")).isEqualTo("PARTIAL");
    assertThat(step.getString("reason"))
        .startsWith("the stand-in exited during this step; its last lines:")
        .contains(StandInMain.READY);
    assertThat(ab.getLong("completeRequests")).as("answered before the kill").isPositive();
    assertThat(ab.getLong("failedRequests"))
        .isPositive()
        .isEqualTo(failed.getLong("connect") + failed.getLong("receive"));
    // Every request sent is accounted for; ab stops at the first receive error, and so does the
    // step.
    assertThat(ab.getLong("completeRequests") + ab.getLong("failedRequests"))
        .isEqualTo(ab.getLong("requestsSent"))
        .isLessThanOrEqualTo(50_000);
    assertThat(run.read("ab-summary.txt"))
        .contains("PARTIAL: the stand-in exited during this step");
  }

  @Test
  void sigtermStopsTheRunItsStandInAndWritesAPartialReport() throws IOException {
    GatlingRun gatling = track(GatlingRun.start("abreplay.AbSimulation", LONG_LOAD, results));
    int port = port(standInOf(gatling.pid()));
    awaitLoad(port);
    List<ProcessHandle> itsProcesses =
        ProcessHandle.of(gatling.pid()).orElseThrow().descendants().toList();

    ProcessHandle.of(gatling.pid()).orElseThrow().destroy();
    GatlingRun.Result run = gatling.await(Duration.ofSeconds(30));

    assertThat(run.exitCode()).as(run.output()).isEqualTo(128 + 15);
    awaitEnded(itsProcesses, Duration.ofSeconds(10));
    assertThatThrownBy(() -> new Socket(InetAddress.getLoopbackAddress(), port).close())
        .as("nothing listens on the stand-in's port")
        .isInstanceOf(ConnectException.class);
    JsonObject summary = run.summary();
    assertThat(summary.getString("status")).isEqualTo("PARTIAL");
    assertThat(summary.getString("interruption"))
        .isEqualTo("the simulation was stopped (SIGTERM or Ctrl-C) before it ended");
    // The step too, though its users may have ended, and its end been marked, before the report is
    // written.
    JsonObject step = run.steps().get(0);
    assertThat(step.getString("status")).isEqualTo("PARTIAL");
    assertThat(step.getString("reason")).isEqualTo(summary.getString("interruption"));
    assertThat(step.getJsonObject("ab").getLong("completeRequests")).isLessThan(50_000);
    assertThat(run.read("ab-summary.txt"))
        .startsWith(
            "PARTIAL RUN: the simulation was stopped (SIGTERM or Ctrl-C) before it ended\n");
  }

  @Test
  void aRunKilledWithSigkillRebuildsFromItsFolderAsPartialWithWhatItMeasuredUpToItsLastSecond()
      throws IOException {
    Map<String, String> load = new java.util.HashMap<>(LONG_LOAD);
    load.put("ab.requests", "5000000");
    GatlingRun gatling = track(GatlingRun.start("abreplay.AbSimulation", load, results));
    ProcessHandle standIn = standInOf(gatling.pid());
    awaitLoad(port(standIn));
    Path log = await("the step's interval log", () -> stepLog(results));
    // Responses committed to the disk: the first seconds of a step's log may be Gatling starting
    // its users.
    await(
        "a committed interval with responses",
        () ->
            Optional.of(committed(log))
                .filter(lines -> lines.stream().anyMatch(l -> l.getLong("responses") > 0)));

    ProcessHandle.of(gatling.pid()).orElseThrow().destroyForcibly();
    awaitEnded(List.of(standIn), Duration.ofSeconds(10));
    Path folder = log.getParent().getParent();
    RebuildCommand.Result rebuilt = RebuildCommand.run(folder);

    assertThat(rebuilt.exitCode()).as(rebuilt.err()).isZero();
    assertThat(rebuilt.out())
        .contains("(PARTIAL: the run stopped before it wrote its reports (killed with SIGKILL");
    JsonObject summary = new JsonObject(Files.readString(folder.resolve("summary.json")));
    JsonObject step = summary.getJsonArray("steps").getJsonObject(0);
    long measured = committed(log).stream().mapToLong(l -> l.getLong("responses")).sum();
    assertThat(summary.getString("status")).isEqualTo("PARTIAL");
    assertThat(step.getString("status")).isEqualTo("PARTIAL");
    assertThat(step.getString("reason")).startsWith("the run stopped before it wrote its reports");
    assertThat(step.getJsonObject("ab").getLong("completeRequests"))
        .as("every interval committed before the kill")
        .isEqualTo(measured)
        .isPositive()
        .isLessThan(5_000_000);
    assertThat(step.getJsonObject("ab").getDouble("requestsPerSecond")).isPositive();
    assertThat(Files.readString(folder.resolve("ab-summary.txt")))
        .startsWith("PARTIAL RUN: the run stopped before");
    assertThat(Files.readString(folder.resolve("replay.html")))
        .contains("<span class=\"status partial\"");
    try (Chromium chromium = Chromium.start(Files.createDirectories(results.resolve("chromium")))) {
      // Gatling wrote no report: the page links only to what the folder holds.
      PageCheck.open(chromium, folder.resolve("replay.html"), "replay-killed-run");
    }
  }

  /**
   * The run's step interval log (not its warm-ups': replay.warm-up and replay.target-warm-up are 0
   * here).
   */
  private static Optional<Path> stepLog(Path results) {
    try (Stream<Path> files = Files.walk(results)) {
      return files
          .filter(
              f ->
                  f.getFileName().toString().startsWith("ab_-n_5000000_-c_10_-k")
                      && f.getFileName().toString().endsWith(".jsonl"))
          .findFirst();
    } catch (IOException | UncheckedIOException e) {
      return Optional.empty();
    }
  }

  /** The intervals a log has committed: its whole lines after the header. */
  private static List<JsonObject> committed(Path log) {
    try {
      String text = Files.readString(log);
      return text.substring(0, text.lastIndexOf('\n') + 1)
          .lines()
          .skip(1)
          .map(JsonObject::new)
          .toList();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  @Test
  void aRunWhoseParentIsKilledStopsByItselfWithItsStandIn() {
    GatlingRun shell =
        track(GatlingRun.startUnderShell("abreplay.AbSimulation", LONG_LOAD, results, Home.dir()));
    ProcessHandle launcher =
        await(
            "the launcher under the shell",
            () ->
                ProcessHandle.of(shell.pid()).stream()
                    .flatMap(ProcessHandle::children)
                    .filter(p -> arguments(p).contains("io.gatling.app.Gatling"))
                    .findFirst());
    started.add(launcher);
    ProcessHandle standIn = standInOf(launcher.pid());
    awaitLoad(port(standIn));

    ProcessHandle.of(shell.pid()).orElseThrow().destroyForcibly();

    awaitEnded(List.of(launcher, standIn), Duration.ofSeconds(60));
    GatlingRun.Result run = shell.await(Duration.ofSeconds(10));
    assertThat(run.output())
        .contains(
            "ab-replay: the process that started this run (pid "
                + shell.pid()
                + ", e.g. Maven) was stopped before it ended: stopping");
    assertThat(run.summary().getString("status")).isEqualTo("PARTIAL");
    assertThat(run.summary().getString("interruption"))
        .contains("process that started this run", "was stopped before it ended");
    assertThat(run.read("ab-summary.txt")).startsWith("PARTIAL RUN: ");
  }

  @Test
  void aStandInThatCannotStartLeavesItsSystemNotRunAndTheOthersComplete(@TempDir Path dir)
      throws IOException {
    Path home = GatlingRun.copyOfHome(dir);
    // A first system whose step takes at least 2 s (200 requests, 2 at a time, 20 ms each): time
    // enough to
    // break the second one's profile after the run has planned with it, and before its stand-in
    // starts.
    Files.writeString(
        home.resolve("targets/slow.conf"),
        Files.readString(home.resolve("targets/hello.conf"))
            + "\nservice { cpu = 0ms, io-wait = 20ms, pool = 2 }\n");
    Files.writeString(home.resolve("conf/documents/two-systems.conf"), TWO_SYSTEMS);
    GatlingRun gatling =
        track(
            GatlingRun.start(
                "abreplay.documents.SwooleVsNginxAndGo",
                Map.of("config.file", "conf/documents/two-systems.conf"),
                results,
                home));

    await("the slow stand-in's log", () -> logOf(home, "slow"));
    Files.delete(home.resolve("user-files/webroot/index.html"));
    GatlingRun.Result run = gatling.await(WITHIN);

    assertThat(run.exitCode()).as("nginx's ready check failed").isEqualTo(2);
    List<JsonObject> steps = run.steps();
    assertThat(steps)
        .extracting(s -> s.getString("system") + " " + s.getString("status"))
        .containsExactly("slow COMPLETE", "nginx NOT_RUN");
    assertThat(steps.get(0).getJsonObject("ab").getLong("completeRequests")).isEqualTo(200);
    assertThat(steps.get(1).getString("reason"))
        .startsWith(
            "the stand-in did not start: stand-in nginx-1.4.6 exited before it listened; its last"
                + " lines:")
        .contains("ab-replay: targets/nginx-1.4.6.conf:")
        .contains("body-file = \"user-files/webroot/index.html\": no such file");
    assertThat(run.summary().getString("status")).isEqualTo("PARTIAL");
    assertThat(run.read("reproduction.md")).contains("**PARTIAL**");
  }

  /** Two systems: a slow one, then nginx-1.4.6, the one profile that serves a body file. */
  private static final String TWO_SYSTEMS =
      """
      document {
        id = "t01"
        title = "a stand-in that cannot start"
        source = "FaultsTest"
        machine { cores = 2, cpu = "any", memory = "any", os = "Linux", load-generator = "ab-replay" }
        baseline = slow
      }
      systems {
        slow { target = slow }
        nginx { target = nginx-1.4.6 }
      }
      scenarios = [
        { id = "c2-n200-k", requests = 200, concurrency = 2, keep-alive = true, path = "/" }
      ]
      replay { warm-up = 0, timeout = 5 }
      """;

  private GatlingRun track(GatlingRun run) {
    ProcessHandle.of(run.pid()).ifPresent(started::add);
    return run;
  }

  /** The stand-in JVM a run started: its descendant running StandInMain. */
  private ProcessHandle standInOf(long launcherPid) {
    ProcessHandle standIn =
        await(
            "the stand-in of pid " + launcherPid,
            () ->
                ProcessHandle.of(launcherPid).stream()
                    .flatMap(ProcessHandle::descendants)
                    .filter(p -> arguments(p).contains(StandInMain.class.getName()))
                    .findFirst());
    started.add(standIn);
    return standIn;
  }

  /** The port a stand-in was told to listen on: the argument after its profile. */
  private static int port(ProcessHandle standIn) {
    List<String> args = arguments(standIn);
    return Integer.parseInt(args.get(args.indexOf(StandInMain.class.getName()) + 2));
  }

  /**
   * Waits until the step's users hold their connections to {@code port} (a connection per user: the
   * load flows), then half a second more so that requests have been answered.
   */
  private static void awaitLoad(int port) {
    await(
        "10 connections to port " + port,
        () -> Optional.of(established(port)).filter(c -> c >= 10));
    sleep(Duration.ofMillis(500));
  }

  private static Optional<Path> logOf(Path home, String system) {
    Path logs = home.resolve("target/ab-replay/logs");
    if (!Files.isDirectory(logs)) return Optional.empty();
    try (Stream<Path> files = Files.walk(logs)) {
      // Named as in the run folder: standin-<system>.log.
      return files
          .filter(f -> f.getFileName().toString().equals("standin-" + system + ".log"))
          .findFirst();
    } catch (IOException e) {
      return Optional.empty();
    }
  }

  private static void awaitEnded(Collection<ProcessHandle> processes, Duration within) {
    await(
        processes + " ended",
        () -> processes.stream().allMatch(FaultsIT::ended) ? Optional.of(true) : Optional.empty());
  }

  /**
   * Gone, or a zombie: an orphan's exit is reaped by pid 1, which may take its time, and Java
   * counts a zombie as alive.
   */
  private static boolean ended(ProcessHandle process) {
    return !process.isAlive() || !ProcStat.live(process.pid());
  }

  /**
   * What the misbehaving server answers to the step's k-th request (the ready check before it gets
   * OK).
   */
}
