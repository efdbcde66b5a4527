package abreplay.document.claim;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.offset;

import abreplay.document.claim.ClaimKind.OnPar;
import abreplay.format.Numbers;
import org.junit.jupiter.api.Test;

/** "a is on par with b": within the on-par factor either way, whichever the factor is. */
class OnParTest {
  private static final OnPar ON_PAR = new OnPar();
  private static final OnParFactor F = OnParFactor.DEFAULT;
  private static final OnParFactor TEN = new OnParFactor(1.10);

  @Test
  void itIsSupportedInsideTheBandAndContradictedWhollyOutsideIt() {
    assertThat(ON_PAR.decide(0.90, 1.10, F)).isEqualTo(Verdict.SUPPORTED);
    assertThat(ON_PAR.decide(1.20, 1.30, F)).isEqualTo(Verdict.CONTRADICTED);
    assertThat(ON_PAR.decide(0.70, 0.80, F)).isEqualTo(Verdict.CONTRADICTED);
    assertThat(ON_PAR.decide(1.10, 1.20, F)).isEqualTo(Verdict.INCONCLUSIVE);
  }

  @Test
  void aNarrowerFactorDecidesTheSameIntervalOtherwise() {
    assertThat(ON_PAR.decide(0.90, 1.12, F)).isEqualTo(Verdict.SUPPORTED);
    assertThat(ON_PAR.decide(0.90, 1.12, TEN)).isEqualTo(Verdict.INCONCLUSIVE);
    assertThat(ON_PAR.ownData(1.12, F)).isEqualTo(OwnData.SUPPORTED);
    assertThat(ON_PAR.ownData(1.12, TEN)).isEqualTo(OwnData.CONTRADICTED);
  }

  @Test
  void thePostsOwnRatioAndItsInverseReadAlike() {
    // 001's published 0.861x: 1/1.15 = 0.870 is the band's lower end.
    assertThat(ON_PAR.ownData(0.861, F))
        .isEqualTo(ON_PAR.ownData(1 / 0.861, F))
        .isEqualTo(OwnData.CONTRADICTED);
  }

  @Test
  void itsBandIsOneOverTheFactorToTheFactor() {
    assertThat(ON_PAR.band(F).low()).isCloseTo(1 / 1.15, offset(1e-12));
    assertThat(ON_PAR.band(F).high()).isEqualTo(1.15);
    assertThat(ON_PAR.band(TEN).high()).isEqualTo(1.10);
  }

  @Test
  void itDescribesItsBandFromTheFactor() {
    assertThat(ON_PAR.name()).isEqualTo("ON_PAR");
    assertThat(ON_PAR.claimed(F)).isEqualTo("claimed within 1/1.15x-1.15x (0.870x-1.150x)");
    assertThat(ON_PAR.claimed(TEN)).isEqualTo("claimed within 1/1.1x-1.1x (0.909x-1.100x)");
    assertThat(ON_PAR.where(TEN, r -> Numbers.ratio(r, 3))).isEqualTo("between 0.909x and 1.100x");
    assertThat(ON_PAR.chartLabel(TEN, r -> Numbers.ratio(r, 3)))
        .isEqualTo("claim: on par, 0.909x to 1.100x");
    assertThat(ON_PAR.judgedAs(TEN)).isEqualTo("on par within a factor of 1.1 either way");
    assertThat(ON_PAR.wouldTake(1.02, TEN))
        .containsExactly(
            "SUPPORTED at " + Numbers.ratio(1.02 / 1.1, 3) + "-" + Numbers.ratio(1.1 / 1.02, 3),
            "CONTRADICTED below "
                + Numbers.ratio(1 / 1.1 / 1.02, 3)
                + " or above "
                + Numbers.ratio(1.1 * 1.02, 3));
    assertThat(ON_PAR.wouldTake(1.2, TEN).get(0)).startsWith("SUPPORTED at no ratio");
    assertThat(ON_PAR.takesBy()).isFalse();
  }
}
