package abreplay.machine;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** Pinning with taskset: a command to start, or a process that runs. */
class AffinityTest {
  private static final CpuSet LAST =
      CpuSet.parse(Integer.toString(CpuSet.online().size() - 1), new StringBuilder()).orElseThrow();

  private static String allowed(long pid) throws IOException {
    return Files.readAllLines(Path.of("/proc", Long.toString(pid), "status")).stream()
        .filter(l -> l.startsWith("Cpus_allowed_list:"))
        .findFirst()
        .orElseThrow()
        .substring("Cpus_allowed_list:".length())
        .trim();
  }

  @Test
  void startsACommandOnTheCpusGiven() throws Exception {
    List<String> command = new ArrayList<>(Affinity.prefix(Optional.of(LAST)));
    command.addAll(List.of("sleep", "5"));
    Process sleep = new ProcessBuilder(command).start();
    try {
      Thread.sleep(200);
      assertThat(allowed(sleep.pid())).isEqualTo(LAST.toString());
    } finally {
      sleep.destroy();
      sleep.waitFor();
    }
    assertThat(Affinity.prefix(Optional.empty())).isEmpty();
  }

  @Test
  void pinsEveryThreadOfAProcessThatRuns() throws Exception {
    Process sleep = new ProcessBuilder("sleep", "5").start();
    try {
      Affinity.pin(sleep.pid(), LAST);
      assertThat(allowed(sleep.pid())).isEqualTo(LAST.toString());
    } finally {
      sleep.destroy();
      sleep.waitFor();
    }
  }
}
