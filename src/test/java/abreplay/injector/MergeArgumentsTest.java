package abreplay.injector;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * --merge's arguments: a clock tolerance with its unit, then the folders; anything else refused.
 */
class MergeArgumentsTest {
  @Test
  void aToleranceIsTakenWithItsUnitInMilliseconds() {
    assertThat(MergeArguments.parse(List.of("--clock-tolerance", "2ms", "a", "b")))
        .isEqualTo(new MergeArguments(List.of("a", "b"), java.util.OptionalDouble.of(2)));
    assertThat(MergeArguments.parse(List.of("a", "--clock-tolerance=500us")).clockToleranceMillis())
        .hasValue(0.5);
    assertThat(
            MergeArguments.parse(List.of("--clock-tolerance", "0.01s", "a")).clockToleranceMillis())
        .hasValue(10);
    assertThat(MergeArguments.parse(List.of("--clock-tolerance", "0", "a")).clockToleranceMillis())
        .hasValue(0);
    assertThat(MergeArguments.parse(List.of("a")).clockToleranceMillis()).isEmpty();
  }

  @Test
  void aBadValueIsOneLineNamingItAndTheFix() {
    assertThatThrownBy(() -> MergeArguments.parse(List.of("--clock-tolerance", "2", "a")))
        .hasMessage(
            "--clock-tolerance 2: not a duration; give a number with its unit, us, ms or s (e.g."
                + " --clock-tolerance 2ms), or 0");
    assertThatThrownBy(() -> MergeArguments.parse(List.of("--clock-tolerance", "-1ms", "a")))
        .hasMessageStartingWith("--clock-tolerance -1ms: not a duration");
    assertThatThrownBy(() -> MergeArguments.parse(List.of("a", "--clock-tolerance")))
        .hasMessage(
            "--clock-tolerance needs a value: give it with its unit, e.g. --clock-tolerance 2ms");
    assertThatThrownBy(() -> MergeArguments.parse(List.of("--tolerance", "2ms", "a")))
        .hasMessageStartingWith("--tolerance: not an option of --merge");
    assertThatThrownBy(() -> MergeArguments.parse(List.of("--clock-tolerance", "2ms")))
        .hasMessageStartingWith("no injector folder given");
  }
}
