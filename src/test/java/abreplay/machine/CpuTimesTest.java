package abreplay.machine;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

/** How idle each CPU was between two readings of /proc/stat. */
class CpuTimesTest {
  private static final CpuSet BOTH = CpuSet.parse("0-1", new StringBuilder()).orElseThrow();
  private static final CpuSet FIRST = CpuSet.parse("0", new StringBuilder()).orElseThrow();

  @Test
  void countsIdleAndIowaitAgainstEveryTickOfTheCpusAsked() {
    // user nice system idle iowait irq softirq steal guest guest_nice
    CpuTimes before =
        CpuTimes.parse(
            List.of(
                "cpu  200 0 200 1000 0 0 0 0 0 0",
                "cpu0 100 0 100 500 0 0 0 0 0 0",
                "cpu1 100 0 100 500 0 0 0 0 0 0",
                "intr 1 2 3"));
    CpuTimes after =
        CpuTimes.parse(
            List.of(
                "cpu  ...", "cpu0 160 0 130 505 5 0 0 0 0 0", "cpu1 120 0 110 570 0 0 0 0 0 0"));

    // cpu0: 100 ticks, 10 idle (5 idle + 5 iowait); cpu1: 100 ticks, 70 idle.
    assertThat(after.idleShareSince(before, FIRST)).isEqualTo(0.10);
    assertThat(after.idleShareSince(before, BOTH)).isEqualTo(0.40);
  }

  @Test
  void readsThisMachine() {
    CpuTimes now = CpuTimes.read();

    assertThat(now.total()).hasSize(CpuSet.online().size());
    assertThat(Double.isNaN(now.idleShareSince(now, BOTH))).as("nothing elapsed").isTrue();
  }
}
