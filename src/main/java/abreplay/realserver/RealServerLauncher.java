package abreplay.realserver;

import abreplay.config.ConfigError;
import abreplay.machine.CpuSet;
import abreplay.targets.TargetError;
import java.nio.file.Path;
import java.util.Optional;

/**
 * Starts the real servers of one run: read from targets/real/, run folders in the system's
 * temporary folder.
 */
public final class RealServerLauncher {
  private final Path home;
  private final RealServerLoader loader;

  public RealServerLauncher(Path home) {
    this.home = home;
    this.loader = new RealServerLoader(home);
  }

  /**
   * Starts real server {@code name} on {@code port} of 127.0.0.1, on {@code cpus} when given, and
   * waits until it answers.
   *
   * @throws TargetError when it cannot start
   */
  public RealServerProcess start(String name, int port, Path log, Optional<CpuSet> cpus) {
    return start(name, port, log, java.util.List.of(), cpus);
  }

  /**
   * As {@link #start(String, int, Path, Optional)}, the server behind {@code cpuGroup}: a CPU
   * group's prefix (machine/CpuGroup), for the server and its workers, not its watchdog.
   */
  public RealServerProcess start(
      String name, int port, Path log, java.util.List<String> cpuGroup, Optional<CpuSet> cpus) {
    RealServer server;
    try {
      server = loader.load(name);
    } catch (ConfigError e) {
      // Checked before the run; changed since.
      throw new TargetError(e.getMessage());
    }
    return RealServerProcess.start(
        server,
        new RealServerProcess.Options(
            port,
            log,
            home,
            Path.of(System.getProperty("java.io.tmpdir")),
            Software.fromEnvironment(),
            cpus,
            cpuGroup));
  }
}
