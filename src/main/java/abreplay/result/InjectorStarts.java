package abreplay.result;

import abreplay.machine.ClockSync;
import java.util.Comparator;
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
   * One injector's start; millisecond figures are on its own clock, empty when it did not say.
   *
   * @param index 1-based
   * @param bootId its kernel's boot id ("" when unknown): the same one, the same clock
   * @param warmUpRequests sent to warm up, not counted
   * @param warmMillisBeforeStart how long before the start instant it was warm (negative: after)
   * @param firstRequestOffsetMillis its first request's time minus the start instant
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

  /**
   * Their clock tolerance when none is given: 0 when every injector reported the same kernel; else,
   * when every one reported a synchronised clock with a bound, the sum of the two largest bounds;
   * else unknown, saying which injector is why.
   */
  public static ClockTolerance clockTolerance(List<Injector> injectors) {
    if (injectors.isEmpty()) return new ClockTolerance.Unknown("no injector reported its clock");
    String kernel = injectors.get(0).bootId();
    if (!kernel.isEmpty() && injectors.stream().allMatch(i -> i.bootId().equals(kernel)))
      return new ClockTolerance.OneKernel(kernel);
    for (Injector i : injectors) {
      if (!(i.clock() instanceof ClockSync.Synchronised s)) {
        return new ClockTolerance.Unknown(
            "injector " + i.index() + "'s clock: " + i.clock().describe());
      }
      if (s.boundMillis().isEmpty()) {
        return new ClockTolerance.Unknown(
            "injector "
                + i.index()
                + "'s host said synchronised but gave no bound (chronyc tracking or timedatectl"
                + " timesync-status)");
      }
    }
    List<Double> bounds =
        injectors.stream()
            .map(i -> ((ClockSync.Synchronised) i.clock()).boundMillis().getAsDouble())
            .sorted(Comparator.reverseOrder())
            .toList();
    return new ClockTolerance.Bounded(bounds.get(0) + (bounds.size() > 1 ? bounds.get(1) : 0));
  }
}
