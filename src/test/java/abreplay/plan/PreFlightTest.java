package abreplay.plan;

import static org.assertj.core.api.Assertions.assertThat;

import abreplay.document.Scenario;
import abreplay.machine.Limits;
import abreplay.targets.Capacity;
import abreplay.targets.Target;
import abreplay.testing.Steps;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** What pre-flight concludes from the machine's limits, before any load. */
class PreFlightTest {
  // soft 1,024 and hard 20,000 open files, somaxconn 4,096, ports 32768-60999, TIME_WAIT reuse on
  // loopback.
  private static final PreFlight MACHINE =
      new PreFlight(new Limits(1024, 20000, 4096, 32768, 60999, 2));

  private static Step step(int concurrency, long requests, boolean keepAlive) {
    return Steps.of(
        Target.standIn("s", "hello", 10000, Capacity.UNKNOWN),
        new Scenario("x", requests, concurrency, keepAlive, "/"),
        "s",
        requests,
        Optional.empty(),
        1);
  }

  @Test
  void spreadsOverOneAddressPerHalfOfTheEphemeralPortsAtMostEight() {
    assertThat(MACHINE.addressCount(14_116)).isEqualTo(1);
    assertThat(MACHINE.addressCount(14_117)).isEqualTo(2);
    assertThat(MACHINE.addressCount(200_000)).isEqualTo(8);
    assertThat(MACHINE.addressCount(10_000_000)).isEqualTo(8);
  }

  @Test
  void saysTheJvmsRaiseASoftLimitThatIsTooLow() {
    assertThat(MACHINE.warnings(List.of(step(5000, 10000, true))))
        .anySatisfy(
            w -> assertThat(w).contains("above the soft limit of 1,024", "hard one (20,000)"));
    assertThat(MACHINE.warnings(List.of(step(100, 10000, true)))).isEmpty();
  }

  @Test
  void warnsOfSynRetriesWhenConcurrencyExceedsTheListenBacklog() {
    assertThat(MACHINE.warnings(List.of(step(10000, 100000, false))))
        .anySatisfy(w -> assertThat(w).contains("exceeds net.core.somaxconn 4,096", "SYN retries"));
  }

  @Test
  void spreadsConnectionsOverLoopbackAddressesWhenPortsRunShortWithoutKeepAlive() {
    // 28,232 ports: 100,000 new connections want ceil(2 x 100,000 / 28,232) = 8 source addresses.
    assertThat(MACHINE.localAddresses(List.of(step(100, 100000, false))))
        .containsExactly(
            "127.0.0.1",
            "127.0.0.2",
            "127.0.0.3",
            "127.0.0.4",
            "127.0.0.5",
            "127.0.0.6",
            "127.0.0.7",
            "127.0.0.8");
    assertThat(MACHINE.localAddresses(List.of(step(100, 1000000, true))))
        .as("keep-alive reuses connections")
        .isEmpty();
    assertThat(MACHINE.localAddresses(List.of(step(100, 10000, false))))
        .as("few enough for one address")
        .isEmpty();
  }
}
