package abreplay.recording;

import java.util.Arrays;

/**
 * Completions per slot, by slot index from a recorder's slot 0 (see {@link Throughput}): the
 * flipping side's running sums, one for the interval being flipped and one for the whole run. Grows
 * as later slots come (doubling: a flip allocates only when the run passes its length). Not
 * thread-safe: used under the {@link Recorder}'s lock only.
 */
final class SlotCounts {
  private long[] counts = new long[64];

  /** The lowest and highest slot holding a completion; high is -1 while empty. */
  private int low = Integer.MAX_VALUE;

  private int high = -1;

  /** Adds {@code slots[j]} to slot {@code offset + j}, for each j. */
  void add(long[] slots, int offset) {
    for (int j = 0; j < slots.length; j++) {
      if (slots[j] != 0) add(offset + j, slots[j]);
    }
  }

  /** Adds every slot of {@code other}. */
  void add(SlotCounts other) {
    for (int i = other.low; i <= other.high; i++) {
      if (other.counts[i] != 0) add(i, other.counts[i]);
    }
  }

  void add(int slot, long n) {
    if (slot >= counts.length)
      counts = Arrays.copyOf(counts, Math.max(counts.length * 2, slot + 1));
    counts[slot] += n;
    low = Math.min(low, slot);
    high = Math.max(high, slot);
  }

  void clear() {
    if (high >= 0) Arrays.fill(counts, low, high + 1, 0);
    low = Integer.MAX_VALUE;
    high = -1;
  }

  boolean isEmpty() {
    return high < 0;
  }

  /**
   * Slots 0 to the highest holding a completion, slot 0 at {@code zeroEpochMillis}; NONE while
   * empty.
   */
  Throughput fromZero(long zeroEpochMillis) {
    return isEmpty()
        ? Throughput.NONE
        : new Throughput(zeroEpochMillis, Arrays.copyOf(counts, high + 1));
  }

  /**
   * Only the slots from the lowest to the highest holding a completion (an interval's); NONE while
   * empty.
   */
  Throughput touched(long zeroEpochMillis) {
    return isEmpty()
        ? Throughput.NONE
        : new Throughput(
            zeroEpochMillis + low * Throughput.SLOT_MILLIS,
            Arrays.copyOfRange(counts, low, high + 1));
  }
}
