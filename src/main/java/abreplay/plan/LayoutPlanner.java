package abreplay.plan;

import abreplay.machine.Limits;
import abreplay.targets.Target;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;

/**
 * How many injectors and target processes a step needs on this machine, and whether it can run so:
 * injectors from the open-file limit, a stand-in's processes kept inside it whatever the kernel's
 * hashing, and SKIPPED, with the fix, when there would be more injectors than users, memory over
 * 80% of MemAvailable, a split the profile cannot make, or injectors this build cannot run ({@link
 * #INJECTOR_RUNTIME}). The formulas: docs/scaling-out.md, "The plan's layout". Pure (the machine
 * comes in {@link PreFlight}, splits in {@link Splits}), immutable and thread-safe.
 */
public final class LayoutPlanner {
  /**
   * Whether this build runs a step over several injector JVMs (run/StepInjectors, the Gatling
   * wiring's InjectorMain). False, a step that needs 2 or more is SKIPPED, saying so, rather than
   * pretend.
   */
  public static final boolean INJECTOR_RUNTIME = true;

  /** Files an injector keeps for the ready check and the control steps, beside its JVM's. */
  public static final int CONTROL_FILES = 50;

  /** The most injectors replay.injectors may ask for. */
  public static final int MAX_INJECTORS = 64;

  /** The key that asks for a number of injectors, as refusals name it. */
  public static final String INJECTORS_KEY = "replay.injectors";

  /**
   * A JVM's resident memory before any connection, in bytes (measured: 0.2 GB; injectors.sh fds).
   */
  static final long JVM_BYTES = 200_000_000L;

  /**
   * Resident memory per connection held, in bytes (measured: ~39 KB per user; injectors.sh fds).
   */
  static final long BYTES_PER_CONNECTION = 39_000L;

  /** The share of MemAvailable a step's processes may take. */
  static final double MEMORY_SHARE = 0.8;

  /** How a stand-in profile runs in some processes (ProcessSplit, wired by abreplay.replay). */
  @FunctionalInterface
  public interface Splits {
    /** Profiles run in one process only: what a plan without the profiles knows. */
    Splits UNSPLIT =
        (profile, processes) ->
            processes == 1
                ? new Split(profile + " in 1 process", Optional.empty())
                : new Split(
                    profile + " in " + processes + " processes",
                    Optional.of(profile + " cannot be split here"));

    Split split(String profile, int processes);
  }

  /**
   * @param described "swoole-4-hello in 2 processes x 1 event loop"
   * @param refused why the profile cannot run in that many processes, empty when it can
   */
  public record Split(String described, Optional<String> refused) {}

  /** A step's layout, and why it cannot run so (with the fix), empty when it can. */
  public record Planned(Layout layout, Optional<SkipReason> skipped) {}

  private final PreFlight preFlight;
  private final Splits splits;
  private final OptionalInt asked;
  private final boolean injectorRuntime;

  /**
   * @param asked replay.injectors when a number, empty for auto
   * @param injectorRuntime whether steps may run on several injectors ({@link #INJECTOR_RUNTIME} in
   *     a run)
   */
  public LayoutPlanner(
      PreFlight preFlight, Splits splits, OptionalInt asked, boolean injectorRuntime) {
    this.preFlight = preFlight;
    this.splits = splits;
    this.asked = asked;
    this.injectorRuntime = injectorRuntime;
  }

  /** As this build runs: several injectors only if {@link #INJECTOR_RUNTIME}. */
  public LayoutPlanner(PreFlight preFlight, Splits splits, OptionalInt asked) {
    this(preFlight, splits, asked, INJECTOR_RUNTIME);
  }

  /**
   * Users one injector may hold under an open-file hard limit of {@code hard}: F - 150 - 50 (0 or
   * less: none).
   */
  public static long usersPerInjector(long hard) {
    return hard - Limits.JVM_BASE_FILES - CONTROL_FILES;
  }

  /**
   * The least processes that hold {@code c} connections, hashed at random, under {@code hard}; 0
   * when none can.
   */
  public static int processesFor(int c, long hard) {
    for (int p = 1; p <= Math.max(1, c); p++) {
      double busiest =
          (double) c / p + 4 * Math.sqrt(c * (1.0 / p) * (1 - 1.0 / p)) + Limits.JVM_BASE_FILES;
      if (busiest <= hard) return p;
    }
    return 0;
  }

  /**
   * The processes {@code target} needs for {@code c} connections: a stand-in's least P, 1 otherwise
   * (0: none can).
   */
  public int targetProcesses(Target target, int c) {
    return target instanceof Target.StandIn
        ? processesFor(c, preFlight.limits().openFilesHard())
        : 1;
  }

  /**
   * The layout of a step of {@code c} users and {@code requests} on {@code target}, which runs in
   * {@code processes} processes for its whole system's plan (the most any of its steps that can run
   * needs). When {@code keepAlive} is false, each request is a new connection (for the source
   * addresses).
   */
  public Planned plan(Target target, int processes, int c, long requests, boolean keepAlive) {
    long hard = preFlight.limits().openFilesHard();
    long perInjector = usersPerInjector(hard);
    int needed =
        perInjector < 1
            ? Integer.MAX_VALUE
            : (int) Math.min(Integer.MAX_VALUE, (c + perInjector - 1) / perInjector);
    int injectors = Math.max(asked.orElse(1), needed);
    int ownNeed = targetProcesses(target, c);
    int shown = injectors == Integer.MAX_VALUE ? 1 : injectors;
    // A step runs on its system's processes; one that cannot run says what it would have needed.
    int runsOn = Math.max(1, Math.max(processes, ownNeed));
    Layout layout =
        Layout.of(
            shown,
            c,
            requests,
            runsOn,
            Layout.targetText(target, runsOn, split(target, runsOn).described()),
            addresses(shown, keepAlive ? 0 : requests));
    return new Planned(
        layout,
        refusal(
            target,
            layout,
            c,
            ownNeed,
            split(target, Math.max(1, ownNeed)),
            needed,
            perInjector,
            hard));
  }

  private Split split(Target target, int processes) {
    return target instanceof Target.StandIn s
        ? splits.split(s.profile(), processes)
        : new Split("", Optional.empty());
  }

  private Optional<SkipReason> refusal(
      Target target,
      Layout layout,
      int c,
      int ownNeed,
      Split split,
      int needed,
      long perInjector,
      long hard) {
    int injectors = layout.injectors();
    String key = INJECTORS_KEY;
    String raise =
        "raise the open-file hard limit (ulimit -Hn / nofile in /etc/security/limits.conf)";
    if (perInjector < 1) {
      return reason(
          SkipReason.Kind.NO_ROOM_FOR_USERS,
          String.format(
              "the open-file hard limit of %,d leaves an injector no room for users (it"
                  + " needs %d files of its own): %s",
              hard, Limits.JVM_BASE_FILES + CONTROL_FILES, raise));
    }
    if (injectors > c) {
      return reason(
          SkipReason.Kind.MORE_INJECTORS_THAN_USERS,
          String.format(
              "%s = %d is more injectors than the step's %,d users (an injector would have"
                  + " none): set %s to at most %,d, or auto",
              key, injectors, c, key, c));
    }
    if (ownNeed == 0) {
      return reason(
          SkipReason.Kind.TOO_MANY_CONNECTIONS,
          String.format(
              "no number of stand-in processes holds %,d connections under the open-file"
                  + " hard limit of %,d: %s",
              c, hard, raise));
    }
    if (split.refused().isPresent()) {
      return reason(
          SkipReason.Kind.PROFILE_CANNOT_SPLIT,
          split.refused().get()
              + String.format(
                  "; %s above %,d, or replay a server of your own with"
                      + " -Dreplay.systems.%s.url",
                  raise, c + Limits.JVM_BASE_FILES, target.name()));
    }
    long injectorBytes = JVM_BYTES + BYTES_PER_CONNECTION * layout.users(1);
    long targetBytes =
        target instanceof Target.StandIn
            ? layout.targetProcesses() * JVM_BYTES + BYTES_PER_CONNECTION * c
            : 0;
    long total = injectors * JVM_BYTES + BYTES_PER_CONNECTION * c + targetBytes;
    long room = (long) (MEMORY_SHARE * preFlight.memAvailableBytes());
    if (total > room) {
      return reason(
          SkipReason.Kind.NOT_ENOUGH_MEMORY,
          String.format(
              "needs %d injector%s of %.1f GB%s, %.1f GB in all; %.1f GB available (80%% of"
                  + " MemAvailable): free memory or lower -c",
              injectors,
              injectors == 1 ? "" : "s",
              injectorBytes / 1e9,
              targetBytes > 0
                  ? String.format(
                      " and the stand-in's %d process%s of %.1f GB",
                      layout.targetProcesses(),
                      layout.targetProcesses() == 1 ? "" : "es",
                      targetBytes / 1e9 / layout.targetProcesses())
                  : "",
              total / 1e9,
              room / 1e9));
    }
    if (injectors > 1 && !injectorRuntime) {
      boolean askedFor = injectors > needed;
      String why =
          askedFor
              ? String.format("%s = %d asks for %d injectors", key, injectors, injectors)
              : String.format(
                  "needs %d injectors (one holds at most %,d users under the open-file hard limit"
                      + " of %,d)",
                  injectors, perInjector, hard);
      String fix =
          askedFor && needed == 1
              ? "set " + key + " = auto"
              : String.format(
                  "%s above %,d, or lower -c", raise, c + Limits.JVM_BASE_FILES + CONTROL_FILES);
      return reason(
          askedFor
              ? SkipReason.Kind.INJECTORS_ASKED_WITHOUT_RUNTIME
              : SkipReason.Kind.INJECTORS_NEEDED_WITHOUT_RUNTIME,
          why + "; the injector runtime is not in this build: " + fix);
    }
    return Optional.empty();
  }

  private static Optional<SkipReason> reason(SkipReason.Kind kind, String message) {
    return Optional.of(new SkipReason(kind, message));
  }

  /**
   * Each injector's source addresses: none when the step's new connections fit in half the
   * ephemeral ports ({@link PreFlight#addressCount}); else injector i of I gets 127.0.0.(i), (i +
   * I), ..., so that no two share ports.
   */
  List<List<String>> addresses(int injectors, long newConnections) {
    int count = preFlight.addressCount(newConnections);
    List<List<String>> all = new ArrayList<>();
    int each = count == 1 ? 0 : (count + injectors - 1) / injectors;
    for (int i = 1; i <= injectors; i++) {
      List<String> mine = new ArrayList<>();
      for (int j = 0; j < each; j++) mine.add("127.0.0." + (i + j * injectors));
      all.add(mine);
    }
    return all;
  }
}
