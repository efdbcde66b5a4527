package abreplay.standin;

import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;

/**
 * A profile's event loops, service workers and listen backlog shared among processes on one port
 * (SO_REUSEPORT), totals kept: each gets total / n, the first total % n one more. Fewer loops (or
 * pool workers) than processes is {@link Refused}; loops that do not divide evenly are said ({@link
 * Shares#uneven}), as the kernel hashes connections evenly. Pure: no process is started here.
 */
public sealed interface ProcessSplit permits ProcessSplit.Shares, ProcessSplit.Refused {

  /**
   * One process's part: its event loops, its service workers (0 when the profile models none) and
   * backlog (0 = the system's).
   */
  record ProcessShare(
      int index, int processes, int eventLoops, int servicePool, int acceptBacklog) {
    /**
     * The profile keys that make a process of this share, as targets/serve takes them ({@code
     * workers=1}).
     */
    public List<String> overrides(Profile profile) {
      List<String> keys = new ArrayList<>(List.of("workers=" + eventLoops));
      if (profile.service().isPresent()) keys.add("service.pool=" + servicePool);
      if (profile.acceptBacklog() > 0) keys.add("accept-backlog=" + acceptBacklog);
      return keys;
    }

    /** "process 1 of 2: 1 event loop", with its workers when the profile models a pool. */
    public String describe() {
      return "process "
          + index
          + " of "
          + processes
          + ": "
          + loops(eventLoops)
          + (servicePool > 0
              ? " + " + servicePool + " service worker" + (servicePool == 1 ? "" : "s")
              : "");
    }
  }

  /** The profile can run in these processes, with these shares. */
  record Shares(String profile, List<ProcessShare> shares) implements ProcessSplit {
    public Shares {
      shares = List.copyOf(shares);
    }

    public int processes() {
      return shares.size();
    }

    public int eventLoops() {
      return shares.stream().mapToInt(ProcessShare::eventLoops).sum();
    }

    public int servicePool() {
      return shares.stream().mapToInt(ProcessShare::servicePool).sum();
    }

    /** True when the processes' shares differ (3 event loops over 2 processes). */
    public boolean uneven() {
      return shares.stream().map(s -> List.of(s.eventLoops(), s.servicePool())).distinct().count()
          > 1;
    }

    /**
     * "swoole-4-hello in 2 processes x 1 event loop", or "nginx-1.4.6 in 3 processes (2+1+1 event
     * loops)".
     */
    public String describe() {
      if (processes() == 1) return profile + " in 1 process";
      String what =
          uneven()
              ? " ("
                  + join(ProcessShare::eventLoops)
                  + " event loops"
                  + (servicePool() > 0
                      ? ", " + join(ProcessShare::servicePool) + " service workers"
                      : "")
                  + ")"
              : " x "
                  + loops(shares.get(0).eventLoops())
                  + (servicePool() > 0
                      ? " + "
                          + shares.get(0).servicePool()
                          + " service worker"
                          + (shares.get(0).servicePool() == 1 ? "" : "s")
                      : "");
      return profile + " in " + processes() + " processes" + what;
    }

    /** What the split changes in the model, for the run's notes; empty when nothing does. */
    public List<String> notes() {
      List<String> notes = new ArrayList<>();
      if (processes() == 1) return notes;
      if (uneven()) {
        notes.add(
            eventLoops()
                + " event loops over "
                + processes()
                + " processes run as "
                + join(ProcessShare::eventLoops)
                + ": the kernel spreads connections evenly over the processes, so those with fewer"
                + " loops serve more connections per loop than one process of "
                + eventLoops()
                + " loops would");
      }
      notes.add(
          "each of the "
              + processes()
              + " processes listens with its own backlog (SO_REUSEPORT): "
              + (shares.get(0).acceptBacklog() == 0
                  ? processes() + " x net.core.somaxconn pending connections in all"
                  : "the profile's backlog is split among them"));
      return notes;
    }

    private String join(java.util.function.ToIntFunction<ProcessShare> part) {
      return shares.stream()
          .map(s -> Integer.toString(part.applyAsInt(s)))
          .collect(Collectors.joining("+"));
    }
  }

  /** The profile cannot be split into that many processes without changing its model. */
  record Refused(String profile, int processes, String reason) implements ProcessSplit {}

  /** {@code profile}'s shares over {@code processes} processes (1 or more). */
  public static ProcessSplit of(Profile profile, int processes) {
    if (processes < 1)
      throw new IllegalArgumentException("processes must be 1 or more: " + processes);
    int loops = profile.workers();
    int pool = profile.service().map(Profile.Service::pool).orElse(0);
    if (loops < processes) {
      return new Refused(
          profile.name(),
          processes,
          profile.name()
              + " has "
              + loops(loops)
              + ": it cannot run in "
              + processes
              + " processes without adding loops (a process needs one); at most "
              + loops
              + " process"
              + (loops == 1 ? "" : "es"));
    }
    if (pool > 0 && pool < processes) {
      return new Refused(
          profile.name(),
          processes,
          profile.name()
              + " has "
              + pool
              + " service worker"
              + (pool == 1 ? "" : "s")
              + ": it cannot run in "
              + processes
              + " processes without adding workers; at most "
              + pool
              + " process"
              + (pool == 1 ? "" : "es"));
    }
    List<ProcessShare> shares = new ArrayList<>();
    for (int i = 0; i < processes; i++) {
      shares.add(
          new ProcessShare(
              i + 1,
              processes,
              part(loops, processes, i),
              part(pool, processes, i),
              profile.acceptBacklog() == 0
                  ? 0
                  : Math.max(1, part(profile.acceptBacklog(), processes, i))));
    }
    return new Shares(profile.name(), shares);
  }

  /**
   * Process {@code i}'s part of {@code total} over {@code n}: the first {@code total % n} get one
   * more.
   */
  static int part(int total, int n, int i) {
    return total / n + (i < total % n ? 1 : 0);
  }

  private static String loops(int n) {
    return n + " event loop" + (n == 1 ? "" : "s");
  }
}
