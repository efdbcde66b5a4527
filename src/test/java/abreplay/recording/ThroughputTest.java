package abreplay.recording;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

/** Throughput as a value: equal by its slots' contents, immutable, summed. */
class ThroughputTest {
  @Test
  void isEqualByTheContentsOfItsSlotsNotTheArrays() {
    Throughput a = new Throughput(1000, new long[] {1, 2, 3});
    Throughput b = new Throughput(1000, new long[] {1, 2, 3});

    assertThat(a).isEqualTo(b).hasSameHashCodeAs(b);
    assertThat(a).isNotEqualTo(new Throughput(1100, new long[] {1, 2, 3}));
    assertThat(a).isNotEqualTo(new Throughput(1000, new long[] {1, 2, 4}));
    assertThat(a.toString())
        .contains("firstSlotEpochMillis=1000", "slots=3", "total=6", "[1, 2, 3]");
  }

  @Test
  void cannotBeChangedThroughTheArrayItWasGivenOrGives() {
    long[] given = {5, 5};
    Throughput t = new Throughput(0, given);
    given[0] = 99;
    t.completions()[1] = 99;

    assertThat(t.completions()).containsExactly(5, 5);
    assertThat(t.at(1)).isEqualTo(5);
  }

  @Test
  void sumsItsSlotsAndNoneIsEmpty() {
    assertThat(new Throughput(0, new long[] {0, 7, 0, 3}).total()).isEqualTo(10);
    assertThat(new Throughput(0, new long[] {0, 7}).isEmpty()).isFalse();
    assertThat(Throughput.NONE.isEmpty()).isTrue();
    assertThat(Throughput.NONE.total()).isZero();
    assertThat(Throughput.NONE.slots()).isZero();
  }

  @Test
  void refusesNegativeCounts() {
    assertThatThrownBy(() -> new Throughput(0, new long[] {1, -1}))
        .isInstanceOf(IllegalArgumentException.class);
  }
}
