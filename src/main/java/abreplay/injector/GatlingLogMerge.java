package abreplay.injector;

import abreplay.injector.GatlingLog.RunLine;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.PriorityQueue;
import java.util.Set;

/**
 * Several injectors' simulation.logs of one run as one, which Gatling's report generator ({@code
 * reportsOnly}) then draws as one run: every event once, in time order across the logs (Gatling's
 * active-users chart assumes it), timed in ms on the earliest injector's start. Streaming: a few
 * records in memory whatever the size. Refused, with one line naming the file: a log not of Gatling
 * {@value GatlingLog#VERSION}, of another simulation or other assertions. A log cut short gives
 * what it had ({@link Part#truncated}).
 */
public final class GatlingLogMerge {
  /** What one injector's log gave. */
  public record Part(Path file, long start, long events, boolean truncated) {}

  /** The merged log: its run record, and each part in the order given. */
  public record Result(Path file, RunLine run, long events, List<Part> parts) {}

  private GatlingLogMerge() {}

  /** Merges {@code logs} (one or more) into {@code into}, which appears whole or not at all. */
  public static Result merge(List<Path> logs, Path into) {
    return merge(logs, into, true);
  }

  /**
   * Merges a run's own log (its run record kept: simulation, description, assertions) with its
   * injectors' logs of some of its steps (each of another simulation, the injector's, with no
   * assertions; their scenarios bear the steps' names), into {@code into}.
   */
  public static Result mergeInjectors(Path run, List<Path> injectorLogs, Path into) {
    List<Path> logs = new ArrayList<>();
    logs.add(run);
    logs.addAll(injectorLogs);
    return merge(logs, into, false);
  }

  private static Result merge(List<Path> logs, Path into, boolean sameSimulation) {
    if (logs.isEmpty()) throw new IllegalArgumentException("no log to merge");
    List<GatlingLogReader> readers = new ArrayList<>();
    try {
      for (Path log : logs) readers.add(new GatlingLogReader(log));
      RunLine run = mergedRun(readers, sameSimulation);
      PriorityQueue<GatlingLogReader> byNextEvent =
          new PriorityQueue<>(
              Comparator.<GatlingLogReader>comparingLong(r -> r.peekAt())
                  .thenComparingInt(readers::indexOf));
      long events = 0;
      try (GatlingLogWriter writer = new GatlingLogWriter(into, run)) {
        for (GatlingLogReader r : readers) if (r.hasNext()) byNextEvent.add(r);
        while (!byNextEvent.isEmpty()) {
          GatlingLogReader r = byNextEvent.poll();
          writer.write(r.next());
          events++;
          if (r.hasNext()) byNextEvent.add(r);
        }
        writer.commit();
      }
      List<Part> parts =
          readers.stream()
              .map(r -> new Part(r.file(), r.run().start(), r.events(), r.truncated()))
              .toList();
      return new Result(into, run, events, parts);
    } catch (IOException e) {
      throw new UncheckedIOException("cannot write " + into + ": " + e.getMessage(), e);
    } finally {
      readers.forEach(GatlingLogReader::close);
    }
  }

  /**
   * The first log's run record with the earliest start and every scenario of every log; refuses
   * logs of other runs.
   */
  private static RunLine mergedRun(List<GatlingLogReader> readers, boolean sameSimulation) {
    RunLine first = readers.get(0).run();
    long start = first.start();
    Set<String> scenarios = new LinkedHashSet<>(first.scenarios());
    for (GatlingLogReader r : readers.subList(1, readers.size())) {
      RunLine run = r.run();
      if (sameSimulation && !run.simulationClass().equals(first.simulationClass())) {
        throw new LogError(
            r.file(),
            "is a log of "
                + run.simulationClass()
                + ", "
                + readers.get(0).file()
                + " of "
                + first.simulationClass(),
            "merge only the injectors of one run");
      }
      if (sameSimulation && !sameAssertions(run, first)) {
        throw new LogError(
            r.file(),
            "has other assertions than " + readers.get(0).file(),
            "merge only the injectors of one run, which share their simulation's assertions");
      }
      start = Math.min(start, run.start());
      scenarios.addAll(run.scenarios());
    }
    return new RunLine(
        first.gatlingVersion(),
        first.simulationClass(),
        start,
        first.runDescription(),
        List.copyOf(scenarios),
        first.assertions());
  }

  private static boolean sameAssertions(RunLine a, RunLine b) {
    if (a.assertions().size() != b.assertions().size()) return false;
    for (int i = 0; i < a.assertions().size(); i++) {
      if (!Arrays.equals(a.assertions().get(i), b.assertions().get(i))) return false;
    }
    return true;
  }
}
