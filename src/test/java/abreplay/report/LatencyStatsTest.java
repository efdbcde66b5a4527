package abreplay.report;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import abreplay.recording.LatencySample;
import org.junit.jupiter.api.Test;

/** The tools' statistics of a latency sample, each by its tool's own rule. */
class LatencyStatsTest {
  /** 1 to 10 ms, in microseconds. */
  private static final LatencyStats TEN =
      new LatencyStats(
          LatencySample.of(1000, 2000, 3000, 4000, 5000, 6000, 7000, 8000, 9000, 10_000));

  @Test
  void theStandardDeviationIsTheSamplesAsWrkComputesIt() {
    assertThat(TEN.mean()).isEqualTo(5500);
    // sqrt(82.5e6 / 9)
    assertThat(TEN.stdev()).isCloseTo(3027.65, within(0.01));
  }

  @Test
  void withinOneStandardDeviationCountsTheValuesBetweenMeanLessAndMeanPlusIt() {
    // 5.5 ms +/- 3.03 ms holds 3 to 8 ms: 6 of 10.
    assertThat(TEN.withinStdev()).isEqualTo(60.0);
  }

  @Test
  void wrksPercentileTakesTheValueAtRankRoundOfPTimesNPlusAHalf() {
    // rank round(0.5 x 10 + 0.5) = 6 (Java rounds 5.5 up), the 6th value
    assertThat(TEN.wrkPercentile(50)).isEqualTo(6000);
    assertThat(TEN.wrkPercentile(99)).isEqualTo(10_000);
  }

  @Test
  void heysPercentileTakesTheFirstValueWhoseIndexReachesThePercent() {
    // the first i with i x 100 / 10 >= 10 is 1: the second value
    assertThat(TEN.heyPercentile(10)).isEqualTo(2000);
    assertThat(TEN.heyPercentile(99)).isEqualTo(10_000);
  }
}
