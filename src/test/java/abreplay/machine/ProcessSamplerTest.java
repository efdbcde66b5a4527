package abreplay.machine;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/**
 * The load generator's sampler with a child injector JVM's stand-in added, and a target's sampler
 * over two processes: a process that burns some CPU, then exits inside the window, still counts.
 */
class ProcessSamplerTest {
  @Test
  void theLoadGeneratorsCpuHoldsAnAddedMembersEvenAfterItExited() throws Exception {
    Process child = burner();
    try (ProcessSampler sampler = ProcessSampler.self()) {
      sampler.addMember(child.pid());
      // The window begins before its first sample, so that it always holds it (a busy test JVM
      // could read the clock later than the sampler's margin).
      long from = System.currentTimeMillis();
      sampler.sample();
      long selfBefore = ticks(ProcessHandle.current().pid());
      long childBefore = ticks(child.pid());
      // Until the loop is over (it says so), however long a busy machine makes it take.
      new BufferedReader(new InputStreamReader(child.getInputStream(), StandardCharsets.US_ASCII))
          .readLine();
      long ticks = ticks(child.pid());
      sampler.sample();
      child.destroy();
      child.waitFor(10, TimeUnit.SECONDS);
      long selfAfter = ticks(ProcessHandle.current().pid());
      sampler.sample();

      ProcessSampler.Usage usage = sampler.usage(from, System.currentTimeMillis()).orElseThrow();

      double sampledTicks = Math.round(usage.cores() * usage.seconds() * 100);
      // The child's loop is about 40 ticks; the sampler's window edges and /proc's 10-ms ticks can
      // miss a few of this JVM's own, never the child's whole share.
      assertThat(ticks - childBefore).as("the child's CPU, ticks").isGreaterThan(20);
      assertThat(sampledTicks)
          .isGreaterThanOrEqualTo(selfAfter - selfBefore + ticks - childBefore - 5);
    } finally {
      child.destroyForcibly();
    }
  }

  @Test
  void aTargetsCpuKeepsWhatAProcessUsedAfterItExitedAndIsNeverNegative() throws Exception {
    Process burner = burner();
    Process idle = new ProcessBuilder("sleep", "30").start();
    try (ProcessSampler sampler = new ProcessSampler(java.util.List.of(burner.pid(), idle.pid()))) {
      long from = System.currentTimeMillis();
      sampler.sample();
      long before = ticks(burner.pid());
      new BufferedReader(new InputStreamReader(burner.getInputStream(), StandardCharsets.US_ASCII))
          .readLine();
      long after = ticks(burner.pid());
      sampler.sample();
      // One of a stand-in's processes exits under load: the window's end no longer reads it.
      burner.destroy();
      burner.waitFor(10, TimeUnit.SECONDS);
      sampler.sample();

      ProcessSampler.Usage usage = sampler.usage(from, System.currentTimeMillis()).orElseThrow();

      assertThat(after - before).as("the burner's CPU, ticks").isGreaterThan(20);
      assertThat(Math.round(usage.cores() * usage.seconds() * 100))
          .isGreaterThanOrEqualTo(after - before - 2);
    } finally {
      burner.destroyForcibly();
      idle.destroyForcibly();
    }
  }

  /** A process that burns about 40 ticks of CPU, says "looped", then sleeps. */
  private static Process burner() throws java.io.IOException {
    return new ProcessBuilder(
            "sh", "-c", "i=0; while [ $i -lt 600000 ]; do i=$((i+1)); done; echo looped; sleep 30")
        .start();
  }

  private static long ticks(long pid) {
    ProcStat stat = ProcStat.of(pid).orElseThrow();
    return stat.userTicks() + stat.systemTicks();
  }

  @Test
  void onlyTheLoadGeneratorsSamplerTakesMembers() {
    try (ProcessSampler target = new ProcessSampler(ProcessHandle.current().pid())) {
      assertThatThrownBy(() -> target.addMember(1)).isInstanceOf(IllegalStateException.class);
    }
  }

  @Test
  void aStatusLinesCountIsTheNumberAfterItsName() {
    assertThat(ProcessSampler.count("voluntary_ctxt_switches:\t12345")).isEqualTo(12345);
    assertThat(ProcessSampler.count("nonvoluntary_ctxt_switches:\t0")).isZero();
    assertThat(ProcessSampler.count("nonvoluntary_ctxt_switches:\t9876543210"))
        .isEqualTo(9_876_543_210L);
  }

  @Test
  void thisThreadsStatusLineReadsAsTheKernelWroteIt() throws Exception {
    String line =
        java.nio.file.Files.readAllLines(java.nio.file.Path.of("/proc/thread-self/status")).stream()
            .filter(l -> l.startsWith("voluntary_ctxt_switches:"))
            .findFirst()
            .orElseThrow();
    assertThat(ProcessSampler.count(line))
        .isEqualTo(Long.parseLong(line.substring(line.indexOf(':') + 1).trim()));
  }
}
