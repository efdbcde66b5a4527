package abreplay.standin;

import abreplay.config.ConfigError;
import abreplay.config.ExitCode;
import abreplay.machine.Affinity;
import abreplay.machine.CpuSet;
import abreplay.machine.FreePorts;
import com.typesafe.config.Config;
import com.typesafe.config.ConfigException;
import com.typesafe.config.ConfigFactory;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

/**
 * {@code targets/serve <profile> [port] [key=value ...] [processes=N]}: one stand-in in the
 * foreground until Ctrl-C. It prints {@code listening on http://127.0.0.1:<port>} once it accepts
 * connections. With {@code processes=N} (N > 1) this JVM starts N stand-in processes on one port (a
 * {@link StandInGroup}), prints their lines prefixed {@code [i/N]}, and its listening line once
 * every one listens; Ctrl-C stops them all. Started by a simulation (or a group) it also takes
 * {@code --control} (commands on stdin: {@code stats}, {@code stop}; end of input stops it), {@code
 * --parent-pid N} (it stops when N is gone), {@code --reuse-port} (it shares its port with other
 * processes, SO_REUSEPORT) and {@code --process i/n} (which of them it is, for its first line).
 */
public final class StandInMain {
  public static final String READY = "listening on http://127.0.0.1:";
  static final String USAGE = "usage: targets/serve <profile> [port] [key=value ...] [processes=N]";
  private static final String PROCESSES = "processes=";

  private StandInMain() {}

  public static void main(String[] args) {
    // Loaded now, while files can be opened: past the open-file limit, Netty's log line for a
    // failed accept
    // would load the time zone (lib/tzdb.dat) lazily, fail, and kill the acceptor thread for good.
    java.util.TimeZone.getDefault();
    try {
      run(args);
    } catch (ConfigError e) {
      System.err.println("ab-replay: " + e.getMessage());
      ExitCode.BAD_INPUT.exit();
    } catch (StandInError e) {
      System.err.println("ab-replay: " + e.getMessage());
      ExitCode.FAILED.exit();
    }
  }

  private static void run(String[] args) {
    boolean control = false;
    boolean reusePort = false;
    String process = "";
    int processes = 1;
    long parentPid = -1;
    List<String> positional = new ArrayList<>();
    List<String> overrides = new ArrayList<>();
    for (int i = 0; i < args.length; i++) {
      switch (args[i]) {
        case "--control" -> control = true;
        case "--parent-pid" -> parentPid = Long.parseLong(args[++i]);
        case "--reuse-port" -> reusePort = true;
        case "--process" -> process = ", process " + args[++i].replace("/", " of ");
        default -> {
          if (args[i].startsWith(PROCESSES))
            processes = processes(args[i].substring(PROCESSES.length()));
          else (args[i].contains("=") ? overrides : positional).add(args[i]);
        }
      }
    }
    if (positional.isEmpty() || positional.size() > 2) {
      throw new ConfigError(
          USAGE + "; profiles: " + String.join(", ", ProfileLoader.standard().names()));
    }
    Profile profile = ProfileLoader.standard().load(positional.get(0), overridesConfig(overrides));
    int port = positional.size() == 2 ? port(positional.get(1)) : 0;
    if (processes > 1) {
      superviseGroup(profile, overrides, processes, port);
      return;
    }
    StandInServer server =
        StandInServer.start(profile, port == 0 ? FreePorts.one() : port, reusePort);
    Runtime.getRuntime().addShutdownHook(new Thread(server::close, "stand-in-shutdown"));
    if (parentPid > 0) {
      // Never outlive the simulation that started us, whatever way it ended.
      ProcessHandle.of(parentPid)
          .ifPresentOrElse(parent -> parent.onExit().thenRun(ExitCode.OK::exit), ExitCode.OK::exit);
    }
    System.out.println(
        profile.name()
            + ": "
            + profile.emulates()
            + " | "
            + profile.workers()
            + " event loop(s)"
            + profile
                .service()
                .map(
                    s ->
                        ", service "
                            + s.cpu().toNanos() / 1e6
                            + " ms CPU on "
                            + (s.pool() == 0 ? "the event loop" : s.pool() + " worker(s)"))
                .orElse("")
            + ", "
            + (server.nativeTransport() ? "native epoll" : "NIO")
            + ", pid "
            + ProcessHandle.current().pid()
            + ", CPUs "
            + Affinity.allowed(ProcessHandle.current().pid())
                .map(CpuSet::toString)
                .orElse("unknown")
            + process
            + (reusePort ? " (SO_REUSEPORT)" : ""));
    System.out.println(READY + server.port());
    System.out.flush();
    if (control) {
      serveControl(server);
      ExitCode.OK.exit();
    }
  }

  /**
   * {@code processes=N}: the stand-in in N processes on one port, their lines on this terminal,
   * until Ctrl-C (or until one of them exits, which ends them all with FAILED).
   */
  private static void superviseGroup(
      Profile profile, List<String> overrides, int processes, int port) {
    java.io.Writer terminal = new java.io.OutputStreamWriter(System.out, StandardCharsets.UTF_8);
    StandInGroup group =
        StandInGroup.start(
            profile,
            overrides,
            processes,
            port,
            new LineLog(terminal, "", false),
            abreplay.config.Home.dir(),
            List.of(),
            java.util.Optional.empty());
    Runtime.getRuntime().addShutdownHook(new Thread(group::stop, "stand-in-group-shutdown"));
    System.out.println(
        group.split().describe() + " on one port (SO_REUSEPORT), pids " + group.pids());
    group.split().notes().forEach(note -> System.out.println("  note: " + note));
    System.out.println(READY + group.port());
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
    return whole(
        text, 1, 64, "processes=" + text + " is not a number of processes (1-64); " + USAGE);
  }

  private static Config overridesConfig(List<String> overrides) {
    try {
      return ConfigFactory.parseString(String.join("\n", overrides));
    } catch (ConfigException e) {
      throw new ConfigError(
          "cannot read the overrides "
              + overrides
              + " (write key=value, e.g. service.cpu=2ms): "
              + e.getMessage());
    }
  }

  private static int port(String text) {
    return whole(
        text,
        0,
        65535,
        "port \"" + text + "\" is not a port number (1-65535, or 0 for a free one); " + USAGE);
  }

  /**
   * {@code text} as a whole number from {@code min} to {@code max}, or the {@code problem} as a
   * ConfigError.
   */
  private static int whole(String text, int min, int max, String problem) {
    try {
      int n = Integer.parseInt(text);
      if (n >= min && n <= max) return n;
    } catch (NumberFormatException e) {
      // As out of range.
    }
    throw new ConfigError(problem);
  }

  private static void serveControl(StandInServer server) {
    try (BufferedReader in =
        new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8))) {
      for (String line = in.readLine(); line != null; line = in.readLine()) {
        switch (line.trim()) {
          case "stats" -> {
            System.out.println(StatsLine.of(server.counters().snapshot()));
            System.out.flush();
          }
          case "stop" -> {
            return;
          }
          default -> System.err.println("unknown control command: " + line);
        }
      }
    } catch (IOException e) {
      // The parent's end of the pipe is gone: so is the parent.
    }
  }
}
