package abreplay.result;

import abreplay.machine.ClockSync;
import java.util.List;
import java.util.OptionalLong;

/**
 * How a step's injectors started, as each recorded it in its folder (src/deploy/README.md): its
 * host and clock, its warm-up, and its first request's offset from the common start instant; with
 * the clock tolerance applied to Time taken. Immutable.
 *
 * @param startEpochMillis the start instant every injector waited for, epoch ms
 * @param injectors those that left a folder, by index
 * @param tolerance how far apart their clocks may be
 */
public record InjectorStarts(
    long startEpochMillis, List<Injector> injectors, ClockTolerance tolerance) {

  public InjectorStarts {
    injectors = List.copyOf(injectors);
  }

  /**
   * One injector's start.
   *
   * @param index 1-based
   * @param host its host name
   * @param bootId its kernel's boot id ("" when unknown): the same one, the same clock
   * @param clock its clock's synchronisation as its host reported it
   * @param warmUpRequests the requests it sent to warm up, not counted
   * @param warmMillisBeforeStart how long before the start instant it was warm, ms (negative:
   *     after); empty when it did not say
   * @param firstRequestOffsetMillis its first request's time minus the start instant, ms, on its
   *     clock; empty when it sent none
   */
  public record Injector(
      int index,
      String host,
      String bootId,
      ClockSync clock,
      long warmUpRequests,
      OptionalLong warmMillisBeforeStart,
      OptionalLong firstRequestOffsetMillis) {}

  /**
   * The injectors' start spread, ms: the latest first request's offset minus the earliest's; empty
   * with fewer than one.
   */
  public OptionalLong spreadMillis() {
    long[] offsets =
        injectors.stream()
            .map(Injector::firstRequestOffsetMillis)
            .filter(OptionalLong::isPresent)
            .mapToLong(OptionalLong::getAsLong)
            .toArray();
    if (offsets.length == 0) return OptionalLong.empty();
    long min = Long.MAX_VALUE, max = Long.MIN_VALUE;
    for (long o : offsets) {
      min = Math.min(min, o);
      max = Math.max(max, o);
    }
    return OptionalLong.of(max - min);
  }
}
