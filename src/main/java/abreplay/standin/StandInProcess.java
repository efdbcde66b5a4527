package abreplay.standin;

import abreplay.machine.Affinity;
import abreplay.machine.CpuSet;
import abreplay.machine.ProcStat;
import abreplay.targets.TargetCounters;
import abreplay.targets.TargetProcess;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.SynchronousQueue;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

/**
 * A stand-in in its own JVM (10,000 connections need their own file-descriptor budget): started on
 * a free port of 127.0.0.1, ready once it says it listens, asked for its counters over a pipe,
 * stopped and reaped at the end. Every line it prints goes to its log file. Several of them share
 * one port and one log in a {@link StandInGroup}.
 */
public final class StandInProcess implements TargetProcess, AutoCloseable {
  private static final int TAIL_LINES = 15;

  private final String profile;
  private final Process process;
  private final PrintWriter control;
  private final SynchronousQueue<String> statsReplies = new SynchronousQueue<>();
  private final Deque<String> tail = new ArrayDeque<>();
  private final CompletableFuture<Void> ready = new CompletableFuture<>();
  private final LineLog log;

  private StandInProcess(String profile, Process process, LineLog log) {
    this.profile = profile;
    this.process = process;
    this.log = log;
    this.control = new PrintWriter(process.getOutputStream(), true, StandardCharsets.UTF_8);
  }

  /**
   * Starts {@code profile} and waits until it accepts connections.
   *
   * @param port the port to listen on, 0 for a free one
   * @param cpus the CPUs it may run on; empty = any
   * @throws StandInError when it exits or stays silent instead, with the last lines it printed
   */
  public static StandInProcess start(
      String profile, int port, Path logFile, Path home, Optional<CpuSet> cpus) {
    return start(profile, port, logFile, home, List.of(), cpus);
  }

  /**
   * As {@link #start(String, int, Path, Path, Optional)}, behind {@code group}: a CPU group's
   * prefix (machine/CpuGroup), so that the JVM is inside the group before its first instruction.
   */
  public static StandInProcess start(
      String profile,
      int port,
      Path logFile,
      Path home,
      List<String> group,
      Optional<CpuSet> cpus) {
    StandInProcess standIn =
        launch(profile, List.of(), port, LineLog.toFile(logFile, profile), home, group, cpus);
    standIn.awaitReady();
    return standIn;
  }

  /**
   * Starts {@code profile} with more arguments ({@code key=value} overrides, {@code --reuse-port})
   * without waiting for it: {@link #awaitReady} does. Its lines go to {@code log}, which it closes
   * at its stop only if the log says it owns it.
   */
  static StandInProcess launch(
      String profile,
      List<String> arguments,
      int port,
      LineLog log,
      Path home,
      List<String> group,
      Optional<CpuSet> cpus) {
    // The CPU group's prefix first, then taskset's: the JVM joins the group, then is pinned.
    List<String> command = new ArrayList<>(group);
    command.addAll(Affinity.prefix(cpus));
    command.addAll(
        List.of(
            ProcessHandle.current()
                .info()
                .command()
                .orElse(Path.of(System.getProperty("java.home"), "bin", "java").toString()),
            "-XX:+UseParallelGC",
            // C1 only: steady within a slice of its budget, where C2 kept compiling for tens of
            // seconds and the paired slices read an order effect (src/bench/README.md).
            "-XX:TieredStopAtLevel=1",
            "-Xms256m",
            "-Xmx1g",
            "-Dio.netty.leakDetection.level=disabled"));
    command.addAll(benchOptions());
    command.addAll(
        List.of(
            "-Dabreplay.home=" + home,
            "-cp",
            System.getProperty("java.class.path"),
            StandInMain.class.getName(),
            profile,
            Integer.toString(port)));
    command.addAll(arguments);
    command.addAll(
        List.of("--control", "--parent-pid", Long.toString(ProcessHandle.current().pid())));
    Process process;
    try {
      process =
          new ProcessBuilder(command).redirectErrorStream(true).directory(home.toFile()).start();
    } catch (IOException e) {
      log.close();
      throw new StandInError("cannot start stand-in " + profile + ": " + e.getMessage());
    }
    StandInProcess standIn = new StandInProcess(profile, process, log);
    Thread reader = new Thread(standIn::readOutput, "stand-in-" + profile + "-output");
    reader.setDaemon(true);
    reader.start();
    return standIn;
  }

  /**
   * More JVM options for every stand-in, from the system property {@code
   * abreplay.standin.jvm-options} (whitespace-separated; unset or "none": none): for benches that
   * compare JVM settings (src/bench/standin-jvm-steady.sh), not a setting of a replay.
   */
  static List<String> benchOptions() {
    String options = System.getProperty("abreplay.standin.jvm-options", "none").strip();
    return options.isEmpty() || options.equals("none") ? List.of() : List.of(options.split("\\s+"));
  }

  private void readOutput() {
    try (BufferedReader out =
        new BufferedReader(
            new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8))) {
      for (String line = out.readLine(); line != null; line = out.readLine()) {
        if (line.startsWith(StatsLine.PREFIX)) {
          statsReplies.offer(line.substring(StatsLine.PREFIX.length()), 5, TimeUnit.SECONDS);
          continue;
        }
        synchronized (tail) {
          tail.addLast(line);
          if (tail.size() > TAIL_LINES) tail.removeFirst();
        }
        log.line(line);
        if (line.startsWith(StandInMain.READY)) {
          ready.complete(null);
        }
      }
    } catch (IOException | InterruptedException e) {
      // The process is gone; what it said is in the log.
    } finally {
      ready.completeExceptionally(new IllegalStateException("exited"));
    }
  }

  /** Waits until it listens; stops it and says why when it exits or stays silent instead. */
  void awaitReady() {
    try {
      ready.get(60, TimeUnit.SECONDS);
    } catch (ExecutionException | TimeoutException | InterruptedException e) {
      boolean exited = !process.isAlive() || e instanceof ExecutionException;
      stop();
      throw new StandInError(
          "stand-in "
              + profile
              + (exited ? " exited before it listened" : " did not listen within 60 s")
              + "; its last lines:"
              + System.lineSeparator()
              + lastLines());
    }
  }

  @Override
  public String lastLines() {
    synchronized (tail) {
      return tail.isEmpty()
          ? "    (nothing)"
          : "    " + String.join(System.lineSeparator() + "    ", tail);
    }
  }

  @Override
  public long pid() {
    return process.pid();
  }

  /**
   * Running: not exited, and not a zombie Java has yet to reap (a step stopped by the errors of its
   * killing ends before then). Where /proc cannot say, Java's word.
   */
  @Override
  public boolean alive() {
    return process.isAlive() && ProcStat.of(process.pid()).map(ProcStat::live).orElse(true);
  }

  /** Its counters now, asked over its control pipe; empty when it no longer answers. */
  @Override
  public Optional<TargetCounters> counters() {
    if (!process.isAlive()) return Optional.empty();
    try {
      synchronized (control) {
        control.println("stats");
        if (control.checkError()) return Optional.empty();
        String reply = statsReplies.poll(5, TimeUnit.SECONDS);
        return reply == null ? Optional.empty() : Optional.of(StatsLine.parse(reply));
      }
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      return Optional.empty();
    }
  }

  /** Asks it to stop, then ends it if it does not, and reaps it. */
  @Override
  public void stop() {
    try {
      if (process.isAlive()) {
        control.println("stop");
        OutputStream in = process.getOutputStream();
        in.close();
        if (!process.waitFor(10, TimeUnit.SECONDS)) {
          process.destroy();
          if (!process.waitFor(5, TimeUnit.SECONDS)) process.destroyForcibly().waitFor();
        }
      }
    } catch (IOException | InterruptedException e) {
      process.destroyForcibly();
    } finally {
      log.close();
    }
  }

  @Override
  public void close() {
    stop();
  }
}
