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
  void aFactorHoldsFromHalfItsLastDigitBelow() {
    assertThat(Magnitude.parse("2x").orElseThrow().threshold()).isCloseTo(1.5, within(1e-12));
    assertThat(Magnitude.parse("2.5X").orElseThrow().threshold()).isCloseTo(2.45, within(1e-12));
    assertThat(Magnitude.parse("1x")).isEmpty();
  }

  @Test
  void anythingElseIsNotAMagnitude() {
    assertThat(Magnitude.parse("far")).isEmpty();
    assertThat(Magnitude.parse("75")).isEmpty();
    assertThat(Magnitude.parse("-5%")).isEmpty();
  }
}
