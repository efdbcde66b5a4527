package abreplay.testing;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import java.util.function.Supplier;
import java.util.stream.Stream;

/**
 * What the fault tests ask of the processes and sockets a run left: command lines, connections,
 * waiting.
 */
public final class Processes {
  private Processes() {}

  /**
   * Connections established to {@code port} of this machine, from the kernel's tables (IPv4 and
   * IPv6).
   */
  public static long established(int port) {
    String local = String.format(":%04X", port);
    long count = 0;
    for (String table : List.of("/proc/net/tcp", "/proc/net/tcp6")) {
      try (Stream<String> lines = Files.lines(Path.of(table))) {
        // Columns: sl local_address rem_address st ...; state 01 is ESTABLISHED.
        count +=
            lines
                .skip(1)
                .map(l -> l.trim().split("\\s+"))
                .filter(f -> f[1].endsWith(local) && f[3].equals("01"))
                .count();
      } catch (IOException e) {
        throw new UncheckedIOException(e);
      }
    }
    return count;
  }

  /**
   * A process's command line, read whole: ProcessHandle.Info cuts it at 4096 bytes (and gives no
   * arguments at all then), and the launchers' class paths are longer.
   */
  public static List<String> arguments(ProcessHandle process) {
    try {
      return List.of(
          Files.readString(Path.of("/proc", Long.toString(process.pid()), "cmdline")).split("\0"));
    } catch (IOException e) {
      return List.of();
    }
  }

  /** Polls {@code probe} until it gives a value, for at most a minute. */
  public static <T> T await(String what, Supplier<Optional<T>> probe) {
    return await(what, probe, Duration.ofSeconds(60));
  }

  public static <T> T await(String what, Supplier<Optional<T>> probe, Duration within) {
    long deadline = System.nanoTime() + within.toNanos();
    while (System.nanoTime() < deadline) {
      Optional<T> value = probe.get();
      if (value.isPresent()) return value.get();
      sleep(Duration.ofMillis(50));
    }
    throw new AssertionError("waited " + within + " for " + what);
  }

  public static void sleep(Duration duration) {
    try {
      Thread.sleep(duration.toMillis());
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new AssertionError(e);
    }
  }
}
