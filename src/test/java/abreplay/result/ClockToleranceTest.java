package abreplay.result;

import static org.assertj.core.api.Assertions.assertThat;

import abreplay.machine.ClockSync;
import java.util.List;
import java.util.OptionalDouble;
import java.util.OptionalLong;
import org.junit.jupiter.api.Test;

/** The clock tolerance --merge states when none is given: only what the hosts reported. */
class ClockToleranceTest {
  private static InjectorStarts.Injector on(int index, String bootId, ClockSync clock) {
    return new InjectorStarts.Injector(
        index, "host" + index, bootId, clock, 2000, OptionalLong.of(26_000), OptionalLong.of(1));
  }

  private static ClockSync synced(double bound) {
    return new ClockSync.Synchronised(
        "chronyc tracking", OptionalDouble.of(0.1), OptionalDouble.of(bound));
  }

  @Test
  void injectorsOnOneKernelReadOneClock() {
    ClockSync unknown = new ClockSync.Unknown("chronyc: not on this host");

    assertThat(InjectorStarts.clockTolerance(List.of(on(1, "k", unknown), on(2, "k", unknown))))
        .isEqualTo(new ClockTolerance.OneKernel("k"));
  }

  @Test
  void hostsSynchronisedWithinBoundsAreAtMostTheTwoLargestBoundsApart() {
    ClockTolerance t =
        InjectorStarts.clockTolerance(
            List.of(on(1, "a", synced(0.5)), on(2, "b", synced(2)), on(3, "c", synced(1))));

    assertThat(t).isEqualTo(new ClockTolerance.Bounded(3));
    assertThat(t.bound()).hasValue(3);
  }

  @Test
  void aHostNotSynchronisedOrWithoutABoundLeavesItUnknownNamingTheInjector() {
    ClockSync noBound =
        new ClockSync.Synchronised(
            "timedatectl: NTPSynchronized=yes", OptionalDouble.empty(), OptionalDouble.empty());

    assertThat(
            InjectorStarts.clockTolerance(
                List.of(
                    on(1, "a", synced(1)), on(2, "b", new ClockSync.Unknown("timedatectl: no")))))
        .isEqualTo(new ClockTolerance.Unknown("injector 2's clock: unknown (timedatectl: no)"));
    assertThat(
            InjectorStarts.clockTolerance(List.of(on(1, "a", synced(1)), on(2, "b", noBound)))
                .bound())
        .isEmpty();
  }
}
