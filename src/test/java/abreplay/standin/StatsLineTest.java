package abreplay.standin;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import abreplay.targets.TargetCounters;
import org.junit.jupiter.api.Test;

/** A stand-in's counters over its control pipe: one line, read back as they were. */
class StatsLineTest {
  @Test
  void theCountersComeBackAsTheyWere() {
    TargetCounters c = new TargetCounters(10, 1, 3000, 414_000, 2, 2, 3);

    String line = StatsLine.of(c);

    assertThat(line).isEqualTo("stats 10 1 3000 414000 2 2 3");
    assertThat(StatsLine.parse(line.substring(StatsLine.PREFIX.length()))).isEqualTo(c);
  }

  @Test
  void aLineOfAnotherShapeIsRefused() {
    assertThatThrownBy(() -> StatsLine.parse("10 1 3000"))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("7 numbers");
  }
}
