package abreplay.realserver;

import abreplay.machine.ProcStat;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;

/**
 * The watchdog of one real server: watchdog.sh, in a session of its own so that neither Ctrl-C nor
 * a signal to the run's group reaches it. It starts the server in a new session (group id = its
 * pid), learns its descendants' groups ("group N" on stdin), and stops them and removes the run
 * folder when told to or when its stdin ends, i.e. when the JVM exits however it exits. (Not a
 * parent death signal: Linux sends that when the forking thread ends.)
 */
final class Watchdog {
  private static final String SCRIPT = script();
  // Debian's own (util-linux, bash), by path: a run's PATH may lack anything (a test's does).
  private static final String SETSID = "/usr/bin/setsid";
  private static final String SETPRIV = "/usr/bin/setpriv";
  private static final String BASH = "/bin/bash";

  private Watchdog() {}

  /**
   * @param dir the run folder it removes
   * @param log where the server's output is appended
   * @param unprivileged start the server as nobody (the run is root)
   * @param cpuGroup a CPU group's prefix: the server joins the group (as root, before it drops to
   *     nobody), the watchdog stays out of it; empty for none
   */
  static List<String> command(
      Path dir,
      Path log,
      Duration grace,
      boolean unprivileged,
      List<String> cpuGroup,
      List<String> server) {
    List<String> command =
        new ArrayList<>(
            List.of(
                SETSID,
                BASH,
                "-c",
                SCRIPT,
                "ab-replay-watchdog",
                dir.toString(),
                log.toString(),
                Long.toString(grace.toSeconds())));
    command.addAll(cpuGroup);
    if (unprivileged) {
      command.addAll(
          List.of(
              SETPRIV,
              "--reuid=" + ServerFolder.NOBODY,
              "--regid=" + ServerFolder.NOBODY,
              "--clear-groups",
              "--no-new-privs",
              "--"));
    }
    command.addAll(server);
    return command;
  }

  /**
   * The server's pid, which the watchdog says first ("pid N"); its process group has the same id.
   */
  static long serverPid(Process watchdog) throws IOException {
    BufferedReader out =
        new BufferedReader(
            new InputStreamReader(watchdog.getInputStream(), StandardCharsets.US_ASCII));
    String line = out.readLine();
    if (line == null || !line.startsWith("pid ")) {
      throw new IOException(
          "its watchdog said "
              + (line == null ? "nothing" : "\"" + line + "\"")
              + " instead of a pid");
    }
    return Long.parseLong(line.substring(4).trim());
  }

  /**
   * SIGKILL to every process of group {@code pgid}: the watchdog's last step, when the watchdog
   * could not take it.
   */
  static void killGroup(long pgid) {
    for (long pid : ProcStat.group(pgid))
      ProcessHandle.of(pid).ifPresent(ProcessHandle::destroyForcibly);
  }

  private static String script() {
    try (InputStream in = Watchdog.class.getResourceAsStream("watchdog.sh")) {
      if (in == null)
        throw new IllegalStateException(
            "watchdog.sh is missing beside " + Watchdog.class.getName());
      return new String(in.readAllBytes(), StandardCharsets.UTF_8);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
