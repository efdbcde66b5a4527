package abreplay.standin;

import abreplay.config.ExitCode;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

/**
 * {@code targets/serve <profile> [port] [key=value ...] [processes=N]}: one stand-in in the
 * foreground until Ctrl-C ({@link StandInMain}). With {@code processes=N} (N > 1) this JVM starts N
 * stand-in processes on one port (a {@link StandInGroup}), prints their lines prefixed {@code
 * [i/N]}, and its listening line once every one listens; Ctrl-C stops them all.
 */
public final class ServeMain {
  private static final String PROCESSES = "processes=";

  private ServeMain() {}

  public static void main(String[] args) {
    StandInMain.loadTimeZone();
    StandInMain.exitOnError(
        () -> {
          int processes = 1;
          List<String> rest = new ArrayList<>();
          for (String arg : args) {
            if (arg.startsWith(PROCESSES)) processes = processes(arg.substring(PROCESSES.length()));
            else rest.add(arg);
          }
          if (processes > 1) superviseGroup(StandInMain.Arguments.read(rest), processes);
          else StandInMain.serve(StandInMain.Arguments.read(rest));
        });
  }

  /**
   * {@code processes=N}: the stand-in in N processes on one port, their lines on this terminal,
   * until Ctrl-C (or until one of them exits, which ends them all with FAILED).
   */
  private static void superviseGroup(StandInMain.Arguments a, int processes) {
    Profile profile = a.profile();
    java.io.Writer terminal = new java.io.OutputStreamWriter(System.out, StandardCharsets.UTF_8);
    StandInGroup group =
        StandInGroup.start(
            profile,
            a.overrides(),
            processes,
            a.port(),
            new LineLog(terminal, "", false),
            abreplay.config.Home.dir(),
            List.of(),
            java.util.Optional.empty());
    Runtime.getRuntime().addShutdownHook(new Thread(group::stop, "stand-in-group-shutdown"));
    System.out.println(
        group.split().describe() + " on one port (SO_REUSEPORT), pids " + group.pids());
    group.split().notes().forEach(note -> System.out.println("  note: " + note));
    System.out.println(StandInMain.READY + group.port());
    System.out.flush();
    while (group.alive()) {
      try {
        Thread.sleep(500);
      } catch (InterruptedException e) {
        return;
      }
    }
    System.err.println(
        "ab-replay: a process of "
            + profile.name()
            + " exited; its last lines:"
            + System.lineSeparator()
            + group.lastLines());
    ExitCode.FAILED.exit();
  }

  private static int processes(String text) {
    return StandInMain.whole(
        text,
        1,
        64,
        "processes=" + text + " is not a number of processes (1-64); " + StandInMain.USAGE);
  }
}
