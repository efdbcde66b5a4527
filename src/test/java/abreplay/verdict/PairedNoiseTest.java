package abreplay.verdict;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import abreplay.recording.Throughput;
import java.util.Arrays;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * Two steps at once, paired on the seconds both ran: what the machine did meanwhile cancels, steps
 * one after the other never pair.
 */
class PairedNoiseTest {
  static final long T0 = 1_700_000_000_000L;

  /** {@code slots} slots from {@code start}, each {@code perSlot} completions. */
  static Throughput steady(long start, int slots, long perSlot) {
    long[] c = new long[slots];
    Arrays.fill(c, perSlot);
    return new Throughput(start, c);
  }

  /**
   * A step of {@code slots} slots at {@code perSlot} completions, on a machine whose speed ramps up
   * by half over {@code rampSlots} from slot {@code rampFrom} (slot i runs at 1 + 0.5 (i +
   * rampFrom) / rampSlots), with 2% of noise of its own per slot.
   */
  static Throughput ramped(
      long start, int slots, double perSlot, int rampFrom, int rampSlots, long seed) {
    Random noise = new Random(seed);
    long[] c = new long[slots];
    for (int i = 0; i < slots; i++) {
      double speed = 1 + 0.5 * (i + rampFrom) / rampSlots;
      c[i] = Math.max(0, Math.round(perSlot * speed * (1 + 0.02 * noise.nextGaussian())));
    }
    return new Throughput(start, c);
  }

  @Test
  void twoIdenticalSteadyStepsAtOnceReadOneWithNoNoise() {
    PairedNoise p = PairedNoise.of(steady(T0, 52, 100), steady(T0, 52, 100)).orElseThrow();

    assertThat(p.ratio()).isEqualTo(1.0);
    assertThat(p.logVariance()).isZero();
    assertThat(p.batches()).isEqualTo(10);
    assertThat(p.degreesOfFreedom()).isEqualTo(9);
    assertThat(p.seconds()).isCloseTo(5.0, within(1e-9));
  }

  @Test
  void aMachineThatSpeedsUpMidStepMovesBothSidesAndTheirRatioStaysPut() {
    // 30 s at once, the machine half again as fast at the end as at the start.
    Throughput a = ramped(T0, 300, 1000, 0, 300, 1);
    Throughput b = ramped(T0, 300, 1000, 0, 300, 2);

    PairedNoise p = PairedNoise.of(a, b).orElseThrow();
    RatioEstimate paired =
        RatioEstimate.of(List.of(RatioEstimate.Round.paired(p, false, false)), 0.95, 0.12);
    // Each step's own batches see the ramp: +-12% or so even without the drift between steps.
    StepNoise na = StepNoise.of(a).orElseThrow();
    StepNoise nb = StepNoise.of(b).orElseThrow();
    RatioEstimate alone =
        RatioEstimate.of(
            List.of(RatioEstimate.Round.of(a.total(), na, false, b.total(), nb, false)), 0.95, 0);

    assertThat(p.ratio()).isCloseTo(1.0, within(0.01));
    assertThat(paired.low()).isGreaterThan(0.99);
    assertThat(paired.high()).isLessThan(1.01);
    assertThat(alone.logHalfWidth()).isGreaterThan(0.05).isGreaterThan(10 * paired.logHalfWidth());
  }

  @Test
  void theSlotsArePairedByTheirInstantsNotTheirIndices() {
    // b began 2 s (20 slots) after a, 30 ms off the slot grid; its slots match a's from slot 20.
    long[] ca = new long[60];
    long[] cb = new long[40];
    for (int i = 0; i < 60; i++) ca[i] = 100 + i;
    for (int j = 0; j < 40; j++) cb[j] = 50 + (j + 20) / 2;
    PairedNoise p =
        PairedNoise.of(new Throughput(T0, ca), new Throughput(T0 + 2_030, cb)).orElseThrow();

    // The common slots: a's 20-59, b's 0-39; inner: a's 21-58.
    long sa = 0;
    long sb = 0;
    for (int i = 21; i <= 58; i++) sa += ca[i];
    for (int j = 1; j <= 38; j++) sb += cb[j];
    assertThat(p.ratio()).isCloseTo((double) sa / sb, within(1e-12));
    assertThat(p.seconds()).isCloseTo(3.8, within(1e-9));
    assertThat(PairedNoise.together(new Throughput(T0, ca), new Throughput(T0 + 2_030, cb)))
        .isTrue();
  }

  @Test
  void stepsOneAfterTheOtherNeverPair() {
    Throughput first = steady(T0, 50, 100);
    Throughput next = steady(T0 + 5_000, 50, 100);
    Throughput touching = steady(T0 + 4_700, 50, 100);

    assertThat(PairedNoise.together(first, next)).isFalse();
    assertThat(PairedNoise.together(first, touching)).as("three slots at the boundary").isFalse();
    assertThat(PairedNoise.of(first, next)).isEmpty();
    assertThat(PairedNoise.together(first, Throughput.NONE)).isFalse();
  }

  @Test
  void aPartialOverlapBelowHalfTheShorterStepDoesNotPairAndHalfDoes() {
    Throughput a = steady(T0, 40, 100);

    // 10 common slots, 8 inner, of 40: a fifth.
    assertThat(PairedNoise.together(a, steady(T0 + 3_000, 40, 100))).isFalse();
    // 22 common, 20 inner: half of 40.
    assertThat(PairedNoise.together(a, steady(T0 + 1_800, 40, 100))).isTrue();
    // A short step wholly inside a long one: the short one ran at once with it.
    assertThat(PairedNoise.together(steady(T0, 300, 100), steady(T0 + 10_000, 30, 100))).isTrue();
  }

  @Test
  void aBatchWithNoCompletionsOnEitherSideLeavesNoPairedEstimate() {
    long[] stalled = new long[52];
    Arrays.fill(stalled, 100);
    // The first inner batch (slots 1-5) of b: nothing completed.
    for (int i = 1; i <= 5; i++) stalled[i] = 0;

    assertThat(PairedNoise.of(steady(T0, 52, 100), new Throughput(T0, stalled))).isEmpty();
    assertThat(PairedNoise.of(new Throughput(T0, stalled), steady(T0, 52, 100))).isEmpty();
  }

  @Test
  void tooFewCommonSlotsSayNothing() {
    assertThat(PairedNoise.of(steady(T0, 4, 100), steady(T0, 4, 100))).isEmpty();
    assertThat(PairedNoise.of(steady(T0, 5, 100), steady(T0, 5, 100))).isPresent();
  }
}
