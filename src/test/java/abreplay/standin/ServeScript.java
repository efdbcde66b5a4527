package abreplay.standin;

import abreplay.config.Home;
import abreplay.machine.FreePorts;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

/**
 * {@code targets/serve} run as a user runs it, in its own process: started on a free port and ready
 * once it prints its listening line, stopped by its PID and reaped.
 */
final class ServeScript implements AutoCloseable {
  private static final Path SCRIPT = Home.dir().resolve("targets/serve");

  /**
   * The script compiles the project first when sources are newer than the build: bounds allow for
   * that.
   */
  private static final Duration START_WITHIN = Duration.ofSeconds(120);

  private static final Duration EXIT_WITHIN = Duration.ofSeconds(10);

  /** How a run to completion ended. */
  record Finished(int exitCode, String stdout, String stderr) {}

  private final Process process;
  private final int port;
  private final List<String> output = new ArrayList<>();

  private ServeScript(Process process, int port) {
    this.process = process;
    this.port = port;
  }

  /**
   * Starts {@code profile} on a free port of 127.0.0.1 and waits until it listens; {@code more}:
   * e.g. processes=2.
   */
  static ServeScript start(String profile, String... more) throws IOException {
    int port = FreePorts.one();
    List<String> command =
        new ArrayList<>(List.of(SCRIPT.toString(), profile, Integer.toString(port)));
    command.addAll(List.of(more));
    Process process =
        new ProcessBuilder(command)
            .directory(Home.dir().toFile())
            .redirectErrorStream(true)
            .start();
    ServeScript serve = new ServeScript(process, port);
    String ready = StandInMain.READY + port;
    CompletableFuture<Void> listening = new CompletableFuture<>();
    Thread reader = new Thread(() -> serve.readOutput(ready, listening), "serve-" + profile);
    reader.setDaemon(true);
    reader.start();
    try {
      listening.get(START_WITHIN.toSeconds(), TimeUnit.SECONDS);
    } catch (InterruptedException | ExecutionException | TimeoutException e) {
      serve.close();
      throw new IllegalStateException(
          "targets/serve "
              + profile
              + " "
              + port
              + " did not print \""
              + ready
              + "\" within "
              + START_WITHIN.toSeconds()
              + " s; it printed: "
              + serve.output());
    }
    return serve;
  }

  /** Runs the script to its end with these arguments (bounded), e.g. to see how it refuses them. */
  static Finished run(String... args) throws IOException, InterruptedException {
    List<String> command = new ArrayList<>(List.of(SCRIPT.toString()));
    command.addAll(List.of(args));
    Process process = new ProcessBuilder(command).directory(Home.dir().toFile()).start();
    process.getOutputStream().close();
    CompletableFuture<String> stdout = drain(process.getInputStream());
    CompletableFuture<String> stderr = drain(process.getErrorStream());
    if (!process.waitFor(START_WITHIN.toSeconds(), TimeUnit.SECONDS)) {
      stop(process);
      throw new IllegalStateException(
          "targets/serve "
              + String.join(" ", args)
              + " did not end within "
              + START_WITHIN.toSeconds()
              + " s");
    }
    return new Finished(process.exitValue(), stdout.join(), stderr.join());
  }

  int port() {
    return port;
  }

  /** The script's process (the JVM it became) and its descendants, as they are now. */
  List<ProcessHandle> processes() {
    List<ProcessHandle> all = new ArrayList<>(List.of(process.toHandle()));
    process.descendants().forEach(all::add);
    return all;
  }

  /** What it printed so far, line by line. */
  List<String> lines() {
    synchronized (output) {
      return List.copyOf(output);
    }
  }

  private void readOutput(String ready, CompletableFuture<Void> listening) {
    try (var lines = process.inputReader(StandardCharsets.UTF_8)) {
      for (String line = lines.readLine(); line != null; line = lines.readLine()) {
        synchronized (output) {
          output.add(line);
        }
        if (line.equals(ready)) listening.complete(null);
      }
    } catch (IOException e) {
      // The process is gone; what it printed is kept.
    } finally {
      listening.completeExceptionally(
          new IllegalStateException("its output ended before it listened"));
    }
  }

  private String output() {
    synchronized (output) {
      return output.isEmpty() ? "(nothing)" : String.join(" | ", output);
    }
  }

  private static CompletableFuture<String> drain(InputStream stream) {
    return CompletableFuture.supplyAsync(
        () -> {
          try (stream) {
            return new String(stream.readAllBytes(), StandardCharsets.UTF_8);
          } catch (IOException e) {
            throw new UncheckedIOException(e);
          }
        });
  }

  /**
   * SIGTERM to the PID (the stand-in's shutdown hook closes it), SIGKILL if it lingers; then
   * reaped.
   */
  private static void stop(Process process) {
    // Before it execs java the script may still be compiling: its children are ours to end too.
    process.descendants().forEach(ProcessHandle::destroy);
    process.destroy();
    try {
      if (!process.waitFor(EXIT_WITHIN.toSeconds(), TimeUnit.SECONDS)) {
        process.destroyForcibly().waitFor(EXIT_WITHIN.toSeconds(), TimeUnit.SECONDS);
      }
    } catch (InterruptedException e) {
      process.destroyForcibly();
      Thread.currentThread().interrupt();
    }
  }

  @Override
  public void close() {
    stop(process);
  }
}
