package abreplay.testing;

import abreplay.document.Document;
import abreplay.document.Document.Claim;
import abreplay.document.Document.Published;
import abreplay.document.Scenario;
import abreplay.document.claim.ClaimKind;
import abreplay.document.claim.ClaimKind.Faster;
import abreplay.folder.FolderLayout;
import abreplay.folder.IntervalLog;
import abreplay.folder.RunRecord;
import abreplay.machine.CpuBudget;
import abreplay.machine.CpuSet;
import abreplay.machine.CpuUsage;
import abreplay.machine.Machine;
import abreplay.machine.ProcessSampler;
import abreplay.plan.AbSemantics;
import abreplay.plan.BudgetChoice;
import abreplay.plan.BudgetSettings;
import abreplay.plan.Placement;
import abreplay.plan.RunPlan;
import abreplay.plan.SkipReason;
import abreplay.plan.Step;
import abreplay.plan.SystemPlan;
import abreplay.plan.WarmUp;
import abreplay.plan.WarmUpPolicy;
import abreplay.recording.Recorder;
import abreplay.result.AbRun;
import abreplay.result.Bound;
import abreplay.result.BudgetDecision;
import abreplay.result.GroupUsage;
import abreplay.result.Resources;
import abreplay.result.RunResult;
import abreplay.result.StepResult;
import abreplay.result.WarmUpResult;
import abreplay.targets.Capacity;
import abreplay.targets.Target;
import abreplay.targets.TargetCounters;
import java.net.URI;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalDouble;
import java.util.OptionalLong;
import java.util.TreeMap;

/**
 * Whole runs for the tests of the run folder and the page, made the way a run makes them: every
 * step's and warm-up's recording goes through a {@link Recorder} into its interval log in the
 * folder, and the record is written at the end. Every field of the result is set, so that a mapping
 * that forgets one fails its round trip.
 */
public final class RunFixture {
  /** "75% faster", as document 000 claims it. */
  private static final ClaimKind FASTER_75 =
      new Faster(java.util.Optional.empty()).withBy("75%").orElseThrow();

  private final Path folder;
  private final Document document;
  private final int rounds;
  private final List<String> skippedScenarios;
  private Optional<CpuBudget> budget = Optional.empty();

  private RunFixture(Path folder, Document document, int rounds, List<String> skippedScenarios) {
    this.folder = folder;
    this.document = document;
    this.rounds = rounds;
    this.skippedScenarios = skippedScenarios;
  }

  /**
   * The same run with every system's server in a CPU group at {@code budget} (replay.budget set to
   * its cores): each step used 97% of it, throttled in 140 of its 150 periods, TARGET-BOUND.
   */
  public RunFixture atBudget(CpuBudget budget) {
    this.budget = Optional.of(budget);
    return this;
  }

  /**
   * Document 000's shape: nginx (the baseline), go and swoole, one keep-alive scenario, two claims.
   */
  public static RunFixture document000(Path folder, int rounds) {
    Document d =
        new Document(
            "000",
            "PHP7+Swoole is 75% faster than Nginx/Golang",
            "a blog post",
            new Document.PublishedMachine(
                "4", "Intel Core i5-4590", "16 GB", "Ubuntu 14.04", "ab 2.3"),
            "nginx",
            "notes",
            systems(
                "nginx",
                "nginx/1.4.6",
                "go",
                "Go 1.5.2 net/http",
                "swoole",
                "PHP 7 + Swoole 1.7.22"),
            List.of(new Scenario("c100-n1000-k", 1000, 100, true, "/")),
            Map.of(
                "c100-n1000-k",
                published("nginx", 164489.92, "go", 166838.68, "swoole", 287104.12)),
            List.of(
                Claim.comparing(
                    "Swoole is 75% faster than nginx",
                    FASTER_75, "swoole", "nginx", List.of("c100-n1000-k")),
                Claim.comparing(
                    "Swoole is 75% faster than Go",
                    FASTER_75, "swoole", "go", List.of("c100-n1000-k"))));
    return new RunFixture(folder, d, rounds, List.of());
  }

  /**
   * Document 003's shape: a ladder of five scenarios, swoole and go (the baseline), the last one
   * skipped.
   */
  public static RunFixture ladder(Path folder) {
    List<Scenario> scenarios = new ArrayList<>();
    Map<String, Map<String, Published>> published = new LinkedHashMap<>();
    double[][] rates = {
      {6957.01, 4760.54},
      {10680.68, 9331.75},
      {11515.25, 9823.25},
      {10436.61, 5987.91},
      {9971.56, 5868.07}
    };
    int[] c = {10, 100, 1000, 10000, 20000};
    List<String> ids = new ArrayList<>();
    for (int i = 0; i < c.length; i++) {
      String id = "c" + c[i] + "-n" + c[i] * 10;
      ids.add(id);
      scenarios.add(new Scenario(id, c[i] * 10L, c[i], false, "/"));
      published.put(id, published("swoole", rates[i][0], "go", rates[i][1]));
    }
    Document d =
        new Document(
            "003",
            "Swoole and Go under an ab concurrency ladder",
            "a blog post",
            new Document.PublishedMachine("2", "not stated", "4 GB", "CentOS 7", "ab"),
            "go",
            "",
            systems("swoole", "PHP 7.1 + Swoole 4", "go", "Go 1.12 net/http"),
            scenarios,
            published,
            List.of(
                Claim.comparing(
                    "Swoole serves more than Go at every concurrency",
                    new Faster(java.util.Optional.empty()),
                    "swoole",
                    "go",
                    ids)));
    return new RunFixture(folder, d, 1, List.of(ids.get(ids.size() - 1)));
  }

  /** Runs it: every step's and warm-up's interval log written, then the finished record. */
  public RunResult run() {
    List<SystemPlan> systems = new ArrayList<>();
    Map<Step, Integer> rank = new LinkedHashMap<>();
    int port = 10000;
    for (int round = 1; round <= rounds; round++) {
      List<String> order = new ArrayList<>(document.systems().keySet());
      if (round % 2 == 0) java.util.Collections.reverse(order);
      for (String name : order) {
        Target target =
            Target.standIn(name, name + "-profile", port++, new Capacity(4, Optional.empty(), 4));
        List<Step> steps = new ArrayList<>();
        for (Scenario s : document.scenarios()) {
          String stepName = name + " " + s.label(s.requests()) + (rounds > 1 ? " #" + round : "");
          Optional<SkipReason> skipped =
              skippedScenarios.contains(s.id())
                  ? Optional.of(
                      new SkipReason(
                          SkipReason.Kind.TOO_MANY_CONNECTIONS,
                          "needs ~20,150 open files, hard limit is 20,000: raise it with ulimit"
                              + " -Hn"))
                  : Optional.empty();
          Step step = Steps.of(target, s, stepName, s.requests(), skipped, round);
          steps.add(step);
          rank.put(step, order.indexOf(name) + 1);
        }
        Scenario first = document.scenarios().get(0);
        systems.add(
            new SystemPlan(
                target,
                round,
                rounds,
                new WarmUp(100, 100, first.concurrency(), first.keepAlive(), "/"),
                steps));
      }
    }
    RunPlan plan =
        new RunPlan(
            "document " + document.id() + ": " + document.title(),
            List.of("conf/documents/x.conf"),
            "replay",
            new RunPlan.Settings(
                Duration.ofSeconds(30),
                0,
                1,
                List.of("127.0.0.2"),
                Placement.unpinned(CpuSet.parse("0-1", new StringBuilder()).orElseThrow()),
                0.15,
                AbSemantics.AB,
                abreplay.document.claim.OnParFactor.DEFAULT,
                budget
                    .map(
                        b ->
                            new BudgetSettings(
                                new BudgetChoice.Cores(b.cores()), b.period(), List.of()))
                    .orElse(BudgetSettings.NONE),
                0,
                false,
                Long.MAX_VALUE),
            systems,
            List.of("a pre-flight warning"),
            Optional.of(document));
    List<StepResult> steps = new ArrayList<>();
    Map<String, AbRun> warmUps = new LinkedHashMap<>();
    Map<String, String> logs = new LinkedHashMap<>();
    for (SystemPlan system : systems) {
      AbRun warmUp =
          ab(
              system.warmUpName(),
              system.target(),
              system.steps().get(0).scenario(),
              100,
              WarmUpResult.NONE,
              1);
      warmUps.put(system.label(), warmUp);
      logs.put(system.label(), system.logName());
      for (Step step : system.steps()) {
        if (step.skipped().isPresent()) {
          steps.add(
              StepResult.notRun(step, StepResult.Status.SKIPPED, step.skipped().get().message()));
          continue;
        }
        WarmUpResult warmedUp =
            new WarmUpResult(
                100,
                system == systems.get(0) ? WarmUpPolicy.LOAD_GENERATOR : WarmUpPolicy.TARGET,
                systems.get(0).label(),
                100,
                Optional.empty(),
                Optional.empty());
        AbRun run =
            ab(
                step.name(),
                step.target(),
                step.scenario(),
                step.requests(),
                warmedUp,
                rank.get(step));
        ProcessSampler.Usage target =
            new ProcessSampler.Usage(
                1.5,
                22.9 + rank.get(step),
                43.1,
                7783.5,
                636.25,
                185_000_000L,
                24,
                OptionalLong.empty());
        ProcessSampler.Usage loadGenerator =
            new ProcessSampler.Usage(
                1.5, 90.5, 48.2, 9000, 700, 270_000_000L, 34, OptionalLong.of(150_000_000L));
        Optional<GroupUsage> group =
            budget.map(
                b ->
                    new GroupUsage(
                        Optional.of(b),
                        new CpuUsage(Math.round(b.cores() * 0.97 * 1.5e9), 150, 140, 400_000_000L),
                        1.5,
                        false));
        Bound bound =
            group.isEmpty()
                ? new Bound(Bound.Kind.LOAD_GENERATOR, 1.387, target.cores(), 2, 0.02, 0.01)
                : new Bound(
                    Bound.Kind.TARGET,
                    1.05,
                    group.get().cores(),
                    budget.get().cores(),
                    0.3,
                    0.01,
                    budget.get().cores(),
                    group.get().throttledShare());
        steps.add(
            new StepResult(
                step,
                StepResult.Status.COMPLETE,
                Optional.of(run),
                "",
                Optional.of(
                    new TargetCounters(
                        step.scenario().concurrency(),
                        0,
                        step.requests(),
                        step.requests() * 267,
                        0,
                        4,
                        0)),
                new Resources(Optional.of(target), Optional.of(loadGenerator), bound, group),
                OptionalLong.of(267),
                Optional.empty(),
                List.of()));
      }
    }
    RunResult.RunFacts run =
        new RunResult.RunFacts(
            "abreplay.documents.Fixture",
            Instant.parse("2026-11-30T00:26:51.798395554Z"),
            Instant.parse("2026-11-30T00:29:57.001Z"),
            new Machine(2, "AMD EPYC", "23.5 GB", "Debian 12", "OpenJDK 17"),
            "Gatling 3.15.1",
            null);
    RunResult result =
        new RunResult(
            plan,
            run,
            steps,
            warmUps,
            logs,
            budget
                .map(b -> BudgetDecision.fixed(b, "cgroup v1 cpu controller (/sys/fs/cgroup/cpu)"))
                .orElse(BudgetDecision.OFF));
    Map<String, RunRecord.Stage> phases = new LinkedHashMap<>();
    steps.stream()
        .filter(s -> s.run().isPresent())
        .forEach(s -> phases.put(s.step().name(), RunRecord.Stage.ENDED));
    warmUps.values().forEach(w -> phases.put(w.name(), RunRecord.Stage.ENDED));
    RunRecord.write(folder, result, true, phases);
    return result;
  }

  /**
   * {@code requests} responses recorded through a recorder and its interval log, slower for a
   * higher {@code rank} (the rate is what the machine measured).
   */
  private AbRun ab(
      String name, Target target, Scenario s, long requests, WarmUpResult warmUp, int rank) {
    Recorder recorder = new Recorder(name);
    recorder.attach(IntervalLog.create(folder.resolve(FolderLayout.intervalLog(name)), name, true));
    recorder.markStart();
    recorder.serverHeader(target.name() + "/1.0");
    for (long i = 0; i < requests; i++) {
      recorder.requestSent();
      recorder.response(
          rank + i % (7 * rank) + (i % 97 == 0 ? 40 * rank : 0),
          200,
          267,
          23,
          s.keepAlive() && i % 100 != 99);
      if (i == requests / 2) recorder.flip();
    }
    recorder.markEnd();
    AbRun.Command command =
        new AbRun.Command(
            URI.create("http://127.0.0.1:" + target.port() + s.path()),
            s.concurrency(),
            requests,
            s.keepAlive(),
            Duration.ofSeconds(30));
    return new AbRun(
        name,
        command,
        warmUp,
        recorder.snapshot(),
        OptionalLong.of(s.keepAlive() ? s.concurrency() : requests),
        null);
  }

  private static Map<String, abreplay.document.SystemSpec> systems(String... nameAndLabel) {
    Map<String, abreplay.document.SystemSpec> systems = new LinkedHashMap<>();
    for (int i = 0; i < nameAndLabel.length; i += 2) {
      systems.put(
          nameAndLabel[i],
          new abreplay.document.SystemSpec(
              nameAndLabel[i],
              nameAndLabel[i + 1],
              Optional.of(nameAndLabel[i] + "-profile"),
              Optional.empty(),
              Optional.empty()));
    }
    return systems;
  }

  private static Map<String, Published> published(Object... systemAndRate) {
    Map<String, Published> published = new LinkedHashMap<>();
    for (int i = 0; i < systemAndRate.length; i += 2) {
      Map<Integer, Long> percentiles = new TreeMap<>(Map.of(50, 1L, 99, 5L, 100, 22L));
      published.put(
          (String) systemAndRate[i],
          PublishedFigures.of(
              OptionalDouble.of((Double) systemAndRate[i + 1]),
              OptionalDouble.of(6.079),
              OptionalLong.of(1_000_000),
              OptionalLong.of(0),
              OptionalLong.of(990_048),
              OptionalLong.of(266_950_240),
              OptionalLong.of(23_000_000),
              OptionalLong.of(23),
              percentiles,
              "a note"));
    }
    return published;
  }
}
