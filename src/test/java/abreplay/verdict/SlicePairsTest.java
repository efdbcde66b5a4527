package abreplay.verdict;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * Paired slices: what moves both sides of a pair cancels, the order effect is measured and taken
 * out, and the interval is the pairs' own.
 */
class SlicePairsTest {

  /**
   * {@code n} pairs of two servers whose true ratio is {@code ratio}, on a machine whose speed
   * swings by {@code drift} from pair to pair (hitting both sides), with {@code own} noise per
   * slice and the first of each pair served {@code edge} more; ABBA order.
   */
  static List<double[]> pairs(
      int n, double ratio, double drift, double own, double edge, long seed) {
    Random r = new Random(seed);
    List<double[]> out = new ArrayList<>();
    for (int j = 0; j < n; j++) {
      double machine = 1 + drift * r.nextGaussian();
      boolean aFirst = (j % 4 == 0) || (j % 4 == 3);
      double a = ratio * machine * (1 + own * r.nextGaussian()) * (aFirst ? 1 + edge : 1);
      double b = machine * (1 + own * r.nextGaussian()) * (aFirst ? 1 : 1 + edge);
      out.add(new double[] {Math.log(a / b), aFirst ? 1 : -1});
    }
    return out;
  }

  @Test
  void aMachineThatSwingsByAThirdBetweenPairsLeavesTheRatioAndItsIntervalTight() {
    SlicePairs p = SlicePairs.fit(pairs(20, 1.0, 0.33, 0.02, 0, 7)).orElseThrow();
    RatioEstimate e = RatioEstimate.of(List.of(RatioEstimate.Round.sliced(p, false, false)), 0.95);

    assertThat(e.ratio()).isCloseTo(1.0, within(0.03));
    assertThat(Math.exp(e.logHalfWidth()) - 1).isLessThan(0.03);
    assertThat(e.low()).isLessThan(1.0);
    assertThat(e.high()).isGreaterThan(1.0);
  }

  @Test
  void theFirstOfEachPairsEdgeIsMeasuredAndLeftOutOfTheRatio() {
    SlicePairs p = SlicePairs.fit(pairs(20, 1.25, 0.05, 0.01, 0.08, 3)).orElseThrow();

    assertThat(p.orderEffect()).isCloseTo(0.08, within(0.015));
    assertThat(Math.exp(p.logRatio())).isCloseTo(1.25, within(0.02));
    assertThat(p.degreesOfFreedom()).isEqualTo(18);
    assertThat(p.pairs()).isEqualTo(20);
  }

  @Test
  void pairsAllInOneOrderFitTheRatioAlone() {
    List<double[]> same = new ArrayList<>();
    for (double[] p : pairs(8, 1.1, 0.1, 0.02, 0, 5)) same.add(new double[] {p[0], 1});

    SlicePairs p = SlicePairs.fit(same).orElseThrow();

    assertThat(p.orderEffect()).isNaN();
    assertThat(p.degreesOfFreedom()).isEqualTo(7);
  }

  @Test
  void fewerThanFourPairsJudgeNothingOnSlices() {
    assertThat(SlicePairs.fit(pairs(3, 1, 0, 0.01, 0, 1))).isEmpty();
  }

  @Test
  void anIntervalFromPairsSaysHowManyAndTheOrderEffect() {
    SlicePairs p = SlicePairs.fit(pairs(20, 1.0, 0.05, 0.02, 0.03, 11)).orElseThrow();
    RatioEstimate e = RatioEstimate.of(List.of(RatioEstimate.Round.sliced(p, false, false)), 0.95);

    assertThat(e.described()).contains("20 paired slices, order effect +").endsWith("%)");
    assertThat(e.paired()).isTrue();
    assertThat(e.pairs()).isEqualTo(20);
  }

  @Test
  void noDriftBetweenStepsIsAddedToPairedSlices() {
    SlicePairs p = SlicePairs.fit(pairs(20, 1.0, 0.0, 0.02, 0, 13)).orElseThrow();
    RatioEstimate without =
        RatioEstimate.of(List.of(RatioEstimate.Round.sliced(p, false, false)), 0.95, 0);
    RatioEstimate with =
        RatioEstimate.of(List.of(RatioEstimate.Round.sliced(p, false, false)), 0.95, 0.12);

    assertThat(with.logHalfWidth()).isEqualTo(without.logHalfWidth());
  }
}
