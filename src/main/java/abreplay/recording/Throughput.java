package abreplay.recording;

import java.util.Arrays;

/**
 * Responses completed per {@link #SLOT_MILLIS} of wall time: a response whose last byte came at
 * {@code endEpochMillis} counts once, in slot {@code (endEpochMillis - firstSlotEpochMillis) /
 * SLOT_MILLIS}. A step's runs from its first request to its last response; {@link #total} is ab's
 * "Complete requests". Immutable: the array is never handed out to be changed.
 *
 * @param firstSlotEpochMillis the first request's send time for a recorder's; 0 for {@link #NONE}
 * @param completions slot 0 first; empty when none completed or in an older interval log
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
