package abreplay.document.claim;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import org.junit.jupiter.api.Test;

/** A claim's number read with the precision its text gives it. */
class MagnitudeTest {
  @Test
  void aPercentageHoldsFromHalfItsLastDigitBelow() {
    assertThat(Magnitude.parse("75%").orElseThrow().threshold()).isCloseTo(1.745, within(1e-12));
    assertThat(Magnitude.parse("75%").orElseThrow().nominal()).isCloseTo(1.75, within(1e-12));
    assertThat(Magnitude.parse("220%").orElseThrow().threshold()).isCloseTo(3.195, within(1e-12));
    assertThat(Magnitude.parse("7.5%").orElseThrow().threshold()).isCloseTo(1.0745, within(1e-12));
  }

  @Test
  void aFactorIsReadToATenthAtLeast() {
    // "Twice as fast" does not hold at 1.5x: a reader takes it from 1.95x.
    assertThat(Magnitude.parse("2x").orElseThrow().threshold()).isCloseTo(1.95, within(1e-12));
    assertThat(Magnitude.parse("3x").orElseThrow().threshold()).isCloseTo(2.95, within(1e-12));
    assertThat(Magnitude.parse("2.5X").orElseThrow().threshold()).isCloseTo(2.45, within(1e-12));
    assertThat(Magnitude.parse("2.25x").orElseThrow().threshold()).isCloseTo(2.245, within(1e-12));
    assertThat(Magnitude.parse("1x")).isEmpty();
  }

  @Test
  void anythingElseIsNotAMagnitude() {
    assertThat(Magnitude.parse("far")).isEmpty();
    assertThat(Magnitude.parse("75")).isEmpty();
    assertThat(Magnitude.parse("-5%")).isEmpty();
  }

  @Test
  void aLossInPercentIsThatShareOfTheRateLessAndHoldsUpToHalfItsLastDigitBelow() {
    // "40% slower": 40% fewer requests per second, 0.60, any loss that rounds to 40% (39.5%).
    assertThat(Magnitude.parseLoss("40%").orElseThrow().nominal()).isCloseTo(0.60, within(1e-12));
    assertThat(Magnitude.parseLoss("40%").orElseThrow().threshold())
        .isCloseTo(0.605, within(1e-12));
    assertThat(Magnitude.parseLoss("7.5%").orElseThrow().threshold())
        .isCloseTo(0.9255, within(1e-12));
  }

  @Test
  void aLossAsAFactorIsTheRateDividedByItAndHoldsUpToATenthBelow() {
    assertThat(Magnitude.parseLoss("2x").orElseThrow().nominal()).isCloseTo(0.5, within(1e-12));
    assertThat(Magnitude.parseLoss("2x").orElseThrow().threshold())
        .isCloseTo(1 / 1.95, within(1e-12));
    assertThat(Magnitude.parseLoss("1x")).isEmpty();
  }

  @Test
  void aLossOfAHundredPercentOrMoreOrOfNothingIsNotALoss() {
    assertThat(Magnitude.parseLoss("100%")).isEmpty();
    assertThat(Magnitude.parseLoss("150%")).isEmpty();
    assertThat(Magnitude.parseLoss("0%")).isEmpty();
    assertThat(Magnitude.parseLoss("slow")).isEmpty();
  }
}
