package abreplay.folder;

import static org.assertj.core.api.Assertions.assertThat;

import abreplay.document.Scenario;
import abreplay.document.claim.OnParFactor;
import abreplay.machine.CpuSet;
import abreplay.plan.AbSemantics;
import abreplay.plan.Layout;
import abreplay.plan.Placement;
import abreplay.plan.RunPlan;
import abreplay.plan.SkipReason;
import abreplay.plan.Step;
import abreplay.plan.SystemPlan;
import abreplay.plan.WarmUp;
import abreplay.target.Capacity;
import abreplay.target.Target;
import io.vertx.core.json.JsonObject;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * The run record keeps each step's layout, and a record from before layouts reads as one injector.
 */
class PlanCodecTest {
  private static final Target SWOOLE =
      Target.standIn("swoole", "swoole-4-hello", 10_000, Capacity.UNKNOWN);
  private static final Scenario C20000 =
      new Scenario("c20000-n200000", 200_000, 20_000, false, "/");

  private static RunPlan plan(Step step) {
    return new RunPlan(
        "t",
        List.of("conf"),
        "replay",
        new RunPlan.Settings(
            Duration.ofSeconds(30),
            0,
            1,
            List.of(),
            Placement.unpinned(CpuSet.online()),
            0.95,
            new AbSemantics(true, false)),
        List.of(new SystemPlan(SWOOLE, 1, 1, WarmUp.none("/"), List.of(step))),
        List.of(),
        Optional.empty());
  }

  @Test
  void keepsEachStepsInjectorsTargetProcessesAndAddresses() {
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
            "swoole -c20000 -n200000",
            200_000,
            Optional.of(new SkipReason(SkipReason.Kind.NOT_ENOUGH_MEMORY, "why")),
            1,
            layout);

    Step back = PlanCodec.decode(PlanCodec.encode(plan(step))).steps().get(0);

    assertThat(back.layout()).isEqualTo(layout);
    assertThat(back.layout().describe())
        .startsWith("2 injectors x 10,000 users; stand-in swoole-4-hello in 2");
  }

  @Test
  void readsARecordFromBeforeLayoutsAsOneInjectorAndTheTargetAsItIs() {
    Step step = new Step(SWOOLE, C20000, "swoole -c20000 -n200000", 200_000, Optional.empty(), 1);
    JsonObject json = PlanCodec.encode(plan(step));
    json.getJsonArray("systems")
        .getJsonObject(0)
        .getJsonArray("steps")
        .getJsonObject(0)
        .remove("layout");

    assertThat(PlanCodec.decode(json).steps().get(0).layout().describe())
        .isEqualTo("1 injector x 20,000 users; stand-in swoole-4-hello in 1 process");
  }

  @Test
  void keepsTheOnParFactorAndReadsARecordFromBeforeItAtTheDefault() {
    Step step = new Step(SWOOLE, C20000, "swoole -c20000 -n200000", 200_000, Optional.empty(), 1);
    RunPlan plan = plan(step);
    RunPlan.Settings s = plan.settings();
    RunPlan tenth =
        new RunPlan(
            plan.title(),
            plan.sources(),
            plan.namespace(),
            new RunPlan.Settings(
                s.timeout(),
                s.maxFailed(),
                s.scale(),
                s.localAddresses(),
                s.placement(),
                s.confidence(),
                s.semantics(),
                new OnParFactor(1.10)),
            plan.systems(),
            plan.warnings(),
            plan.document());
    JsonObject json = PlanCodec.encode(tenth);
    assertThat(PlanCodec.decode(json).settings().onPar()).isEqualTo(new OnParFactor(1.10));

    json.getJsonObject("settings").remove("onPar");
    assertThat(PlanCodec.decode(json).settings().onPar()).isEqualTo(OnParFactor.DEFAULT);
  }
}
