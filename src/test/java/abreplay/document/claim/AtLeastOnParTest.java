package abreplay.document.claim;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.offset;

import abreplay.document.claim.ClaimKind.AtLeastOnPar;
import abreplay.format.Numbers;
import org.junit.jupiter.api.Test;

/** "a is at least comparable to b": at least 1/factor of b's rate. */
class AtLeastOnParTest {
  private static final AtLeastOnPar AT_LEAST = new AtLeastOnPar();
  private static final OnParFactor F = OnParFactor.DEFAULT;
  private static final OnParFactor TEN = new OnParFactor(1.10);

  @Test
  void itIsSupportedFromOneOverTheFactorUpAndContradictedWhollyBelow() {
    assertThat(AT_LEAST.decide(0.88, 3, F)).isEqualTo(Verdict.SUPPORTED);
    assertThat(AT_LEAST.decide(0.88, 3, TEN)).isEqualTo(Verdict.INCONCLUSIVE);
    assertThat(AT_LEAST.decide(0.70, 0.80, F)).isEqualTo(Verdict.CONTRADICTED);
  }

  @Test
  void thePostsOwnRatioBelowTheBandContradictsIt() {
    assertThat(AT_LEAST.ownData(0.90, F)).isEqualTo(OwnData.SUPPORTED);
    assertThat(AT_LEAST.ownData(0.861, F)).isEqualTo(OwnData.CONTRADICTED);
  }

  @Test
  void itsBandRunsFromOneOverTheFactorUp() {
    assertThat(AT_LEAST.band(TEN).low()).isCloseTo(1 / 1.1, offset(1e-12));
    assertThat(AT_LEAST.band(TEN).high()).isInfinite();
  }

  @Test
  void itDescribesItsBandFromTheFactor() {
    assertThat(AT_LEAST.name()).isEqualTo("AT_LEAST_ON_PAR");
    assertThat(AT_LEAST.claimed(F)).isEqualTo("claimed >= 1/1.15x (0.870x)");
    assertThat(AT_LEAST.claimed(TEN)).isEqualTo("claimed >= 1/1.1x (0.909x)");
    assertThat(AT_LEAST.where(TEN, r -> Numbers.ratio(r, 3))).isEqualTo("at or above 0.909x");
    assertThat(AT_LEAST.chartLabel(TEN, r -> Numbers.ratio(r, 3)))
        .isEqualTo("claim: at least on par, 0.909x or more");
    assertThat(AT_LEAST.wouldTake(1.05, TEN))
        .containsExactly(
            "SUPPORTED at >= " + Numbers.ratio(1.05 / 1.1, 3),
            "CONTRADICTED below " + Numbers.ratio(1 / 1.155, 3));
  }
}
