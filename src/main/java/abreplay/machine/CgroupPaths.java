package abreplay.machine;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Where this machine's cgroup hierarchies are mounted (/proc/self/mountinfo) and where this process
 * sits in each (/proc/self/cgroup). Immutable.
 *
 * @param mounts every cgroup (v1) and cgroup2 mount
 * @param memberships this process's "hierarchy-id:controllers:path" lines
 */
record CgroupPaths(List<Mount> mounts, List<String> memberships) {
  /** The folder each run makes in a hierarchy: ab-replay-&lt;its pid&gt;. */
  static final String RUN_PREFIX = "ab-replay-";

  /**
   * One mount.
   *
   * @param point where it is mounted
   * @param root the hierarchy's path that is mounted there ("/" but in a container's view)
   * @param v2 true for the unified hierarchy (cgroup2)
   * @param controllers a v1 mount's controllers ("cpu", "cpuacct"); empty for v2
   */
  record Mount(Path point, String root, boolean v2, List<String> controllers) {}

  static CgroupPaths read() {
    return parse(
        Limits.lines(Path.of("/proc/self/mountinfo")), Limits.lines(Path.of("/proc/self/cgroup")));
  }

  static CgroupPaths parse(List<String> mountinfo, List<String> cgroup) {
    List<Mount> mounts = new ArrayList<>();
    for (String line : mountinfo) {
      int dash = line.indexOf(" - ");
      if (dash < 0) continue;
      String[] before = line.substring(0, dash).split(" ");
      String[] after = line.substring(dash + 3).split(" ");
      if (before.length < 5 || after.length < 3) continue;
      Path point = Path.of(before[4].replace("\\040", " "));
      if (after[0].equals("cgroup2")) {
        mounts.add(new Mount(point, before[3], true, List.of()));
      } else if (after[0].equals("cgroup")) {
        List<String> controllers = new ArrayList<>();
        for (String option : after[2].split(",")) {
          if (!option.equals("rw") && !option.equals("ro") && !option.contains("="))
            controllers.add(option);
        }
        mounts.add(new Mount(point, before[3], false, List.copyOf(controllers)));
      }
    }
    return new CgroupPaths(List.copyOf(mounts), List.copyOf(cgroup));
  }

  /** The v1 mount that holds {@code controller}; empty when none does. */
  Optional<Mount> v1(String controller) {
    return mounts.stream().filter(m -> !m.v2() && m.controllers().contains(controller)).findFirst();
  }

  Optional<Mount> v2() {
    return mounts.stream().filter(Mount::v2).findFirst();
  }

  /**
   * This process's own group in {@code mount}, as a folder: the mount point joined with its path in
   * that hierarchy (relative to what is mounted).
   */
  Path own(Mount mount) {
    return member(mount, memberships).filter(Files::isDirectory).orElse(mount.point());
  }

  /**
   * The group process {@code pid} is in now, as a folder, in the hierarchy that holds {@code
   * folder} (one of this run's groups); empty when that hierarchy is not one of these mounts (a
   * folder laid out by a test) or the process is gone.
   */
  Optional<Path> groupOf(long pid, Path folder) {
    return mounts.stream()
        .filter(m -> folder.startsWith(m.point()))
        .max(java.util.Comparator.comparingInt(m -> m.point().getNameCount()))
        .flatMap(m -> member(m, Limits.lines(Path.of("/proc", Long.toString(pid), "cgroup"))))
        .filter(Files::isDirectory);
  }

  /** The folder of {@code mount} that a /proc/PID/cgroup file's lines name; empty when none. */
  private static Optional<Path> member(Mount mount, List<String> lines) {
    for (String line : lines) {
      String[] f = line.split(":", 3);
      if (f.length < 3) continue;
      boolean match =
          mount.v2()
              ? f[0].equals("0") && f[1].isEmpty()
              : List.of(f[1].split(",")).containsAll(mount.controllers());
      if (!match) continue;
      String path = f[2];
      if (!mount.root().equals("/") && path.startsWith(mount.root()))
        path = path.substring(mount.root().length());
      return Optional.of(mount.point().resolve(path.replaceFirst("^/+", "")));
    }
    return Optional.empty();
  }
}
