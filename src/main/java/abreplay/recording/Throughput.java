package abreplay.recording;

import java.util.Arrays;

/**
 * Responses completed per slot of {@link #SLOT_MILLIS} wall time, by each response's completion
 * instant: the response whose last byte came at {@code endEpochMillis} is counted once, in slot
 * {@code (endEpochMillis - firstSlotEpochMillis) / SLOT_MILLIS}. A step's throughput runs from its
 * first request (slot 0 begins when it was sent, so its first slots may hold nothing yet) to its
 * last response (the last slot holds it, and is usually cut short by the step's end: a fraction of
 * a slot). Its {@link #total} is the step's responses (ab's "Complete requests"). Immutable: the
 * array is never handed out to be changed, nor changed once given.
 *
 * @param firstSlotEpochMillis when slot 0 begins, in epoch milliseconds (the first request's send
 *     time for a recorder's throughput); 0 for {@link #NONE}
 * @param completions responses completed per slot, slot 0 first; empty when none completed or the
 *     recording predates slots (an interval log written before them)
 */
public record Throughput(long firstSlotEpochMillis, long[] completions) {
  public static final long SLOT_MILLIS = 100;
  public static final Throughput NONE = new Throughput(0, new long[0]);

  public Throughput {
    if (firstSlotEpochMillis < 0)
      throw new IllegalArgumentException("firstSlotEpochMillis " + firstSlotEpochMillis);
    for (long c : completions) {
      if (c < 0) throw new IllegalArgumentException("a negative completion count: " + c);
    }
    completions = completions.clone();
  }

  /** The completions per slot, a copy (the record's own array stays unchanged). */
  @Override
  public long[] completions() {
    return completions.clone();
  }

  /** The completions of slot {@code slot}, without copying the array. */
  public long at(int slot) {
    return completions[slot];
  }

  /** How many slots it has. */
  public int slots() {
    return completions.length;
  }

  /** No slots: nothing completed, or a recording from before slots were kept. */
  public boolean isEmpty() {
    return completions.length == 0;
  }

  /** Every completion counted: the sum of the slots. */
  public long total() {
    long sum = 0;
    for (long c : completions) sum += c;
    return sum;
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof Throughput t
        && firstSlotEpochMillis == t.firstSlotEpochMillis
        && Arrays.equals(completions, t.completions);
  }

  @Override
  public int hashCode() {
    return Long.hashCode(firstSlotEpochMillis) * 31 + Arrays.hashCode(completions);
  }

  /**
   * Short enough for a test's failure message: its start, slot count and total, and the first
   * slots.
   */
  @Override
  public String toString() {
    int shown = Math.min(completions.length, 20);
    String head = Arrays.toString(Arrays.copyOf(completions, shown));
    if (shown < completions.length) head = head.substring(0, head.length() - 1) + ", ...]";
    return "Throughput[firstSlotEpochMillis="
        + firstSlotEpochMillis
        + ", slots="
        + completions.length
        + ", total="
        + total()
        + ", completions="
        + head
        + "]";
  }
}
