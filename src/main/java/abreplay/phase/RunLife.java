package abreplay.phase;

import abreplay.config.ConfigError;
import abreplay.config.ExitCode;
import abreplay.folder.FolderLayout;
import abreplay.folder.RunFolder;
import abreplay.injector.Share;
import abreplay.machine.Affinity;
import abreplay.machine.CpuControls;
import abreplay.machine.CpuSet;
import abreplay.machine.Machine;
import abreplay.machine.ParentExit;
import abreplay.machine.ProcessSampler;
import abreplay.plan.AbSemantics;
import abreplay.plan.Placement;
import abreplay.plan.RunPlan;
import abreplay.plan.Slicing;
import abreplay.plan.Step;
import abreplay.plan.SystemPlan;
import abreplay.plan.Together;
import abreplay.plan.WarmUp;
import abreplay.plan.WarmUpPolicy;
import abreplay.recording.Recorder;
import abreplay.report.ReportFiles;
import abreplay.report.RunDescription;
import abreplay.report.page.RunsIndex;
import abreplay.request.Request;
import abreplay.result.BudgetDecision;
import abreplay.result.RunResult;
import abreplay.result.Slice;
import abreplay.run.LoadGeneratorWarmUp;
import abreplay.run.Outcomes;
import abreplay.run.RunBudget;
import abreplay.run.RunJournal;
import abreplay.run.SliceSchedule;
import abreplay.run.StartGate;
import abreplay.run.SystemRun;
import abreplay.run.TargetLauncher;
import abreplay.run.Tickets;
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
import java.util.Optional;
import java.util.function.Supplier;

/**
 * A replay's life without Gatling: a {@link RunPlan} as the ordered {@link Phase}s a simulation
 * maps to populations (per system: start, warm up, its steps in ab's closed model, stop; a round's
 * systems as one group with replay.together, {@link Together}), and what they call back into: the
 * journal, each step's recorder, the other injectors ({@link OtherInjectors}) and, once, the
 * reports, whether the run ends or the JVM is stopped. Phases are built once; their callbacks run
 * on Gatling's threads, one population at a time, and the journal and the end are synchronized.
 */
public final class RunLife {
  /** Off only for src/bench's A/B measure of what recording costs. */
  private static final boolean RECORDING =
      Boolean.parseBoolean(System.getProperty("abreplay.recording", "true"));

  /**
   * What the run is, besides its plan.
   *
   * @param home the project's folder (config/Home)
   * @param simulation the simulation's class: its name is the record's, its simple name in lower
   *     case is the run folder's, as Gatling names it
   * @param engine what sends the load, for the record: "Gatling 3.15.1"
   * @param injectorMain the main class of the injector command, run by a step's injectors 2 and up
   */
  public record Options(Path home, Class<?> simulation, String engine, String injectorMain) {}

  private final RunPlan plan;
  private final Options options;
  private final Instant started = Instant.now();
  private final List<SystemRun> systems = new ArrayList<>();
  private final Map<Step, Recorder> recorders = new LinkedHashMap<>();
  private final Map<SystemPlan, Outcomes.WarmUpRun> warmUps = new LinkedHashMap<>();

  /** Whether the load generator has had the run's one long warm-up yet. */
  private final LoadGeneratorWarmUp warmth = new LoadGeneratorWarmUp();

  private final List<Tickets> allTickets = new ArrayList<>();

  /** The interleaved scenarios' schedules, cancelled with the tickets when the run ends. */
  private final List<SliceSchedule> schedules = new ArrayList<>();

  /** This JVM's own use of the machine, sampled each second like the targets'. */
  private final ProcessSampler loadGenerator;

  private final OtherInjectors others;

  /** The CPU budget every system's server runs under, and its decision. */
  private final RunBudget budget;

  private final List<Phase> phases;

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

  /** The phases of {@code plan}, built; nothing started, printed or hooked (see {@link #start}). */
  RunLife(RunPlan plan, Options options, ProcessSampler loadGenerator) {
    this.plan = plan;
    this.options = options;
    this.loadGenerator = loadGenerator;
    this.others = new OtherInjectors(plan, options.injectorMain(), loadGenerator);
    List<Together.Group> groups = Together.of(plan);
    this.budget =
        plan.settings().budget().off()
            ? RunBudget.off()
            : new RunBudget(plan, CpuControls.detect(), Together.most(groups));
    this.phases = List.copyOf(build(groups));
  }

  /**
   * The plan {@code planner} makes, or (bad input) a clear line per problem on stderr and the JVM
   * exits BAD_INPUT before anything is sent (ASSERTIONS_FAILED is Gatling's).
   */
  public static RunPlan planOrExit(Supplier<RunPlan> planner) {
    try {
      return planner.get();
    } catch (ConfigError e) {
      for (String problem : e.problems()) System.err.println("ab-replay: " + problem);
      System.err.flush();
      ExitCode.BAD_INPUT.exit();
      throw e;
    }
  }

  /**
   * A run of {@code plan} begins: this JVM pinned to the load generator's CPUs (if the plan gives
   * it some), the plan's title, placement, pre-flight warnings and layouts printed, the phases
   * built, and the reports promised: written when the JVM is stopped before the end, or when what
   * started it is gone (Maven does not stop its fork).
   */
  public static RunLife start(RunPlan plan, Options options) {
    ProcessSampler loadGenerator = ProcessSampler.self();
    plan.settings().placement().loadGenerator().ifPresent(cpus -> pinOrExit(plan, cpus));
    announce(plan);
    RunLife life = new RunLife(plan, options, loadGenerator);
    life.announceBudget();
    Runtime.getRuntime()
        .addShutdownHook(new Thread(() -> life.finish(life.stopReason), "ab-replay-interrupted"));
    life.stopWhenOrphaned();
    return life;
  }

  public RunPlan plan() {
    return plan;
  }

  /** Every population of the run, in order; never empty. */
  public List<Phase> phases() {
    return phases;
  }

  private List<Phase> build(List<Together.Group> groups) {
    Placement placement = plan.settings().placement();
    SystemRun.Context context =
        new SystemRun.Context(
            TargetLauncher.standard(options.home(), placement), loadGenerator, placement, budget);
    List<Phase> sequence = new ArrayList<>();
    List<SystemRun> previous = List.of();
    boolean loadGeneratorWarmUpAdded = false;
    for (Together.Group group : groups) {
      Map<SystemPlan, SystemRun> runs = new LinkedHashMap<>();
      for (SystemPlan system : group.systems()) {
        SystemRun run = new SystemRun(system, context, logDir().resolve(system.logName()));
        systems.add(run);
        runs.put(system, run);
        // The first of a group stops the group before; the rest start beside it.
        sequence.add(start(run, runs.size() == 1 ? previous : List.of()));
      }
      for (SystemRun run : runs.values()) {
        SystemPlan system = run.plan();
        if (system.warmUp().loadGeneratorRequests() > 0 && !loadGeneratorWarmUpAdded) {
          sequence.add(warmUp(run, false));
          loadGeneratorWarmUpAdded = true;
        }
        if (system.warmUp().any()) sequence.add(warmUp(run, true));
      }
      for (List<Step> steps : group.loads()) {
        if (Together.interleaved(steps)) {
          sequence.add(interleaved(group, runs, steps));
          continue;
        }
        if (steps.size() > 1) {
          sequence.add(
              new Phase.AtOnce(
                  steps.stream()
                      .map(st -> load(runs.get(systemOf(group, st)), st, null, null))
                      .toList()));
          continue;
        }
        Step step = steps.get(0);
        SystemRun run = runs.get(systemOf(group, step));
        int injectors = Injectors.of(step);
        if (injectors > 1) {
          StartGate gate = new StartGate(0, at -> {});
          sequence.add(
              new Phase.LaunchInjectors(
                  step,
                  injectors,
                  () -> {
                    decideBudget();
                    others.launch(run, step, injectors, gate, journal().folder(), this::prepare);
                  }));
          sequence.add(load(run, step, step.layout().shares(), gate));
        } else {
          sequence.add(load(run, step, null, null));
        }
      }
      previous = List.copyOf(runs.values());
    }
    for (SystemRun last : previous) sequence.add(new Phase.Stop(last.plan(), () -> stop(last)));
    if (sequence.isEmpty()) sequence.add(new Phase.Nothing());
    return sequence;
  }

  /**
   * A scenario's steps interleaved: one population taking the turns of a {@link SliceSchedule} in
   * the plan's order ({@link Slicing#turns}): each system's settling slice (silent, in its budget,
   * which auto decides before it), then each row's measured slices. A measured turn opens a segment
   * of its step's window and resumes its recorder; its end closes both and keeps the slice with the
   * step.
   */
  private Phase interleaved(
      Together.Group group, Map<SystemPlan, SystemRun> runs, List<Step> steps) {
    int k = steps.get(0).slicing().slices().size();
    if (steps.stream().anyMatch(s -> s.slicing().slices().size() != k))
      throw new IllegalStateException("interleaved steps of unequal slicing: " + steps);
    List<SystemRun> members = new ArrayList<>();
    List<Phase.Load> loads = new ArrayList<>();
    List<Recorder> settling = new ArrayList<>();
    for (Step step : steps) {
      SystemRun run = runs.get(systemOf(group, step));
      members.add(run);
      Recorder recorder = new Recorder(step.name(), RECORDING);
      recorders.put(step, recorder);
      Tickets tickets = Tickets.exactly(step.requests(), step.scenario().concurrency(), recorder);
      AbSemantics ab = plan.settings().semantics();
      if (ab.variableLength()) recorder.variableLength();
      if (ab.stopAtReceiveError()) recorder.stopAtFirstReceiveError(tickets::cancel);
      allTickets.add(tickets);
      loads.add(
          new Phase.Load(
              run,
              step,
              step.scenario().concurrency(),
              recorder,
              tickets,
              Optional.empty(),
              plan.settings().localAddresses()));
      settling.add(new Recorder(step.name() + " (settling)"));
    }
    List<Slicing.Turn> turns = Slicing.turns(steps.size(), k);
    long[] counts = new long[turns.size()];
    int[] cases = new int[turns.size()];
    for (int t = 0; t < turns.size(); t++) {
      Slicing.Turn turn = turns.get(t);
      Slicing slicing = steps.get(turn.member()).slicing();
      counts[t] = turn.settling() ? slicing.settle() : slicing.slices().get(turn.slice());
      cases[t] = turn.settling() ? steps.size() + turn.member() : turn.member();
    }
    boolean[] prepared = new boolean[steps.size()];
    long[] began = new long[2];
    Settling[] settled = new Settling[steps.size()];
    for (int m = 0; m < steps.size(); m++)
      settled[m] = new Settling(members.get(m).plan().warmUp().targetCap());
    SliceSchedule schedule =
        new SliceSchedule(
            counts,
            cases,
            new SliceSchedule.Turns() {
              @Override
              public long begin(int t) {
                if (t == 0) decideBudget();
                Slicing.Turn turn = turns.get(t);
                SystemRun run = members.get(turn.member());
                if (run.notReady() != null) return 0;
                if (turn.settling()) settled[turn.member()].begin(run.targetJit());
                else {
                  Step step = steps.get(turn.member());
                  if (!prepared[turn.member()]) {
                    prepared[turn.member()] = true;
                    prepare(run, step);
                  }
                  run.beginStep(step);
                  loads.get(turn.member()).recorder().resume();
                }
                began[0] = System.nanoTime();
                began[1] = System.currentTimeMillis();
                return counts[t];
              }

              @Override
              public boolean end(int t, long completed) {
                Slicing.Turn turn = turns.get(t);
                double seconds = (System.nanoTime() - began[0]) / 1e9;
                if (turn.settling()) {
                  SystemRun run = members.get(turn.member());
                  boolean again = settled[turn.member()].again(completed, seconds, run.targetJit());
                  if (!again)
                    Progress.say(settled[turn.member()].said(steps.get(turn.member()).name()));
                  return again;
                }
                Step step = steps.get(turn.member());
                SystemRun run = members.get(turn.member());
                Recorder recorder = loads.get(turn.member()).recorder();
                recorder.pause();
                run.endStep(step);
                run.sliced(step, new Slice(turn.slice(), began[1], seconds, completed));
                if (turn.slice() == k - 1) {
                  Progress.say(
                      "measured "
                          + step.name()
                          + ": "
                          + recorder.snapshot().requests().responses()
                          + " responses in "
                          + k
                          + " slices");
                  boundary();
                }
                return false;
              }
            });
    schedules.add(schedule);
    return new Phase.Interleaved(loads, settling, schedule);
  }

  /**
   * A system's settling slices before its first measured one: in its budget, again and again until
   * two in a row run within {@link #SETTLED} of each other and its JIT compiled for at most {@link
   * WarmUpPolicy#JIT_QUIET} of the last, or until the target warm-up's time cap ({@code cap}; none
   * when zero) is spent. Used by the one thread that holds the schedule's lock.
   */
  private static final class Settling {
    /** Two settling slices this close in rate are steady. */
    static final double SETTLED = 0.10;

    /** At most this many settling slices, whatever the cap. */
    static final int MOST = 40;

    private final Duration cap;
    private int slices;
    private double seconds;
    private double lastRate;
    private long jitBefore;
    private String how = "";

    Settling(Duration cap) {
      this.cap = cap;
    }

    void begin(Tickets.Jit jit) {
      jitBefore = jit.compilingMillis();
    }

    /** Whether another settling slice should run after one of {@code completed} requests. */
    boolean again(long completed, double sliceSeconds, Tickets.Jit jit) {
      slices++;
      seconds += sliceSeconds;
      double rate = sliceSeconds > 0 ? completed / sliceSeconds : 0;
      double compiling =
          sliceSeconds > 0 ? (jit.compilingMillis() - jitBefore) / (sliceSeconds * 1000) : 0;
      boolean steady =
          lastRate > 0
              && Math.abs(rate / lastRate - 1) <= SETTLED
              && compiling <= WarmUpPolicy.JIT_QUIET;
      lastRate = rate;
      boolean capped = (!cap.isZero() && seconds >= cap.toMillis() / 1000.0) || slices >= MOST;
      how = steady ? "steady" : capped ? "at its cap" : "";
      return !steady && !capped;
    }

    /** "settled nginx -c100 -n1000000 -k in 3 slices (2.9 s), steady". */
    String said(String step) {
      return String.format(
          Locale.ROOT, "settled %s in %d slices (%.1f s), %s", step, slices, seconds, how);
    }
  }

  /** The system of {@code group} whose step {@code step} is. */
  private static SystemPlan systemOf(Together.Group group, Step step) {
    return group.systems().stream().filter(s -> s.steps().contains(step)).findFirst().orElseThrow();
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

  /**
   * This JVM, the load generator, on the CPUs the plan gives it: every thread it has and will
   * start.
   */
  private static void pinOrExit(RunPlan plan, CpuSet cpus) {
    try {
      Affinity.pin(ProcessHandle.current().pid(), cpus);
    } catch (IllegalStateException e) {
      System.err.println(
          "ab-replay: " + plan.key("cpus.load-generator") + " = " + cpus + ": " + e.getMessage());
      ExitCode.BAD_INPUT.exit();
    }
  }

  private static void announce(RunPlan plan) {
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
   * The budget's lines before any load: that this machine has none, or the fixed budget; auto's
   * comes with its decision.
   */
  private void announceBudget() {
    budget.preFlight().ifPresent(line -> Progress.say("pre-flight: " + line));
    BudgetDecision d = budget.decision();
    if (d.kind() == BudgetDecision.Kind.FIXED) Progress.say("budget: " + d.describe());
    else if (budget.pending())
      Progress.say(
          "budget: auto, decided before the first measured step from what a request costs in the"
              + " first system's warm-up");
  }

  /** Auto decides, once, before the first measured step; its line says what and on what. */
  private void decideBudget() {
    budget.decide().ifPresent(d -> Progress.say("budget: " + d.describe()));
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
   * Stops the systems before (if any), starts this one's target and asks it once for the page, as a
   * request of its own in the report.
   */
  private Phase start(SystemRun run, List<SystemRun> before) {
    return new Phase.Start(
        run,
        run.plan().warmUp().path(),
        () -> {
          before.forEach(this::stop);
          run.start();
          if (run.notReady() != null)
            System.err.println("ab-replay: " + run.plan().label() + ": " + run.notReady());
          if (warmUps.containsKey(run.plan())) journal().begin(warmUps.get(run.plan()).recorder());
          boundary();
        },
        run::readyCheckFailed);
  }

  /**
   * A warm-up phase: the run's load generator's ({@code own} false, once, logged for its first
   * seconds so Gatling's stats path is warm, then silent), or a system's own ({@code own} true,
   * silent, reported with the system), as a step right after the load generator's would recompile
   * for branches the warm-up never took (src/bench/README.md). It sends what the system's first
   * step that runs sends.
   */
  private Phase warmUp(SystemRun run, boolean own) {
    SystemPlan system = run.plan();
    WarmUp warmUp = Injectors.heldByOne(system);
    String name = own ? system.warmUpName() : system.loadGeneratorWarmUpName();
    Recorder recorder = new Recorder(name);
    Tickets tickets =
        Tickets.warmUp(warmUp, system.label(), warmth, recorder).watching(run.targetJit());
    if (own) warmUps.put(system, new Outcomes.WarmUpRun(recorder, tickets));
    measureCost(run, recorder, tickets);
    allTickets.add(tickets);
    Request sent =
        system.steps().stream()
            .filter(Step::runs)
            .findFirst()
            .map(s -> s.scenario().request())
            .orElse(Request.GET);
    return new Phase.Warming(
        run,
        name,
        warmUp.path(),
        sent,
        warmUp.concurrency(),
        warmUp.keepAlive(),
        recorder,
        tickets,
        own);
  }

  /**
   * A warm-up's ends: the server's budget lifted for the warm-up (it warms a server as if alone;
   * src/bench/README.md, "Warm-ups without the budget") and, until auto's budget is decided, what a
   * request cost both sides.
   */
  private void measureCost(SystemRun run, Recorder recorder, Tickets tickets) {
    SystemRun.WarmUpStart[] start = new SystemRun.WarmUpStart[1];
    tickets.measuredBy(
        new Tickets.Ends() {
          @Override
          public void first() {
            run.warming(true);
            if (budget.pending()) start[0] = run.beginWarmUp();
          }

          @Override
          public void last() {
            if (start[0] != null && budget.pending())
              run.endWarmUp(start[0], recorder.snapshot().requests().responses())
                  .ifPresent(budget::measured);
            run.warming(false);
          }
        });
  }

  /**
   * A step's load phase: all of ab's users and requests, or ({@code shares} not null) injector 1's
   * share, whose users wait behind {@code gate} for the instant every injector starts from.
   */
  private Phase.Load load(SystemRun run, Step step, List<Share> shares, StartGate gate) {
    Recorder recorder = new Recorder(step.name(), RECORDING);
    recorders.put(step, recorder);
    int users = shares == null ? step.scenario().concurrency() : shares.get(0).users();
    long requests = shares == null ? step.requests() : shares.get(0).requests();
    long[] firstNanos = new long[1];
    Tickets tickets =
        ticketsOf(step, requests, users, recorder)
            .measuredBy(
                new Tickets.Ends() {
                  @Override
                  public void first() {
                    firstNanos[0] = System.nanoTime();
                    // Several injectors: the bookkeeping was done before the start instant
                    // (OtherInjectors.launch), so that this JVM's first request is not later than
                    // the others'.
                    if (shares == null) {
                      decideBudget();
                      prepare(run, step);
                    }
                    // Last: the window holds the requests, not the bookkeeping.
                    run.beginStep(step);
                  }

                  @Override
                  public void last() {
                    if (shares != null)
                      others.join(
                          step,
                          Duration.ofNanos(System.nanoTime() - firstNanos[0]),
                          recorders.get(step));
                    run.endStep(step);
                    Progress.say(
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
    allTickets.add(tickets);
    List<String> addresses =
        shares == null ? plan.settings().localAddresses() : step.layout().localAddresses(1);
    return new Phase.Load(
        run, step, users, recorder, tickets, Optional.ofNullable(gate), addresses);
  }

  /**
   * A step's tickets, by its load model: ab's count ({@code requests}, its share of them with
   * several injectors), a duration's clock, or a rate's schedule; none for a load no replay makes
   * (the plan skips it).
   */
  private static Tickets ticketsOf(Step step, long requests, int users, Recorder recorder) {
    return step.scenario()
        .load()
        .match(
            c -> Tickets.exactly(requests, users, recorder),
            d -> Tickets.during(d.duration(), users, recorder),
            r -> Tickets.scheduled(r.overall(), Phase.Load.wholeSeconds(r.duration()), recorder),
            n -> Tickets.exactly(0, users, recorder));
  }

  /**
   * A step's bookkeeping before its first request: reached, its interval log begun, the record
   * written.
   */
  private void prepare(SystemRun run, Step step) {
    run.reachStep(step);
    journal().begin(recorders.get(step));
    boundary();
    Progress.say("measuring " + step.name());
  }

  /**
   * The run's journal, started in the run folder Gatling has made by the time a control step runs.
   */
  private synchronized RunJournal journal() {
    if (journal == null) {
      RunResult.RunFacts run =
          new RunResult.RunFacts(
              options.simulation().getName(),
              started,
              started,
              Machine.current(),
              options.engine(),
              null);
      journal = new RunJournal(RunFolder.of(options.home(), simulationId(), started), plan, run);
    }
    return journal;
  }

  /** A step boundary: the record of the run so far, and the stand-ins' logs as they stand. */
  private void boundary() {
    journal().boundary(systems, recordersOfRun(), budget.decision());
    copyLogs(journal().folder());
  }

  private Outcomes.Recorders recordersOfRun() {
    return new Outcomes.Recorders(recorders, warmUps, warmth, others.ends());
  }

  private Path logDir() {
    return options
        .home()
        .resolve("target/ab-replay/logs")
        .resolve(simulationId() + "-" + started.toEpochMilli());
  }

  private String simulationId() {
    return options.simulation().getSimpleName().toLowerCase(Locale.ROOT);
  }

  /**
   * The simulation has ended: the reports written ({@link #finish}); then, before Gatling reads
   * simulation.log, the injectors' logs merged into it and its report's header pointed at
   * replay.html.
   */
  public void after() {
    finish(null);
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
    schedules.forEach(SliceSchedule::cancel);
    others.close();
    systems.forEach(SystemRun::stop);
    budget.closeAll();
    loadGenerator.close();
    RunJournal journal = journal();
    journal.seal();
    RunResult result =
        Outcomes.of(plan, systems, recordersOfRun(), journal.run(interruption), budget.decision());
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
