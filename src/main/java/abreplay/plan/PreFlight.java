package abreplay.plan;

import abreplay.machine.Limits;
import java.util.ArrayList;
import java.util.List;

/**
 * What the machine allows, checked before any load: open files, memory, listen backlog, ephemeral
 * ports. Pure: the machine's limits and memory are read by the caller ({@link Limits#read()},
 * {@link Limits#memAvailableBytes()}) and passed in. Immutable. How many processes a step's open
 * files need is {@link LayoutPlanner}'s.
 */
public final class PreFlight {
  /** Source addresses to spread over at most: each gives a fresh set of ephemeral ports. */
  static final int MAX_LOCAL_ADDRESSES = 8;

  private final Limits limits;
  private final long memAvailableBytes;

  /**
   * @param memAvailableBytes the kernel's MemAvailable, in bytes; {@link Long#MAX_VALUE} when
   *     unknown
   */
  public PreFlight(Limits limits, long memAvailableBytes) {
    this.limits = limits;
    this.memAvailableBytes = memAvailableBytes;
  }

  /** With memory unknown (never the limit). */
  public PreFlight(Limits limits) {
    this(limits, Long.MAX_VALUE);
  }

  public Limits limits() {
    return limits;
  }

  /** MemAvailable in bytes; {@link Long#MAX_VALUE} when unknown. */
  public long memAvailableBytes() {
    return memAvailableBytes;
  }

  /**
   * Warnings about open files, the listen backlog and ephemeral ports for the steps that will run.
   */
  public List<String> warnings(List<Step> runnable) {
    List<String> warnings = new ArrayList<>();
    runnable.stream()
        .mapToInt(s -> s.scenario().concurrency())
        .max()
        .ifPresent(
            c -> {
              long needed = Limits.filesNeeded(c);
              if (needed > limits.openFilesSoft() && needed <= limits.openFilesHard()) {
                warnings.add(
                    String.format(
                        "concurrency %,d needs ~%,d open files, above the soft limit of %,d: each"
                            + " JVM of the run (load generator, stand-ins) raises its soft limit to"
                            + " the hard one (%,d) as it starts; a server of your own needs ulimit"
                            + " -n raised likewise",
                        c, needed, limits.openFilesSoft(), limits.openFilesHard()));
              }
            });
    runnable.stream()
        .mapToInt(s -> s.scenario().concurrency())
        .max()
        .ifPresent(
            c -> {
              if (c > limits.somaxconn()) {
                warnings.add(
                    String.format(
                        "concurrency %,d exceeds net.core.somaxconn %,d: connections past the"
                            + " listen backlog wait for SYN retries (1 s, 3 s, 7 s...), which shows"
                            + " as long response times, as document 003's 7-16 s connect times do;"
                            + " bundled stand-ins listen with the largest backlog the system allows"
                            + " (%,d)",
                        c, limits.somaxconn(), limits.somaxconn()));
              }
            });
    long newConnections = newConnections(runnable);
    if (newConnections > limits.ephemeralPorts() / 2) {
      warnings.add(
          String.format(
              "%,d new connections without keep-alive against %,d ephemeral ports per source"
                  + " address (TIME_WAIT lasts 60 s; tcp_tw_reuse = %d%s): spreading them over %d"
                  + " loopback source addresses",
              newConnections,
              limits.ephemeralPorts(),
              limits.tcpTwReuse(),
              limits.tcpTwReuse() == 0 ? ", off" : " lets loopback reuse them",
              localAddresses(runnable).size()));
    }
    return warnings;
  }

  /** Loopback source addresses for Gatling's localAddresses: one unless ports run short. */
  public List<String> localAddresses(List<Step> runnable) {
    int count = addressCount(newConnections(runnable));
    List<String> addresses = new ArrayList<>();
    for (int i = 1; i <= count; i++) addresses.add("127.0.0." + i);
    return count == 1 ? List.of() : addresses;
  }

  /**
   * How many loopback source addresses {@code newConnections} new connections are spread over: one
   * while they fit in half the ephemeral ports of an address, at most {@link #MAX_LOCAL_ADDRESSES}.
   */
  public int addressCount(long newConnections) {
    return (int)
        Math.min(
            MAX_LOCAL_ADDRESSES,
            Math.max(
                1, (newConnections * 2 + limits.ephemeralPorts() - 1) / limits.ephemeralPorts()));
  }

  private static long newConnections(List<Step> runnable) {
    return runnable.stream()
        .filter(s -> !s.scenario().keepAlive())
        .mapToLong(Step::requests)
        .max()
        .orElse(0);
  }
}
