package abreplay.report;

import static org.assertj.core.api.Assertions.assertThat;

import abreplay.format.Numbers;
import abreplay.recording.LatencySample;
import org.junit.jupiter.api.Test;

/** ab's statistics, checked against values worked out by hand from ab.c's formulas. */
class AbMathTest {

  @Test
  void formatsNumbersAsCsPrintfDoesNotAsJavaDoes() {
    // 0.125 is exact in binary: a true tie, which C resolves to even (Java's %.2f rounds it up, to
    // 0.13).
    assertThat(Numbers.fixed(0.125, 2)).isEqualTo("0.12");
    assertThat(Numbers.fixed(0.375, 2)).isEqualTo("0.38");
    // 2.675 and 1.005 are stored just below their decimal form: C rounds down, Java up.
    assertThat(Numbers.fixed(2.675, 2)).isEqualTo("2.67");
    assertThat(Numbers.fixed(1.005, 2)).isEqualTo("1.00");
    assertThat(Numbers.fixed(164489.92, 2)).isEqualTo("164489.92");
    assertThat(Numbers.fixed(1.25, 5, 1)).isEqualTo("  1.2");
    assertThat(Numbers.integer(22, 7)).isEqualTo("     22");
  }

  @Test
  void roundsMicrosecondsToMillisecondsAsApRoundMs() {
    assertThat(ConnectionTimes.roundMs(499)).isEqualTo(0);
    assertThat(ConnectionTimes.roundMs(500)).isEqualTo(1);
    assertThat(ConnectionTimes.roundMs(1499)).isEqualTo(1);
    assertThat(ConnectionTimes.roundMs(1500)).isEqualTo(2);
  }

  @Test
  void takesTheMiddleElementAsMedianForAnEvenCount() {
    // mean 2500 us -> 3 ms; sd = sqrt(5e6 / 3) = 1290.99 us; median = s[2] = 3000 us.
    ConnectionTimes t = ConnectionTimes.of(LatencySample.of(1000, 2000, 3000, 4000));
    assertThat(t).isEqualTo(new ConnectionTimes(1, 3, Math.sqrt(5e6 / 3) / 1000, 3, 4));
    assertThat(t.formatted()).isEqualTo("    1    3   1.3      3       4");
  }

  @Test
  void averagesTheUpperPairAsMedianForAnOddCountAsAbsCodeDoes() {
    // n = 5: ab takes (s[2] + s[3]) / 2 = (300 + 400) / 2 = 350 us -> 0 ms, not s[2].
    ConnectionTimes t = ConnectionTimes.of(LatencySample.of(100, 200, 300, 400, 10000));
    assertThat(t.median()).isEqualTo(0);
    assertThat(t.mean()).isEqualTo(2); // 11000 / 5 = 2200 us
    assertThat(t.sd())
        .isCloseTo(Math.sqrt(76.1e6 / 4) / 1000, org.assertj.core.data.Offset.offset(1e-12));
  }

  @Test
  void takesTheDeviationAroundTheTruncatedIntegerMean() {
    // mean of {1, 2} us is 1 (integer division), so sd = sqrt(((1-1)^2 + (2-1)^2) / 1) = 1 us, not
    // 0.707.
    ConnectionTimes t = ConnectionTimes.of(LatencySample.of(1, 2));
    assertThat(t.sd()).isEqualTo(0.001);
  }

  @Test
  void reportsNoDeviationForASingleRequest() {
    ConnectionTimes t = ConnectionTimes.of(LatencySample.of(7300));
    assertThat(t).isEqualTo(new ConnectionTimes(7, 7, 0, 7, 7));
    assertThat(t.reliability("the total time")).isNull();
  }

  @Test
  void printsAbsErrorWhenMeanAndMedianAreMoreThanTwoDeviationsApart() {
    // mean 4400/3 = 1466 us -> 1 ms; median (1400 + 1600) / 2 = 1500 us -> 2 ms; sd 0.115 ms.
    ConnectionTimes t = ConnectionTimes.of(LatencySample.of(1400, 1400, 1600));
    assertThat(t.reliability("the total time"))
        .isEqualTo(
            "ERROR: The median and mean for the total time are more than twice the standard\n"
                + "       deviation apart. These results are NOT reliable.");
  }

  @Test
  void printsAbsWarningWhenMeanAndMedianAreMoreThanOneDeviationApart() {
    // mean 600 us -> 1 ms; median s[5] = 0; sd = sqrt(5.4e6 / 9) = 774.6 us: 0.77 < 1 <= 1.55.
    ConnectionTimes t =
        ConnectionTimes.of(LatencySample.of(0, 0, 0, 0, 0, 0, 1500, 1500, 1500, 1500));
    assertThat(t.reliability("the total time"))
        .isEqualTo(
            "WARNING: The median and mean for the total time are not within a normal deviation\n"
                + "        These results are probably not that reliable.");
  }

  @Test
  void indexesPercentilesAtDoneTimesPOverHundred() {
    LatencySample s = LatencySample.of(1000, 2000, 3000, 4000, 5000, 6000, 7000, 8000, 9000, 10000);
    assertThat(Percentiles.table(s))
        .extracting(Percentiles.Row::millis)
        .containsExactly(6L, 7L, 8L, 9L, 10L, 10L, 10L, 10L, 10L);
  }

  @Test
  void writesTheMinusECsvWithRoundedIndexesClampedToTheSlowest() {
    String csv =
        Percentiles.csv(
            LatencySample.of(1000, 2000, 3000, 4000, 5000, 6000, 7000, 8000, 9000, 10000));
    String[] lines = csv.split("\n");
    assertThat(lines).hasSize(102);
    assertThat(lines[0]).isEqualTo("Percentage served,Time in ms");
    assertThat(lines[1]).isEqualTo("0,1.000");
    assertThat(lines[1 + 1]).isEqualTo("1,1.000"); // (long)(0.5 + 0.1) = 0
    assertThat(lines[1 + 15]).isEqualTo("15,3.000"); // (long)(0.5 + 1.5) = 2
    assertThat(lines[1 + 50]).isEqualTo("50,6.000"); // (long)(0.5 + 5.0) = 5
    assertThat(lines[1 + 99])
        .isEqualTo("99,10.000"); // (long)(0.5 + 9.9) = 10, past the end: the slowest
    assertThat(lines[1 + 100]).isEqualTo("100,10.000");
  }
}
