package abreplay.recording;

import java.util.List;
import org.HdrHistogram.Histogram;

/**
 * Several injectors' recordings of one step as the one recording ab would have printed had one
 * process sent every request. Counts and histograms (ms, one precision) add exactly; time taken
 * runs from the earliest first request to the last response, by the parts' epoch-ms starts (across
 * hosts, off by their clocks' spread: src/deploy/README.md). A later part's slots shift by whole
 * slots, a response maybe one slot off, the total never; a part without slots leaves {@link
 * Throughput#NONE}. Pure: the parts are not changed.
 */
public final class Union {
  private Union() {}

  /**
   * @param parts one or more, injector 1 first
   * @throws IllegalArgumentException for no part, or a part whose times are not a recorder's
   *     histogram
   */
  public static Recording of(List<Recording> parts) {
    if (parts.isEmpty()) throw new IllegalArgumentException("no recording to unite");
    if (parts.size() == 1) return parts.get(0);
    Counts counts = Counts.ZERO;
    Histogram millis = Histograms.histogram();
    boolean recorded = true;
    Recording.FirstResponse first = new Recording.FirstResponse(-1, null);
    for (Recording r : parts) {
      counts = counts.plus(counts(r));
      if (!(r.times() instanceof HistogramSample h)) {
        throw new IllegalArgumentException(
            "a recording whose times are not a histogram: " + r.times());
      }
      millis.add(h.millis());
      recorded &= r.responsesRecorded();
      if (first.documentLength() < 0 && r.first().documentLength() >= 0) first = r.first();
    }
    return Recording.of(recorded, counts, first, timing(parts), millis, throughput(parts));
  }

  private static Counts counts(Recording r) {
    return new Counts(
        r.requests().sent(),
        r.requests().responses(),
        r.requests().keepAlive(),
        r.requests().non2xx(),
        r.transfer().wireBytes(),
        r.transfer().bodyBytes(),
        r.failures().connect(),
        r.failures().receive(),
        r.failures().length(),
        r.failures().exceptions());
  }

  /** From the earliest start to the latest end; parts that never sent are left out. */
  static Recording.Timing timing(List<Recording> parts) {
    long start = Long.MAX_VALUE;
    for (Recording r : parts) {
      if (r.timing().startEpochMillis() > 0) start = Math.min(start, r.timing().startEpochMillis());
    }
    if (start == Long.MAX_VALUE) return new Recording.Timing(0, 0);
    long elapsed = 0;
    for (Recording r : parts) {
      if (r.timing().startEpochMillis() <= 0) continue;
      elapsed =
          Math.max(
              elapsed,
              (r.timing().startEpochMillis() - start) * 1_000_000 + r.timing().elapsedNanos());
    }
    return new Recording.Timing(elapsed, start);
  }

  /**
   * The parts' slots on the earliest part's slot 0; NONE if a part that completed anything has
   * none.
   */
  static Throughput throughput(List<Recording> parts) {
    long zero = Long.MAX_VALUE;
    for (Recording r : parts) {
      if (r.throughput().isEmpty()) {
        if (r.requests().responses() > 0) return Throughput.NONE;
        continue;
      }
      zero = Math.min(zero, r.throughput().firstSlotEpochMillis());
    }
    if (zero == Long.MAX_VALUE) return Throughput.NONE;
    SlotCounts sum = new SlotCounts();
    for (Recording r : parts) {
      Throughput t = r.throughput();
      if (t.isEmpty()) continue;
      int shift =
          (int) Math.round((t.firstSlotEpochMillis() - zero) / (double) Throughput.SLOT_MILLIS);
      for (int s = 0; s < t.slots(); s++) {
        if (t.at(s) != 0) sum.add(shift + s, t.at(s));
      }
    }
    return sum.fromZero(zero);
  }
}
