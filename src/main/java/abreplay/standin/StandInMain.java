package abreplay.standin;

import abreplay.config.ConfigError;
import abreplay.config.ExitCode;
import abreplay.machine.Affinity;
import abreplay.machine.CpuSet;
import abreplay.machine.FreePorts;
import abreplay.targets.TargetError;
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
 * One stand-in in this JVM until Ctrl-C, for {@code targets/serve} and each {@link StandInProcess}:
 * {@code <profile> [port] [key=value ...]}; prints {@link #READY}{@code <port>} once it accepts. A
 * run also passes {@code --control} (stdin commands {@code stats}, {@code stop}; end of input stops
 * it), {@code --parent-pid N} (stops when N is gone), {@code --reuse-port} (SO_REUSEPORT) and
 * {@code --process i/n}.
 */
public final class StandInMain {
  public static final String READY = "listening on http://127.0.0.1:";
  static final String USAGE = "usage: targets/serve <profile> [port] [key=value ...] [processes=N]";

  private StandInMain() {}

  public static void main(String[] args) {
    loadTimeZone();
    exitOnError(() -> serve(Arguments.read(List.of(args))));
  }

  /**
   * Loaded now, while files can be opened: past the open-file limit, Netty's log line for a failed
   * accept would load the time zone (lib/tzdb.dat) lazily, fail, and kill the acceptor thread for
   * good.
   */
  static void loadTimeZone() {
    java.util.TimeZone.getDefault();
  }

  /**
   * Runs {@code command}; a bad input ends the JVM with BAD_INPUT, a target's error (a stand-in's,
   * a real server's) with FAILED. Whatever else it throws, it throws on.
   */
  public static <E extends Exception> void exitOnError(Foreground<E> command) throws E {
    try {
      command.run();
    } catch (ConfigError e) {
      System.err.println("ab-replay: " + e.getMessage());
      ExitCode.BAD_INPUT.exit();
    } catch (TargetError e) {
      System.err.println("ab-replay: " + e.getMessage());
      ExitCode.FAILED.exit();
    }
  }

  /** What a main runs in the foreground; {@code E} is the checked exception it may throw. */
  public interface Foreground<E extends Exception> {
    void run() throws E;
  }

  /**
   * A stand-in's command line, read.
   *
   * @param profile with the overrides applied
   * @param port 0 for a free one
   * @param process ", process i of n" for a process of a group; "" else
   * @param parentPid the process whose end ends it; -1 for none
   */
  record Arguments(
      Profile profile,
      List<String> overrides,
      int port,
      boolean control,
      boolean reusePort,
      String process,
      long parentPid) {

    /**
     * @throws ConfigError naming what is wrong, with the usage line
     */
    static Arguments read(List<String> args) {
      boolean control = false;
      boolean reusePort = false;
      String process = "";
      long parentPid = -1;
      List<String> positional = new ArrayList<>();
      List<String> overrides = new ArrayList<>();
      for (int i = 0; i < args.size(); i++) {
        switch (args.get(i)) {
          case "--control" -> control = true;
          case "--parent-pid" -> parentPid = Long.parseLong(args.get(++i));
          case "--reuse-port" -> reusePort = true;
          case "--process" -> process = ", process " + args.get(++i).replace("/", " of ");
          default -> (args.get(i).contains("=") ? overrides : positional).add(args.get(i));
        }
      }
      if (positional.isEmpty() || positional.size() > 2) {
        throw new ConfigError(
            USAGE + "; profiles: " + String.join(", ", ProfileLoader.standard().names()));
      }
      Profile profile =
          ProfileLoader.standard().load(positional.get(0), overridesConfig(overrides));
      int port = positional.size() == 2 ? StandInMain.port(positional.get(1)) : 0;
      return new Arguments(
          profile, List.copyOf(overrides), port, control, reusePort, process, parentPid);
    }
  }

  /**
   * Starts the stand-in and says so; with {@code --control}, answers its control input until it
   * ends.
   */
  static void serve(Arguments a) {
    Profile profile = a.profile();
    boolean reusePort = a.reusePort();
    StandInServer server =
        StandInServer.start(profile, a.port() == 0 ? FreePorts.one() : a.port(), reusePort);
    Runtime.getRuntime().addShutdownHook(new Thread(server::close, "stand-in-shutdown"));
    if (a.parentPid() > 0) {
      // Never outlive the simulation that started us, whatever way it ended.
      ProcessHandle.of(a.parentPid())
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
            + a.process()
            + (reusePort ? " (SO_REUSEPORT)" : ""));
    System.out.println(READY + server.port());
    System.out.flush();
    if (a.control()) {
      serveControl(server);
      ExitCode.OK.exit();
    }
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
  static int whole(String text, int min, int max, String problem) {
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
