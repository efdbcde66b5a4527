package abreplay.machine;

import java.util.ArrayList;
import java.util.List;

/** A process and its descendants, as they are now: a server's master and its workers. */
public final class ProcessTree {
  private ProcessTree() {}

  /** {@code root} first, then its descendants; just {@code root} when it has none or is gone. */
  public static List<Long> pids(long root) {
    List<Long> pids = new ArrayList<>();
    pids.add(root);
    ProcessHandle.of(root).ifPresent(p -> p.descendants().forEach(d -> pids.add(d.pid())));
    return pids;
  }
}
