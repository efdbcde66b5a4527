package abreplay.standin;

import abreplay.targets.TargetCounters;

/**
 * A stand-in's counters as its control pipe carries them, one line: {@value #PREFIX} and the
 * counters' seven numbers in {@link TargetCounters}' order, separated by spaces. Written by the
 * stand-in ({@link StandInMain}) and read by the run that started it ({@link StandInProcess}), so
 * both are always of one build. Pure.
 */
final class StatsLine {
  static final String PREFIX = "stats ";

  private StatsLine() {}

  static String of(TargetCounters c) {
    return PREFIX
        + c.connectionsAccepted()
        + " "
        + c.connectionsOpen()
        + " "
        + c.requestsServed()
        + " "
        + c.bytesWritten()
        + " "
        + c.workerRecycles()
        + " "
        + c.eventLoopsUsed()
        + " "
        + c.serviceWorkersUsed();
  }

  /**
   * The counters of a line {@link #of} wrote, without its prefix.
   *
   * @throws IllegalArgumentException for a line that is not seven whole numbers
   */
  static TargetCounters parse(String numbers) {
    String[] n = numbers.trim().split(" ");
    if (n.length != 7)
      throw new IllegalArgumentException("a stats line of 7 numbers, not: " + numbers);
    return new TargetCounters(
        Long.parseLong(n[0]),
        Integer.parseInt(n[1]),
        Long.parseLong(n[2]),
        Long.parseLong(n[3]),
        Long.parseLong(n[4]),
        Integer.parseInt(n[5]),
        Integer.parseInt(n[6]));
  }
}
