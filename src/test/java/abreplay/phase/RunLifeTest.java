package abreplay.phase;

import static org.assertj.core.api.Assertions.assertThat;

import abreplay.document.Scenario;
import abreplay.machine.ProcessSampler;
import abreplay.plan.Layout;
import abreplay.plan.RunPlan;
import abreplay.plan.SkipReason;
import abreplay.plan.Slicing;
import abreplay.plan.Step;
import abreplay.plan.SystemPlan;
import abreplay.plan.WarmUp;
import abreplay.targets.Capacity;
import abreplay.targets.Target;
import abreplay.testing.Plans;
import abreplay.testing.Steps;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The phases a plan makes, in order: what a simulation chains as populations. */
class RunLifeTest {
  private static final Scenario SCENARIO = new Scenario("s", 1000, 10, true, "/");
  private static final Scenario WIDE = new Scenario("w", 3000, 30, true, "/");

  @TempDir Path home;

  private final ProcessSampler loadGenerator = ProcessSampler.self();

  @AfterEach
  void closeSampler() {
    loadGenerator.close();
  }

  private static Target target(String name, int port) {
    return Target.standIn(name, name + "-hello", port, new Capacity(4, Optional.empty(), 4));
  }

  private static Step step(Target target, Scenario scenario, Optional<SkipReason> skipped) {
    String name = target.runName() + " " + scenario.label(scenario.requests());
    return Steps.of(target, scenario, name, scenario.requests(), skipped, 1);
  }

  private static Step runs(Target target) {
    return step(target, SCENARIO, Optional.empty());
  }

  private static SystemPlan system(Target target, WarmUp warmUp, Step... steps) {
    return new SystemPlan(target, 1, 1, warmUp, List.of(steps));
  }

  private static RunPlan plan(SystemPlan... systems) {
    return plan(false, systems);
  }

  /** replay.together = {@code together}, no budget. */
  private static RunPlan plan(boolean together, SystemPlan... systems) {
    return Plans.of(Plans.settings(together), systems);
  }

  private List<Phase> phases(RunPlan plan) {
    return new RunLife(
            plan,
            new RunLife.Options(home, RunLifeTest.class, "an engine", "a.Main"),
            loadGenerator)
        .phases();
  }

  /** Each phase as its kind and its scenario's name. */
  private List<String> described(RunPlan plan) {
    return phases(plan).stream().map(p -> p.getClass().getSimpleName() + ": " + p.name()).toList();
  }

  @Test
  void oneSystemIsStartedWarmedUpRunStepByStepAndStopped() {
    Target nginx = target("nginx", 10001);
    Step first = runs(nginx);
    Step second = step(nginx, new Scenario("t", 2000, 20, false, "/"), Optional.empty());
    RunPlan plan = plan(system(nginx, new WarmUp(0, 500, 10, true, "/"), first, second));

    assertThat(described(plan))
        .containsExactly(
            "Start: start nginx",
            "Warming: nginx warm-up -c10 -k",
            "Load: " + first.name(),
            "Load: " + second.name(),
            "Stop: stop nginx");
    Phase.Warming warmUp = (Phase.Warming) phases(plan).get(1);
    assertThat(warmUp.own()).isTrue();
    assertThat(warmUp.users()).isEqualTo(10);
  }

  @Test
  void severalSystemsRunOneAfterTheOtherAndOnlyTheLastHasAStopOfItsOwn() {
    Target nginx = target("nginx", 10001);
    Target go = target("go", 10002);
    RunPlan plan =
        plan(system(nginx, WarmUp.none("/"), runs(nginx)), system(go, WarmUp.none("/"), runs(go)));

    assertThat(described(plan))
        .containsExactly(
            "Start: start nginx",
            "Load: " + runs(nginx).name(),
            "Start: start go",
            "Load: " + runs(go).name(),
            "Stop: stop go");
  }

  @Test
  void togetherARoundsSystemsStartWarmUpEachAloneLoadInOnePopulationAndStopAtTheEnd() {
    Target nginx = target("nginx", 10001);
    Target go = target("go", 10002);
    WarmUp both = new WarmUp(20_000, 500, 10, true, "/");
    RunPlan plan = plan(true, system(nginx, both, runs(nginx)), system(go, both, runs(go)));

    assertThat(described(plan))
        .containsExactly(
            "Start: start nginx",
            "Start: start go",
            "Warming: nginx load generator warm-up -c10 -k",
            "Warming: nginx warm-up -c10 -k",
            "Warming: go warm-up -c10 -k",
            "AtOnce: at once: " + runs(nginx).name() + " + " + runs(go).name(),
            "Stop: stop nginx",
            "Stop: stop go");
    Phase.AtOnce together = (Phase.AtOnce) phases(plan).get(5);
    assertThat(together.loads())
        .extracting(l -> l.system().plan().target().name(), Phase.Load::users)
        .containsExactly(
            org.assertj.core.groups.Tuple.tuple("nginx", 10),
            org.assertj.core.groups.Tuple.tuple("go", 10));
  }

  @Test
  void togetherAStepOfSeveralInjectorsRunsAloneWithEveryServerOfItsRoundUp() {
    Target nginx = target("nginx", 10001);
    Target go = target("go", 10002);
    Layout layout = Layout.of(3, 30, 3000, 1, "stand-in", List.of(List.of(), List.of(), List.of()));
    Step nginxWide =
        new Step(
            nginx, WIDE, "nginx -c30 -n3000 -k", 3000, Optional.empty(), 1, layout, Slicing.WHOLE);
    Step goWide =
        new Step(go, WIDE, "go -c30 -n3000 -k", 3000, Optional.empty(), 1, layout, Slicing.WHOLE);
    RunPlan plan =
        plan(
            true,
            system(nginx, WarmUp.none("/"), runs(nginx), nginxWide),
            system(go, WarmUp.none("/"), runs(go), goWide));

    assertThat(described(plan))
        .containsExactly(
            "Start: start nginx",
            "Start: start go",
            "AtOnce: at once: " + runs(nginx).name() + " + " + runs(go).name(),
            "LaunchInjectors: launch injectors 2-3 for nginx -c30 -n3000 -k",
            "Load: nginx -c30 -n3000 -k",
            "LaunchInjectors: launch injectors 2-3 for go -c30 -n3000 -k",
            "Load: go -c30 -n3000 -k",
            "Stop: stop nginx",
            "Stop: stop go");
  }

  @Test
  void theLoadGeneratorWarmsUpOnceBeforeTheFirstSystemsOwnWarmUp() {
    Target nginx = target("nginx", 10001);
    Target go = target("go", 10002);
    WarmUp both = new WarmUp(20_000, 500, 10, true, "/");
    RunPlan plan = plan(system(nginx, both, runs(nginx)), system(go, both, runs(go)));

    assertThat(described(plan))
        .containsExactly(
            "Start: start nginx",
            "Warming: nginx load generator warm-up -c10 -k",
            "Warming: nginx warm-up -c10 -k",
            "Load: " + runs(nginx).name(),
            "Start: start go",
            "Warming: go warm-up -c10 -k",
            "Load: " + runs(go).name(),
            "Stop: stop go");
    assertThat(((Phase.Warming) phases(plan).get(1)).own()).isFalse();
  }

  @Test
  void aStepWithThreeInjectorsLaunchesTheOtherTwoThenRunsInjectorOnesShareBehindAGate() {
    Target nginx = target("nginx", 10001);
    List<List<String>> addresses =
        List.of(List.of("127.0.0.2"), List.of("127.0.0.3"), List.of("127.0.0.4"));
    Layout layout = Layout.of(3, 30, 3000, 1, "stand-in nginx-hello", addresses);
    Step spread =
        new Step(
            nginx, WIDE, "nginx -c30 -n3000 -k", 3000, Optional.empty(), 1, layout, Slicing.WHOLE);
    RunPlan plan = plan(system(nginx, WarmUp.none("/"), spread));

    assertThat(described(plan))
        .containsExactly(
            "Start: start nginx",
            "LaunchInjectors: launch injectors 2-3 for nginx -c30 -n3000 -k",
            "Load: nginx -c30 -n3000 -k",
            "Stop: stop nginx");
    Phase.Load load = (Phase.Load) phases(plan).get(2);
    assertThat(load.gate()).isPresent();
    assertThat(load.users()).isEqualTo(layout.shares().get(0).users()).isEqualTo(10);
    assertThat(load.addresses()).containsExactly("127.0.0.2");
  }

  @Test
  void aStepOfOneInjectorHasAllOfAbsUsersNoGateAndThePlansAddresses() {
    Target nginx = target("nginx", 10001);
    Phase.Load load =
        (Phase.Load) phases(plan(system(nginx, WarmUp.none("/"), runs(nginx)))).get(1);

    assertThat(load.gate()).isEmpty();
    assertThat(load.users()).isEqualTo(SCENARIO.concurrency());
    assertThat(load.addresses()).isEmpty();
  }

  @Test
  void aSkippedStepHasNoPhaseAndASystemWithNothingToRunIsNotStarted() {
    Target nginx = target("nginx", 10001);
    Target go = target("go", 10002);
    Step skipped =
        step(
            nginx,
            WIDE,
            Optional.of(
                new SkipReason(SkipReason.Kind.NO_ROOM_FOR_USERS, "needs 30 users' open files")));
    RunPlan plan =
        plan(
            system(nginx, WarmUp.none("/"), skipped, runs(nginx)),
            system(
                go,
                WarmUp.none("/"),
                step(
                    go,
                    SCENARIO,
                    Optional.of(new SkipReason(SkipReason.Kind.NOT_ENOUGH_MEMORY, "too big")))));

    assertThat(described(plan))
        .containsExactly("Start: start nginx", "Load: " + runs(nginx).name(), "Stop: stop nginx");
  }

  @Test
  void aPlanWhoseEveryStepIsSkippedIsOneControlPhaseThatSendsNothing() {
    Target nginx = target("nginx", 10001);
    RunPlan plan =
        plan(
            system(
                nginx,
                WarmUp.none("/"),
                step(
                    nginx,
                    SCENARIO,
                    Optional.of(new SkipReason(SkipReason.Kind.NOT_ENOUGH_MEMORY, "too big")))));

    assertThat(described(plan)).containsExactly("Nothing: nothing to run on this machine");
  }

  private String together(RunPlan plan) {
    return phases(plan).stream()
        .map(p -> p.match(s -> "", w -> "", l -> "", t -> "at once", i -> "interleaved", c -> ""))
        .filter(k -> !k.isEmpty())
        .findFirst()
        .orElse("none");
  }

  @Test
  void theMappingToPopulationsSeesEveryKindOfPhase() {
    Target nginx = target("nginx", 10001);
    RunPlan plan = plan(system(nginx, new WarmUp(0, 500, 10, true, "/"), runs(nginx)));

    assertThat(
            phases(plan).stream()
                .map(
                    p ->
                        p.match(
                            s -> "start",
                            w -> "warm-up",
                            l -> "load",
                            t -> "at once",
                            i -> "interleaved",
                            c -> "control"))
                .toList())
        .containsExactly("start", "warm-up", "load", "control");
    Target go = target("go", 10002);
    RunPlan together =
        plan(
            true,
            system(nginx, WarmUp.none("/"), runs(nginx)),
            system(go, WarmUp.none("/"), runs(go)));
    assertThat(together(together)).isEqualTo("at once");
  }
}
