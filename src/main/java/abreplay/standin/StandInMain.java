package abreplay.standin;

import abreplay.config.ConfigError;
import abreplay.config.ExitCode;
import abreplay.machine.Affinity;
import abreplay.machine.CpuSet;
import com.typesafe.config.Config;
import com.typesafe.config.ConfigException;
import com.typesafe.config.ConfigFactory;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

/**
 * {@code targets/serve <profile> [port] [key=value ...]}: one stand-in in the foreground until
 * Ctrl-C. It prints {@code listening on http://127.0.0.1:<port>} once it accepts connections.
 * Started by a simulation it also takes {@code --control} (commands on stdin: {@code stats},
 * {@code stop}; end of input stops it) and {@code --parent-pid N} (it stops when N is gone).
 */
public final class StandInMain {
  public static final String READY = "listening on http://127.0.0.1:";
  public static final String STATS = "stats ";
  static final String USAGE = "usage: targets/serve <profile> [port] [key=value ...]";

  private StandInMain() {}

  public static void main(String[] args) {
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
    long parentPid = -1;
    List<String> positional = new ArrayList<>();
    List<String> overrides = new ArrayList<>();
    for (int i = 0; i < args.length; i++) {
      switch (args[i]) {
        case "--control" -> control = true;
        case "--parent-pid" -> parentPid = Long.parseLong(args[++i]);
        default -> (args[i].contains("=") ? overrides : positional).add(args[i]);
      }
    }
    if (positional.isEmpty() || positional.size() > 2) {
      throw new ConfigError(USAGE + "; profiles: " + String.join(", ", ProfileLoader.standard().names()));
    }
    Profile profile = ProfileLoader.standard().load(positional.get(0), overridesConfig(overrides));
    int port = positional.size() == 2 ? port(positional.get(1)) : 0;
    StandInServer server = StandInServer.start(profile, port == 0 ? freePort() : port);
    Runtime.getRuntime().addShutdownHook(new Thread(server::close, "stand-in-shutdown"));
    if (parentPid > 0) {
      // Never outlive the simulation that started us, whatever way it ended.
      ProcessHandle.of(parentPid).ifPresentOrElse(
          parent -> parent.onExit().thenRun(ExitCode.OK::exit), ExitCode.OK::exit);
    }
    System.out.println(profile.name() + ": " + profile.emulates() + " | " + profile.workers() + " event loop(s)"
        + profile.service().map(s -> ", service " + s.cpu().toNanos() / 1e6 + " ms CPU on "
            + (s.pool() == 0 ? "the event loop" : s.pool() + " worker(s)")).orElse("")
        + ", " + (server.nativeTransport() ? "native epoll" : "NIO") + ", pid " + ProcessHandle.current().pid()
        + ", CPUs " + Affinity.allowed(ProcessHandle.current().pid()).map(CpuSet::toString).orElse("unknown"));
    System.out.println(READY + server.port());
    System.out.flush();
    if (control) {
      serveControl(server);
      ExitCode.OK.exit();
    }
  }

  private static Config overridesConfig(List<String> overrides) {
    try {
      return ConfigFactory.parseString(String.join("\n", overrides));
    } catch (ConfigException e) {
      throw new ConfigError("cannot read the overrides " + overrides + " (write key=value, e.g. service.cpu=2ms): "
          + e.getMessage());
    }
  }

  private static int port(String text) {
    try {
      int port = Integer.parseInt(text);
      if (port < 0 || port > 65535) throw new NumberFormatException();
      return port;
    } catch (NumberFormatException e) {
      throw new ConfigError("port \"" + text + "\" is not a port number (1-65535, or 0 for a free one); " + USAGE);
    }
  }

  /** A port of 127.0.0.1 that nothing listens on now. */
  public static int freePort() {
    try (ServerSocket probe = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
      return probe.getLocalPort();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  private static void serveControl(StandInServer server) {
    try (BufferedReader in = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8))) {
      for (String line = in.readLine(); line != null; line = in.readLine()) {
        switch (line.trim()) {
          case "stats" -> {
            System.out.println(STATS + server.counters().snapshot().toJson().encode());
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
