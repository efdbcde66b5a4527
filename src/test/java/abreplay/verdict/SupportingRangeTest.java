package abreplay.verdict;

import static org.assertj.core.api.Assertions.assertThat;

import abreplay.document.Document.Claim;
import java.util.List;
import java.util.OptionalDouble;
import org.junit.jupiter.api.Test;

/** The range the page draws as a claim's threshold is the one the verdicts use. */
class SupportingRangeTest {
  private static final List<Claim> CLAIMS = List.of(
      new Claim("faster", Claim.Kind.FASTER, "a", "b", OptionalDouble.empty(), List.of("s")),
      new Claim("75% faster", Claim.Kind.FASTER, "a", "b", OptionalDouble.of(1.75), List.of("s")),
      new Claim("on par", Claim.Kind.ON_PAR, "a", "b", OptionalDouble.empty(), List.of("s")),
      new Claim("at least on par", Claim.Kind.AT_LEAST_ON_PAR, "a", "b", OptionalDouble.empty(), List.of("s")));

  @Test
  void aNarrowRangeSupportsTheClaimExactlyWhereItLiesInside() {
    for (Claim claim : CLAIMS) {
      double[] range = Judge.supportingRange(claim);
      for (int i = 1; i <= 400; i++) {
        // A range 0.2% wide, off the thresholds' exact values, where the two differ only by rounding.
        double median = i / 100.0 + 0.0013;
        Range r = new Range(median, median * 0.999, median * 1.001, 3, 0);
        boolean inside = r.low() >= range[0] && r.high() <= range[1];
        Verdict verdict = Judge.scenario(claim.kind(), Judge.direction(claim, r), Judge.magnitude(claim, r));
        assertThat(verdict == Verdict.SUPPORTED).as("%s: %.4f", claim.text(), median).isEqualTo(inside);
      }
    }
  }

  @Test
  void aFasterClaimWithItsOwnNumberIsSupportedFromThatNumberUp() {
    assertThat(Judge.supportingRange(CLAIMS.get(1))).containsExactly(1.75, Double.POSITIVE_INFINITY);
    assertThat(Judge.supportingRange(CLAIMS.get(2))).containsExactly(0.85, 1.15);
    assertThat(Judge.supportingRange(CLAIMS.get(3))).containsExactly(0.85, Double.POSITIVE_INFINITY);
  }
}
