package abreplay.machine;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeUnit;

/**
 * Pins processes to CPUs with taskset (util-linux): a process to start, or one that runs, all its
 * threads.
 */
public final class Affinity {
  private Affinity() {}

  /**
   * The CPUs process {@code pid} may run on now (its main thread's), from /proc; empty when it is
   * gone.
   */
  public static Optional<CpuSet> allowed(long pid) {
    return Limits.lines(java.nio.file.Path.of("/proc", Long.toString(pid), "status")).stream()
        .filter(l -> l.startsWith("Cpus_allowed_list:"))
        .findFirst()
        .flatMap(
            l -> CpuSet.parse(l.substring("Cpus_allowed_list:".length()), new StringBuilder()));
  }

  /** What to put before a command so that it runs on {@code cpus} only; nothing when not pinned. */
  public static List<String> prefix(Optional<CpuSet> cpus) {
    return cpus.map(c -> List.of("taskset", "-c", c.toString())).orElse(List.of());
  }

  /**
   * Pins every thread of process {@code pid} (and so every thread they start) to {@code cpus}.
   *
   * @throws IllegalStateException with taskset's own words when it cannot, or the package to
   *     install
   */
  public static void pin(long pid, CpuSet cpus) {
    List<String> command =
        List.of("taskset", "-a", "-p", "-c", cpus.toString(), Long.toString(pid));
    try {
      Process taskset = new ProcessBuilder(command).redirectErrorStream(true).start();
      taskset.getOutputStream().close();
      String said =
          new String(taskset.getInputStream().readAllBytes(), StandardCharsets.UTF_8).trim();
      if (!taskset.waitFor(10, TimeUnit.SECONDS) || taskset.exitValue() != 0) {
        throw new IllegalStateException(String.join(" ", command) + " failed: " + said);
      }
    } catch (IOException e) {
      throw new IllegalStateException(
          "cannot run taskset to pin the load generator to "
              + cpus.described()
              + " (apt-get install util-linux): "
              + e.getMessage());
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new IllegalStateException("interrupted while pinning to " + cpus.described());
    }
  }
}
