package abreplay.machine;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Duration;
import org.junit.jupiter.api.Test;

/** A CPU budget as the kernel is told it: a quota per period, in microseconds. */
class CpuBudgetTest {
  @Test
  void aThirdOfACoreInTenMillisecondPeriodsIsAQuotaOf3500Microseconds() {
    CpuBudget budget = CpuBudget.of(0.35);
    assertThat(budget.periodMicros()).isEqualTo(10_000);
    assertThat(budget.quotaMicros()).isEqualTo(3_500);
  }

  @Test
  void fourCoresMayUseFourPeriodsWorthOfTimeInEachPeriod() {
    assertThat(new CpuBudget(4, Duration.ofMillis(100)).quotaMicros()).isEqualTo(400_000);
  }

  @Test
  void theQuotaIsNeverBelowTheKernelsOneMillisecond() {
    assertThat(new CpuBudget(0.01, Duration.ofMillis(10)).quotaMicros()).isEqualTo(1_000);
  }

  @Test
  void itIsNamedAsTheOutputsNameIt() {
    assertThat(CpuBudget.of(0.35).describe()).isEqualTo("0.35 core");
    assertThat(CpuBudget.of(0.5).describe()).isEqualTo("0.5 core");
    assertThat(CpuBudget.of(1).describe()).isEqualTo("1 core");
    assertThat(CpuBudget.of(4).describe()).isEqualTo("4 cores");
    assertThat(CpuBudget.of(1.25).describe()).isEqualTo("1.25 cores");
  }

  @Test
  void noCoresOrAPeriodTheKernelRefusesIsRefusedHere() {
    assertThatThrownBy(() -> CpuBudget.of(0)).hasMessageContaining("more than 0 cores");
    assertThatThrownBy(() -> new CpuBudget(1, Duration.ofMillis(2000)))
        .hasMessageContaining("1 ms to 1 s");
  }

  @Test
  void usageOverAWindowIsTheDifferenceOfTwoReadings() {
    CpuUsage before = new CpuUsage(1_000_000, 10, 2, 500);
    CpuUsage after = new CpuUsage(351_000_000, 110, 92, 40_500);
    CpuUsage window = after.minus(before);
    assertThat(window).isEqualTo(new CpuUsage(350_000_000, 100, 90, 40_000));
    assertThat(window.cores(1_000_000_000)).isEqualTo(0.35);
    assertThat(window.throttledShare()).isEqualTo(0.9);
  }
}
