package abreplay.gatling;

import abreplay.config.ConfigError;
import abreplay.config.ExitCode;
import abreplay.config.Home;
import abreplay.folder.FolderError;
import abreplay.folder.FolderLayout;
import abreplay.folder.IntervalLogReader;
import abreplay.folder.RunFolder;
import abreplay.injector.GatlingLogMerge;
import abreplay.injector.InjectorOrder;
import abreplay.injector.InjectorSet;
import abreplay.injector.Share;
import abreplay.machine.Machine;
import abreplay.plan.RunPlan;
import abreplay.plan.Step;
import abreplay.recording.Recording;
import abreplay.recording.Union;
import abreplay.replay.AbPlan;
import abreplay.report.ReportFiles;
import abreplay.result.AbRun;
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
 * {@code ./ab-replay --merge <folder>...}: injector folders written by {@link InjectorMain} (on
 * this machine or several: a Kubernetes Indexed Job's pods, src/deploy/) joined into one run
 * folder, {@code target/gatling/merged-<timestamp>/}: ab-summary.txt, summary.json, the
 * percentiles, reproduction.md and replay.html from the union of the injectors' interval logs
 * ({@link Union}), and Gatling's report drawn once over their simulation.logs merged ({@link
 * GatlingLogMerge}).
 *
 * <p>Checked before anything is written ({@link InjectorSet}): a folder of another run or plan, a
 * folder without an injector's record, an index twice: one line, exit status BAD_INPUT (3). An
 * injector missing from the set, or one whose interval log was cut short (it died mid-step): the
 * others are merged and the step is PARTIAL, naming it. Time taken spans hosts' clocks: see
 * src/deploy/README.md.
 */
public final class InjectorMerge {
  private InjectorMerge() {}

  public static void main(String[] args) throws IOException {
    if (args.length == 0) refuse("usage: ./ab-replay --merge <injector folder>...");
    InjectorSet.Checked set;
    List<Recording> parts = new ArrayList<>();
    List<String> lost = new ArrayList<>();
    try {
      List<InjectorSet.Found> found = new ArrayList<>();
      for (String arg : args) found.add(InjectorSet.read(Path.of(arg)));
      set = InjectorSet.check(found);
      for (InjectorSet.Found f : set.found()) {
        Path base = f.folder().resolve(FolderLayout.intervalLog(f.order().step()));
        Share share = f.order().share();
        if (!Files.exists(Path.of(base + ".jsonl"))) {
          lost.add(
              String.format(
                  "injector %d of %d never measured (no interval log in %s): its %,d users and %,d"
                      + " requests are not in these figures",
                  share.injector(),
                  share.injectors(),
                  f.folder(),
                  share.users(),
                  share.requests()));
          continue;
        }
        IntervalLogReader.Logged logged = IntervalLogReader.read(base);
        parts.add(logged.recording());
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
    } catch (IllegalArgumentException | FolderError e) {
      refuse(e.getMessage());
      return;
    }
    for (Share s : set.missing()) {
      lost.add(
          String.format(
              "injector %d of %d is missing: its %,d users and %,d requests are not in these"
                  + " figures",
              s.injector(), s.injectors(), s.users(), s.requests()));
    }
    InjectorOrder order = set.order();
    RunPlan plan;
    try {
      plan = AbPlan.load(Home.dir(), planProperties(order));
    } catch (ConfigError e) {
      refuse(String.join("; ", e.problems()));
      return;
    }
    Step step = plan.steps().get(0);
    Recording recording = parts.isEmpty() ? null : Union.of(parts);
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
              ab.partialReason("ab.timeout"),
              Optional.empty(),
              Resources.none(),
              OptionalLong.empty());
    }
    Instant started =
        recording == null
            ? Instant.now()
            : Instant.ofEpochMilli(recording.timing().startEpochMillis());
    RunResult run =
        new RunResult(
            plan,
            new RunResult.Run(
                "merge of " + set.found().size() + " injector folder(s)",
                started,
                Instant.now(),
                Machine.current(),
                "Gatling " + GatlingVersion.get(),
                null),
            List.of(result),
            Map.of(),
            Map.of());
    Path folder =
        Files.createDirectories(
            RunFolder.resultsDir(Home.dir())
                .resolve(
                    "merged-"
                        + DateTimeFormatter.ofPattern("yyyyMMddHHmmssSSS")
                            .withZone(ZoneOffset.UTC)
                            .format(Instant.now())));
    String text = ReportFiles.write(folder, run);
    gatlingReport(folder, set, run);
    System.out.println(text);
    System.out.println(
        "ab-replay: merged " + set.found().size() + " injector folder(s) into " + folder);
    ExitCode.OK.exit();
  }

  /**
   * The plan the injectors ran: ab's command over every injector, with the layout's injector count.
   */
  static Properties planProperties(InjectorOrder o) {
    Properties p = new Properties();
    p.putAll(System.getProperties());
    p.setProperty("ab.url", o.url());
    p.setProperty("ab.allow-remote", "true");
    p.setProperty("ab.requests", Long.toString(o.stepRequests()));
    p.setProperty("ab.concurrency", Integer.toString(o.stepUsers()));
    p.setProperty("ab.keep-alive", Boolean.toString(o.keepAlive()));
    p.setProperty("ab.timeout", Math.max(1, o.timeoutMillis() / 1000) + "s");
    p.setProperty("ab.variable-length", Boolean.toString(o.variableLength()));
    p.setProperty("ab.receive-errors", o.stopAtReceiveError() ? "stop" : "continue");
    p.setProperty("ab.injectors", Integer.toString(o.share().injectors()));
    p.setProperty("ab.warm-up", "0");
    return p;
  }

  /**
   * Every injector's simulation.log merged into the folder's, then Gatling's report drawn over it.
   */
  private static void gatlingReport(Path folder, InjectorSet.Checked set, RunResult run) {
    List<Path> logs =
        set.found().stream()
            .map(f -> f.folder().resolve(FolderLayout.injectorLog(f.order().step())))
            .filter(Files::exists)
            .toList();
    if (logs.isEmpty()) return;
    try {
      GatlingLogMerge.merge(logs, folder.resolve(RunDescription.LOG));
      RunDescription.write(folder, run);
      int status =
          io.gatling.app.Gatling$.MODULE$.fromArgs(
              new String[] {
                "--reports-only",
                folder.getFileName().toString(),
                "--results-folder",
                folder.getParent().toString()
              });
      if (status != 0)
        System.err.println(
            "ab-replay: Gatling's report over " + logs.size() + " logs ended with " + status);
    } catch (RuntimeException e) {
      System.err.println(
          "ab-replay: Gatling's report could not be drawn over " + logs + ": " + e.getMessage());
    }
  }

  private static void refuse(String line) {
    System.err.println("ab-replay: --merge: " + line);
    System.err.flush();
    ExitCode.BAD_INPUT.exit();
  }
}
