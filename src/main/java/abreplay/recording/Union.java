package abreplay.recording;

import java.util.List;
import org.HdrHistogram.Histogram;

/**
 * Several injectors' recordings of one step as the one recording ab would have printed, had one
 * process sent every request (issue 15). Pure; the parts are not changed.
 *
 * <ul>
 *   <li>Counts (Complete, Failed and each class, Non-2xx, Keep-Alive, Total and HTML transferred):
 *       sums, exactly.
 *   <li>Response times: the union of the parts' HdrHistograms (same unit, ms, and precision: adding
 *       them is exact), from which ab's mean, sd, min, max and percentiles are taken as for one
 *       part.
 *   <li>Time taken: from the earliest first request sent to the last response received, over every
 *       part: {@code max_i((start_i - start) ms + elapsed_i)} with {@code start = min_i start_i},
 *       the parts' starts in epoch milliseconds (one machine: one clock; across hosts, off by the
 *       hosts' clock spread, see src/deploy/README.md) and their elapsed times in nanoseconds.
 *   <li>First response (Document Length, Server Software): the first part's that has one.
 *   <li>Throughput slots: added slot by slot from the earliest part's slot 0; a later part is
 *       shifted by its start's distance in whole slots, rounded to the nearest (a part's slot
 *       boundaries fall between the earliest part's: a response may be counted one slot early or
 *       late, the total never changes). A part without slots leaves the union without them ({@link
 *       Throughput#NONE}).
 * </ul>
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
