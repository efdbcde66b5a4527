package abreplay.machine;

import java.nio.file.Path;
import java.util.List;

/**
 * The command prefix that puts a process in cgroups before it runs anything: a POSIX shell writes
 * its own pid into each group's {@code cgroup.procs}, then execs the command (the same pid), so the
 * command and every child it forks are inside from their first instruction.
 */
final class JoinScript {
  private JoinScript() {}

  static List<String> prefix(List<Path> groups) {
    StringBuilder script = new StringBuilder();
    for (Path group : groups) {
      script
          .append("echo $$ > ")
          .append(quoted(group.resolve("cgroup.procs").toString()))
          .append(" || exit 125; ");
    }
    script.append("exec \"$@\"");
    // $0 names the shell in ps and in its own error lines.
    return List.of("/bin/sh", "-c", script.toString(), "ab-replay-cpu-budget");
  }

  /** Single-quoted for sh: the paths are ours, but a mount point may hold anything. */
  static String quoted(String s) {
    return "'" + s.replace("'", "'\\''") + "'";
  }
}
