package abreplay.machine;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/**
 * /proc/<pid>/stat as the kernel writes it, a command name with spaces and parentheses included.
 */
class ProcStatTest {
  @Test
  void readsTheFieldsAfterTheCommandNameWhateverItHolds() {
    String line =
        "4242 (nginx: worker (x)) S 4241 4241 4241 0 -1 4194624 312 0 0 0 17 23 0 0 20 0 1 0 812345"
            + " 89653248 1318 18446744073709551615 1 1 0 0 0 0 0 4096 134692871 0 0 0 17 1 0 0 0 0"
            + " 0";

    ProcStat stat = ProcStat.parse(4242, line);

    assertThat(stat).isEqualTo(new ProcStat(4242, 'S', 4241, 4241, 17, 23, 1, 1318));
    assertThat(stat.live()).isTrue();
    assertThat(ProcStat.parse(1, line.replace(") S ", ") Z ")).live()).as("a zombie").isFalse();
  }

  @Test
  void seesThisJvmLiveInItsGroupAndNoProcessInAGroupThatDoesNotExist() {
    ProcStat self = ProcStat.of(ProcessHandle.current().pid()).orElseThrow();

    assertThat(self.live()).isTrue();
    assertThat(ProcStat.group(self.pgrp())).contains(self.pid());
    assertThat(ProcStat.group(Integer.MAX_VALUE)).isEmpty();
  }
}
