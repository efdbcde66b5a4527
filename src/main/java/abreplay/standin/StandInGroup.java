package abreplay.standin;

import abreplay.machine.CpuSet;
import abreplay.machine.FreePorts;
import abreplay.targets.TargetCounters;
import abreplay.targets.TargetProcess;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.stream.Collectors;

/**
 * One stand-in served by several JVMs on one port of 127.0.0.1 (SO_REUSEPORT), each running its
 * {@link ProcessSplit.ProcessShare}, so it can hold more connections than one process's open-file
 * limit; with one process, a plain {@link StandInProcess}. All start at once; if one exits or stays
 * silent, all are stopped and the error names it, with its last lines. Its counters are the sum of
 * every process's, empty when any one does not answer (a partial sum would be a wrong total).
 * Thread-safe as {@link TargetProcess} says.
 */
public final class StandInGroup implements TargetProcess, AutoCloseable {
  private final ProcessSplit.Shares split;
  private final List<StandInProcess> processes;
  private final LineLog log;
  private final int port;

  private StandInGroup(
      ProcessSplit.Shares split, List<StandInProcess> processes, LineLog log, int port) {
    this.split = split;
    this.processes = List.copyOf(processes);
    this.log = log;
    this.port = port;
  }

  /**
   * Starts {@code profile} in {@code processes} processes on {@code port} (0: a free one, chosen
   * here), each line they print to {@code logFile}, prefixed {@code [i/n]} when there are several.
   *
   * @throws StandInError when the profile is broken or cannot be split so, the port is taken, or a
   *     process does not start
   */
  public static StandInGroup start(
      String profile, int processes, int port, Path logFile, Path home, Optional<CpuSet> cpus) {
    return start(profile, processes, port, logFile, home, List.of(), cpus);
  }

  /**
   * As {@link #start(String, int, int, Path, Path, Optional)}, every process behind {@code group}:
   * one CPU group's prefix (machine/CpuGroup) for the whole stand-in.
   */
  public static StandInGroup start(
      String profile,
      int processes,
      int port,
      Path logFile,
      Path home,
      List<String> group,
      Optional<CpuSet> cpus) {
    Profile loaded;
    try {
      loaded = new ProfileLoader(home).load(profile);
    } catch (abreplay.config.ConfigError e) {
      // A target's error, as when one process reports it: the run goes on without this system.
      throw new StandInError(e.getMessage());
    }
    return start(
        loaded, List.of(), processes, port, LineLog.toFile(logFile, profile), home, group, cpus);
  }

  /**
   * Starts {@code profile} as loaded with {@code overrides} (the {@code key=value} given to
   * targets/serve, passed on to every process before its share's own keys) in {@code processes}
   * processes.
   */
  static StandInGroup start(
      Profile profile,
      List<String> overrides,
      int processes,
      int port,
      LineLog log,
      Path home,
      List<String> cpuGroup,
      Optional<CpuSet> cpus) {
    ProcessSplit outcome = ProcessSplit.of(profile, processes);
    if (outcome instanceof ProcessSplit.Refused refused) {
      log.close();
      throw new StandInError(refused.reason());
    }
    ProcessSplit.Shares split = (ProcessSplit.Shares) outcome;
    int chosen = port;
    if (processes > 1) {
      // SO_REUSEPORT would let the processes join another group of this user on a taken port:
      // refuse it first.
      chosen = port == 0 ? FreePorts.one() : port;
      // a free port may be taken before it is bound: one asked by none is asked again
      for (int again = 0; port == 0 && again < 5 && !FreePorts.bindable(chosen, false); again++)
        chosen = FreePorts.one();
      if (!FreePorts.bindable(chosen, false)) {
        log.close();
        throw new StandInError(
            "port "
                + chosen
                + " on 127.0.0.1 is taken by another process: choose another port,"
                + " or stop what listens there (ss -ltnp 'sport = :"
                + chosen
                + "')");
      }
    }
    List<StandInProcess> started = new ArrayList<>();
    try {
      for (ProcessSplit.ProcessShare share : split.shares()) {
        List<String> arguments = new ArrayList<>(overrides);
        if (processes > 1) {
          arguments.addAll(share.overrides(profile));
          arguments.addAll(List.of("--reuse-port", "--process", share.index() + "/" + processes));
        }
        started.add(
            StandInProcess.launch(
                profile.name(),
                arguments,
                chosen,
                processes > 1 ? log.forProcess(share.index(), processes) : log,
                home,
                cpuGroup,
                cpus));
      }
      for (int i = 0; i < started.size(); i++) {
        try {
          started.get(i).awaitReady();
        } catch (StandInError e) {
          throw processes > 1
              ? new StandInError("process " + (i + 1) + " of " + processes + ": " + e.getMessage())
              : e;
        }
      }
    } catch (StandInError e) {
      new StandInGroup(split, started, log, chosen).stop();
      throw e;
    }
    int listening = processes > 1 ? chosen : port;
    StandInGroup group = new StandInGroup(split, started, log, listening);
    // Asked once while idle, so that the first answer under load does not also load its code
    // (JSON).
    if (processes > 1) group.countersByProcess();
    return group;
  }

  /**
   * The port every process listens on; 0 when one process chose its own (ask its listening line).
   */
  public int port() {
    return port;
  }

  /** How the profile was split: "swoole-4-hello in 2 processes x 1 event loop". */
  public ProcessSplit.Shares split() {
    return split;
  }

  /** The first process's PID; {@link #pids} has them all. */
  @Override
  public long pid() {
    return processes.get(0).pid();
  }

  @Override
  public List<Long> pids() {
    return processes.stream().map(StandInProcess::pid).toList();
  }

  @Override
  public boolean alive() {
    return processes.stream().allMatch(StandInProcess::alive);
  }

  /** Every process's counters summed; empty when one of them no longer answers. */
  @Override
  public Optional<TargetCounters> counters() {
    Optional<TargetCounters> sum = Optional.empty();
    for (Optional<TargetCounters> each : countersByProcess()) {
      if (each.isEmpty()) return Optional.empty();
      sum = Optional.of(sum.map(s -> s.plus(each.get())).orElse(each.get()));
    }
    return sum;
  }

  /**
   * Each process's counters, in order (how evenly the kernel spread the connections), asked of all
   * at once: under a flood of new connections a busy process may take seconds to answer (up to its
   * 5-s wait), and asking in turn would add those waits up.
   */
  public List<Optional<TargetCounters>> countersByProcess() {
    if (processes.size() == 1) return List.of(processes.get(0).counters());
    List<CompletableFuture<Optional<TargetCounters>>> asked =
        processes.stream()
            .map(
                p ->
                    CompletableFuture.supplyAsync(
                        p::counters, r -> new Thread(r, "stand-in-stats-" + p.pid()).start()))
            .toList();
    return asked.stream().map(CompletableFuture::join).toList();
  }

  @Override
  public String lastLines() {
    if (processes.size() == 1) return processes.get(0).lastLines();
    List<String> parts = new ArrayList<>();
    for (int i = 0; i < processes.size(); i++) {
      parts.add(
          "  process "
              + (i + 1)
              + " of "
              + processes.size()
              + (processes.get(i).alive() ? "" : " (exited)")
              + ":"
              + System.lineSeparator()
              + processes.get(i).lastLines());
    }
    return String.join(System.lineSeparator(), parts);
  }

  /** Stops every process at once and reaps each; then closes the log. */
  @Override
  public void stop() {
    try {
      CompletableFuture.allOf(
              processes.stream()
                  .map(
                      p ->
                          CompletableFuture.runAsync(
                              p::stop, r -> new Thread(r, "stop-stand-in-" + p.pid()).start()))
                  .toArray(CompletableFuture[]::new))
          .join();
    } finally {
      log.close();
    }
  }

  @Override
  public void close() {
    stop();
  }

  @Override
  public String toString() {
    return split.describe()
        + (port > 0 ? " on port " + port : "")
        + ", pids "
        + pids().stream().map(String::valueOf).collect(Collectors.joining(", "));
  }
}
