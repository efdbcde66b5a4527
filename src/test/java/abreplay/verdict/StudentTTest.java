package abreplay.verdict;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import org.junit.jupiter.api.Test;

/** Student's t quantiles against the printed tables. */
class StudentTTest {
  @Test
  void quantilesMatchTheTables() {
    assertThat(StudentT.quantile(0.975, 1)).isCloseTo(12.706, within(1e-3));
    assertThat(StudentT.quantile(0.975, 2)).isCloseTo(4.303, within(1e-3));
    assertThat(StudentT.quantile(0.975, 9)).isCloseTo(2.262, within(1e-3));
    assertThat(StudentT.quantile(0.975, 30)).isCloseTo(2.042, within(1e-3));
    assertThat(StudentT.quantile(0.995, 18)).isCloseTo(2.878, within(1e-3));
    assertThat(StudentT.quantile(0.975, 1e6)).isCloseTo(1.960, within(1e-3));
    assertThat(StudentT.quantile(0.025, 9)).isCloseTo(-2.262, within(1e-3));
  }

  @Test
  void refusesWhatHasNoQuantile() {
    assertThatThrownBy(() -> StudentT.quantile(1, 5)).isInstanceOf(IllegalArgumentException.class);
    assertThatThrownBy(() -> StudentT.quantile(0.9, 0.5))
        .isInstanceOf(IllegalArgumentException.class);
  }
}
