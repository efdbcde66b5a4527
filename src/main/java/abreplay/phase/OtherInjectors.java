package abreplay.phase;

import abreplay.folder.FolderLayout;
import abreplay.injector.InjectorOrder;
import abreplay.injector.Share;
import abreplay.machine.ProcessSampler;
import abreplay.plan.AbSemantics;
import abreplay.plan.RunPlan;
import abreplay.plan.Step;
import abreplay.recording.Recorder;
import abreplay.run.InjectorEnd;
import abreplay.run.StartGate;
import abreplay.run.StepInjectors;
import abreplay.run.SystemRun;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.function.BiConsumer;
import java.util.stream.Collectors;

/**
 * Injectors 2 to I of the run's steps that several injectors run: started as child JVMs of this
 * one, their common start instant given, joined once injector 1's share has ended, and how each
 * ended. Thread-safe: a step's launch, its starter thread and its join run on different threads.
 */
final class OtherInjectors {
  private final RunPlan plan;
  private final String injectorMain;
  private final ProcessSampler loadGenerator;

  /** Steps run by several injectors: how the others (2 and up) ended, once they have. */
  private final Map<Step, List<InjectorEnd>> injected = new ConcurrentHashMap<>();

  private final List<StepInjectors> launched = new CopyOnWriteArrayList<>();
  private final Map<Step, StepInjectors> injectorsOf = new ConcurrentHashMap<>();

  /** The start instant of each step run by several injectors, epoch ms. */
  private final Map<Step, Long> starts = new ConcurrentHashMap<>();

  /**
   * @param injectorMain the injector command's main class
   * @param loadGenerator the load generator's sampler: the children join it
   */
  OtherInjectors(RunPlan plan, String injectorMain, ProcessSampler loadGenerator) {
    this.plan = plan;
    this.injectorMain = injectorMain;
    this.loadGenerator = loadGenerator;
  }

  /**
   * Starts injectors 2 to I of {@code step} as child JVMs (this JVM's classpath, heap and GC
   * options) under {@code folder}, after {@code prepare}; then, on a thread of its own, waits until
   * they are warm and opens {@code gate} at their instant. A child that cannot start counts as
   * never started; the gate opens anyway.
   */
  void launch(
      SystemRun run,
      Step step,
      int injectors,
      StartGate gate,
      Path folder,
      BiConsumer<SystemRun, Step> prepare) {
    List<Share> shares = step.layout().shares();
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
              Injectors.WARM_WAIT.toSeconds(),
              step.scenario().request()));
    }
    Progress.say(
        "starting injectors 2-"
            + injectors
            + " for "
            + step.name()
            + ": "
            + shares.stream().map(Share::describe).collect(Collectors.joining("; ")));
    prepare.accept(run, step);
    StepInjectors children;
    try {
      children = StepInjectors.launch(Injectors.javaCommand(), injectorMain, orders, startFile);
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
                Progress.say(
                    step.name() + ": every injector starts at " + Instant.ofEpochMilli(at));
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
              // instant, so that its sampling does not hold injector 1's first request; the
              // window then holds up to the 1.5 s lead of no requests.
              run.beginStep(step);
            },
            "ab-replay-injectors-start");
    starter.setDaemon(true);
    starter.start();
  }

  /**
   * Injector 1's share of {@code step} has ended (it took {@code took}; {@code one} recorded it):
   * waits for the others, bounded, and keeps how they ended.
   */
  void join(Step step, Duration took, Recorder one) {
    StepInjectors children = injectorsOf.get(step);
    if (children == null) return;
    try {
      List<InjectorEnd> ends = children.join(Injectors.joinWait(took, plan.timeout()));
      injected.put(step, ends);
      for (InjectorEnd end : ends) Progress.say(step.name() + ": " + end.describe());
      if (starts.containsKey(step))
        Progress.say(step.name() + ": " + Injectors.skew(starts.get(step), one, ends));
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    } finally {
      children.close();
    }
  }

  /** How the other injectors of each step ended, so far. */
  Map<Step, List<InjectorEnd>> ends() {
    return Map.copyOf(injected);
  }

  /** Every child still running is stopped. */
  void close() {
    launched.forEach(StepInjectors::close);
  }
}
