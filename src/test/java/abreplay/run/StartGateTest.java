package abreplay.run;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Where a step's users wait for the instant every injector starts from. */
class StartGateTest {
  @Test
  void theUsersShareExactlyTheWarmUpRequestsTheGateWasGiven() {
    StartGate gate = new StartGate(3, at -> {});
    int taken = 0;
    for (int i = 0; i < 10; i++) if (gate.warmUpTicket()) taken++;

    assertThat(taken).isEqualTo(3);
  }

  @Test
  void itSaysItIsWarmOnceWhenTheLastUserIsWarm() {
    List<Long> warm = new ArrayList<>();
    StartGate gate = new StartGate(0, warm::add);
    gate.userWarm(3);
    gate.userWarm(3);
    assertThat(warm).isEmpty();

    gate.userWarm(3);
    assertThat(warm).hasSize(1);
    assertThat(warm.get(0)).isPositive();
  }

  @Test
  void itHasNoInstantUntilOpenedAndAnInstantThatHasPassedMeansAtOnce() {
    StartGate gate = new StartGate(0, at -> {});
    assertThat(gate.startAt()).isZero();

    gate.open(0);
    assertThat(gate.startAt()).isEqualTo(1);

    gate.open(1_800_000_000_000L);
    assertThat(gate.startAt()).isEqualTo(1_800_000_000_000L);
  }
}
