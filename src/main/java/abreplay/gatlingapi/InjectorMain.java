package abreplay.gatlingapi;

import abreplay.config.ExitCode;
import abreplay.folder.FolderLayout;
import abreplay.folder.InjectorStartFile;
import abreplay.folder.IntervalLogReader;
import abreplay.injector.InjectorOrder;
import abreplay.injector.InjectorSet;
import abreplay.machine.ClockSync;
import abreplay.machine.ParentExit;
import abreplay.run.InjectorLife;
import java.io.IOException;
import java.io.Writer;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.Comparator;
import java.util.Optional;
import java.util.Properties;
import java.util.stream.Stream;

/**
 * The injector command: {@code java -cp <the run's classpath> -Dabreplay.injector.<key>=...
 * abreplay.gatlingapi.InjectorMain} (keys: {@link InjectorOrder}; {@code JOB_COMPLETION_INDEX}
 * stands for a missing index). Runs {@link InjectorSimulation} in Gatling, moves its simulation.log
 * to {@code <folder>/<step>.log}, so a folder holds one injector's part of a step, and writes its
 * {@link InjectorStartFile}. Exit status ({@link ExitCode}): OK when its share was measured,
 * BAD_INPUT for an order it cannot read, FAILED when Gatling failed or no start instant came.
 */
public final class InjectorMain {
  private InjectorMain() {}

  public static void main(String[] args) throws IOException {
    InjectorOrder o;
    try {
      o = InjectorSimulation.order();
    } catch (IllegalArgumentException e) {
      System.err.println("ab-replay: injector: " + e.getMessage());
      ExitCode.BAD_INPUT.exit();
      return;
    }
    if (Boolean.getBoolean(InjectorOrder.EXIT_WITH_PARENT)) {
      ParentExit.then(
          parent -> {
            System.err.println(
                "ab-replay: injector "
                    + o.share().injector()
                    + ": the run (pid "
                    + parent
                    + ") is gone: stopping");
            Runtime.getRuntime().halt(ExitCode.INTERRUPTED.status());
          });
    }
    Path results = o.folder().resolve(".gatling-" + FolderLayout.slug(o.step()));
    Files.createDirectories(results);
    writeRecord(o);
    // Its clock as the host reports it, before it starts: a pod killed mid-step still leaves it.
    ClockSync clock = ClockSync.probe();
    String bootId = ClockSync.bootId().orElse("");
    InjectorStartFile.write(
        o.folder(), host(), bootId, clock, o.warmUpRequests(), o.start().epochMillis(), 0, 0);
    int status =
        io.gatling.app.Gatling$.MODULE$.fromArgs(
            new String[] {
              "--simulation",
              InjectorSimulation.class.getName(),
              "--results-folder",
              results.toString(),
              "--no-reports"
            });
    Optional<Path> log = newestLog(results);
    if (log.isPresent()) {
      Files.move(
          log.get(),
          o.folder().resolve(FolderLayout.injectorLog(o.step())),
          StandardCopyOption.REPLACE_EXISTING);
      deleteTree(results);
    }
    Path intervals = o.folder().resolve(FolderLayout.intervalLog(o.step()));
    long firstRequest =
        Files.exists(Path.of(intervals + ".jsonl"))
            ? IntervalLogReader.read(intervals).recording().timing().startEpochMillis()
            : 0;
    boolean measured =
        Files.exists(Path.of(intervals + ".jsonl"))
            && IntervalLogReader.read(intervals).recording().requests().sent() > 0;
    long startAt = InjectorSimulation.last().map(InjectorLife::startAt).orElse(0L);
    InjectorStartFile.write(
        o.folder(),
        host(),
        bootId,
        clock,
        o.warmUpRequests(),
        startAt > 0 ? startAt : o.start().epochMillis(),
        InjectorSimulation.last().map(InjectorLife::warmAt).orElse(0L),
        measured ? firstRequest : 0);
    if (status != 0 || log.isEmpty() || !measured) {
      System.err.println(
          "ab-replay: injector "
              + o.share().describe()
              + ": "
              + (status != 0
                  ? "Gatling ended with " + status
                  : log.isEmpty()
                      ? "no simulation.log under " + results
                      : "nothing measured (no start instant)"));
      ExitCode.FAILED.exit();
    }
    ExitCode.OK.exit();
  }

  /**
   * Its order in its folder ({@link InjectorSet#RECORD}), before it starts: what --merge checks.
   */
  private static void writeRecord(InjectorOrder o) throws IOException {
    Properties p = new Properties();
    p.putAll(o.properties());
    try (Writer out = Files.newBufferedWriter(o.folder().resolve(InjectorSet.RECORD))) {
      p.store(
          out,
          "ab-replay injector "
              + o.share().describe()
              + " on "
              + host()
              + ", Gatling "
              + GatlingVersion.get());
    }
  }

  private static String host() {
    try {
      return java.net.InetAddress.getLocalHost().getHostName();
    } catch (IOException e) {
      return "an unnamed host";
    }
  }

  private static Optional<Path> newestLog(Path results) throws IOException {
    try (Stream<Path> runs = Files.list(results)) {
      return runs.map(r -> r.resolve("simulation.log"))
          .filter(Files::exists)
          .max(Comparator.comparing(p -> p.getParent().getFileName().toString()));
    }
  }

  private static void deleteTree(Path dir) throws IOException {
    try (Stream<Path> all = Files.walk(dir)) {
      for (Path p : all.sorted(Comparator.reverseOrder()).toList()) Files.deleteIfExists(p);
    }
  }
}
