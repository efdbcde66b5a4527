package abreplay.recording;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import org.HdrHistogram.Histogram;
import org.HdrHistogram.WriterReaderPhaser;

/**
 * One thread's share of a {@link Recorder}: two tallies, written by its thread only and swapped by
 * the flipping thread; requests sent are a running count whose differences the flips take, so the
 * intervals sum to it exactly. Each tally counts completions in a small array of {@link
 * Tally#SLOTS} {@link Throughput} slots, re-anchored at each interval's first response (an
 * interval's ends fall within about a second), so the steady state never allocates; ends spread
 * wider grow it once.
 */
final class Shard {
  static final VarHandle SENT;

  static {
    try {
      SENT = MethodHandles.lookup().findVarHandle(Shard.class, "sent", long.class);
    } catch (ReflectiveOperationException e) {
      throw new ExceptionInInitializerError(e);
    }
  }

  final WriterReaderPhaser phaser = new WriterReaderPhaser();
  volatile Tally active = new Tally();
  Tally inactive = new Tally();

  /** Requests sent by this thread so far; written by it only. */
  long sent;

  /** {@link #sent} at the latest flip; the flipping side's. */
  long sentAtFlip;

  /** The requests sent since the flip before, as counts. */
  Counts sentSinceFlip() {
    long now = (long) SENT.getOpaque(this);
    long since = now - sentAtFlip;
    sentAtFlip = now;
    return new Counts(since, 0, 0, 0, 0, 0, 0, 0, 0, 0);
  }

  /**
   * Makes the (reset) inactive tally active and returns the one written so far, once no writer is
   * in it.
   */
  Tally swap() {
    phaser.readerLock();
    try {
      Tally written = active;
      active = inactive;
      inactive = written;
      phaser.flipPhase();
      return written;
    } finally {
      phaser.readerUnlock();
    }
  }

  /**
   * What one thread recorded in one interval. Plain fields: one writer at a time, by the phaser.
   */
  static final class Tally {
    /** 3.2 s of slots: an interval (1 s) and its stragglers. */
    static final int SLOTS = 32;

    /** Slots kept below an empty tally's first completion, for ends that come out of order. */
    static final int BEHIND = 4;

    final Histogram histogram = Histograms.histogram();
    long responses;
    long keepAlive;
    long non2xx;
    long wireBytes;
    long bodyBytes;
    long connect;
    long receive;
    long length;
    long exceptions;

    /**
     * Completions per slot: {@code slots[j]} counts slot {@code slotOffset + j}; zero after a
     * reset.
     */
    long[] slots = new long[SLOTS];

    int slotOffset;

    /**
     * One completion in {@code slot}; call before counting the response (an empty tally
     * re-anchors).
     */
    void complete(int slot) {
      int j = slot - slotOffset;
      if (j < 0 || j >= slots.length) j = makeRoom(slot);
      slots[j]++;
    }

    /**
     * Re-anchors an empty tally at {@code slot}, or grows one that holds others to cover it too.
     */
    private int makeRoom(int slot) {
      if (responses == 0) {
        slotOffset = Math.max(0, slot - BEHIND);
      } else {
        int from = Math.max(0, Math.min(slotOffset, slot) - BEHIND);
        int to = Math.max(slotOffset + slots.length, slot + 1);
        long[] grown = new long[Math.max(slots.length * 2, to - from)];
        System.arraycopy(slots, 0, grown, slotOffset - from, slots.length);
        slots = grown;
        slotOffset = from;
      }
      return slot - slotOffset;
    }

    Counts counts() {
      return new Counts(
          0,
          responses,
          keepAlive,
          non2xx,
          wireBytes,
          bodyBytes,
          connect,
          receive,
          length,
          exceptions);
    }

    void reset() {
      histogram.reset();
      java.util.Arrays.fill(slots, 0);
      responses =
          keepAlive = non2xx = wireBytes = bodyBytes = connect = receive = length = exceptions = 0;
    }
  }
}
