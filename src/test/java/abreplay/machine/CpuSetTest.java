package abreplay.machine;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** CPU lists as taskset and /sys write them. */
class CpuSetTest {

  private static CpuSet cpus(String list) {
    return CpuSet.parse(list, new StringBuilder()).orElseThrow();
  }

  @Test
  void readsSinglesRangesAndListsAndWritesThemBackShortest() {
    assertThat(cpus("0").size()).isEqualTo(1);
    assertThat(cpus("0-3").size()).isEqualTo(4);
    assertThat(cpus("3, 0-1 ,2")).hasToString("0-3");
    assertThat(cpus("0,2,4-5")).hasToString("0,2,4-5");
    assertThat(cpus("1").described()).isEqualTo("CPU 1");
    assertThat(cpus("0-1").described()).isEqualTo("CPUs 0-1");
  }

  @Test
  void saysWhyAListIsNotOne() {
    StringBuilder why = new StringBuilder();
    assertThat(CpuSet.parse("0-x", why)).isEmpty();
    assertThat(why).hasToString("\"0-x\" is not a CPU number or range");
    StringBuilder backwards = new StringBuilder();
    assertThat(CpuSet.parse("3-1", backwards)).isEmpty();
    assertThat(backwards).hasToString("the range 3-1 runs backwards");
  }

  @Test
  void comparesSets() {
    assertThat(cpus("1").within(cpus("0-1"))).isTrue();
    assertThat(cpus("2").within(cpus("0-1"))).isFalse();
    assertThat(cpus("0").overlaps(cpus("0-1"))).isTrue();
    assertThat(cpus("0").overlaps(cpus("1"))).isFalse();
  }

  @Test
  void knowsEveryCpuThisMachineHasWhateverThisProcessMayUse() {
    assertThat(CpuSet.online().size()).isEqualTo(Runtime.getRuntime().availableProcessors());
  }
}
