package abreplay.phase;

import static org.assertj.core.api.Assertions.assertThat;

import abreplay.document.Scenario;
import abreplay.injector.Share;
import abreplay.plan.Layout;
import abreplay.plan.Slicing;
import abreplay.plan.Step;
import abreplay.plan.SystemPlan;
import abreplay.plan.WarmUp;
import abreplay.targets.Capacity;
import abreplay.targets.Target;
import java.time.Duration;
import java.util.Collections;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * The run's choices about a step's injectors: their warm-up, the warm-up one JVM holds, the wait.
 */
class InjectorsTest {
  private static final Target TARGET =
      Target.standIn("nginx", "nginx-hello", 10001, new Capacity(4, Optional.empty(), 4));

  private static Step step(int users, long requests, int injectors) {
    List<List<String>> addresses = Collections.nCopies(injectors, List.of());
    Layout layout = Layout.of(injectors, users, requests, 1, "stand-in nginx-hello", addresses);
    return new Step(
        TARGET,
        new Scenario("s", requests, users, true, "/"),
        "nginx -c" + users,
        requests,
        Optional.empty(),
        1,
        layout,
        Slicing.WHOLE);
  }

  @Test
  void injector1WaitsForTheOthersTwiceItsOwnTimeAndAtLeastAMinuteThenTheRequestTimeout() {
    Duration timeout = Duration.ofSeconds(30);

    assertThat(Injectors.joinWait(Duration.ofSeconds(10), timeout)).hasSeconds(90);
    assertThat(Injectors.joinWait(Duration.ofSeconds(100), timeout)).hasSeconds(230);
  }

  @Test
  void aChildWarmsUpWithItsPartOfTheLoadGeneratorsWarmUpByUsersBetween1000And20000() {
    Step step = step(100, 100_000, 2);
    Share half = step.layout().shares().get(1);

    assertThat(Injectors.warmUp(new WarmUp(10_000, 0, 100, true, "/"), half, step))
        .isEqualTo(5_000);
    assertThat(Injectors.warmUp(new WarmUp(100, 0, 100, true, "/"), half, step)).isEqualTo(1_000);
    assertThat(Injectors.warmUp(new WarmUp(1_000_000, 0, 100, true, "/"), half, step))
        .isEqualTo(20_000);
  }

  @Test
  void aSystemsWarmUpHasAtMostTheUsersOneInjectorOfItsStepsHas() {
    WarmUp planned = new WarmUp(20_000, 500, 20_000, true, "/");
    SystemPlan spread = new SystemPlan(TARGET, 1, 1, planned, List.of(step(20_000, 200_000, 2)));
    SystemPlan small = new SystemPlan(TARGET, 1, 1, planned, List.of(step(20_000, 200_000, 1)));

    assertThat(Injectors.heldByOne(spread).concurrency()).isEqualTo(10_000);
    assertThat(Injectors.heldByOne(spread).loadGeneratorRequests()).isEqualTo(20_000);
    assertThat(Injectors.heldByOne(small)).isEqualTo(planned);
  }
}
