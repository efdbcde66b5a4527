package abreplay.recording;

import java.util.Arrays;

/**
 * Responses completed per slot of SLOT_MILLIS wall time, by each response's completion instant.
 * PLACEHOLDER of the lead's branch until the throughput branch lands (same API).
 */
public record Throughput(long firstSlotEpochMillis, long[] completions) {
  public static final long SLOT_MILLIS = 100;
  public static final Throughput NONE = new Throughput(0, new long[0]);

  public boolean isEmpty() {
    return completions.length == 0;
  }

  public long total() {
    return Arrays.stream(completions).sum();
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof Throughput t && t.firstSlotEpochMillis == firstSlotEpochMillis
        && Arrays.equals(t.completions, completions);
  }

  @Override
  public int hashCode() {
    return Long.hashCode(firstSlotEpochMillis) * 31 + Arrays.hashCode(completions);
  }

  @Override
  public String toString() {
    return "Throughput[" + firstSlotEpochMillis + ", " + Arrays.toString(completions) + "]";
  }
}
