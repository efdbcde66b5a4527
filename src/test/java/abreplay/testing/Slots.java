package abreplay.testing;

import abreplay.recording.Throughput;

/**
 * {@link Throughput}s for tests: a step's responses spread over its 100-ms slots, evenly (no noise
 * of its own) or with the inner slots alternating above and below the mean by a share (noise that
 * {@code StepNoise} measures).
 */
public final class Slots {
  /** An arbitrary instant for the first slot. */
  public static final long START_EPOCH_MILLIS = 1_700_000_000_000L;

  private Slots() {}

  /** {@code responses} over {@code seconds}, every slot alike (up to rounding): a steady step. */
  public static Throughput even(long responses, double seconds) {
    return jittered(responses, seconds, 0);
  }

  /**
   * {@code responses} over {@code seconds}: a partial slot at each end, and the inner slots, batch
   * by batch as StepNoise cuts them, alternately (1 + share) and (1 - share) times the mean; the
   * counts add up to {@code responses} exactly.
   */
  public static Throughput jittered(long responses, double seconds, double share) {
    int inner = Math.max(1, (int) Math.round(seconds * 1000 / Throughput.SLOT_MILLIS) - 1);
    long[] slots = new long[inner + 2];
    double perSlot =
        responses / (inner + 1.0); // the two end slots make one whole slot between them
    double cumulative = 0;
    long given = 0;
    for (int i = 0; i < slots.length; i++) {
      double share_ =
          i == 0 || i == slots.length - 1
              ? 0.5
              : 1 + (batch(i - 1, inner) % 2 == 0 ? share : -share);
      cumulative += perSlot * share_;
      long upTo = Math.min(responses, Math.round(cumulative));
      slots[i] = upTo - given;
      given = upTo;
    }
    slots[slots.length - 1] += responses - given;
    return new Throughput(START_EPOCH_MILLIS, slots);
  }

  /**
   * Inner slot j's batch as StepNoise cuts them (up to ten): noise as slow as its batches, which it
   * sees whole.
   */
  private static int batch(int j, int inner) {
    int batches = Math.min(10, inner);
    int b = 0;
    while ((b + 1) * inner / batches <= j) b++;
    return b;
  }
}
