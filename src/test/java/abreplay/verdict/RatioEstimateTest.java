package abreplay.verdict;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * A ratio's interval from one round or several, with and without the drift between steps, and
 * paired when a round's steps ran at once.
 */
class RatioEstimateTest {
  /** 1.02x from two steps with 2% relative standard error each over 10 batches. */
  private static RatioEstimate.Round round(double system, double over) {
    return RatioEstimate.Round.of(
        system, new StepNoise(0.02, 10), false, over, new StepNoise(0.02, 10), false);
  }

  @Test
  void oneRoundWithoutDriftRestsOnTheStepsOwnNoise() {
    RatioEstimate e = RatioEstimate.of(List.of(round(102, 100)), 0.95, 0);

    // sqrt(0.02^2 + 0.02^2) = 0.0283 in log space, t(0.975, Welch 18) = 2.101.
    assertThat(e.ratio()).isCloseTo(1.02, within(1e-9));
    assertThat(e.logHalfWidth()).isCloseTo(2.101 * 0.02828, within(2e-3));
    assertThat(e.low()).isGreaterThan(1.0 / 1.1);
  }

  @Test
  void oneRoundWithDriftAddsItAsAKnownVarianceWithoutDegreesOfFreedom() {
    RatioEstimate e = RatioEstimate.of(List.of(round(102, 100)), 0.95, 0.12);

    // sqrt(0.0283^2 + 0.12^2) = 0.1233; df = 18 x (0.1233^2 / 0.0283^2)^2, t about 1.96.
    assertThat(e.logHalfWidth()).isCloseTo(1.96 * 0.1233, within(3e-3));
    assertThat(e.low()).isLessThan(0.81);
    assertThat(e.high()).isGreaterThan(1.28);
  }

  @Test
  void twoIdenticalServersOneStepApartOnADriftingMachineHoldOneInTheirInterval() {
    // The run that read 0.753x [0.687x, 0.824x] at one round without the drift.
    RatioEstimate.Round drifted =
        RatioEstimate.Round.of(
            75.3, new StepNoise(0.03, 10), false, 100, new StepNoise(0.03, 10), false);

    assertThat(RatioEstimate.of(List.of(drifted), 0.95, 0).high()).isLessThan(1);
    assertThat(RatioEstimate.of(List.of(drifted), 0.95, 0.12).high()).isGreaterThan(0.95);
  }

  @Test
  void severalRoundsTakeTheirSpreadWhenItIsWiderThanTheFloor() {
    List<RatioEstimate.Round> rounds = List.of(round(130, 100), round(100, 100), round(77, 100));

    RatioEstimate withDrift = RatioEstimate.of(rounds, 0.95, 0.05);
    RatioEstimate without = RatioEstimate.of(rounds, 0.95, 0);

    assertThat(withDrift.logHalfWidth()).isEqualTo(without.logHalfWidth());
    assertThat(withDrift.rounds()).isEqualTo(3);
  }

  @Test
  void severalRoundsThatAgreeByChanceKeepTheDriftAsTheirFloor() {
    List<RatioEstimate.Round> rounds = List.of(round(100, 100), round(100, 100), round(100, 100));

    RatioEstimate e = RatioEstimate.of(rounds, 0.95, 0.12);

    // (0.02^2 x 2 + 0.12^2) / 3 rounds, t(0.975, 2) = 4.303.
    assertThat(e.logHalfWidth()).isCloseTo(4.303 * Math.sqrt((0.0008 + 0.0144) / 3), within(1e-3));
  }

  /** 1.02x from two steps at once, their ten batches' log ratios 2% apart (sd) around it. */
  private static RatioEstimate.Round paired(double ratio) {
    return RatioEstimate.Round.paired(
        new PairedNoise(ratio, 0.02 * 0.02 / 10, 10, 5), false, false);
  }

  @Test
  void onePairedRoundRestsOnItsOwnNoiseAndTheDriftBetweenStepsIsNotAdded() {
    RatioEstimate without = RatioEstimate.of(List.of(paired(1.02)), 0.95, 0);
    RatioEstimate withDrift = RatioEstimate.of(List.of(paired(1.02)), 0.95, 0.12);

    // sqrt(0.0004 / 10) = 0.00632 in log space, t(0.975, 9) = 2.262.
    assertThat(withDrift.logHalfWidth()).isEqualTo(without.logHalfWidth());
    assertThat(withDrift.logHalfWidth()).isCloseTo(2.262 * 0.006325, within(1e-4));
    assertThat(withDrift.ratio()).isCloseTo(1.02, within(1e-12));
    assertThat(withDrift.paired()).isTrue();
    assertThat(withDrift.described())
        .isEqualTo("1.020x (95% interval 1.006x-1.035x, one round at once)");
  }

  @Test
  void severalPairedRoundsTakeTheirSpreadOrTheirOwnNoiseAndTheDriftOnlyForRoundsApart() {
    List<RatioEstimate.Round> atOnce = List.of(paired(1.02), paired(1.02), paired(1.02));
    List<RatioEstimate.Round> mixed = List.of(paired(1.02), round(102, 100), paired(1.02));

    RatioEstimate e = RatioEstimate.of(atOnce, 0.95, 0.12);
    RatioEstimate m = RatioEstimate.of(mixed, 0.95, 0.12);

    // The rounds agree: the floor is their own noise, 0.00004, over 3 rounds, t(0.975, 2) = 4.303.
    assertThat(e.logHalfWidth()).isCloseTo(4.303 * Math.sqrt(0.00004 / 3), within(1e-4));
    assertThat(e.described()).endsWith(", 3 rounds at once)");
    // One round apart adds its drift to the mean: (0.00004 x 2 + 0.0008 + 0.0144) / 3.
    assertThat(m.logHalfWidth())
        .isCloseTo(4.303 * Math.sqrt((0.00008 + 0.0008 + 0.0144) / 3 / 3), within(1e-3));
    assertThat(m.paired()).isFalse();
    assertThat(m.described()).endsWith(", 3 rounds)");
  }

  @Test
  void roundsApartReadAsTheyDidBeforePairing() {
    RatioEstimate e = RatioEstimate.of(List.of(round(102, 100)), 0.95, 0.12);

    assertThat(e.paired()).isFalse();
    assertThat(e.described()).endsWith(", one round)");
  }
}
