package abreplay.standin;

import java.io.IOException;
import java.io.Writer;

/**
 * Where a stand-in process's printed lines go: a file, or the terminal of {@code targets/serve},
 * each line under a prefix that names the process when several share it ({@code [2/3] }).
 * Thread-safe: the processes of a group write to one log from their own reader threads. Best
 * effort: a line that cannot be written is dropped (a run's results never depend on the log), and
 * the stand-in goes on.
 */
final class LineLog {
  private final Writer out;
  private final String prefix;
  private final boolean owned;
  private final Object lock;

  /**
   * @param owned whether {@link #close} closes {@code out} (a file of its own) or leaves it open
   *     (stdout, a shared file)
   */
  LineLog(Writer out, String prefix, boolean owned) {
    this(out, prefix, owned, new Object());
  }

  private LineLog(Writer out, String prefix, boolean owned, Object lock) {
    this.out = out;
    this.prefix = prefix;
    this.owned = owned;
    this.lock = lock;
  }

  /** A log file of its own for stand-in {@code profile}, its folder made if need be. */
  static LineLog toFile(java.nio.file.Path file, String profile) {
    try {
      java.nio.file.Files.createDirectories(file.getParent());
      return new LineLog(
          java.nio.file.Files.newBufferedWriter(file, java.nio.charset.StandardCharsets.UTF_8),
          "",
          true);
    } catch (IOException e) {
      throw new StandInError("cannot start stand-in " + profile + ": " + e.getMessage());
    }
  }

  /**
   * The same log for one process of several: its lines prefixed, closing left to this log's owner.
   */
  LineLog forProcess(int index, int processes) {
    return new LineLog(out, prefix + "[" + index + "/" + processes + "] ", false, lock);
  }

  void line(String line) {
    synchronized (lock) {
      try {
        out.write(prefix);
        out.write(line);
        out.write('\n');
        out.flush();
      } catch (IOException e) {
        // Best effort, as the class says.
      }
    }
  }

  void close() {
    if (!owned) return;
    synchronized (lock) {
      try {
        out.close();
      } catch (IOException e) {
        // Best effort, as the class says.
      }
    }
  }
}
