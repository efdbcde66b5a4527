package abreplay.run;

import abreplay.folder.FolderError;
import abreplay.folder.FolderLayout;
import abreplay.folder.IntervalLogReader;
import abreplay.injector.InjectorOrder;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.time.Duration;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;

/**
 * The other injectors of one step on this machine (injector 1 is the run's own JVM): I - 1 child
 * JVMs, each with its {@link InjectorOrder}, started at one instant written to a start file once
 * all are warm. One way, each call from one thread: {@link #awaitWarmThenStart} (late ones stopped:
 * {@link InjectorEnd.NeverStarted}), {@link #join} (each child's {@link InjectorEnd}); {@link
 * #close} stops what still runs. A child's last lines are kept to say why it failed. Start skew:
 * src/bench/README.md.
 */
public final class StepInjectors implements AutoCloseable {
  private static final int KEPT_LINES = 20;

  private final List<Child> children = new ArrayList<>();
  private final Path startFile;
  private final List<InjectorEnd> ends = new ArrayList<>();

  private static final class Child {
    final InjectorOrder order;
    final Process process;
    final CountDownLatch warm = new CountDownLatch(1);
    final Deque<String> lastLines = new ArrayDeque<>();
    boolean neverStarted;
    String neverStartedWhy;

    Child(InjectorOrder order, Process process) {
      this.order = order;
      this.process = process;
    }

    synchronized String lastLines() {
      return lastLines.isEmpty() ? "no output" : "its last line: " + lastLines.peekLast();
    }
  }

  private StepInjectors(Path startFile) {
    this.startFile = startFile;
  }

  /**
   * Starts one child JVM per order (each writes into its order's folder; {@code
   * <folder>/injector.out} keeps its whole output).
   *
   * @param command the JVM and its options, without the order's: e.g. {@code java -Xmx2G -cp <cp>}
   * @param mainClass the injector's main class
   * @param startFile where the instant will be written; every order must name it
   */
  public static StepInjectors launch(
      List<String> command, String mainClass, List<InjectorOrder> orders, Path startFile) {
    StepInjectors injectors = new StepInjectors(startFile);
    try {
      Files.createDirectories(startFile.toAbsolutePath().getParent());
      Files.deleteIfExists(startFile);
      for (InjectorOrder order : orders) {
        Files.createDirectories(order.folder());
        List<String> line = new ArrayList<>(command);
        line.addAll(order.jvmOptions());
        line.add(mainClass);
        Process process = new ProcessBuilder(line).redirectErrorStream(true).start();
        Child child = new Child(order, process);
        injectors.children.add(child);
        Thread reader =
            new Thread(() -> read(child), "ab-replay-injector-" + order.share().injector());
        reader.setDaemon(true);
        reader.start();
      }
    } catch (IOException e) {
      injectors.close();
      throw new UncheckedIOException("cannot start an injector JVM: " + e.getMessage(), e);
    }
    return injectors;
  }

  private static void read(Child child) {
    Path out = child.order.folder().resolve("injector.out");
    try (BufferedReader in =
            new BufferedReader(
                new InputStreamReader(child.process.getInputStream(), StandardCharsets.UTF_8));
        var copy = Files.newBufferedWriter(out)) {
      for (String line = in.readLine(); line != null; line = in.readLine()) {
        copy.write(line);
        copy.newLine();
        copy.flush();
        synchronized (child) {
          child.lastLines.addLast(line);
          if (child.lastLines.size() > KEPT_LINES) child.lastLines.removeFirst();
        }
        if (line.startsWith(InjectorOrder.WARM)) child.warm.countDown();
        if (line.startsWith("ab-replay")) {
          System.out.println("injector " + child.order.share().injector() + " | " + line);
          System.out.flush();
        }
      }
    } catch (IOException e) {
      // The child's output ended with it: its exit status says how.
    }
  }

  /**
   * The children's process ids, in launch order: the load generator's sampler adds them ({@code
   * ProcessSampler#addMember}), so that a step's load-generator CPU is every injector's.
   */
  public List<Long> pids() {
    return children.stream().map(c -> c.process.pid()).toList();
  }

  /**
   * Waits until every child has said it is warm, at most {@code wait} in all; a child that has not
   * by then is stopped (never started). Then writes the instant, now + {@code lead}, to the start
   * file.
   *
   * @return the instant, epoch ms
   */
  public long awaitWarmThenStart(Duration wait, Duration lead) throws InterruptedException {
    long deadline = System.nanoTime() + wait.toNanos();
    for (Child child : children) {
      boolean warm = false;
      // A child that exits is not waited for: one that dies at once is known at once.
      while (!warm && System.nanoTime() < deadline) {
        warm =
            child.warm.await(
                Math.min(100_000_000, deadline - System.nanoTime()), TimeUnit.NANOSECONDS);
        if (!warm && !child.process.isAlive()) {
          warm = child.warm.await(1, TimeUnit.SECONDS);
          break;
        }
      }
      if (warm) continue;
      child.neverStarted = true;
      child.neverStartedWhy =
          child.process.isAlive()
              ? "not warm within " + wait.toSeconds() + " s; stopped"
              : "exited with status "
                  + child.process.exitValue()
                  + " before it was warm; "
                  + child.lastLines();
      child.process.destroyForcibly();
    }
    long at = System.currentTimeMillis() + lead.toMillis();
    Path tmp = startFile.resolveSibling(startFile.getFileName() + ".tmp");
    try {
      Files.writeString(tmp, Long.toString(at));
      Files.move(
          tmp, startFile, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
    } catch (IOException e) {
      throw new UncheckedIOException(
          "cannot write the start instant to " + startFile + ": " + e.getMessage(), e);
    }
    return at;
  }

  /**
   * Waits for every child to exit, at most {@code wait} in all (the rest are stopped and count as
   * died), and reads what each recorded.
   */
  public List<InjectorEnd> join(Duration wait) throws InterruptedException {
    long deadline = System.nanoTime() + wait.toNanos();
    for (Child child : children) {
      if (child.neverStarted) {
        ends.add(new InjectorEnd.NeverStarted(child.order.share(), child.neverStartedWhy));
        continue;
      }
      long left = Math.max(0, deadline - System.nanoTime());
      boolean exited = child.process.waitFor(left, TimeUnit.NANOSECONDS);
      if (!exited) child.process.destroyForcibly().waitFor(10, TimeUnit.SECONDS);
      Optional<abreplay.recording.Recording> recorded = recording(child.order);
      int status = exited ? child.process.exitValue() : -1;
      if (exited && status == 0 && recorded.isPresent()) {
        ends.add(new InjectorEnd.Finished(child.order.share(), recorded.get()));
      } else {
        String why =
            !exited
                ? "still running " + wait.toSeconds() + " s after this JVM's share ended; stopped"
                : status == 0
                    ? "no interval log"
                    : "exit status "
                        + status
                        + (status > 128 ? ", signal " + (status - 128) : "")
                        + "; "
                        + child.lastLines();
        ends.add(new InjectorEnd.Died(child.order.share(), why, recorded));
      }
    }
    return List.copyOf(ends);
  }

  /** What an injector's interval log of its step holds, if it has one that can be read. */
  static Optional<abreplay.recording.Recording> recording(InjectorOrder order) {
    Path base = order.folder().resolve(FolderLayout.intervalLog(order.step()));
    if (!Files.exists(Path.of(base + ".jsonl"))) return Optional.empty();
    try {
      return Optional.of(IntervalLogReader.read(base).recording());
    } catch (FolderError e) {
      System.err.println("ab-replay: " + e.getMessage());
      return Optional.empty();
    }
  }

  /** Stops every child still running. */
  @Override
  public void close() {
    for (Child child : children) {
      if (child.process.isAlive()) child.process.destroyForcibly();
    }
  }
}
