package abreplay.folder;

import static org.assertj.core.api.Assertions.assertThat;

import abreplay.document.Scenario;
import abreplay.machine.CpuSet;
import abreplay.plan.AbSemantics;
import abreplay.plan.Layout;
import abreplay.plan.Placement;
import abreplay.plan.RunPlan;
import abreplay.plan.SkipReason;
import abreplay.plan.Slicing;
import abreplay.plan.Step;
import abreplay.plan.SystemPlan;
import abreplay.plan.WarmUp;
import abreplay.targets.Capacity;
import abreplay.targets.RealServers;
import abreplay.targets.Target;
import abreplay.testing.RunFixture;
import abreplay.testing.Steps;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A plan as the run record keeps it: each kind of target, each step's layout, the settings by their
 * components with summary.json's names, and what records of version 1 wrote.
 */
class PlanMappingTest {
  private static final Target SWOOLE =
      Target.fallback(
          "swoole",
          "swoole-4-hello",
          10_000,
          "php is not installed",
          new Capacity(4, Optional.of(Duration.ofNanos(25_000)), 2, Optional.of("a post's rates")));
  private static final Target NGINX =
      Target.real(
          "nginx",
          new RealServers.Entry(
              "nginx-static",
              "nginx 1.22, static file",
              Optional.of("nginx-1.4.6"),
              Optional.empty(),
              "same software, newer version",
              -12),
          10_001);
  private static final Target GO = Target.external("go", URI.create("http://10.0.0.2:8080/x?y=1"));
  private static final Scenario C20000 =
      new Scenario("c20000-n200000", 200_000, 20_000, false, "/");

  private static RunPlan plan(Placement placement, Step... steps) {
    return new RunPlan(
        "t",
        List.of("conf/a.conf", "conf/b.conf"),
        "replay",
        new RunPlan.Settings(
            Duration.ofMillis(1500),
            -1,
            0.25,
            List.of("127.0.0.2", "127.0.0.3"),
            placement,
            0.9,
            new AbSemantics(false, true),
            abreplay.document.claim.OnParFactor.DEFAULT,
            abreplay.plan.BudgetSettings.NONE,
            0,
            false,
            Long.MAX_VALUE),
        Stream.of(steps)
            .map(
                s ->
                    new SystemPlan(
                        s.target(),
                        1,
                        2,
                        new WarmUp(
                            10, 20, 5, true, "/w", Duration.ofSeconds(60), Duration.ofSeconds(15)),
                        List.of(s)))
            .toList(),
        List.of("a warning"),
        Optional.empty());
  }

  private static Step step(Target target, Optional<SkipReason> skipped) {
    return Steps.of(target, C20000, target.name() + " -c20000 -n200000", 200_000, skipped, 2);
  }

  private static Placement pinned() {
    StringBuilder no = new StringBuilder();
    return new Placement(
        CpuSet.parse("0", no), CpuSet.parse("1-3", no), CpuSet.parse("0-3", no).orElseThrow());
  }

  @Test
  void aPlanWithATargetOfEachKindComesBackEqual() {
    RunPlan plan =
        plan(
            pinned(),
            step(SWOOLE, Optional.empty()),
            step(
                NGINX,
                Optional.of(new SkipReason(SkipReason.Kind.NOT_ENOUGH_MEMORY, "needs 4 CPUs"))),
            step(GO, Optional.empty()));

    assertThat(Mapped.back(plan, RunPlan.class)).isEqualTo(plan);
    RunPlan unpinned = plan(Placement.unpinned(CpuSet.online()), step(GO, Optional.empty()));
    assertThat(Mapped.back(unpinned, RunPlan.class)).isEqualTo(unpinned);
  }

  @Test
  void eachTargetIsItsKindsNameFirstThenOnlyThatKindsFields() {
    ObjectNode standIn = Mapped.tree(SWOOLE);
    ObjectNode real = Mapped.tree(NGINX);
    ObjectNode url = Mapped.tree(GO);

    assertThat(standIn.fieldNames())
        .toIterable()
        .containsExactly("kind", "name", "profile", "port", "fallback", "capacity");
    assertThat(standIn.get("kind").asText()).isEqualTo("STAND_IN");
    assertThat(standIn.at("/capacity/cpuPerRequest").asText()).isEqualTo("PT0.000025S");
    assertThat(real.fieldNames())
        .toIterable()
        .containsExactly("kind", "name", "realServer", "port");
    assertThat(real.get("kind").asText()).isEqualTo("REAL");
    assertThat(url.fieldNames()).toIterable().containsExactly("kind", "name", "url");
    assertThat(url.get("url").asText()).isEqualTo("http://10.0.0.2:8080/x?y=1");
    for (Target.Kind kind : Target.Kind.values())
      assertThat(TargetMixIns.type(kind).getSimpleName().toUpperCase())
          .isEqualTo(kind.name().replace("_", ""));
  }

  @Test
  void theSettingsCarrySummaryJsonsNamesEachComponentOnce() {
    ObjectNode settings = (ObjectNode) Mapped.tree(plan(pinned())).get("settings");

    assertThat(settings.fieldNames())
        .toIterable()
        .hasSize(RunPlan.Settings.class.getRecordComponents().length)
        .contains("timeoutSeconds", "maxFailedPerStep", "scale", "localAddresses", "confidence");
    assertThat(settings.get("timeoutSeconds").asDouble()).isEqualTo(1.5);
    assertThat(settings.get("placement").fieldNames())
        .toIterable()
        .containsExactly("onlineCpus", "described", "loadGeneratorCpus", "targetCpus");
    assertThat(settings.at("/placement/targetCpus").asText()).isEqualTo("1-3");
  }

  @Test
  void settingsOfAVersion1RecordReadUnderTheirFormerNamesAndShape() {
    ObjectNode settings =
        Mapped.read(
            """
            {"timeout": "PT1.5S", "maxFailed": -1, "scale": 0.25,
             "localAddresses": ["127.0.0.2", "127.0.0.3"],
             "placement": {"online": "0-3", "loadGenerator": "0", "target": "1-3"},
             "confidence": 0.9, "stopAtReceiveError": false, "variableLength": true}
            """,
            ObjectNode.class);
    ObjectNode record = Mapped.tree(new java.util.LinkedHashMap<>());
    record.putObject("plan").set("settings", settings);

    RecordVersion1.upgrade(record);
    // What RunRecord.read then adds: the settings version 1 had not yet (replay.on-par).
    PlanMixIns.SETTINGS_BEFORE_THEY_EXISTED.forEach(
        (key, value) -> settings.putIfAbsent(key, Json.MAPPER.valueToTree(value)));

    assertThat(Mapped.read((ObjectNode) record.at("/plan/settings"), RunPlan.Settings.class))
        .isEqualTo(plan(pinned()).settings());
  }

  @Test
  void keepsEachStepsInjectorsTargetProcessesAndAddressesAndWorksOutTheirShares() {
    Layout layout =
        Layout.of(
            2,
            20_000,
            200_000,
            2,
            "stand-in swoole-4-hello in 2 processes x 1 event loop",
            List.of(List.of("127.0.0.1", "127.0.0.3"), List.of("127.0.0.2", "127.0.0.4")));
    Step step =
        new Step(
            SWOOLE,
            C20000,
            "swoole",
            200_000,
            Optional.of(new SkipReason(SkipReason.Kind.TOO_MANY_CONNECTIONS, "why")),
            1,
            layout,
            Slicing.WHOLE);
    RunPlan plan = plan(pinned(), step);

    ObjectNode written = (ObjectNode) Mapped.tree(plan).at("/systems/0/steps/0/layout");
    Step back = Mapped.back(plan, RunPlan.class).steps().get(0);

    assertThat(written.fieldNames())
        .toIterable()
        .containsExactly("injectors", "targetProcesses", "target", "localAddresses");
    assertThat(back.layout()).isEqualTo(layout);
    assertThat(back.layout().describe())
        .startsWith("2 injectors x 10,000 users; stand-in swoole-4-hello in 2");
  }

  @Test
  void readsARecordFromBeforeLayoutsAsOneInjectorAndTheTargetAsItIs() {
    ObjectNode json = Mapped.tree(plan(pinned(), step(SWOOLE, Optional.empty())));
    ((ObjectNode) json.at("/systems/0/steps/0")).remove("layout");

    assertThat(Mapped.read(json, RunPlan.class).steps().get(0).layout().describe())
        .isEqualTo("1 injector x 20,000 users; stand-in swoole-4-hello in 1 process");
  }

  @Test
  void aSettingAbsentFromARecordReadsAsRunsHadItBeforeTheSettingExisted(@TempDir Path folder)
      throws Exception {
    RunFixture.document000(folder, 1).run();
    ObjectNode record =
        Mapped.read(Files.readString(folder.resolve(RunRecord.FILE)), ObjectNode.class);
    ((ObjectNode) record.at("/plan/settings")).remove("confidence");

    RunPlan.Settings read = RunRecord.read(record, RunRecord.VERSION).plan().settings();

    assertThat(read.confidence())
        .isEqualTo(PlanMixIns.SETTINGS_BEFORE_THEY_EXISTED.get("confidence"))
        .isEqualTo(0.95);
  }
}
