package abreplay.realserver;

import abreplay.config.ConfigError;
import abreplay.config.ExitCode;
import abreplay.config.Home;
import abreplay.machine.FreePorts;
import abreplay.standin.StandInMain;
import abreplay.targets.RealServers;
import java.nio.file.Path;

/**
 * {@code targets/real/serve <name> [port]}: one real server of targets/real/ in the foreground, as
 * a run starts it (built if need be, in its own run folder, as nobody when root), until Ctrl-C. It
 * prints where it listens and where its output goes; a missing program is one line naming the
 * package, exit 3 ({@link ExitCode}).
 */
public final class RealServerMain {
  private RealServerMain() {}

  public static void main(String[] args) throws InterruptedException {
    StandInMain.exitOnError(() -> run(args));
  }

  private static void run(String[] args) throws InterruptedException {
    Path home = Home.dir();
    RealServerLoader loader = new RealServerLoader(home);
    if (args.length < 1 || args.length > 2) {
      throw new ConfigError(
          "usage: targets/real/serve <name> [port]; real servers: "
              + String.join(", ", loader.names()));
    }
    RealServer server = loader.load(args[0]);
    Software software = Software.fromEnvironment();
    Builds builds = new Builds(home);
    RealServers.Entry entry = Catalog.entry(server, software, builds);
    entry
        .missing()
        .ifPresent(
            why -> {
              throw new ConfigError("real server " + server.name() + " " + why);
            });
    builds.ensure(server, software);
    int port = args.length == 2 ? Integer.parseInt(args[1]) : FreePorts.one();
    Path log = home.resolve("target/ab-replay/logs/serve-" + server.name() + ".log");
    RealServerProcess process =
        RealServerProcess.start(
            server,
            new RealServerProcess.Options(
                port, log, home, Path.of(System.getProperty("java.io.tmpdir")), software));
    Runtime.getRuntime().addShutdownHook(new Thread(process::stop, "real-server-stop"));
    System.out.println(
        server.name()
            + ": "
            + entry.label()
            + " | pid "
            + process.pid()
            + ", run folder "
            + process.dir()
            + ", output in "
            + log);
    System.out.println(StandInMain.READY + port);
    while (process.alive()) Thread.sleep(500);
    System.err.println(
        "ab-replay: real server "
            + server.name()
            + " exited; its last lines:"
            + System.lineSeparator()
            + process.lastLines());
    process.stop();
    ExitCode.FAILED.exit();
  }
}
