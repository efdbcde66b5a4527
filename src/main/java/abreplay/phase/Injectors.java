package abreplay.phase;

import abreplay.folder.FolderLayout;
import abreplay.injector.GatlingLogMerge;
import abreplay.injector.InjectorOrder;
import abreplay.injector.Share;
import abreplay.plan.Step;
import abreplay.plan.SystemPlan;
import abreplay.plan.WarmUp;
import abreplay.recording.Recorder;
import abreplay.report.RunDescription;
import abreplay.run.InjectorEnd;
import abreplay.run.StartGate;
import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

/**
 * The run's choices about a step's injectors on this machine, in one place: how many, their
 * addresses and warm-up, the child JVM's command, how long to wait for them, and the merge of their
 * simulation.logs into the run's for Gatling's report.
 */
final class Injectors {
  /**
   * How long the children have to start and warm up: a JVM takes 30 s or more to start on a busy
   * machine.
   */
  static final Duration WARM_WAIT =
      Duration.ofSeconds(Long.getLong("abreplay.injector-warm-wait", 180));

  /**
   * The start instant is this far after the last child said it was warm: every user's pause ends on
   * it. Longer than {@link StartGate#POLL}, so that every waiting user has seen it before it comes.
   */
  static final Duration LEAD = Duration.ofMillis(1500);

  private Injectors() {}

  /**
   * How many injectors run {@code step}: the plan's layout (replay.injectors, or what the limits
   * need).
   */
  static int of(Step step) {
    return step.layout().injectors();
  }

  /**
   * A child's warm-up requests, to warm its JIT: its part of the run's load-generator warm-up (by
   * users), between 1,000 and 20,000 (a user need not send one: at c = 10,000 ten each would take a
   * minute on 2 cores); {@code -Dabreplay.injector-warm-up} overrides.
   */
  static long warmUp(WarmUp warmUp, Share share, Step step) {
    Long asked = Long.getLong("abreplay.injector-warm-up");
    if (asked != null) return asked;
    long part = warmUp.loadGeneratorRequests() * share.users() / step.scenario().concurrency();
    return Math.min(20_000, Math.max(1_000, part));
  }

  /**
   * The system's warm-up as this JVM can hold it: its concurrency at most the most users one
   * injector of its steps has (AbSimulation warms up at -c: 20,000 users in one JVM ran out of open
   * files). TODO(plan): the planner could cap it, where the layout is decided.
   */
  static WarmUp heldByOne(SystemPlan system) {
    WarmUp planned = system.warmUp();
    int most =
        system.steps().stream()
            .filter(Step::runs)
            .mapToInt(s -> s.layout().users(1))
            .max()
            .orElse(0);
    if (most <= 0 || planned.concurrency() <= most) return planned;
    return planned.withConcurrency(most);
  }

  /**
   * How closely the injectors started: each one's first request after the instant, in ms ("first
   * requests after the start instant: injector 1 +2 ms, injector 2 +0 ms"); the spread is the
   * largest minus the smallest.
   */
  static String skew(long instant, Recorder one, List<InjectorEnd> others) {
    List<String> each = new ArrayList<>();
    List<Long> late = new ArrayList<>();
    long first = one.snapshot().timing().startEpochMillis();
    if (first > 0) {
      late.add(first - instant);
      each.add("injector 1 " + String.format("%+d ms", first - instant));
    }
    for (InjectorEnd end : others) {
      long start = end.recording().map(r -> r.timing().startEpochMillis()).orElse(0L);
      if (start <= 0) continue;
      late.add(start - instant);
      each.add(
          "injector " + end.share().injector() + " " + String.format("%+d ms", start - instant));
    }
    long spread =
        late.isEmpty() ? 0 : java.util.Collections.max(late) - java.util.Collections.min(late);
    return "first requests after the start instant: "
        + String.join(", ", each)
        + " (spread "
        + spread
        + " ms)";
  }

  /** How long injector 1 waits for the others once its share has ended (taking {@code took}). */
  static Duration joinWait(Duration took, Duration timeout) {
    Duration twice = took.multipliedBy(2);
    return (twice.compareTo(Duration.ofSeconds(60)) > 0 ? twice : Duration.ofSeconds(60))
        .plus(timeout);
  }

  /**
   * A child JVM as this one: its java, heap, GC and --add-opens options, the system properties
   * Gatling and ab-replay read (gatling.*, abreplay.home, abreplay.results, io.netty.*, the test's
   * fault injection abreplay.injector.fail), and its classpath.
   */
  static List<String> javaCommand() {
    List<String> command = new ArrayList<>();
    command.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
    for (String arg : ManagementFactory.getRuntimeMXBean().getInputArguments()) {
      if (arg.startsWith("-X") || arg.startsWith("--add-opens")) command.add(arg);
    }
    System.getProperties()
        .forEach(
            (k, v) -> {
              String key = k.toString();
              if (key.startsWith("gatling.")
                  || key.startsWith("io.netty.")
                  || key.equals("abreplay.home")
                  || key.equals("abreplay.injector.fail")
                  || key.equals("logback.configurationFile")) {
                command.add("-D" + key + "=" + v);
              }
            });
    command.add("-D" + InjectorOrder.EXIT_WITH_PARENT + "=true");
    command.add("-cp");
    command.add(System.getProperty("java.class.path"));
    return command;
  }

  /**
   * Every injector's simulation.log in {@code folder} ({@code injector-<i>/<step>.log}) merged into
   * the run's simulation.log, so that Gatling's report, drawn from it after the run, shows every
   * request once. Nothing when there is none; a merge that fails leaves the run's log as it was,
   * and says why.
   */
  static void mergeLogs(Path folder) {
    Path log = folder.resolve(RunDescription.LOG);
    List<Path> logs;
    try (Stream<Path> dirs = Files.list(folder)) {
      logs =
          dirs.filter(d -> FolderLayout.isInjectorFolder(d.getFileName().toString()))
              .filter(Files::isDirectory)
              .flatMap(Injectors::logsIn)
              .sorted()
              .toList();
    } catch (IOException e) {
      System.err.println("ab-replay: cannot list " + folder + ": " + e.getMessage());
      return;
    }
    if (logs.isEmpty() || !Files.exists(log)) return;
    try {
      Path merged = folder.resolve(".simulation.log.merged");
      GatlingLogMerge.Result result = GatlingLogMerge.mergeInjectors(log, logs, merged);
      Files.move(merged, log, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
      System.out.println(
          "ab-replay: Gatling's report is drawn over "
              + (logs.size() + 1)
              + " logs (this JVM's and "
              + logs.size()
              + " injectors'): "
              + result.events()
              + " events");
    } catch (RuntimeException | IOException e) {
      System.err.println(
          "ab-replay: could not merge the injectors' logs into " + log + ": " + e.getMessage());
    }
  }

  private static Stream<Path> logsIn(Path dir) {
    try (Stream<Path> files = Files.list(dir)) {
      return files.filter(f -> f.getFileName().toString().endsWith(".log")).toList().stream();
    } catch (IOException e) {
      return Stream.empty();
    }
  }
}
