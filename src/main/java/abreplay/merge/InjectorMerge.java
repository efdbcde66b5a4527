package abreplay.merge;

import abreplay.config.Home;
import abreplay.folder.FolderLayout;
import abreplay.folder.InjectorStartFile;
import abreplay.folder.IntervalLog;
import abreplay.folder.IntervalLogReader;
import abreplay.folder.RunFolderReader;
import abreplay.folder.RunRecord;
import abreplay.injector.GatlingLogMerge;
import abreplay.injector.InjectorOrder;
import abreplay.injector.InjectorSet;
import abreplay.injector.MergeArguments;
import abreplay.injector.Share;
import abreplay.machine.Machine;
import abreplay.plan.AbSemantics;
import abreplay.plan.RunPlan;
import abreplay.plan.Step;
import abreplay.recording.Recording;
import abreplay.recording.Union;
import abreplay.replay.AbReplay;
import abreplay.report.ReportFiles;
import abreplay.result.AbRun;
import abreplay.result.ClockTolerance;
import abreplay.result.InjectorStarts;
import abreplay.result.Resources;
import abreplay.result.RunResult;
import abreplay.result.StepResult;
import abreplay.result.WarmUpResult;
import java.io.IOException;
import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.Properties;

/**
 * {@code ./ab-replay --merge <folder>...} without Gatling: injector folders (of one machine or of
 * pods) joined into one run folder, {@code target/gatling/merged-<timestamp>/}, its reports from
 * the union of their interval logs ({@link Union}) and their simulation.logs merged ({@link
 * GatlingLogMerge}). A folder of another run or plan, without an injector record, or an index twice
 * is BAD_INPUT (3), checked before anything is written; a missing or cut-short injector leaves the
 * step PARTIAL, naming it.
 */
public final class InjectorMerge {
  private InjectorMerge() {}

  /**
   * Checks the folders, then writes the run folder under {@code results}, laid out as a run on one
   * machine leaves it, with reports read back as {@code --rebuild} reads them, so a rebuild writes
   * them the same. Nothing is written when a folder is refused.
   *
   * @return the run folder
   * @throws IllegalArgumentException a folder refused, one line naming it and why
   */
  public static Path merge(MergeArguments arguments, Path results, String engine)
      throws IOException {
    List<InjectorSet.Found> given = new ArrayList<>();
    for (String arg : arguments.folders()) given.add(InjectorSet.read(Path.of(arg)));
    InjectorSet.Checked set = InjectorSet.check(given);
    InjectorOrder order = set.order();
    RunPlan plan = AbReplay.load(Home.dir(), planProperties(order));
    Step step = plan.steps().get(0);
    List<String> lost = new ArrayList<>();
    List<Part> parts = new ArrayList<>();
    List<InjectorStarts.Injector> injectors = new ArrayList<>();
    long instant = order.start().epochMillis();
    for (InjectorSet.Found f : set.found()) {
      Path base = f.folder().resolve(FolderLayout.intervalLog(f.order().step()));
      Share share = f.order().share();
      IntervalLogReader.Logged logged = null;
      if (!Files.exists(Path.of(base + IntervalLog.COUNTERS))) {
        lost.add(
            String.format(
                "injector %d of %d never measured (no interval log in %s): its %,d users and %,d"
                    + " requests are not in these figures",
                share.injector(), share.injectors(), f.folder(), share.users(), share.requests()));
      } else {
        logged = IntervalLogReader.read(base);
        parts.add(new Part(f, base, logged));
        if (!logged.ended()) {
          lost.add(
              String.format(
                  "injector %d of %d died mid-step (its interval log is cut short): %,d of its %,d"
                      + " requests are in these figures",
                  share.injector(),
                  share.injectors(),
                  logged.recording().requests().responses(),
                  share.requests()));
        }
      }
      long first = logged == null ? 0 : logged.recording().timing().startEpochMillis();
      Optional<InjectorStartFile.Read> read =
          InjectorStartFile.read(f.folder(), share.injector(), instant, first);
      if (read.isPresent()) {
        injectors.add(read.get().injector());
        if (instant <= 0) instant = read.get().startEpochMillis();
      }
    }
    for (Share s : set.missing()) {
      lost.add(
          String.format(
              "injector %d of %d is missing: its %,d users and %,d requests are not in these"
                  + " figures",
              s.injector(), s.injectors(), s.users(), s.requests()));
    }
    ClockTolerance tolerance =
        arguments.clockToleranceMillis().isPresent()
            ? new ClockTolerance.Given(arguments.clockToleranceMillis().getAsDouble())
            : InjectorStarts.clockTolerance(injectors);
    Optional<InjectorStarts> starts =
        injectors.isEmpty()
            ? Optional.empty()
            : Optional.of(new InjectorStarts(instant, injectors, tolerance));
    Recording recording =
        parts.isEmpty() ? null : Union.of(parts.stream().map(p -> p.logged().recording()).toList());
    AbRun.Command command =
        new AbRun.Command(
            URI.create(order.url()),
            order.stepUsers(),
            order.stepRequests(),
            order.keepAlive(),
            Duration.ofMillis(order.timeoutMillis()));
    String why = lost.isEmpty() ? null : String.join("\n", lost);
    StepResult result;
    if (recording == null) {
      result = StepResult.notRun(step, StepResult.Status.NOT_RUN, why);
    } else {
      AbRun ab =
          new AbRun(step.name(), command, WarmUpResult.NONE, recording, OptionalLong.empty(), why);
      result =
          new StepResult(
              step,
              ab.partial() ? StepResult.Status.PARTIAL : StepResult.Status.COMPLETE,
              Optional.of(ab),
              ab.partialReason("replay.timeout"),
              Optional.empty(),
              Resources.none(),
              OptionalLong.empty(),
              starts,
              List.of());
    }
    Instant started =
        recording == null
            ? Instant.now()
            : Instant.ofEpochMilli(recording.timing().startEpochMillis());
    RunResult run =
        new RunResult(
            plan,
            new RunResult.RunFacts(
                "merge of " + set.found().size() + " injector folder(s)",
                started,
                Instant.now(),
                Machine.current(),
                engine,
                null),
            List.of(result),
            Map.of(),
            Map.of());
    Path folder =
        Files.createDirectories(
            results.resolve(
                "merged-"
                    + DateTimeFormatter.ofPattern("yyyyMMddHHmmssSSS")
                        .withZone(ZoneOffset.UTC)
                        .format(Instant.now())));
    RunRecord.Stage phase = copyLogs(folder, step, set, parts);
    RunRecord.write(folder, run, true, Map.of(step.name(), phase));
    ReportFiles.write(folder, RunFolderReader.read(folder));
    return folder;
  }

  /** One injector's folder and what its interval log holds. */
  private record Part(InjectorSet.Found found, Path base, IntervalLogReader.Logged logged) {}

  /**
   * Copies every injector's record, start and interval log into the run folder: the first whose log
   * ended as the run's own (so that the record can say ENDED), the others under injector-<i>/.
   *
   * @return the step's phase for the record: ENDED, or RUNNING when no log ended (every one cut
   *     short), PLANNED when none measured
   */
  private static RunRecord.Stage copyLogs(
      Path folder, Step step, InjectorSet.Checked set, List<Part> parts) throws IOException {
    Part primary =
        parts.stream()
            .filter(p -> p.logged().ended())
            .findFirst()
            .orElse(parts.isEmpty() ? null : parts.get(0));
    String log = FolderLayout.intervalLog(step.name());
    for (InjectorSet.Found f : set.found()) {
      Path dir =
          Files.createDirectories(
              folder.resolve(FolderLayout.injectorFolder(f.order().share().injector())));
      for (String file : List.of(InjectorSet.RECORD, InjectorStartFile.FILE)) {
        if (Files.exists(f.folder().resolve(file)))
          Files.copy(f.folder().resolve(file), dir.resolve(file));
      }
    }
    for (Part p : parts) {
      Path to =
          p == primary
              ? folder.resolve(log)
              : folder
                  .resolve(FolderLayout.injectorFolder(p.found().order().share().injector()))
                  .resolve(log);
      Files.createDirectories(to.getParent());
      for (String ext : List.of(IntervalLog.HISTOGRAMS, IntervalLog.COUNTERS))
        Files.copy(Path.of(p.base() + ext), Path.of(to + ext));
    }
    if (primary == null) return RunRecord.Stage.PLANNED;
    return primary.logged().ended() ? RunRecord.Stage.ENDED : RunRecord.Stage.RUNNING;
  }

  /**
   * The plan the injectors ran: ab's command over every injector, with the layout's injector count.
   */
  public static Properties planProperties(InjectorOrder o) {
    Properties p = new Properties();
    p.putAll(System.getProperties());
    p.setProperty("ab.url", o.url());
    p.setProperty("replay.allow-remote", "true");
    p.setProperty("ab.requests", Long.toString(o.stepRequests()));
    p.setProperty("ab.concurrency", Integer.toString(o.stepUsers()));
    p.setProperty("ab.keep-alive", Boolean.toString(o.keepAlive()));
    p.setProperty("replay.timeout", Math.max(1, o.timeoutMillis() / 1000) + "s");
    p.setProperty("replay.variable-length", Boolean.toString(o.variableLength()));
    p.setProperty(
        "replay.receive-errors",
        (o.stopAtReceiveError()
                ? AbSemantics.ReceiveErrors.STOP
                : AbSemantics.ReceiveErrors.CONTINUE)
            .word());
    p.setProperty("replay.injectors", Integer.toString(o.share().injectors()));
    p.setProperty("replay.warm-up", "0");
    p.setProperty("replay.target-warm-up", "0");
    return p;
  }

  /**
   * Every injector's simulation.log, as its record in the run folder's {@code injector-<i>/} names
   * it, in the injectors' order; those that do not exist are left out. A folder that cannot be
   * listed gives none, and says why.
   */
  public static List<Path> injectorLogs(Path folder) {
    List<Path> logs = new ArrayList<>();
    try (var dirs = Files.list(folder)) {
      for (Path dir :
          dirs.filter(d -> FolderLayout.isInjectorFolder(d.getFileName().toString()))
              .sorted()
              .toList()) {
        InjectorSet.Found f = InjectorSet.read(dir);
        Path log = f.order().folder().resolve(FolderLayout.injectorLog(f.order().step()));
        if (Files.exists(log)) logs.add(log);
      }
    } catch (IOException | IllegalArgumentException e) {
      System.err.println(
          "ab-replay: cannot list the injectors of " + folder + ": " + e.getMessage());
    }
    return logs;
  }
}
