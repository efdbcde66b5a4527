package abreplay.machine;

import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The processes a group took in while they ran ({@link CpuGroup#adopt}): a url's server, which is
 * not the run's. They are moved in by writing each pid into the group's {@code cgroup.procs} (every
 * folder the group has: cgroup v1's cpu and cpuacct), and at the group's end they are moved back to
 * the groups the first of them came from, never killed. Thread-safe: its methods are synchronized.
 */
final class Adoptions {
  private final List<Path> groups;

  /** Each group folder's origin: where the first adopted process was in that hierarchy. */
  private final Map<Path, Path> origins = new LinkedHashMap<>();

  /**
   * @param groups the group's folders, one per hierarchy
   */
  Adoptions(List<Path> groups) {
    this.groups = List.copyOf(groups);
  }

  /**
   * Moves {@code pid} and its descendants into every folder of the group.
   *
   * @throws IllegalStateException when the kernel refuses, with the file and its words
   */
  synchronized void adopt(long pid) {
    if (ProcessHandle.of(pid).isEmpty())
      throw new IllegalStateException("process " + pid + " is gone: nothing to move into a group");
    CgroupPaths paths = CgroupPaths.read();
    for (Path group : groups) {
      // Where it was; a folder laid out by a test has no hierarchy: this run's own group then.
      origins.putIfAbsent(group, paths.groupOf(pid, group).orElse(group.getParent().getParent()));
    }
    for (long member : ProcessTree.pids(pid)) {
      for (Path group : groups)
        CgroupFiles.write(group.resolve("cgroup.procs"), Long.toString(member));
    }
  }

  /** True once a process was adopted: the group's end moves them back instead of killing. */
  synchronized boolean any() {
    return !origins.isEmpty();
  }

  /**
   * Moves every process still in the group (the adopted ones and what they forked since) back to
   * where the first adopted one came from. Never throws: a process that cannot be moved stays, and
   * the group's folder with it.
   */
  synchronized void release() {
    for (Map.Entry<Path, Path> entry : origins.entrySet()) {
      for (long pid : CgroupFiles.procs(entry.getKey())) {
        try {
          CgroupFiles.write(entry.getValue().resolve("cgroup.procs"), Long.toString(pid));
        } catch (IllegalStateException e) {
          // gone meanwhile, or refused: the group cannot be removed, and the next sweep skips it
        }
      }
    }
  }
}
