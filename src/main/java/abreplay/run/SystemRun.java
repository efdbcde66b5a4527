package abreplay.run;

import abreplay.machine.CpuTimes;
import abreplay.machine.ProcessSampler;
import abreplay.plan.Placement;
import abreplay.plan.Step;
import abreplay.plan.SystemPlan;
import abreplay.recording.AbProbe;
import abreplay.result.Resources;
import abreplay.target.TargetCounters;
import abreplay.target.TargetError;
import abreplay.target.TargetProcess;
import java.net.URI;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalLong;

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
      TargetLauncher launcher, ProcessSampler loadGenerator, Placement placement) {}

  /** When a step ran and what the target had counted then. */
  public static final class Window {
    volatile long beginMillis;
    volatile long endMillis;
    volatile TargetCounters before;
    volatile TargetCounters after;
    volatile CpuTimes cpuBefore;
    volatile CpuTimes cpuAfter;
    volatile boolean targetDied;
    volatile boolean reached;

    /**
     * What the target counted during the step; empty unless it counts and answered at both ends.
     */
    public Optional<TargetCounters> counted() {
      return before != null && after != null ? Optional.of(after.minus(before)) : Optional.empty();
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
  }

  private final SystemPlan plan;
  private final Context context;
  private final Path logFile;
  private final Map<Step, Window> windows = new HashMap<>();
  private final Map<String, OptionalLong> abBytes = new HashMap<>();
  private volatile TargetProcess process;
  private volatile ProcessSampler sampler;
  private volatile String notReady;

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
    try {
      context
          .launcher()
          .start(plan.target(), plan.targetProcesses(), logFile)
          .ifPresentOrElse(
              started -> {
                process = started;
                sampler = new ProcessSampler(started.pids());
              },
              () ->
                  UrlProcess.of(plan.target()).ifPresent(pid -> sampler = new ProcessSampler(pid)));
    } catch (TargetError e) {
      notReady = "the " + plan.target().processWord() + " did not start: " + e.getMessage();
    }
  }

  public void readyCheckFailed() {
    if (notReady == null)
      notReady =
          "the target did not answer the ready check (GET "
              + url(plan.warmUp().path())
              + "); see the Gatling report's errors for the ready request";
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

  /** Samples the start of a step's window; the first call counts. */
  public void beginStep(Step step) {
    Window w = windows.get(step);
    synchronized (w) {
      w.reached = true;
      if (w.begun()) return;
      begin(w);
    }
  }

  private void begin(Window w) {
    w.before = counters();
    if (sampler != null) sampler.sample();
    context.loadGenerator().sample();
    w.cpuBefore = CpuTimes.read();
    w.beginMillis = System.currentTimeMillis();
  }

  /** Samples the end of a step's window, once it has begun; the first call counts. */
  public void endStep(Step step) {
    Window w = windows.get(step);
    synchronized (w) {
      if (!w.begun() || w.endMillis != 0) return;
      end(w);
    }
  }

  private void end(Window w) {
    w.endMillis = System.currentTimeMillis();
    w.cpuAfter = CpuTimes.read();
    context.loadGenerator().sample();
    if (sampler != null) sampler.sample();
    w.after = counters();
    w.targetDied = process != null && !process.alive();
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
    if (w.endMillis == 0) return Resources.none();
    Optional<ProcessSampler.Usage> target =
        sampler == null ? Optional.empty() : sampler.usage(w.beginMillis, w.endMillis);
    Optional<ProcessSampler.Usage> loadGenerator =
        context.loadGenerator().usage(w.beginMillis, w.endMillis);
    Placement placement = context.placement();
    int threads = plan.target().capacity().threads();
    double capacity =
        Math.min(threads > 0 ? threads : Integer.MAX_VALUE, placement.targetCpus().size());
    boolean measured = w.cpuBefore != null && w.cpuAfter != null;
    double idle =
        measured
            ? w.cpuAfter.idleShareSince(w.cpuBefore, placement.loadGeneratorCpus())
            : Double.NaN;
    double busy =
        measured
            ? (1 - w.cpuAfter.idleShareSince(w.cpuBefore, placement.online()))
                * placement.online().size()
            : Double.NaN;
    return new Resources(
        target, loadGenerator, BoundRule.judge(loadGenerator, target, capacity, idle, busy));
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

  public void stop() {
    if (sampler != null) sampler.close();
    if (process != null) process.stop();
  }

  public Path logFile() {
    return logFile;
  }
}
