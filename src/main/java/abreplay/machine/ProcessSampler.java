package abreplay.machine;

import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.lang.management.MemoryMXBean;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;

/**
 * What a target uses while it serves, read from /proc each second: CPU user and system time,
 * context switches, resident memory and threads, summed over the process and its descendants (a
 * page two of them share counts in each one's RSS). The load generator's sampler ({@link #self})
 * also counts the injector JVMs added by {@link #addMember}. Thread-safe: a timer thread and the
 * run's control thread both sample.
 */
public final class ProcessSampler implements AutoCloseable {
  /** Linux's USER_HZ: the unit of utime and stime in /proc/PID/stat. */
  private static final double TICKS_PER_SECOND = 100.0;

  private static final long PAGE_BYTES = 4096;
  private static final long WINDOW_MARGIN_MILLIS = 50;

  private record Sample(
      long epochMillis,
      long userTicks,
      long systemTicks,
      long voluntary,
      long involuntary,
      long rssBytes,
      int threads,
      long heapBytes) {}

  /**
   * Averages over a window; CPU in percent of one core (as top shows it), switches per second.
   *
   * @param maxHeapBytes the most Java heap in use, for this JVM only (the load generator); empty
   *     otherwise
   */
  public record Usage(
      double seconds,
      double cpuUserPercent,
      double cpuSystemPercent,
      double voluntarySwitchesPerSecond,
      double involuntarySwitchesPerSecond,
      long maxRssBytes,
      int maxThreads,
      OptionalLong maxHeapBytes) {

    /** User and system CPU together, in cores (1.0 = one core busy all the time). */
    public double cores() {
      return (cpuUserPercent + cpuSystemPercent) / 100;
    }
  }

  private static final MemoryMXBean MEMORY = ManagementFactory.getMemoryMXBean();

  private final List<Long> roots;
  private final boolean self;
  private final java.util.Set<Long> joined = new java.util.concurrent.CopyOnWriteArraySet<>();
  private final MemberTotals totals = new MemberTotals();
  private final List<Sample> samples = new ArrayList<>();
  private final ScheduledExecutorService timer;

  public ProcessSampler(long pid) {
    this(List.of(pid), false);
  }

  /**
   * Several processes that serve as one (a stand-in across processes), each with its descendants,
   * summed.
   */
  public ProcessSampler(List<Long> pids) {
    this(pids, false);
  }

  /**
   * This JVM (the load generator), its heap included, and the processes {@link #addMember} adds
   * (its child injector JVMs).
   */
  public static ProcessSampler self() {
    return new ProcessSampler(List.of(ProcessHandle.current().pid()), true);
  }

  private ProcessSampler(List<Long> roots, boolean self) {
    if (roots.isEmpty()) throw new IllegalArgumentException("no process to sample");
    this.roots = List.copyOf(roots);
    this.self = self;
    this.timer =
        Executors.newSingleThreadScheduledExecutor(
            r -> {
              Thread t = new Thread(r, "sampler-" + roots.get(0));
              t.setDaemon(true);
              return t;
            });
    timer.scheduleAtFixedRate(this::sample, 0, 1, TimeUnit.SECONDS);
  }

  /**
   * Counts {@code pid} (a child injector JVM) as part of this JVM's load generator from now on;
   * once it exits it keeps adding what it was last read at ({@link MemberTotals}).
   *
   * @throws IllegalStateException on a sampler of another process (its descendants count already)
   */
  public void addMember(long pid) {
    if (!self) throw new IllegalStateException("only the load generator's sampler adds members");
    joined.add(pid);
  }

  /**
   * Takes one sample now (also used to close a window exactly at its end): the process and its
   * descendants, summed; for this JVM (the load generator), itself and its members ({@link
   * #addMember}) alone, since the stand-ins it starts are its children too.
   */
  public void sample() {
    long rss = 0;
    int threads = 0;
    java.util.Map<Long, MemberTotals.Reading> readings = new java.util.HashMap<>();
    List<Long> sampled = new ArrayList<>(self ? roots : members());
    if (self) sampled.addAll(joined);
    for (long member : sampled) {
      // Gone between listing and reading (a worker recycled, the server stopped): the others stand.
      Optional<ProcStat> stat = ProcStat.of(member);
      if (stat.isEmpty()) {
        joined.remove(member);
        continue;
      }
      try {
        long[] switches = switches(Path.of("/proc", Long.toString(member)));
        readings.put(
            member,
            new MemberTotals.Reading(
                stat.get().userTicks(), stat.get().systemTicks(), switches[0], switches[1]));
        threads += stat.get().threads();
        rss += stat.get().rssPages() * PAGE_BYTES;
      } catch (IOException | RuntimeException e) {
        // As above.
      }
    }
    if (readings.isEmpty()) return;
    synchronized (samples) {
      // Members may exit inside a window (the load generator's child injectors, a stand-in's
      // processes that fail under load, PHP-FPM's recycled children): their last readings still
      // count, so that a window's CPU is never less than nothing.
      MemberTotals.Reading sum = totals.add(readings);
      samples.add(
          new Sample(
              System.currentTimeMillis(),
              sum.userTicks(),
              sum.systemTicks(),
              sum.voluntary(),
              sum.involuntary(),
              rss,
              threads,
              self ? MEMORY.getHeapMemoryUsage().getUsed() : -1));
    }
  }

  /** Every root and its descendants, each once. */
  private List<Long> members() {
    if (roots.size() == 1) return ProcessTree.pids(roots.get(0));
    java.util.Set<Long> members = new java.util.LinkedHashSet<>();
    for (long root : roots) members.addAll(ProcessTree.pids(root));
    return List.copyOf(members);
  }

  /** Voluntary and involuntary context switches, summed over the process's threads. */
  private static long[] switches(Path proc) throws IOException {
    long[] sums = new long[2];
    try (DirectoryStream<Path> tasks = Files.newDirectoryStream(proc.resolve("task"))) {
      for (Path task : tasks) {
        for (String line : Limits.lines(task.resolve("status"))) {
          if (line.startsWith("voluntary_ctxt_switches:")) sums[0] += count(line);
          else if (line.startsWith("nonvoluntary_ctxt_switches:")) sums[1] += count(line);
        }
      }
    }
    return sums;
  }

  /**
   * The number after a status line's name, e.g. 12 of {@code "voluntary_ctxt_switches:\t12"}. A
   * loop, not a regex: it runs for every thread every second, and a regex keeps the load
   * generator's JIT busy into its warm-up.
   */
  static long count(String line) {
    long n = 0;
    for (int i = line.indexOf(':') + 1; i < line.length(); i++) {
      char c = line.charAt(i);
      if (c >= '0' && c <= '9') n = n * 10 + (c - '0');
    }
    return n;
  }

  /**
   * Usage between two instants, from the samples nearest inside them; empty when fewer than two.
   */
  public java.util.Optional<Usage> usage(long fromEpochMillis, long toEpochMillis) {
    List<Sample> window;
    synchronized (samples) {
      // The window's own ends are sampled when it begins and ends (within a few ms): a wider margin
      // would take in a periodic sample from before the window, and its idle time with it.
      window =
          samples.stream()
              .filter(
                  s ->
                      s.epochMillis >= fromEpochMillis - WINDOW_MARGIN_MILLIS
                          && s.epochMillis <= toEpochMillis + WINDOW_MARGIN_MILLIS)
              .toList();
    }
    if (window.size() < 2) return java.util.Optional.empty();
    Sample a = window.get(0);
    Sample b = window.get(window.size() - 1);
    double seconds = (b.epochMillis - a.epochMillis) / 1000.0;
    if (seconds <= 0) return java.util.Optional.empty();
    return java.util.Optional.of(
        new Usage(
            seconds,
            100.0 * (b.userTicks - a.userTicks) / TICKS_PER_SECOND / seconds,
            100.0 * (b.systemTicks - a.systemTicks) / TICKS_PER_SECOND / seconds,
            (b.voluntary - a.voluntary) / seconds,
            (b.involuntary - a.involuntary) / seconds,
            window.stream().mapToLong(Sample::rssBytes).max().orElse(0),
            window.stream().mapToInt(Sample::threads).max().orElse(0),
            self
                ? OptionalLong.of(window.stream().mapToLong(Sample::heapBytes).max().orElse(0))
                : OptionalLong.empty()));
  }

  @Override
  public void close() {
    timer.shutdownNow();
  }
}
