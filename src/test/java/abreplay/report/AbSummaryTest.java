package abreplay.report;

import static abreplay.testing.RecordingBuilder.recording;
import static org.assertj.core.api.Assertions.assertThat;

import abreplay.plan.WarmUpPolicy;
import abreplay.recording.Recording;
import abreplay.result.AbRun;
import abreplay.result.WarmUpResult;
import java.net.URI;
import java.time.Duration;
import java.util.Optional;
import java.util.OptionalLong;
import org.junit.jupiter.api.Test;

/** The report ab would print, line by line, and what the run adds after it. */
class AbSummaryTest {
  private static final AbRun.Command COMMAND =
      new AbRun.Command(
          URI.create("http://127.0.0.1:8080/index.html"), 10, 1000, true, Duration.ofSeconds(30));

  private static AbRun run(Recording recording, long warmUp, String interruption) {
    WarmUpResult warmedUp =
        warmUp == 0
            ? WarmUpResult.NONE
            : new WarmUpResult(
                warmUp,
                WarmUpPolicy.LOAD_GENERATOR,
                "nginx",
                warmUp,
                Optional.empty(),
                Optional.empty());
    return new AbRun(
        "nginx -c10 -n1000 -k", COMMAND, warmedUp, recording, OptionalLong.of(10), interruption);
  }

  @Test
  void printsAbsLinesWithAbsFormulasAndFormats() {
    Recording r =
        recording()
            .responses(1000)
            .keepAlive(990)
            .bytesPerResponse(267, 23)
            .seconds(0.5)
            .server("nginx/1.4.6 (Ubuntu)")
            .times(1000, 2000, 3000, 4000)
            .build();

    String text = AbSummary.text(run(r, 50_000, null), "replay");

    assertThat(text)
        .startsWith(
            "ab-replay: nginx -c10 -n1000 -k  (ab -n 1000 -c 10 -k -s 30"
                + " http://127.0.0.1:8080/index.html)\n"
                + "Warm-up: 50000 requests to the same target ran first, warming the load generator"
                + " and this target (at least the warm-up count and 15 s, then until two 2-second"
                + " rounds ran at the same rate, at most 10 times the count or its time cap); they"
                + " are not counted below.\n\n");
    assertThat(text)
        .contains(
            """
            Server Software:        nginx/1.4.6
            Server Hostname:        127.0.0.1
            Server Port:            8080

            Document Path:          /index.html
            Document Length:        23 bytes

            Concurrency Level:      10
            Time taken for tests:   0.500 seconds
            Complete requests:      1000
            Failed requests:        0
            Keep-Alive requests:    990
            Total transferred:      267000 bytes
            HTML transferred:       23000 bytes
            Requests per second:    2000.00 [#/sec] (mean)
            Time per request:       5.000 [ms] (mean)
            Time per request:       0.500 [ms] (mean, across all concurrent requests)
            Transfer rate:          521.48 [Kbytes/sec] received

            Connection Times (ms)
                          min  mean[+/-sd] median   max
            Connect:      not measured
            Processing:   not measured
            Waiting:      not measured
            Total:          1    3   1.3      3       4
            """);
    assertThat(text)
        .contains(
            "  50%      3\n",
            " 100%      4 (longest request)\n", "Connections opened by the target: 10\n")
        .endsWith(AbSummary.DIFFERENCES + "\n");
  }

  @Test
  void saysWhereTheLoadGeneratorWarmedUpWhenThisTargetOnlyHadItsOwnBriefWarmUp() {
    WarmUpResult later =
        new WarmUpResult(
            30_000, WarmUpPolicy.TARGET, "nginx", 612_000, Optional.empty(), Optional.empty());
    AbRun run =
        new AbRun(
            "go -c10 -n1000 -k", COMMAND, later, recording().build(), OptionalLong.of(10), null);

    assertThat(AbSummary.text(run, "replay"))
        .contains(
            "Warm-up: 30000 requests to the same target ran first, for its own JIT or caches (at"
                + " least the warm-up count and 3 s, then until two 1-second rounds ran at the same"
                + " rate with the target's JIT quiet, at most its time cap (without one, 10 times"
                + " the count)), and the load generator was"
                + " warmed up once for the run, with 612000 requests to nginx; none are counted"
                + " below.\n");
  }

  @Test
  void saysHowEachWarmUpEndedAndNamesTheKeyOfATimeCap() {
    WarmUpResult slow =
        new WarmUpResult(
            3_450,
            WarmUpPolicy.TARGET,
            "fpm",
            13_800,
            Optional.of(WarmUpPolicy.End.TIME_CAP),
            Optional.of(WarmUpPolicy.End.COUNT_CAP));
    AbRun run =
        new AbRun("fpm -c8 -n2000", COMMAND, slow, recording().build(), OptionalLong.of(10), null);

    assertThat(AbSummary.text(run, "replay"))
        .contains(
            "Warm-up: 3450 requests to the same target ran first, for its own JIT or caches (at"
                + " least the warm-up count and 3 s, then until two 1-second rounds ran at the same"
                + " rate with the target's JIT quiet, at most its time cap (without one, 10 times"
                + " the count); it ended at its time cap,"
                + " replay.target-warm-up-cap), and the load generator was warmed up once for the"
                + " run, with 13800 requests to fpm (it ended at its count cap, 10 times the"
                + " count); none are counted below.\n");
  }

  @Test
  void breaksDownFailuresAsAbDoesAndSaysHowManyGotNoResponse() {
    Recording r = recording().responses(990).failures(4, 3, 2, 1).build();

    String text = AbSummary.text(run(r, 0, null), "ab");

    assertThat(text)
        .contains(
            "Warm-up: none for this target, and the load generator was not warmed up (ab.warm-up ="
                + " 0): its JIT compilation falls inside this run; none are counted below.\n",
            "Failed requests:        10\n   (Connect: 4, Receive: 3, Length: 2, Exceptions: 1)\n",
            "PARTIAL: 8 requests got no response (target down, stopped answering or timed out)\n");
  }

  @Test
  void namesTheInterruptionOfARunCutShort() {
    String text =
        AbSummary.text(
            run(recording().responses(400).sent(410).build(), 0, "the simulation was stopped"),
            "ab");

    assertThat(text).contains("PARTIAL: the simulation was stopped\n");
    assertThat(
            AbStats.of(run(recording().responses(400).sent(410).build(), 0, "x"))
                .failures()
                .exceptions())
        .as("requests still in flight when a run is cut short are not failures")
        .isZero();
    assertThat(
            AbStats.of(run(recording().responses(400).sent(410).build(), 0, null))
                .failures()
                .exceptions())
        .as("in a finished run, a request with neither a response nor a class is an exception")
        .isEqualTo(10);
  }
}
