package abreplay.machine;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;

/**
 * One process's line of /proc/&lt;pid&gt;/stat, the fields ab-replay reads: state, parent, process
 * group, CPU ticks (Linux's USER_HZ, 100 per second), threads and resident pages. Immutable.
 */
public record ProcStat(
    long pid,
    char state,
    long ppid,
    long pgrp,
    long userTicks,
    long systemTicks,
    int threads,
    long rssPages) {

  /** The process now; empty when it is gone (or not readable). */
  public static Optional<ProcStat> of(long pid) {
    try {
      return Optional.of(
          parse(pid, Files.readString(Path.of("/proc", Long.toString(pid), "stat"))));
    } catch (IOException | RuntimeException e) {
      return Optional.empty();
    }
  }

  /**
   * Parses a stat line; the fields after the parenthesised command name, which may itself hold
   * spaces.
   */
  static ProcStat parse(long pid, String stat) {
    String[] f = stat.substring(stat.lastIndexOf(')') + 2).split(" ");
    return new ProcStat(
        pid,
        f[0].charAt(0),
        Long.parseLong(f[1]),
        Long.parseLong(f[2]),
        Long.parseLong(f[11]),
        Long.parseLong(f[12]),
        Integer.parseInt(f[17]),
        Long.parseLong(f[21]));
  }

  /** Running or sleeping, not exited: a zombie waits only to be reaped (Java counts it alive). */
  public boolean live() {
    return state != 'Z' && state != 'X';
  }

  /** True while {@code pid} is live. */
  public static boolean live(long pid) {
    return of(pid).map(ProcStat::live).orElse(false);
  }

  /**
   * The process groups of {@code root} and its descendants now: a daemon that makes a session of
   * its own (PHP-FPM's master, even in the foreground) leaves its parent's group, not its tree.
   */
  public static Set<Long> groupsOfTree(long root) {
    Set<Long> groups = new TreeSet<>();
    for (long pid : ProcessTree.pids(root)) of(pid).ifPresent(s -> groups.add(s.pgrp()));
    return groups;
  }

  /** The live processes of process group {@code pgid}. */
  public static List<Long> group(long pgid) {
    List<Long> members = new ArrayList<>();
    try (DirectoryStream<Path> procs =
        Files.newDirectoryStream(
            Path.of("/proc"), p -> p.getFileName().toString().matches("[0-9]+"))) {
      for (Path proc : procs) {
        of(Long.parseLong(proc.getFileName().toString()))
            .filter(s -> s.live() && s.pgrp() == pgid)
            .ifPresent(s -> members.add(s.pid()));
      }
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    return members;
  }
}
