package abreplay.targets;

import java.util.List;
import java.util.Optional;

/**
 * A process the run started to serve a system (a stand-in's JVM). Its methods may be called from
 * any thread; {@link #counters} blocks up to a few seconds while the process answers.
 */
public interface TargetProcess {
  /** Its process (the first, when it runs in several). */
  long pid();

  /**
   * Every process it runs in (a stand-in across processes has several), each sampled with its
   * descendants.
   */
  default List<Long> pids() {
    return List.of(pid());
  }

  boolean alive();

  /** What it has counted so far; empty when it counts nothing or no longer answers. */
  Optional<TargetCounters> counters();

  /** The last lines it printed, indented, for error messages. */
  String lastLines();

  /** Stops it and waits until it is gone. */
  void stop();
}
