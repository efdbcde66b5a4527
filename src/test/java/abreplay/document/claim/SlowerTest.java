package abreplay.document.claim;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.offset;

import abreplay.document.claim.ClaimKind.RatioKind;
import abreplay.document.claim.ClaimKind.Slower;
import abreplay.format.Numbers;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * "a is 40% slower than b": 40% fewer requests per second, a ratio of at most 0.605 read with its
 * precision; the mirror of faster.
 */
class SlowerTest {
  private static final OnParFactor F = OnParFactor.DEFAULT;
  private static final Slower PLAIN = new Slower(Optional.empty());
  private static final RatioKind BY_40 = PLAIN.withBy("40%").orElseThrow().match(r -> r, f -> null);

  @Test
  void itIsSupportedWhenTheWholeIntervalIsAtOrBelowItsNumberAndContradictedWhenAboveOne() {
    assertThat(BY_40.decide(0.50, 0.60, F)).isEqualTo(Verdict.SUPPORTED);
    assertThat(BY_40.decide(0.62, 0.90, F)).isEqualTo(Verdict.NOT_SUPPORTED);
    assertThat(BY_40.decide(0.58, 0.70, F)).isEqualTo(Verdict.INCONCLUSIVE);
    assertThat(BY_40.decide(1.05, 1.20, F)).isEqualTo(Verdict.CONTRADICTED);
    assertThat(PLAIN.decide(0.90, 0.99, F)).isEqualTo(Verdict.SUPPORTED);
    assertThat(PLAIN.decide(0.90, 1.00, F)).isEqualTo(Verdict.INCONCLUSIVE);
  }

  @Test
  void theVerdictNeverGetsBetterAsTheIntervalRises() {
    Verdict previous = Verdict.SUPPORTED;
    for (double r = 0.3; r <= 2; r *= 1.01) {
      Verdict v = BY_40.decide(r / 1.05, r * 1.05, F);
      assertThat(v.ordinal()).as("%.3fx", r).isLessThanOrEqualTo(previous.ordinal());
      previous = v;
    }
    assertThat(previous).isEqualTo(Verdict.CONTRADICTED);
  }

  @Test
  void thePostsOwnRatioAboveItsNumberButBelowOneFallsShort() {
    // Document 000: nginx / Swoole = 164,489.92 / 287,104.12 = 0.573x.
    assertThat(BY_40.ownData(164489.92 / 287104.12, F)).isEqualTo(OwnData.SUPPORTED);
    assertThat(BY_40.ownData(0.605, F)).isEqualTo(OwnData.SUPPORTED);
    assertThat(BY_40.ownData(0.70, F)).isEqualTo(OwnData.FALLS_SHORT);
    assertThat(BY_40.ownData(1.10, F)).isEqualTo(OwnData.CONTRADICTED);
  }

  @Test
  void itsBandRunsFromZeroToItsNumber() {
    assertThat(BY_40.band(F).low()).isZero();
    assertThat(BY_40.band(F).high()).isCloseTo(0.605, offset(1e-12));
    assertThat(PLAIN.band(F)).isEqualTo(new Band(0, 1));
  }

  @Test
  void itDescribesItselfWithItsNumberReadAsAnUpperBound() {
    assertThat(BY_40.key()).isEqualTo("slower");
    assertThat(BY_40.name()).isEqualTo("SLOWER");
    assertThat(BY_40.claimed(F)).isEqualTo("claimed 40%, i.e. <= 0.605x");
    assertThat(PLAIN.claimed(F)).isEqualTo("claimed < 1x");
    assertThat(BY_40.meaning("A", "B")).isEqualTo("A vs B");
    assertThat(BY_40.where(F, r -> Numbers.ratio(r, 3)))
        .isEqualTo("at or below 40% slower read as 0.605x");
    assertThat(BY_40.chartLabel(F, r -> Numbers.ratio(r, 3)))
        .isEqualTo("claim: 40% slower, 0.605x or less");
    assertThat(BY_40.wouldTake(1.1, F))
        .containsExactly(
            "SUPPORTED at <= " + Numbers.ratio(0.605 / 1.1, 3),
            "NOT SUPPORTED above " + Numbers.ratio(0.605 * 1.1, 3),
            "CONTRADICTED above " + Numbers.ratio(1.1, 3));
  }

  @Test
  void itsNumberIsALossOfRateAsAPostWritesOne() {
    assertThat(PLAIN.takesBy()).isTrue();
    // "Twice as slow" is read to a tenth, as a reader takes it: at most 1/1.95 of the rate.
    assertThat(PLAIN.withBy("2x").orElseThrow().by().orElseThrow().threshold())
        .isCloseTo(1 / 1.95, offset(1e-12));
    assertThat(PLAIN.withBy("100%")).isEmpty();
    assertThat(PLAIN.byProblem("100%")).contains("is not a loss of rate", "by = \"30%\"");
  }
}
