package abreplay.result;

import java.util.Locale;
import java.util.OptionalDouble;

/**
 * How far apart the injectors' clocks may be, and so how far off Time taken (the earliest first
 * request to the latest last response, each in epoch ms of the host that saw it) may be:
 * src/deploy/README.md, "Clocks". Immutable, pure.
 */
public sealed interface ClockTolerance {
  /** Given by the user: {@code ./ab-replay --merge --clock-tolerance <d>}. */
  record Given(double millis) implements ClockTolerance {
    @Override
    public String describe() {
      return String.format(Locale.ROOT, "± %.3f ms (given: --clock-tolerance)", millis);
    }
  }

  /** Every injector ran on one kernel (the same boot id), so read one clock: 0. */
  record OneKernel(String bootId) implements ClockTolerance {
    @Override
    public String describe() {
      return "± 0 ms (every injector on one kernel, boot id " + bootId + ": one clock)";
    }
  }

  /**
   * Every injector's host said it was synchronised, within a bound: two hosts are at most the sum
   * of their bounds apart, so the tolerance is the sum of the two largest.
   */
  record Bounded(double millis) implements ClockTolerance {
    @Override
    public String describe() {
      return String.format(
          Locale.ROOT,
          "± %.3f ms (every host synchronised; the two largest of their reported bounds, added)",
          millis);
    }
  }

  /** Not known: a host that did not say it was synchronised, or gave no bound. */
  record Unknown(String why) implements ClockTolerance {
    @Override
    public String describe() {
      return "unknown (" + why + "): give --clock-tolerance <d>, e.g. 2ms, to state it";
    }
  }

  /** In a few words, for a report. */
  String describe();

  /** In ms; empty when unknown. */
  default OptionalDouble bound() {
    if (this instanceof Given g) return OptionalDouble.of(g.millis());
    if (this instanceof Bounded b) return OptionalDouble.of(b.millis());
    return this instanceof OneKernel ? OptionalDouble.of(0) : OptionalDouble.empty();
  }
}
