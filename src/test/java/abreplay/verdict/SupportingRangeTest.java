package abreplay.verdict;

import static org.assertj.core.api.Assertions.assertThat;

import abreplay.document.Document.Claim;
import java.util.OptionalDouble;
import org.junit.jupiter.api.Test;

/** The range the page draws as a claim's threshold is the one the verdicts use. */
class SupportingRangeTest {

  @Test
  void agreesWithTheVerdictOfEveryReplayedRatio() {
    for (Claim.Kind kind : Claim.Kind.values()) {
      for (double published : new double[] {0.8, 1.0, 1.2, 1.75, 3.0}) {
        double[] range = Judge.supportingRange(kind, OptionalDouble.of(published));
        for (int i = 1; i <= 400; i++) {
          // Off the ranges' exact ends, where the two differ only by floating-point rounding.
          double replayed = i / 100.0 + 0.0013;
          boolean inRange = replayed >= range[0] && replayed <= range[1];
          assertThat(Judge.scenario(kind, OptionalDouble.of(published), replayed) == Verdict.SUPPORTED)
              .as("%s published %.2f replayed %.2f", kind, published, replayed).isEqualTo(inRange);
        }
      }
    }
  }

  @Test
  void aFasterClaimKeepsHalfItsPublishedLead() {
    assertThat(Judge.supportingRange(Claim.Kind.FASTER, OptionalDouble.of(1.75))).containsExactly(1.375,
        Double.POSITIVE_INFINITY);
    assertThat(Judge.supportingRange(Claim.Kind.ON_PAR, OptionalDouble.empty())).containsExactly(0.85, 1.15);
  }
}
