package abreplay.document.claim;

import static org.assertj.core.api.Assertions.assertThat;

import abreplay.document.claim.ClaimKind.Faster;
import abreplay.document.claim.ClaimKind.RatioKind;
import abreplay.format.Numbers;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** "a is faster than b", with and without its own number: its rule, band and words. */
class FasterTest {
  private static final OnParFactor F = OnParFactor.DEFAULT;
  private static final Faster PLAIN = new Faster(Optional.empty());
  private static final RatioKind BY_75 = PLAIN.withBy("75%").orElseThrow().match(r -> r, f -> null);

  @Test
  void itIsSupportedWhenTheWholeIntervalReachesItsNumberAndContradictedWhenBelowOne() {
    assertThat(BY_75.decide(1.75, 1.80, F)).isEqualTo(Verdict.SUPPORTED);
    assertThat(BY_75.decide(1.60, 1.70, F)).isEqualTo(Verdict.NOT_SUPPORTED);
    assertThat(BY_75.decide(1.70, 1.80, F)).isEqualTo(Verdict.INCONCLUSIVE);
    assertThat(BY_75.decide(0.80, 0.95, F)).isEqualTo(Verdict.CONTRADICTED);
    assertThat(PLAIN.decide(1.01, 1.10, F)).isEqualTo(Verdict.SUPPORTED);
    assertThat(PLAIN.decide(1.00, 1.10, F)).isEqualTo(Verdict.INCONCLUSIVE);
  }

  @Test
  void thePostsOwnRatioShortOfItsNumberButAboveOneFallsShort() {
    assertThat(BY_75.ownData(1.745, F)).isEqualTo(OwnData.SUPPORTED);
    assertThat(BY_75.ownData(1.721, F)).isEqualTo(OwnData.FALLS_SHORT);
    assertThat(BY_75.ownData(0.9, F)).isEqualTo(OwnData.CONTRADICTED);
    assertThat(PLAIN.ownData(1.0, F)).isEqualTo(OwnData.FALLS_SHORT);
  }

  @Test
  void itsBandRunsFromItsNumberUp() {
    assertThat(BY_75.band(F).low()).isEqualTo(1.745, org.assertj.core.data.Offset.offset(1e-12));
    assertThat(BY_75.band(F).high()).isInfinite();
    assertThat(PLAIN.band(F)).isEqualTo(new Band(1, Double.POSITIVE_INFINITY));
  }

  @Test
  void itDescribesItselfAsTheReportsHaveAlwaysPrintedIt() {
    assertThat(BY_75.key()).isEqualTo("faster");
    assertThat(BY_75.name()).isEqualTo("FASTER");
    assertThat(BY_75.claimed(F)).isEqualTo("claimed 75%, i.e. >= 1.745x");
    assertThat(PLAIN.claimed(F)).isEqualTo("claimed > 1x");
    assertThat(BY_75.meaning("A", "B")).isEqualTo("A over B");
    assertThat(BY_75.where(F, r -> Numbers.ratio(r, 3)))
        .isEqualTo("at or above 75% read as 1.745x");
    assertThat(PLAIN.where(F, r -> Numbers.ratio(r, 3))).isEqualTo("above 1.000x");
    assertThat(BY_75.chartLabel(F, r -> Numbers.ratio(r, 3)))
        .isEqualTo("claim: 75%, 1.745x or more");
    assertThat(BY_75.wouldTake(1.1, F))
        .containsExactly(
            "SUPPORTED at >= " + Numbers.ratio(1.745 * 1.1, 3),
            "NOT SUPPORTED below " + Numbers.ratio(1.745 / 1.1, 3),
            "CONTRADICTED below " + Numbers.ratio(1 / 1.1, 3));
  }

  @Test
  void itsNumberIsAGainAsAPostWritesOne() {
    assertThat(PLAIN.takesBy()).isTrue();
    assertThat(PLAIN.withBy("1.75")).isEmpty();
    assertThat(PLAIN.byProblem("1.75")).contains("is not a gain", "by = \"75%\"");
  }
}
