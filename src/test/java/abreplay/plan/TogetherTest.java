package abreplay.plan;

import static org.assertj.core.api.Assertions.assertThat;

import abreplay.document.LoadModel;
import abreplay.document.LoadTool;
import abreplay.document.Scenario;
import abreplay.targets.Capacity;
import abreplay.targets.Target;
import abreplay.testing.Plans;
import abreplay.testing.Steps;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import org.junit.jupiter.api.Test;

/**
 * replay.together: which steps share a population. A round's systems load each scenario at once
 * when every step of it is a closed model on one injector and their users fit one; else one after
 * the other.
 */
class TogetherTest {
  private static final Scenario C100 = new Scenario("c100", 1000, 100, true, "/");
  private static final Scenario C1000 = new Scenario("c1000", 1000, 1000, false, "/");
  private static final long ROOM = 19_800;

  private static Target target(String name) {
    return Target.standIn(name, name + "-hello", 10000, new Capacity(4, Optional.empty(), 4));
  }

  private static Step step(Target t, Scenario s, int round) {
    return Steps.of(
        t, s, t.name() + " " + s.id() + " #" + round, s.requests(), Optional.empty(), round);
  }

  private static SystemPlan system(Target t, int round, Scenario... scenarios) {
    return new SystemPlan(
        t,
        round,
        2,
        WarmUp.none("/"),
        java.util.Arrays.stream(scenarios).map(s -> step(t, s, round)).toList());
  }

  private static RunPlan plan(boolean together, SystemPlan... systems) {
    return Plans.of(Plans.settings(together), systems);
  }

  private static List<List<String>> loads(Together.Group g) {
    return g.loads().stream().map(l -> l.stream().map(Step::name).toList()).toList();
  }

  @Test
  void oneAfterTheOtherEverySystemIsAGroupOfItsOwnAndEveryStepAPopulation() {
    Target a = target("a");
    Target b = target("b");
    RunPlan plan = plan(false, system(a, 1, C100, C1000), system(b, 1, C100));

    List<Together.Group> groups = Together.of(plan, ROOM);

    assertThat(groups).hasSize(2);
    assertThat(loads(groups.get(0))).containsExactly(List.of("a c100 #1"), List.of("a c1000 #1"));
    assertThat(loads(groups.get(1))).containsExactly(List.of("b c100 #1"));
    assertThat(Together.most(Together.of(plan, ROOM))).isEqualTo(1);
  }

  @Test
  void togetherEachRoundIsAGroupAndEachScenarioLoadsItsSystemsAtOnce() {
    Target a = target("a");
    Target b = target("b");
    RunPlan plan =
        plan(
            true,
            system(a, 1, C100, C1000),
            system(b, 1, C100, C1000),
            system(b, 2, C100, C1000),
            system(a, 2, C100, C1000));

    List<Together.Group> groups = Together.of(plan, ROOM);

    assertThat(groups).hasSize(2);
    assertThat(groups.get(1).systems())
        .extracting(s -> s.target().name())
        .containsExactly("b", "a");
    assertThat(loads(groups.get(0)))
        .containsExactly(List.of("a c100 #1", "b c100 #1"), List.of("a c1000 #1", "b c1000 #1"));
    assertThat(Together.most(Together.of(plan, ROOM))).isEqualTo(2);
  }

  @Test
  void stepsWhoseUsersTogetherOverflowOneInjectorRunOneAfterTheOther() {
    Target a = target("a");
    Target b = target("b");
    RunPlan plan = plan(true, system(a, 1, C100, C1000), system(b, 1, C100, C1000));

    assertThat(loads(Together.of(plan, 1500).get(0)))
        .containsExactly(
            List.of("a c100 #1", "b c100 #1"), List.of("a c1000 #1"), List.of("b c1000 #1"));
  }

  @Test
  void aConstantRateRunsOneAfterTheOther() {
    Scenario rate =
        Scenario.of(
            "r",
            "/",
            LoadTool.WRK2,
            new LoadModel.ConstantRate(
                2000, LoadModel.Scope.OVERALL, 10, Duration.ofSeconds(5), true),
            OptionalInt.of(2));

    assertThat(
            Together.atOnce(List.of(step(target("a"), rate, 1), step(target("b"), rate, 1)), ROOM))
        .isFalse();
    assertThat(
            Together.atOnce(List.of(step(target("a"), C100, 1), step(target("b"), C100, 1)), ROOM))
        .isTrue();
  }

  @Test
  void aStepOfSeveralInjectorsRunsOneAfterTheOther() {
    Target a = target("a");
    Layout three = Layout.of(3, 30, 3000, 1, "stand-in", List.of(List.of(), List.of(), List.of()));
    Step wide = new Step(a, C100, "a wide", 3000, Optional.empty(), 1, three, Slicing.WHOLE);

    assertThat(Together.atOnce(List.of(wide, step(target("b"), C100, 1)), ROOM)).isFalse();
  }
}
