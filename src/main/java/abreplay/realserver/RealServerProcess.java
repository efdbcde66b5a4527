package abreplay.realserver;

import abreplay.machine.Affinity;
import abreplay.machine.CpuSet;
import abreplay.machine.ProcStat;
import abreplay.targets.TargetCounters;
import abreplay.targets.TargetError;
import abreplay.targets.TargetProcess;
import java.io.IOException;
import java.io.OutputStream;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.TimeUnit;

/**
 * A real server the run owns, in its own process group and run folder, behind a {@link Watchdog}
 * that stops it even when the run's JVM dies by SIGKILL (its stdin ends with the JVM). Its life:
 * STARTING (until a 2xx on its port) -&gt; READY (its descendants' groups told to the watchdog)
 * -&gt; STOPPING -&gt; STOPPED (groups gone, run folder removed); one that exits or stays silent
 * while STARTING goes to STOPPED and {@link #start} throws. Started and stopped by the run's
 * control thread; {@link #alive} and {@link #pid} from any thread; {@link #stop} is idempotent.
 */
public final class RealServerProcess implements TargetProcess {
  /** Where a real server is in its life; see the class comment. */
  public enum State {
    STARTING,
    READY,
    STOPPING,
    STOPPED
  }

  private static final int TAIL_LINES = 15;

  /** How long its process group has between SIGTERM and SIGKILL. */
  private static final Duration STOP_GRACE = Duration.ofSeconds(5);

  /**
   * How to start one.
   *
   * @param port on 127.0.0.1
   * @param log where it and its watchdog write (appended)
   * @param cpus the CPUs it may run on; empty = any
   * @param cpuGroup a CPU group's prefix: the server (not its watchdog) and all it forks run in the
   *     group from their start; empty for none
   */
  public record Options(
      int port,
      Path log,
      Path home,
      Path tempRoot,
      Software software,
      Optional<CpuSet> cpus,
      List<String> cpuGroup) {
    public Options {
      cpuGroup = List.copyOf(cpuGroup);
    }

    /** In no CPU group. */
    public Options(
        int port, Path log, Path home, Path tempRoot, Software software, Optional<CpuSet> cpus) {
      this(port, log, home, tempRoot, software, cpus, List.of());
    }

    /** Not pinned: it may run on every CPU. */
    public Options(int port, Path log, Path home, Path tempRoot, Software software) {
      this(port, log, home, tempRoot, software, Optional.empty());
    }
  }

  private final RealServer server;
  private final Options options;
  private final Path dir;
  private final Process watchdog;
  private final long pid;

  /**
   * Its process groups: its own, and those its descendants made (PHP-FPM's master makes a session
   * of its own).
   */
  private final Set<Long> groups = ConcurrentHashMap.newKeySet();

  private volatile State state = State.STARTING;

  private RealServerProcess(
      RealServer server, Options options, Path dir, Process watchdog, long pid) {
    this.server = server;
    this.options = options;
    this.dir = dir;
    this.watchdog = watchdog;
    this.pid = pid;
    groups.add(pid);
  }

  /**
   * Starts {@code server} and waits until it answers on its port.
   *
   * @throws TargetError when it cannot start, exits, or stays silent past its ready-timeout, with
   *     its last lines
   */
  public static RealServerProcess start(RealServer server, Options options) {
    Path dir;
    try {
      Files.createDirectories(options.log().getParent());
      dir = Files.createTempDirectory(options.tempRoot(), "ab-replay-" + server.name() + "-");
    } catch (IOException e) {
      throw new TargetError(
          "real server "
              + server.name()
              + ": cannot make its run folder in "
              + options.tempRoot()
              + ": "
              + e.getMessage());
    }
    Start launch;
    try {
      launch = Start.of(server, options, dir);
    } catch (RuntimeException e) {
      ServerFolder.delete(dir);
      throw e instanceof TargetError t
          ? t
          : new TargetError(
              "real server "
                  + server.name()
                  + " did not start: "
                  + (e.getCause() != null ? e.getCause().getMessage() : e.getMessage()));
    }
    Process watchdog = null;
    long pid;
    try {
      Files.writeString(
          options.log(),
          launch.describe() + System.lineSeparator(),
          StandardCharsets.UTF_8,
          StandardOpenOption.CREATE,
          StandardOpenOption.APPEND);
      watchdog = launch.processBuilder(STOP_GRACE).start();
      pid = Watchdog.serverPid(watchdog);
    } catch (IOException | RuntimeException e) {
      // SIGTERM to a watchdog that said no pid: it ends whatever it started.
      if (watchdog != null) watchdog.destroy();
      ServerFolder.delete(dir);
      throw new TargetError("real server " + server.name() + " did not start: " + e.getMessage());
    }
    RealServerProcess process = new RealServerProcess(server, options, dir, watchdog, pid);
    process.awaitReady();
    return process;
  }

  private void awaitReady() {
    URI url = URI.create("http://127.0.0.1:" + options.port() + server.launch().readyPath());
    long deadline = System.nanoTime() + server.launch().readyTimeout().toNanos();
    while (System.nanoTime() < deadline) {
      if (!alive()) {
        stop();
        throw new TargetError(
            "real server "
                + server.name()
                + " exited before it answered on port "
                + options.port()
                + "; its last lines:"
                + System.lineSeparator()
                + lastLines());
      }
      if (Ready.answers(url)) {
        groups.addAll(ProcStat.groupsOfTree(pid));
        tellWatchdog(groups.stream().filter(g -> g != pid).map(g -> "group " + g).toList());
        state = State.READY;
        return;
      }
      sleep(50);
    }
    stop();
    throw new TargetError(
        "real server "
            + server.name()
            + " did not answer GET "
            + url
            + " within "
            + server.launch().readyTimeout().toSeconds()
            + " s; its last lines:"
            + System.lineSeparator()
            + lastLines());
  }

  public State state() {
    return state;
  }

  /** Its port on 127.0.0.1. */
  public int port() {
    return options.port();
  }

  /** Its run folder (gone once STOPPED). */
  public Path dir() {
    return dir;
  }

  @Override
  public long pid() {
    return pid;
  }

  /** Its first process is running (not exited, not a zombie waiting to be reaped). */
  @Override
  public boolean alive() {
    return ProcStat.live(pid);
  }

  /**
   * A real server counts nothing for the run: its keep-alive behaviour shows in ab's Keep-Alive
   * requests.
   */
  @Override
  public Optional<TargetCounters> counters() {
    return Optional.empty();
  }

  @Override
  public String lastLines() {
    try {
      List<String> lines = Files.readAllLines(options.log(), StandardCharsets.UTF_8);
      List<String> tail =
          new ArrayList<>(lines.subList(Math.max(0, lines.size() - TAIL_LINES), lines.size()));
      return tail.isEmpty()
          ? "    (nothing)"
          : "    " + String.join(System.lineSeparator() + "    ", tail);
    } catch (IOException | RuntimeException e) {
      return "    (no log: " + e.getMessage() + ")";
    }
  }

  /**
   * Tells the watchdog to stop the server's process group (SIGTERM, SIGKILL after a grace) and
   * remove its run folder, and waits for it; does both itself if the watchdog does not answer.
   */
  @Override
  public synchronized void stop() {
    if (state == State.STOPPED) return;
    state = State.STOPPING;
    groups.addAll(ProcStat.groupsOfTree(pid));
    tellWatchdog(List.of("stop"));
    try {
      watchdog.getOutputStream().close();
      if (!watchdog.waitFor(STOP_GRACE.toSeconds() + 10, TimeUnit.SECONDS))
        watchdog.destroyForcibly().waitFor();
    } catch (IOException e) {
      // The watchdog is gone already: what it left is ended below.
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
    for (long group : groups) Watchdog.killGroup(group);
    ServerFolder.delete(dir);
    state = State.STOPPED;
  }

  /** Lines to the watchdog's stdin: "group N" (one more process group to stop), "stop". */
  private void tellWatchdog(List<String> lines) {
    try {
      OutputStream in = watchdog.getOutputStream();
      for (String line : lines) in.write((line + "\n").getBytes(StandardCharsets.US_ASCII));
      in.flush();
    } catch (IOException e) {
      // The watchdog is gone: stop() ends what it left.
    }
  }

  private static void sleep(long millis) {
    try {
      Thread.sleep(millis);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new TargetError("interrupted while waiting for a real server");
    }
  }

  /**
   * One start of a real server, worked out: its run folder filled, its command line and environment
   * with placeholders filled in, and the watchdog's command line around them.
   *
   * @param unprivileged runs as nobody: the run is root and the server does not ask for its user
   * @param cpuGroup joined before it drops to nobody; empty for none
   */
  record Start(
      RealServer server,
      String label,
      List<String> command,
      Map<String, String> env,
      Path dir,
      Path log,
      boolean unprivileged,
      List<String> cpuGroup) {

    /**
     * @throws TargetError when a program it needs is no longer on PATH
     */
    static Start of(RealServer server, Options options, Path dir) {
      Map<String, String> values = new HashMap<>();
      values.put("port", Integer.toString(options.port()));
      values.put("dir", dir.toString());
      values.put("home", options.home().toString());
      values.put(
          "java",
          ProcessHandle.current()
              .info()
              .command()
              .orElse(Path.of(System.getProperty("java.home"), "bin", "java").toString()));
      values.put("classpath", System.getProperty("java.class.path"));
      for (RealServer.Requirement r : server.requires().values()) {
        values.put(
            r.placeholder(),
            options
                .software()
                .find(r, server.requires())
                .orElseThrow(
                    () ->
                        new TargetError(
                            "real server "
                                + server.name()
                                + " "
                                + options
                                    .software()
                                    .missing(r, server.requires(), "")
                                    .orElseThrow())));
      }
      boolean unprivileged =
          server.launch().user() == RealServer.User.UNPRIVILEGED
              && ServerFolder.effectiveUid() == 0;
      Path build = server.build().isPresent() ? new Builds(options.home()).output(server) : null;
      ServerFolder.fill(
          dir, server, options.home(), build, values, unprivileged ? ServerFolder.NOBODY : -1);
      Map<String, String> env = new LinkedHashMap<>();
      server.launch().env().forEach((k, v) -> env.put(k, Placeholders.fill(v, values)));
      if (unprivileged) env.put("HOME", dir.toString());
      // Pinned by taskset around the server's own command: every process it forks inherits the
      // CPUs.
      List<String> command = new ArrayList<>(Affinity.prefix(options.cpus()));
      command.addAll(Placeholders.fill(server.launch().command(), values));
      return new Start(
          server,
          Versions.label(server, options.software()),
          List.copyOf(command),
          env,
          dir,
          options.log(),
          unprivileged,
          options.cpuGroup());
    }

    /**
     * @param grace how long the server has between SIGTERM and SIGKILL when it is stopped
     */
    ProcessBuilder processBuilder(Duration grace) {
      ProcessBuilder pb =
          new ProcessBuilder(Watchdog.command(dir, log, grace, unprivileged, cpuGroup, command))
              .directory(dir.toFile())
              .redirectError(ProcessBuilder.Redirect.appendTo(log.toFile()));
      pb.environment().putAll(env);
      return pb;
    }

    /** Its first line in the log: what runs, where, as whom. */
    String describe() {
      return "ab-replay: real server "
          + server.name()
          + " ("
          + label
          + ") in "
          + dir
          + (unprivileged ? " as nobody" : "")
          + ": "
          + String.join(" ", command);
    }
  }
}
