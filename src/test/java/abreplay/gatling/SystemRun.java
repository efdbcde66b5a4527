package abreplay.gatling;

import abreplay.machine.ProcessSampler;
import abreplay.recording.AbProbe;
import abreplay.plan.Step;
import abreplay.plan.SystemPlan;
import abreplay.standin.Counters;
import abreplay.standin.StandInError;
import abreplay.standin.StandInProcess;
import java.net.URI;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalLong;

/**
 * One system while the simulation runs: its stand-in process (if bundled) and the url requests go
 * to, the resource sampler, and what its counters said at each step's start and end.
 */
final class SystemRun {
  /** When a step ran and what the stand-in had counted then. */
  static final class Window {
    volatile long beginMillis;
    volatile long endMillis;
    volatile Counters.Snapshot before;
    volatile Counters.Snapshot after;
    volatile boolean targetDied;
  }

  final SystemPlan plan;
  private final Path home;
  private final Path logFile;
  private final Map<Step, Window> windows = new HashMap<>();
  private final Map<String, OptionalLong> abBytes = new HashMap<>();
  private final String baseUrl;
  private volatile StandInProcess standIn;
  private volatile ProcessSampler sampler;
  private volatile String notReady;

  SystemRun(SystemPlan plan, Path home, Path logFile) {
    this.plan = plan;
    this.home = home;
    this.logFile = logFile;
    this.baseUrl = plan.target().url().map(url -> url.getScheme() + "://" + url.getRawAuthority())
        .orElse("http://127.0.0.1:" + plan.target().port());
    for (Step step : plan.steps()) windows.put(step, new Window());
  }

  /** Starts the stand-in; a failure is kept as the reason this system does not run. */
  void start() {
    if (!plan.target().bundled()) return;
    try {
      StandInProcess process = StandInProcess.start(plan.target().profile().orElseThrow(), plan.target().port(),
          plan.target().overrides(), logFile, home);
      standIn = process;
      sampler = new ProcessSampler(process.pid());
    } catch (StandInError e) {
      notReady = "the stand-in did not start: " + e.getMessage();
    }
  }

  void readyCheckFailed() {
    if (notReady == null) notReady = "the target did not answer the ready check (GET " + baseUrl + plan.warmUpPath()
        + "); see the Gatling report's errors for the ready request";
  }

  /** Why this system is not serving, or null. */
  String notReady() {
    return notReady;
  }

  String url(String path) {
    return baseUrl + path;
  }

  void beginStep(Step step) {
    Window w = windows.get(step);
    w.before = counters();
    if (sampler != null) sampler.sample();
    w.beginMillis = System.currentTimeMillis();
  }

  void endStep(Step step) {
    Window w = windows.get(step);
    w.endMillis = System.currentTimeMillis();
    if (sampler != null) sampler.sample();
    w.after = counters();
    w.targetDied = standIn != null && !standIn.alive();
  }

  Window window(Step step) {
    return windows.get(step);
  }

  Optional<ProcessSampler.Usage> usage(Step step) {
    Window w = windows.get(step);
    if (sampler == null || w.endMillis == 0) return Optional.empty();
    return sampler.usage(w.beginMillis, w.endMillis);
  }

  private Counters.Snapshot counters() {
    return standIn == null ? null : standIn.counters();
  }

  String standInLastLines() {
    return standIn == null ? "" : standIn.lastLines();
  }

  boolean started() {
    return standIn != null;
  }

  /** Asks the target once per kind of step the way ab asks, after the steps' counters are read. */
  void probeAsAb() {
    if (notReady != null) return;
    for (Step step : plan.steps()) {
      if (step.skipped().isEmpty()) {
        abBytes.computeIfAbsent(probeKey(step), k -> AbProbe.responseBytes(URI.create(url(step.scenario().path())),
            step.scenario().keepAlive()));
      }
    }
  }

  OptionalLong abBytes(Step step) {
    return abBytes.getOrDefault(probeKey(step), OptionalLong.empty());
  }

  private static String probeKey(Step step) {
    return step.scenario().keepAlive() + " " + step.scenario().path();
  }

  void stop() {
    if (sampler != null) sampler.close();
    if (standIn != null) standIn.stop();
  }

  Path logFile() {
    return logFile;
  }

}
