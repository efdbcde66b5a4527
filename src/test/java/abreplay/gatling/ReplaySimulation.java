package abreplay.gatling;

import static io.gatling.javaapi.core.CoreDsl.details;

import abreplay.config.ConfigError;
import abreplay.config.ExitCode;
import abreplay.config.Home;
import abreplay.folder.FolderLayout;
import abreplay.folder.RunFolder;
import abreplay.injector.InjectorOrder;
import abreplay.injector.Share;
import abreplay.machine.Affinity;
import abreplay.machine.CpuSet;
import abreplay.machine.Machine;
import abreplay.machine.ProcessSampler;
import abreplay.plan.AbSemantics;
import abreplay.plan.Placement;
import abreplay.plan.RunPlan;
import abreplay.plan.Step;
import abreplay.plan.SystemPlan;
import abreplay.plan.WarmUp;
import abreplay.recording.Recorder;
import abreplay.report.ReportFiles;
import abreplay.report.page.RunsIndex;
import abreplay.result.RunResult;
import abreplay.run.InjectorEnd;
import abreplay.run.LoadGeneratorWarmUp;
import abreplay.run.Outcomes;
import abreplay.run.RunJournal;
import abreplay.run.StepInjectors;
import abreplay.run.SystemRun;
import abreplay.run.TargetLauncher;
import abreplay.run.Tickets;
import io.gatling.javaapi.core.Assertion;
import io.gatling.javaapi.core.PopulationBuilder;
import io.gatling.javaapi.core.Simulation;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.function.Function;

/**
 * Replays a {@link RunPlan} on Gatling: for each system in turn, start its target, check it
 * answers, warm it up, run its steps one after another (ab's closed model: C users share exactly N
 * requests), stop it; then write the reports next to Gatling's own. This class is the Gatling
 * wiring only: what a step came to is decided by {@link Outcomes}, and the files are written by
 * {@link ReportFiles}.
 */
public abstract class ReplaySimulation extends Simulation {
  /** Off only for src/bench's A/B measure of what recording costs. */
  private static final boolean RECORDING =
      Boolean.parseBoolean(System.getProperty("abreplay.recording", "true"));

  private final Path home = Home.dir();
  private final Instant started = Instant.now();
  private final RunPlan plan;
  private final Populations populations;
  private final List<SystemRun> systems = new ArrayList<>();
  private final Map<Step, Recorder> recorders = new LinkedHashMap<>();

  /** Steps run by several injectors: how the others (2 and up) ended, once they have. */
  private final Map<Step, List<InjectorEnd>> injected =
      new java.util.concurrent.ConcurrentHashMap<>();

  private final List<StepInjectors> launched = new java.util.concurrent.CopyOnWriteArrayList<>();
  private final Map<Step, StepInjectors> injectorsOf =
      new java.util.concurrent.ConcurrentHashMap<>();

  /** The start instant of each step run by several injectors, epoch ms. */
  private final Map<Step, Long> starts = new java.util.concurrent.ConcurrentHashMap<>();

  private final Map<SystemPlan, Outcomes.WarmUpRun> warmUps = new LinkedHashMap<>();

  /** Whether the load generator has had the run's one long warm-up yet. */
  private final LoadGeneratorWarmUp warmth = new LoadGeneratorWarmUp();

  private final List<Tickets> allTickets = new ArrayList<>();

  /** This JVM's own use of the machine, sampled each second like the targets'. */
  private final ProcessSampler loadGenerator = ProcessSampler.self();

  private boolean finished;
  private volatile RunResult lastResult;

  /**
   * The run folder kept up to date as the run goes; from the first control step (Gatling has made
   * the folder).
   */
  private RunJournal journal;

  /** Why the JVM is going down, if it goes down before the run has ended. */
  private volatile String stopReason =
      "the simulation was stopped (SIGTERM or Ctrl-C) before it ended";

  protected ReplaySimulation(Function<Path, RunPlan> planner) {
    this.plan = planOrExit(planner);
    this.populations = new Populations(plan.timeout(), plan.settings().localAddresses());
    Placement placement = plan.settings().placement();
    placement.loadGenerator().ifPresent(this::pinOrExit);
    announce();
    SystemRun.Context context =
        new SystemRun.Context(TargetLauncher.standard(home, placement), loadGenerator, placement);
    // Gatling starts a population on the tick (1 s) after the one before ends, so each costs about
    // a
    // second however short: a step's bookkeeping runs in its own population (Tickets.Ends), and a
    // system is stopped by the next one's start, not by a population of its own.
    List<PopulationBuilder> sequence = new ArrayList<>();
    List<Assertion> assertions = new ArrayList<>();
    SystemRun previous = null;
    boolean loadGeneratorWarmUpAdded = false;
    for (SystemPlan system : plan.systems()) {
      if (!system.runsAnything()) continue;
      SystemRun run = new SystemRun(system, context, logDir().resolve(system.logName()));
      systems.add(run);
      sequence.add(startAndCheck(run, previous));
      assertions.add(details(Populations.readyName(run)).failedRequests().count().is(0L));
      if (system.warmUp().loadGeneratorRequests() > 0 && !loadGeneratorWarmUpAdded) {
        sequence.add(warmUp(run, false));
        loadGeneratorWarmUpAdded = true;
      }
      if (system.warmUp().any()) sequence.add(warmUp(run, true));
      for (Step step : system.steps()) {
        if (!step.runs()) continue;
        int injectors = Injectors.of(step);
        if (injectors > 1) {
          StartGate gate = new StartGate(0, at -> {});
          sequence.add(
              Populations.control(
                  "launch injectors 2-" + injectors + " for " + step.name(),
                  () -> launchInjectors(run, step, injectors, gate)));
          sequence.add(load(run, step, step.layout().shares(), gate));
        } else {
          sequence.add(load(run, step, null, null));
        }
        long maxFailed = plan.settings().maxFailed();
        if (maxFailed >= 0)
          assertions.add(details(step.name()).failedRequests().count().lte(maxFailed));
      }
      previous = run;
    }
    if (previous != null) {
      SystemRun last = previous;
      sequence.add(Populations.control("stop " + last.plan().label(), () -> stop(last)));
    }
    if (sequence.isEmpty())
      sequence.add(Populations.control("nothing to run on this machine", () -> {}));
    setUp(Populations.chain(sequence)).assertions(assertions);
    Runtime.getRuntime()
        .addShutdownHook(new Thread(() -> finish(stopReason), "ab-replay-interrupted"));
    stopWhenOrphaned();
  }

  /**
   * The Maven plugin forks this JVM and does not stop it when Maven itself is stopped: without
   * this, a SIGTERM to mvn would leave the run (and its stand-in) going on alone.
   */
  private void stopWhenOrphaned() {
    ParentExit.then(
        parent -> {
          stopReason =
              "the process that started this run (pid "
                  + parent
                  + ", e.g. Maven) was stopped before it ended";
          System.err.println("ab-replay: " + stopReason + ": stopping");
          ExitCode.INTERRUPTED.exit();
        });
  }

  private RunPlan planOrExit(Function<Path, RunPlan> planner) {
    try {
      FailureTap.requireInstalled();
      return planner.apply(home);
    } catch (ConfigError e) {
      // Bad input: a clear line per problem, nothing sent, and BAD_INPUT (ASSERTIONS_FAILED is
      // Gatling's).
      for (String problem : e.problems()) System.err.println("ab-replay: " + problem);
      System.err.flush();
      ExitCode.BAD_INPUT.exit();
      throw e;
    }
  }

  /**
   * This JVM, the load generator, on the CPUs the plan gives it: every thread it has and will
   * start.
   */
  private void pinOrExit(CpuSet cpus) {
    try {
      Affinity.pin(ProcessHandle.current().pid(), cpus);
    } catch (IllegalStateException e) {
      System.err.println(
          "ab-replay: " + plan.key("cpus.load-generator") + " = " + cpus + ": " + e.getMessage());
      ExitCode.BAD_INPUT.exit();
    }
  }

  private void announce() {
    System.out.println(
        "ab-replay: " + plan.title() + " (" + String.join(", ", plan.sources()) + ")");
    System.out.println("ab-replay: placement: " + plan.settings().placement().described());
    for (String warning : plan.warnings()) System.out.println("ab-replay: pre-flight: " + warning);
    for (Step step : plan.steps()) {
      System.out.println("ab-replay: layout: " + step.name() + ": " + step.layout().describe());
      step.skipped()
          .ifPresent(why -> System.out.println("ab-replay: SKIPPED " + step.name() + ": " + why));
    }
  }

  /**
   * Ends a system: its last step's window (if still open), ab's probe, its target; the record so
   * far.
   */
  private void stop(SystemRun run) {
    for (Step step : run.plan().steps()) run.endStep(step);
    run.probeAsAb();
    run.stop();
    boundary();
  }

  /**
   * Stops the system before (if any), starts this one's target and asks it once for the page, as a
   * request of its own in the report.
   */
  private PopulationBuilder startAndCheck(SystemRun run, SystemRun before) {
    return populations.readyCheck(
        run,
        run.plan().warmUp().path(),
        () -> {
          if (before != null) stop(before);
          run.start();
          if (run.notReady() != null)
            System.err.println("ab-replay: " + run.plan().label() + ": " + run.notReady());
          if (warmUps.containsKey(run.plan())) journal().begin(warmUps.get(run.plan()).recorder());
          boundary();
        },
        run::readyCheckFailed);
  }

  /**
   * A warm-up population. The run's load generator warm-up ({@code own} false) comes once, before
   * the first system's own, and is logged like a measured step for its first seconds, for a silent
   * request skips Gatling's stats path, then silent (each logged request is a record Gatling's
   * report parses); the run's warmth counts it. Measured here (src/bench/first-system-bias.sh), a
   * step that directly followed it spent most of its time recompiling the load generator: a new
   * population opens new connections after an idle pause, branches the warm-up's JIT profile never
   * saw (Flight Recorder and -XX:+PrintCompilation: Netty's EpollIoHandler.run, Gatling's
   * ChannelPool.poll and sendTx made not entrant). So every system then has its own ({@code own}
   * true), which takes that turn: for its target's JIT or caches (and the load generator's, when
   * the load generator's warm-up could not run), silent, and reported with the system.
   */
  private PopulationBuilder warmUp(SystemRun run, boolean own) {
    SystemPlan system = run.plan();
    WarmUp warmUp = Injectors.heldByOne(system);
    String name = own ? system.warmUpName() : system.loadGeneratorWarmUpName();
    Recorder recorder = new Recorder(name);
    Tickets tickets = Tickets.warmUp(warmUp, system.label(), warmth, recorder);
    if (own) warmUps.put(system, new Outcomes.WarmUpRun(recorder, tickets));
    watch(recorder, tickets);
    return populations.users(
        run, name, warmUp.path(), warmUp.concurrency(), warmUp.keepAlive(), recorder, tickets, own);
  }

  /**
   * A step's population: all of ab's users and requests, or ({@code shares} not null) injector 1's
   * share, whose users wait behind {@code gate} for the instant every injector starts from.
   */
  private PopulationBuilder load(SystemRun run, Step step, List<Share> shares, StartGate gate) {
    Recorder recorder = new Recorder(step.name(), RECORDING);
    recorders.put(step, recorder);
    int users = shares == null ? step.scenario().concurrency() : shares.get(0).users();
    long requests = shares == null ? step.requests() : shares.get(0).requests();
    long[] firstNanos = new long[1];
    Tickets tickets =
        Tickets.exactly(requests, users, recorder)
            .measuredBy(
                new Tickets.Ends() {
                  @Override
                  public void first() {
                    firstNanos[0] = System.nanoTime();
                    // Several injectors: the bookkeeping was done before the start instant
                    // (launchInjectors), so
                    // that this JVM's first request is not later than the others' (measured: 2.3 s
                    // late on a busy
                    // machine when it was done here).
                    if (shares == null) prepare(run, step, recorder);
                    // Last: the window holds the requests, not the bookkeeping.
                    run.beginStep(step);
                  }

                  @Override
                  public void last() {
                    if (shares != null)
                      joinInjectors(step, Duration.ofNanos(System.nanoTime() - firstNanos[0]));
                    run.endStep(step);
                    say(
                        "measured "
                            + step.name()
                            + ": "
                            + recorder.snapshot().requests().responses()
                            + " responses");
                  }
                });
    AbSemantics ab = plan.settings().semantics();
    if (ab.variableLength()) recorder.variableLength();
    if (ab.stopAtReceiveError()) recorder.stopAtFirstReceiveError(tickets::cancel);
    watch(recorder, tickets);
    List<String> addresses =
        shares == null ? plan.settings().localAddresses() : step.layout().localAddresses(1);
    return populations.users(
        run,
        step.name(),
        step.scenario().path(),
        users,
        step.scenario().keepAlive(),
        recorder,
        tickets,
        false,
        gate,
        addresses);
  }

  /**
   * A step's bookkeeping before its first request: reached, its interval log begun, the record
   * written.
   */
  private void prepare(SystemRun run, Step step, Recorder recorder) {
    run.reachStep(step);
    journal().begin(recorder);
    boundary();
    say("measuring " + step.name());
  }

  /**
   * Starts injectors 2 to I of {@code step} as child JVMs (this JVM's classpath, heap and GC
   * options), then, on a thread of its own, waits until they are warm and opens {@code gate} at the
   * instant they were given. A child that cannot be started counts as never started; the gate opens
   * anyway.
   */
  private void launchInjectors(SystemRun run, Step step, int injectors, StartGate gate) {
    List<Share> shares = step.layout().shares();
    Path folder = journal().folder();
    Path startFile = folder.resolve("." + FolderLayout.slug(step.name()) + ".start");
    List<InjectorOrder> orders = new ArrayList<>();
    for (Share share : shares.subList(1, shares.size())) {
      AbSemantics ab = plan.settings().semantics();
      orders.add(
          new InjectorOrder(
              step.name(),
              run.url(step.scenario().path()),
              share,
              step.scenario().concurrency(),
              step.requests(),
              step.scenario().keepAlive(),
              plan.timeout().toMillis(),
              ab.variableLength(),
              ab.stopAtReceiveError(),
              step.layout().localAddresses(share.injector()),
              Injectors.warmUp(run.plan().warmUp(), share, step),
              InjectorOrder.Start.fromFile(startFile),
              folder.resolve(FolderLayout.injectorFolder(share.injector())),
              Injectors.WARM_WAIT.toSeconds()));
    }
    say(
        "starting injectors 2-"
            + injectors
            + " for "
            + step.name()
            + ": "
            + shares.stream()
                .map(Share::describe)
                .collect(java.util.stream.Collectors.joining("; ")));
    prepare(run, step, recorders.get(step));
    StepInjectors children;
    try {
      children =
          StepInjectors.launch(
              Injectors.javaCommand(), InjectorMain.class.getName(), orders, startFile);
    } catch (RuntimeException e) {
      System.err.println("ab-replay: " + step.name() + ": " + e.getMessage());
      injected.put(
          step,
          orders.stream()
              .<InjectorEnd>map(
                  o ->
                      new InjectorEnd.NeverStarted(
                          o.share(), "could not be started: " + e.getMessage()))
              .toList());
      gate.open(System.currentTimeMillis());
      return;
    }
    launched.add(children);
    injectorsOf.put(step, children);
    // The step's load generator is every injector: their CPU is summed in its window's figures.
    children.pids().forEach(loadGenerator::addMember);
    Thread starter =
        new Thread(
            () -> {
              // The gate opens whatever happens: this JVM's users never wait for longer than the
              // warm wait.
              long at = System.currentTimeMillis();
              try {
                at = children.awaitWarmThenStart(Injectors.WARM_WAIT, Injectors.LEAD);
                say(step.name() + ": every injector starts at " + Instant.ofEpochMilli(at));
                starts.put(step, at);
              } catch (InterruptedException | RuntimeException e) {
                System.err.println(
                    "ab-replay: "
                        + step.name()
                        + ": the injectors could not be given a start: "
                        + e);
              } finally {
                gate.open(at);
              }
              // The step's window (the target's counters and CPU, sampled) begins now, before the
              // instant, so that
              // its sampling does not hold injector 1's first request (measured: 2.6 s late at c =
              // 20,000 when the
              // first request began it); the window then holds up to the 1.5 s lead of no requests.
              run.beginStep(step);
            },
            "ab-replay-injectors-start");
    starter.setDaemon(true);
    starter.start();
  }

  /**
   * Injector 1's share has ended (it took {@code took}): waits for the others, bounded, and keeps
   * how they ended.
   */
  private void joinInjectors(Step step, Duration took) {
    StepInjectors children = injectorsOf.get(step);
    if (children == null) return;
    try {
      List<InjectorEnd> ends = children.join(Injectors.joinWait(took, plan.timeout()));
      injected.put(step, ends);
      for (InjectorEnd end : ends) say(step.name() + ": " + end.describe());
      if (starts.containsKey(step))
        say(step.name() + ": " + Injectors.skew(starts.get(step), recorders.get(step), ends));
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    } finally {
      children.close();
    }
  }

  /**
   * Failures seen by the tap go to this recorder; the tickets are cancelled if the run ends early.
   */
  private void watch(Recorder recorder, Tickets tickets) {
    allTickets.add(tickets);
    FailureTap.watch(recorder);
  }

  private static void say(String line) {
    System.out.println("ab-replay: " + line);
    System.out.flush();
  }

  /**
   * The run's journal, started in the run folder Gatling has made by the time a control step runs.
   */
  private synchronized RunJournal journal() {
    if (journal == null) {
      RunResult.Run run =
          new RunResult.Run(
              getClass().getName(),
              started,
              started,
              Machine.current(),
              "Gatling " + GatlingVersion.get(),
              null);
      journal = new RunJournal(RunFolder.of(home, simulationId(), started), plan, run);
    }
    return journal;
  }

  /** A step boundary: the record of the run so far, and the stand-ins' logs as they stand. */
  private void boundary() {
    journal().boundary(systems, recordersOfRun());
    copyLogs(journal().folder());
  }

  private Outcomes.Recorders recordersOfRun() {
    return new Outcomes.Recorders(recorders, warmUps, warmth, Map.copyOf(injected));
  }

  private Path logDir() {
    return home.resolve("target/ab-replay/logs")
        .resolve(simulationId() + "-" + started.toEpochMilli());
  }

  private String simulationId() {
    return getClass().getSimpleName().toLowerCase(Locale.ROOT);
  }

  @Override
  public void after() {
    finish(null);
    // Gatling reads simulation.log once this returns: the injectors' logs go into it, and its
    // report's
    // header then points at replay.html.
    Injectors.mergeLogs(journal().folder());
    RunDescription.write(journal().folder(), lastResult);
  }

  /**
   * Stops every target and writes the reports, once: at the end, or when the JVM is being stopped.
   */
  private synchronized void finish(String interruption) {
    if (finished) return;
    finished = true;
    allTickets.forEach(Tickets::cancel);
    launched.forEach(StepInjectors::close);
    systems.forEach(SystemRun::stop);
    loadGenerator.close();
    RunJournal journal = journal();
    journal.seal();
    RunResult result = Outcomes.of(plan, systems, recordersOfRun(), journal.run(interruption));
    Path folder = journal.folder();
    copyLogs(folder);
    String text = ReportFiles.write(folder, result);
    journal.finish(result, recordersOfRun());
    RunsIndex.write(folder.getParent());
    lastResult = result;
    System.out.println();
    System.out.println(text);
    System.out.println(
        "ab-replay: summary written to "
            + folder.resolve(FolderLayout.AB_SUMMARY)
            + (interruption == null ? " (Gatling's index.html follows in the same folder)" : ""));
    System.out.flush();
  }

  private void copyLogs(Path folder) {
    for (SystemRun run : systems) {
      if (!run.started() || !Files.exists(run.logFile())) continue;
      try {
        Files.copy(
            run.logFile(),
            folder.resolve(run.plan().logName()),
            StandardCopyOption.REPLACE_EXISTING);
      } catch (IOException e) {
        System.err.println(
            "ab-replay: could not copy "
                + run.logFile()
                + " into the run folder: "
                + e.getMessage());
      }
    }
  }
}
