package abreplay.machine;

import java.io.IOException;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/**
 * How long another JVM's JIT has worked: the CPU of its "C1/C2 CompilerThreadN" threads from
 * /proc/&lt;pid&gt;/task/&lt;tid&gt;/stat, in milliseconds (10 ms ticks). A non-JVM or a gone
 * process reads 0. A compiler thread that exits (HotSpot stops idle ones) takes its time with it,
 * so a count may fall. Stateless and thread-safe.
 */
public final class CompilerThreads {
  private static final Path PROC = Path.of("/proc");

  private CompilerThreads() {}

  /** The compiler threads' CPU of every process of {@code pids}, in ms. */
  public static long cpuMillis(List<Long> pids) {
    long ticks = 0;
    for (long pid : pids) ticks += ticks(PROC.resolve(Long.toString(pid)).resolve("task"));
    return ticks * 10;
  }

  /** Whether a thread's name, as /proc/&lt;pid&gt;/task/&lt;tid&gt;/comm gives it, is a JIT's. */
  static boolean compiler(String comm) {
    return comm.startsWith("C1 CompilerThre") || comm.startsWith("C2 CompilerThre");
  }

  static long ticks(Path tasks) {
    long ticks = 0;
    try (DirectoryStream<Path> threads = Files.newDirectoryStream(tasks)) {
      for (Path thread : threads) {
        try {
          if (!compiler(Files.readString(thread.resolve("comm")).strip())) continue;
          ProcStat stat = ProcStat.parse(0, Files.readString(thread.resolve("stat")));
          ticks += stat.userTicks() + stat.systemTicks();
        } catch (IOException | RuntimeException e) {
          // The thread ended between the listing and the read.
        }
      }
    } catch (IOException e) {
      return 0;
    }
    return ticks;
  }
}
