package abreplay.verdict;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import abreplay.recording.Throughput;
import abreplay.testing.Slots;
import org.junit.jupiter.api.Test;

/** A step's noise from its own slots: batch means, the ends dropped, too short says nothing. */
class StepNoiseTest {
  @Test
  void aSteadyStepHasNoNoiseAndTheEndsDoNotCount() {
    Throughput slots =
        new Throughput(0, new long[] {3, 100, 100, 100, 100, 100, 100, 100, 100, 100, 100, 7});
    StepNoise noise = StepNoise.of(slots).orElseThrow();
    assertThat(noise.relativeStandardError()).isZero();
    assertThat(noise.batches()).isEqualTo(10);
  }

  @Test
  void batchesVaryAsTheSlotsDo() {
    // Ten inner slots alternating 110 and 90: sd 10.54 over a mean of 100, standard error 3.33%.
    Throughput slots =
        new Throughput(0, new long[] {50, 110, 90, 110, 90, 110, 90, 110, 90, 110, 90, 50});
    StepNoise noise = StepNoise.of(slots).orElseThrow();
    assertThat(noise.relativeStandardError())
        .isCloseTo(Math.sqrt(100.0 * 10 / 9) / 100 / Math.sqrt(10), within(1e-9));
    assertThat(noise.degreesOfFreedom()).isEqualTo(9);
  }

  @Test
  void longStepsAreCutIntoTenBatchesAndShortOnesSayNothing() {
    assertThat(StepNoise.of(Slots.jittered(100_000, 30, 0.1)).orElseThrow().batches())
        .isEqualTo(10);
    assertThat(StepNoise.of(new Throughput(0, new long[] {5, 100, 100, 5}))).isEmpty();
    assertThat(StepNoise.of(Throughput.NONE)).isEmpty();
  }
}
