package abreplay.run;

import abreplay.machine.CompilerThreads;
import abreplay.machine.CpuBudget;
import abreplay.machine.CpuGroup;
import abreplay.machine.CpuTimes;
import abreplay.machine.CpuUsage;
import abreplay.machine.ProcessSampler;
import abreplay.machine.ProcessTree;
import abreplay.plan.Placement;
import abreplay.plan.Step;
import abreplay.plan.SystemPlan;
import abreplay.recording.AbProbe;
import abreplay.result.GroupUsage;
import abreplay.result.Resources;
import abreplay.result.Slice;
import abreplay.targets.TargetCounters;
import abreplay.targets.TargetError;
import abreplay.targets.TargetProcess;
import java.net.URI;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.concurrent.CopyOnWriteArrayList;

/**
 * One system while the simulation runs: the process its target needs (if the run starts one), the
 * url requests go to, the resource sampler, and each step's window. Its life: {@link #start}, then
 * for each step {@link #reachStep} (a control scenario), {@link #beginStep} (before its first
 * request, on that user's thread) and {@link #endStep} (its last user done), then {@link
 * #probeAsAb} and {@link #stop}. A step's window opens and closes once, under its own lock; the
 * report reads it once the run is over.
 */
public final class SystemRun {
  /**
   * What a system's run shares with the others: how to start targets, the load generator's own
   * sampler, and where each side may run.
   */
  public record Context(
      TargetLauncher launcher,
      ProcessSampler loadGenerator,
      Placement placement,
      RunBudget budget) {
    /** A run without a CPU budget. */
    public Context(TargetLauncher launcher, ProcessSampler loadGenerator, Placement placement) {
      this(launcher, loadGenerator, placement, RunBudget.off());
    }
  }

  /**
   * When a step ran and what the target had counted then: one segment for a step that runs whole,
   * one per slice for an interleaved step (its windows summed; the time between them, other
   * systems' turns, left out).
   */
  public static final class Window {
    volatile long beginMillis;
    volatile long endMillis;
    volatile TargetCounters before;
    volatile CpuTimes cpuBefore;
    volatile CpuUsage groupBefore;
    volatile Optional<CpuBudget> budget = Optional.empty();
    volatile boolean targetDied;
    volatile boolean reached;

    /** A segment is open: begun and not yet ended. */
    volatile boolean open;

    /** When the open segment began, epoch ms. */
    volatile long segmentBegin;

    /** The closed segments, in order. */
    final List<Segment> segments = new CopyOnWriteArrayList<>();

    /**
     * What the target counted during the step; empty unless it counts and answered at both ends of
     * every segment.
     */
    public Optional<TargetCounters> counted() {
      if (segments.isEmpty() || segments.stream().anyMatch(g -> g.counted() == null))
        return Optional.empty();
      return segments.stream().map(Segment::counted).reduce(TargetCounters::plus);
    }

    /** The run came to the step: its requests may have begun, or it was cut short before them. */
    public boolean reached() {
      return reached;
    }

    /** Its first request is about to go: the window's start is sampled. */
    public boolean begun() {
      return beginMillis != 0;
    }

    public boolean targetDied() {
      return targetDied;
    }

    /** The step's wall-clock seconds: its segments' in all. */
    double seconds() {
      return segments.stream().mapToDouble(g -> (g.endMillis() - g.beginMillis()) / 1000.0).sum();
    }
  }

  /**
   * One stretch of a step's window, sampled at both ends.
   *
   * @param counted what the target counted over it; null when it did not say at both ends
   * @param idle the load generator's CPUs' idle share over it (NaN unmeasured)
   * @param busy the machine's busy cores over it (NaN unmeasured)
   * @param group the group's count over it; null without a group
   */
  record Segment(
      long beginMillis,
      long endMillis,
      TargetCounters counted,
      double idle,
      double busy,
      CpuUsage group) {}

  private final SystemPlan plan;
  private final Context context;
  private final Path logFile;
  private final Map<Step, Window> windows = new HashMap<>();
  private final Map<String, OptionalLong> abBytes = new HashMap<>();
  private final Map<Step, List<Slice>> slices = new java.util.concurrent.ConcurrentHashMap<>();
  private volatile TargetProcess process;
  private volatile ProcessSampler sampler;
  private volatile String notReady;

  /** The server's CPU group, when it runs in one. */
  private volatile CpuGroup group;

  /** Its server was moved into the group when its turn began (a url's), not started in it. */
  private volatile boolean adopted;

  public SystemRun(SystemPlan plan, Context context, Path logFile) {
    this.plan = plan;
    this.context = context;
    this.logFile = logFile;
    for (Step step : plan.steps()) windows.put(step, new Window());
  }

  public SystemPlan plan() {
    return plan;
  }

  /**
   * Starts the target's process, if it has one, and samples it; a url's server is sampled when it
   * listens on this machine. A failure is kept as the reason this system does not run.
   */
  public void start() {
    openGroup();
    List<String> prefix = group == null ? List.of() : group.prefix();
    try {
      context
          .launcher()
          .start(plan.target(), plan.targetProcesses(), logFile, prefix)
          .ifPresentOrElse(
              started -> {
                process = started;
                sampler = new ProcessSampler(started.pids());
              },
              () -> {
                Optional<Long> pid = UrlProcess.of(plan.target());
                pid.ifPresent(p -> sampler = new ProcessSampler(p));
                adopt(pid);
              });
    } catch (TargetError e) {
      notReady = "the " + plan.target().processWord() + " did not start: " + e.getMessage();
      closeGroup();
    }
  }

  /** The server's CPU group, opened before it starts; a failure is said, and it runs in none. */
  private void openGroup() {
    try {
      group = context.budget().open(plan).orElse(null);
    } catch (IllegalStateException e) {
      runsWithoutBudget(e.getMessage());
    }
  }

  /** Says that the server runs without a CPU budget, and why. */
  private void runsWithoutBudget(String why) {
    System.err.println(
        "ab-replay: " + plan.label() + ": no CPU budget: " + why + "; it runs without one");
  }

  /** A url's server joins its group now, by the pid listening on its port, with its children. */
  private void adopt(Optional<Long> pid) {
    if (group == null) return;
    if (pid.isEmpty()) {
      runsWithoutBudget(
          "no process of this machine listens on " + plan.target().base() + "'s port");
      closeGroup();
      return;
    }
    try {
      group.adopt(pid.get());
      adopted = true;
    } catch (IllegalStateException e) {
      runsWithoutBudget(e.getMessage());
      closeGroup();
    }
  }

  private void closeGroup() {
    CpuGroup g = group;
    group = null;
    if (g != null) context.budget().close(g);
  }

  public void readyCheckFailed() {
    if (notReady == null)
      notReady =
          "the target did not answer the ready check (GET "
              + url(plan.warmUp().path())
              + "); see the Gatling report's errors for the ready request";
  }

  /**
   * Its server's warm-up begins ({@code warming} true) or ends: its budget is lifted meanwhile, so
   * that the warm-up warms it as it would a server alone on the machine (a JVM's JIT compiling in a
   * share of a core takes far longer), and its steps run at the budget. Nothing without a group.
   */
  public void warming(boolean warming) {
    CpuGroup g = group;
    if (g != null) context.budget().warming(g, warming);
  }

  /**
   * Its target's JIT: the compiler threads' CPU of its processes and their children (a JVM's; 0 for
   * any other server, and before it starts).
   */
  public Tickets.Jit targetJit() {
    return () -> {
      TargetProcess p = process;
      if (p == null) return 0;
      List<Long> tree = new ArrayList<>();
      for (long pid : p.pids()) tree.addAll(ProcessTree.pids(pid));
      return CompilerThreads.cpuMillis(tree);
    };
  }

  /** Why this system is not serving, or null. */
  public String notReady() {
    return notReady;
  }

  public String url(String path) {
    return plan.target().base() + path;
  }

  /** The run has come to a step; its window opens with {@link #beginStep}, at its first request. */
  public void reachStep(Step step) {
    windows.get(step).reached = true;
  }

  /**
   * Samples the start of a step's window: of its one segment for a step that runs whole (the first
   * call counts), of its next slice's for a sliced step (a call while one is open counts nothing).
   */
  public void beginStep(Step step) {
    Window w = windows.get(step);
    synchronized (w) {
      w.reached = true;
      if (w.open || (w.begun() && !step.slicing().sliced())) return;
      begin(w);
    }
  }

  private void begin(Window w) {
    // The window opens before its first samples and closes after its last (end), so that they fall
    // inside it however long sampling takes on a busy machine.
    long now = System.currentTimeMillis();
    w.before = counters();
    CpuGroup g = group;
    if (g != null) {
      w.budget = g.budget();
      w.groupBefore = g.usage().orElse(null);
    }
    if (sampler != null) sampler.sample();
    context.loadGenerator().sample();
    w.cpuBefore = CpuTimes.read();
    if (w.beginMillis == 0) w.beginMillis = now;
    w.segmentBegin = now;
    w.open = true;
  }

  /** Samples the end of a step's window (or of its slice's), once begun; one call counts. */
  public void endStep(Step step) {
    Window w = windows.get(step);
    synchronized (w) {
      if (!w.open) return;
      end(w);
    }
  }

  private void end(Window w) {
    CpuTimes cpuAfter = CpuTimes.read();
    context.loadGenerator().sample();
    if (sampler != null) sampler.sample();
    CpuGroup g = group;
    CpuUsage groupAfter = g == null ? null : g.usage().orElse(null);
    TargetCounters after = counters();
    long now = System.currentTimeMillis();
    Placement placement = context.placement();
    boolean measured = w.cpuBefore != null && cpuAfter != null;
    w.segments.add(
        new Segment(
            w.segmentBegin,
            now,
            w.before != null && after != null ? after.minus(w.before) : null,
            measured
                ? cpuAfter.idleShareSince(w.cpuBefore, placement.loadGeneratorCpus())
                : Double.NaN,
            measured
                ? (1 - cpuAfter.idleShareSince(w.cpuBefore, placement.online()))
                    * placement.online().size()
                : Double.NaN,
            w.groupBefore != null && groupAfter != null ? groupAfter.minus(w.groupBefore) : null));
    w.endMillis = now;
    w.open = false;
    w.targetDied = process != null && !process.alive();
  }

  /** Where a warm-up began: the instant, and what the server's group had counted then. */
  public record WarmUpStart(long epochMillis, Optional<CpuUsage> group, CpuTimes cpu) {}

  /** Samples the start of a warm-up, to measure what a request of it costs each side. */
  public WarmUpStart beginWarmUp() {
    long now = System.currentTimeMillis();
    if (sampler != null) sampler.sample();
    context.loadGenerator().sample();
    CpuGroup g = group;
    return new WarmUpStart(now, g == null ? Optional.empty() : g.usage(), CpuTimes.read());
  }

  /**
   * What a response of the warm-up begun at {@code start} cost the load generator and the server,
   * in CPU ms: the load generator's sampler and the server's group (its /proc sampler without one)
   * over the warm-up, over its {@code responses}; empty when either was not measured.
   */
  public Optional<RunBudget.Cost> endWarmUp(WarmUpStart start, long responses) {
    context.loadGenerator().sample();
    if (sampler != null) sampler.sample();
    long end = System.currentTimeMillis();
    if (responses <= 0) return Optional.empty();
    Optional<ProcessSampler.Usage> lg = context.loadGenerator().usage(start.epochMillis(), end);
    CpuGroup g = group;
    Optional<CpuUsage> after = g == null ? Optional.empty() : g.usage();
    double targetSeconds;
    if (start.group().isPresent() && after.isPresent()) {
      targetSeconds = after.get().minus(start.group().get()).cpuNanos() / 1e9;
    } else if (sampler != null) {
      targetSeconds =
          sampler.usage(start.epochMillis(), end).map(u -> u.cores() * u.seconds()).orElse(-1.0);
    } else {
      return Optional.empty();
    }
    if (lg.isEmpty() || targetSeconds <= 0) return Optional.empty();
    double lgSeconds = lg.get().cores() * lg.get().seconds();
    // Other processes: the machine's busy cores over the warm-up less the two sides' own.
    Placement placement = context.placement();
    double wall = (end - start.epochMillis()) / 1000.0;
    double busy =
        (1 - CpuTimes.read().idleShareSince(start.cpu(), placement.online()))
            * placement.online().size();
    double others =
        wall > 0 && Double.isFinite(busy)
            ? Math.max(0, busy - (lgSeconds + targetSeconds) / wall)
            : 0;
    return Optional.of(
        new RunBudget.Cost(
            plan.target().runName(),
            lgSeconds * 1000 / responses,
            targetSeconds * 1000 / responses,
            others));
  }

  /** An interleaved step's slice has ended: it is kept with the step, in order. */
  public void sliced(Step step, Slice slice) {
    slices.computeIfAbsent(step, s -> new CopyOnWriteArrayList<>()).add(slice);
  }

  /** An interleaved step's measured slices so far, in order; empty for a step that runs whole. */
  public List<Slice> slices(Step step) {
    return List.copyOf(slices.getOrDefault(step, List.of()));
  }

  public Window window(Step step) {
    return windows.get(step);
  }

  /**
   * What the target and the load generator used during the step, and which one limited it; nothing
   * before the step has ended.
   */
  public Resources resources(Step step) {
    Window w = windows.get(step);
    if (w.endMillis == 0 || w.open || w.segments.isEmpty()) return Resources.none();
    List<Segment> segments = List.copyOf(w.segments);
    Optional<ProcessSampler.Usage> target =
        sampler == null ? Optional.empty() : usage(sampler, segments);
    Optional<ProcessSampler.Usage> loadGenerator = usage(context.loadGenerator(), segments);
    Placement placement = context.placement();
    int threads = plan.target().capacity().threads();
    double capacity =
        Math.min(threads > 0 ? threads : Integer.MAX_VALUE, placement.targetCpus().size());
    double seconds = w.seconds();
    double idle = weighted(segments, Segment::idle, seconds);
    double busy = weighted(segments, Segment::busy, seconds);
    Optional<GroupUsage> counted =
        segments.stream().anyMatch(g -> g.group() == null)
            ? Optional.empty()
            : Optional.of(
                new GroupUsage(
                    w.budget,
                    segments.stream().map(Segment::group).reduce(CpuUsage.ZERO, CpuUsage::plus),
                    seconds,
                    adopted));
    // The group's count is exact; the /proc sampler's is the fallback.
    double targetCores =
        counted
            .map(GroupUsage::cores)
            .orElse(target.map(ProcessSampler.Usage::cores).orElse(Double.NaN));
    Optional<BoundRule.Throttling> budget =
        counted.flatMap(
            c ->
                c.budget()
                    .map(
                        b ->
                            new BoundRule.Throttling(
                                b.cores(),
                                c.used().periods() > 0 ? c.throttledShare() : Double.NaN)));
    return new Resources(
        target,
        loadGenerator,
        BoundRule.judge(
            loadGenerator.map(ProcessSampler.Usage::cores).orElse(Double.NaN),
            targetCores,
            capacity,
            idle,
            busy,
            budget),
        counted);
  }

  /** A figure over the segments, each weighted by its seconds; NaN when any is unmeasured. */
  private static double weighted(
      List<Segment> segments, java.util.function.ToDoubleFunction<Segment> figure, double seconds) {
    if (seconds <= 0) return Double.NaN;
    double sum = 0;
    for (Segment g : segments)
      sum += figure.applyAsDouble(g) * (g.endMillis() - g.beginMillis()) / 1000.0;
    return sum / seconds;
  }

  /**
   * A sampler's usage over the segments as one window: averages weighted by each segment's seconds,
   * maxima over them, over the segments it sampled; empty when it sampled none.
   */
  private static Optional<ProcessSampler.Usage> usage(
      ProcessSampler sampler, List<Segment> segments) {
    if (segments.size() == 1)
      return sampler.usage(segments.get(0).beginMillis(), segments.get(0).endMillis());
    double seconds = 0, user = 0, system = 0, voluntary = 0, involuntary = 0;
    long rss = 0;
    int threads = 0;
    java.util.OptionalLong heap = java.util.OptionalLong.empty();
    for (Segment g : segments) {
      // A segment shorter than the sampler's second may hold no sample: the others stand for it.
      Optional<ProcessSampler.Usage> u = sampler.usage(g.beginMillis(), g.endMillis());
      if (u.isEmpty()) continue;
      ProcessSampler.Usage x = u.get();
      seconds += x.seconds();
      user += x.cpuUserPercent() * x.seconds();
      system += x.cpuSystemPercent() * x.seconds();
      voluntary += x.voluntarySwitchesPerSecond() * x.seconds();
      involuntary += x.involuntarySwitchesPerSecond() * x.seconds();
      rss = Math.max(rss, x.maxRssBytes());
      threads = Math.max(threads, x.maxThreads());
      if (x.maxHeapBytes().isPresent())
        heap = java.util.OptionalLong.of(Math.max(heap.orElse(0), x.maxHeapBytes().getAsLong()));
    }
    if (seconds <= 0) return Optional.empty();
    return Optional.of(
        new ProcessSampler.Usage(
            seconds,
            user / seconds,
            system / seconds,
            voluntary / seconds,
            involuntary / seconds,
            rss,
            threads,
            heap));
  }

  private TargetCounters counters() {
    return process == null ? null : process.counters().orElse(null);
  }

  public String lastLines() {
    return process == null ? "" : process.lastLines();
  }

  /**
   * True once a process of the run's own serves this system (false for a url, and when the start
   * failed).
   */
  public boolean started() {
    return process != null;
  }

  /** Asks the target once per kind of step the way ab asks, after the steps' counters are read. */
  public void probeAsAb() {
    if (notReady != null) return;
    for (Step step : plan.steps()) {
      if (step.runs()) {
        abBytes.computeIfAbsent(
            probeKey(step),
            k ->
                AbProbe.responseBytes(
                    URI.create(url(step.scenario().path())), step.scenario().keepAlive()));
      }
    }
  }

  /**
   * What the target sends to ab's own HTTP/1.0 request for this step; empty before {@link
   * #probeAsAb}.
   */
  public OptionalLong abBytes(Step step) {
    return abBytes.getOrDefault(probeKey(step), OptionalLong.empty());
  }

  private static String probeKey(Step step) {
    return step.scenario().keepAlive() + " " + step.scenario().path();
  }

  /** Stops its server, then removes its CPU group (an adopted url's server is moved back). */
  public void stop() {
    if (sampler != null) sampler.close();
    if (process != null) process.stop();
    closeGroup();
  }

  public Path logFile() {
    return logFile;
  }
}
