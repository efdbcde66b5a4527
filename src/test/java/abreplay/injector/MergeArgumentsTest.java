package abreplay.injector;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import java.util.Optional;
import java.util.OptionalDouble;
import org.junit.jupiter.api.Test;

/** merge's arguments: the folders, and a clock tolerance with its unit. */
class MergeArgumentsTest {
  private static OptionalDouble tolerance(String given) {
    return MergeArguments.of(List.of("a"), Optional.of(given)).clockToleranceMillis();
  }

  @Test
  void aToleranceIsTakenWithItsUnitInMilliseconds() {
    assertThat(MergeArguments.of(List.of("a", "b"), Optional.of("2ms")))
        .isEqualTo(new MergeArguments(List.of("a", "b"), OptionalDouble.of(2)));
    assertThat(tolerance("500us")).hasValue(0.5);
    assertThat(tolerance("0.01s")).hasValue(10);
    assertThat(tolerance("0")).hasValue(0);
    assertThat(MergeArguments.of(List.of("a"), Optional.empty()).clockToleranceMillis()).isEmpty();
  }

  @Test
  void aBadValueIsOneLineNamingItAndTheFix() {
    assertThatThrownBy(() -> tolerance("2"))
        .hasMessage(
            "--clock-tolerance 2: not a duration; give a number with its unit, us, ms or s (e.g."
                + " --clock-tolerance 2ms), or 0");
    assertThatThrownBy(() -> tolerance("-1ms"))
        .hasMessageStartingWith("--clock-tolerance -1ms: not a duration");
  }
}
