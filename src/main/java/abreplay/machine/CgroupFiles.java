package abreplay.machine;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** Reading and writing a cgroup file system's small files, and removing a group. */
final class CgroupFiles {
  private CgroupFiles() {}

  static void write(Path file, String value) {
    try {
      Files.writeString(file, value, StandardCharsets.US_ASCII);
    } catch (IOException e) {
      throw new IllegalStateException("cannot write " + value + " to " + file + ": " + reason(e));
    }
  }

  /** Makes a group's folder, and its parents. */
  static void mkdirs(Path dir) {
    try {
      Files.createDirectories(dir);
    } catch (IOException e) {
      throw new IllegalStateException("cannot make " + dir + ": " + reason(e));
    }
  }

  /** A flat-keyed file such as cpu.stat ("nr_periods 12"): key -> value; empty when unreadable. */
  static Map<String, Long> keyed(Path file) {
    Map<String, Long> values = new LinkedHashMap<>();
    for (String line : Limits.lines(file)) {
      int space = line.indexOf(' ');
      if (space <= 0) continue;
      try {
        values.put(line.substring(0, space), Long.parseLong(line.substring(space + 1).trim()));
      } catch (NumberFormatException e) {
        // a line of another shape (a newer kernel's): not ours to read
      }
    }
    return values;
  }

  /** A file holding one number (cpuacct.usage); -1 when unreadable. */
  static long number(Path file) {
    List<String> lines = Limits.lines(file);
    try {
      return lines.isEmpty() ? -1 : Long.parseLong(lines.get(0).trim());
    } catch (NumberFormatException e) {
      return -1;
    }
  }

  /** The pids in a group's cgroup.procs. */
  static List<Long> procs(Path group) {
    List<Long> pids = new ArrayList<>();
    for (String line : Limits.lines(group.resolve("cgroup.procs"))) {
      if (!line.isBlank()) pids.add(Long.parseLong(line.trim()));
    }
    return pids;
  }

  /**
   * Removes {@code group}: kills what is still in it (the tree started inside it, ours), waits up
   * to 2 s for the kernel to let it go, then removes the folder. Never throws.
   *
   * @return why it could not, or empty
   */
  static java.util.Optional<String> remove(Path group) {
    return remove(group, true);
  }

  /**
   * As {@link #remove(Path)}, but {@code kill} false kills nothing: for a group that took in
   * processes that are not the run's ({@link Adoptions}), which stays while one is left in it.
   */
  static java.util.Optional<String> remove(Path group, boolean kill) {
    if (!Files.isDirectory(group)) return java.util.Optional.empty();
    if (kill)
      for (long pid : procs(group)) ProcessHandle.of(pid).ifPresent(ProcessHandle::destroyForcibly);
    long until = System.nanoTime() + 2_000_000_000L;
    while (true) {
      try {
        Files.delete(group);
        return java.util.Optional.empty();
      } catch (IOException e) {
        if (System.nanoTime() > until)
          return java.util.Optional.of("cannot remove " + group + ": " + reason(e));
      }
      try {
        Thread.sleep(20);
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
        return java.util.Optional.of("interrupted while removing " + group);
      }
    }
  }

  /**
   * Removes the folders {@code ab-replay-<pid>} under {@code base} that a run now gone left behind
   * (it was killed), with their empty groups. A group with processes still in it is left as it is.
   */
  static void sweep(Path base) {
    try (var entries = Files.list(base)) {
      for (Path dir : entries.toList()) {
        String name = dir.getFileName().toString();
        if (!name.matches(CgroupPaths.RUN_PREFIX + "[0-9]+") || !Files.isDirectory(dir)) continue;
        long pid = Long.parseLong(name.substring(CgroupPaths.RUN_PREFIX.length()));
        if (ProcessHandle.of(pid).map(ProcessHandle::isAlive).orElse(false)) continue;
        try (var groups = Files.list(dir)) {
          for (Path group : groups.filter(Files::isDirectory).toList()) {
            if (procs(group).isEmpty()) Files.deleteIfExists(group);
          }
        }
        Files.deleteIfExists(dir);
      }
    } catch (IOException | RuntimeException e) {
      // What cannot be swept now is swept by a later run; it holds no process.
    }
  }

  /** A system's name as a group's: "swoole (real)" is "swoole-real". */
  static String groupName(String system) {
    String safe =
        system
            .toLowerCase(java.util.Locale.ROOT)
            .replaceAll("[^a-z0-9.]+", "-")
            .replaceAll("^-+|-+$", "");
    return safe.isEmpty() || safe.startsWith(".") ? "system" + safe : safe;
  }

  static String reason(IOException e) {
    String m = e.getMessage();
    return e.getClass().getSimpleName() + (m == null ? "" : " " + m);
  }
}
