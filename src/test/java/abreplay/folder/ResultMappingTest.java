package abreplay.folder;

import static org.assertj.core.api.Assertions.assertThat;

import abreplay.machine.ClockSync;
import abreplay.machine.ProcessSampler;
import abreplay.plan.WarmUpPolicy;
import abreplay.result.AbRun;
import abreplay.result.Bound;
import abreplay.result.ClockTolerance;
import abreplay.result.InjectorStarts;
import abreplay.result.Resources;
import abreplay.result.StepResult;
import abreplay.result.WarmUpResult;
import abreplay.targets.TargetCounters;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.net.URI;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import java.util.OptionalDouble;
import java.util.OptionalLong;
import org.junit.jupiter.api.Test;

/**
 * What a run measured as the run record keeps it and summary.json shows it: one name per figure, an
 * unknown figure an absent key, each kind of clock and of clock tolerance by its name.
 */
class ResultMappingTest {
  private static final Bound BUSY = new Bound(Bound.Kind.LOAD_GENERATOR, 1.4, 0.6, 2, 0.01, 0.3);
  private static final ClockSync CHRONY =
      new ClockSync.Synchronised(
          "chronyc tracking", OptionalDouble.of(-0.25), OptionalDouble.empty());
  private static final ProcessSampler.Usage TARGET =
      new ProcessSampler.Usage(2.5, 80, 12.5, 1000, 20, 1 << 20, 9, OptionalLong.empty());
  private static final ProcessSampler.Usage LOAD_GENERATOR =
      new ProcessSampler.Usage(2.5, 150, 20, 3000, 400, 1 << 28, 35, OptionalLong.of(1 << 26));

  private static AbRun ab(OptionalLong connections, String interruption) {
    return new AbRun(
        "swoole -c10 -n1000 -k",
        new AbRun.Command(
            URI.create("http://127.0.0.1:10000/"), 10, 1000, true, Duration.ofSeconds(30)),
        new WarmUpResult(
            500, WarmUpPolicy.TARGET, "nginx", 20_000, Optional.empty(), Optional.empty()),
        null,
        connections,
        interruption);
  }

  private static InjectorStarts starts(ClockTolerance tolerance) {
    return new InjectorStarts(
        1_000_000,
        List.of(
            new InjectorStarts.Injector(
                1, "a", "k", CHRONY, 2000, OptionalLong.of(26_000), OptionalLong.of(1)),
            new InjectorStarts.Injector(
                2,
                "b",
                "",
                new ClockSync.NotSynchronised("timedatectl: NTPSynchronized=no"),
                2000,
                OptionalLong.empty(),
                OptionalLong.of(4)),
            new InjectorStarts.Injector(
                3,
                "c",
                "",
                new ClockSync.Unknown("chronyc: not on this host"),
                0,
                OptionalLong.empty(),
                OptionalLong.empty())),
        tolerance);
  }

  @Test
  void aStepsOutcomeComesBackButItsStepAndItsRecordingWhichTheReaderHandsBack() {
    StepResult ran =
        new StepResult(
            null,
            StepResult.Status.PARTIAL,
            Optional.of(ab(OptionalLong.of(10), "stopped at the first receive error")),
            "stopped at the first receive error",
            Optional.of(new TargetCounters(10, 1, 1000, 162_000, 0, 2, 0)),
            new Resources(Optional.of(TARGET), Optional.of(LOAD_GENERATOR), BUSY),
            OptionalLong.of(162),
            Optional.of(starts(new ClockTolerance.Given(2))),
            List.of());
    StepResult notRun =
        new StepResult(
            null,
            StepResult.Status.SKIPPED,
            Optional.empty(),
            "needs 4 CPUs",
            Optional.empty(),
            Resources.none(),
            OptionalLong.empty(),
            Optional.empty(),
            List.of());

    assertThat(Mapped.back(ran, StepResult.class)).isEqualTo(ran);
    assertThat(Mapped.back(notRun, StepResult.class)).isEqualTo(notRun);
    ObjectNode json = Mapped.tree(ran);
    assertThat(json.has("step")).isFalse();
    assertThat(json.at("/ab").has("recording")).isFalse();
    assertThat(json.at("/bytesPerResponseToAbHttp10").asLong()).isEqualTo(162);
    assertThat(json.at("/resources").fieldNames())
        .toIterable()
        .containsExactly("targetResources", "loadGeneratorResources", "bound");
    assertThat(json.at("/resources/targetResources").has("maxHeapUsedBytes")).isFalse();
    assertThat(json.at("/resources/loadGeneratorResources/maxHeapUsedBytes").asLong())
        .isEqualTo(1 << 26);
  }

  @Test
  void anAbRunCarriesSummaryJsonsNamesAndReadsItsVersion1Names() {
    AbRun run = ab(OptionalLong.empty(), null);
    ObjectNode json = Mapped.tree(run);

    assertThat(json.fieldNames()).toIterable().containsExactly("requestName", "command", "warmUp");
    assertThat(json.get("command").fieldNames())
        .toIterable()
        .containsExactly("url", "concurrencyLevel", "requests", "keepAlive", "timeoutSeconds");
    assertThat(json.get("warmUp").fieldNames())
        .toIterable()
        .containsExactly(
            "warmUpRequests", "warmUpPolicy", "loadGeneratorWarmedOn", "loadGeneratorRequests");
    // How each warm-up ended, when known, under summary.json's names; absent in older records.
    WarmUpResult ended =
        new WarmUpResult(
            500,
            WarmUpPolicy.TARGET,
            "nginx",
            20_000,
            Optional.of(WarmUpPolicy.End.TIME_CAP),
            Optional.of(WarmUpPolicy.End.STEADY));
    assertThat(Mapped.tree(ended).fieldNames())
        .toIterable()
        .endsWith("warmUpEnd", "loadGeneratorWarmUpEnd");
    assertThat(Mapped.back(ended, WarmUpResult.class)).isEqualTo(ended);
    AbRun version1 =
        Mapped.read(
            """
            {"name": "swoole -c10 -n1000 -k",
             "command": {"url": "http://127.0.0.1:10000/", "concurrency": 10, "requests": 1000,
                         "keepAlive": true, "timeout": "PT30S"},
             "warmUp": {"requests": 500, "policy": "TARGET", "loadGeneratorWarmedOn": "nginx",
                        "loadGeneratorRequests": 20000},
             "interruption": null, "targetConnections": 10}
            """,
            AbRun.class);
    assertThat(version1).isEqualTo(ab(OptionalLong.of(10), null));
  }

  @Test
  void aBoundNamesEachFigureWithItsUnitBesideItsMarkAndItsExplanation() {
    ObjectNode json = Mapped.tree(BUSY);

    assertThat(json.fieldNames())
        .toIterable()
        .containsExactly(
            "kind",
            "mark",
            "explained",
            "loadGeneratorCores",
            "targetCores",
            "targetCapacityCores",
            "loadGeneratorCpusIdleShare",
            "otherProcessesCores");
    assertThat(json.get("mark").asText()).isEqualTo("LOAD-GENERATOR-BOUND");
    assertThat(json.get("explained").asText()).isEqualTo(BUSY.explained());
    assertThat(json.get("otherProcessesCores").asDouble()).isEqualTo(0.3);
  }

  @Test
  void aBoundComesBackAsItWasWithAnUnknownFigureAsAnAbsentKey() {
    Bound remote = new Bound(Bound.Kind.NEITHER, 0.5, Double.NaN, 2, 0.4, Double.NaN);

    assertThat(Mapped.tree(remote).has("targetCores")).isFalse();
    assertThat(Mapped.back(remote, Bound.class)).isEqualTo(remote);
    assertThat(Mapped.back(BUSY, Bound.class)).isEqualTo(BUSY);
    assertThat(Mapped.back(Bound.unknown(), Bound.class)).isEqualTo(Bound.unknown());
  }

  @Test
  void aBoundReadsTheNamesEarlierRunRecordsUsedSoThatTheirFoldersStillRebuild() {
    Bound earlier =
        Mapped.read(
            """
            {"kind": "LOAD_GENERATOR", "mark": "LOAD-GENERATOR-BOUND", "explained": "...",
             "loadGeneratorCores": 1.4, "targetCores": 0.6, "targetCapacityCores": 2.0,
             "loadGeneratorCpusIdle": 0.01, "otherCores": 0.3}
            """,
            Bound.class);

    assertThat(earlier).isEqualTo(BUSY);
  }

  @Test
  void injectorsStartsComeBackWithEachKindOfClockAndOfClockTolerance() {
    List<ClockTolerance> tolerances =
        List.of(
            new ClockTolerance.Given(2),
            new ClockTolerance.OneKernel("k"),
            new ClockTolerance.Bounded(1.5),
            new ClockTolerance.Unknown("injector 2's clock: not synchronised"));

    for (ClockTolerance t : tolerances)
      assertThat(Mapped.back(starts(t), InjectorStarts.class)).isEqualTo(starts(t));
    ObjectNode json = Mapped.tree(starts(new ClockTolerance.OneKernel("k")));
    assertThat(json.get("startSpreadMillis").asLong()).as("written, not read").isEqualTo(3);
    assertThat(json.at("/clockTolerance").fieldNames())
        .toIterable()
        .containsExactly("from", "text", "millis", "bootId");
    assertThat(json.at("/clockTolerance/millis").asDouble()).isZero();
    assertThat(json.at("/injectors/0/clock").fieldNames())
        .toIterable()
        .containsExactly("state", "text", "source", "offsetMillis");
    assertThat(json.at("/injectors/1/clock/state").asText()).isEqualTo("not-synchronised");
    assertThat(json.at("/injectors/2/clock/text").asText())
        .isEqualTo("unknown (chronyc: not on this host)");
  }
}
