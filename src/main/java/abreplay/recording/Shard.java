package abreplay.recording;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import org.HdrHistogram.Histogram;
import org.HdrHistogram.WriterReaderPhaser;

/**
 * One thread's share: written by its thread only, swapped by the flipping thread. Requests sent are
 * a running count instead (its thread stores it opaquely, the flip reads it), of which each interval
 * takes the difference from the flip before: the sum of the intervals is the count, exactly.
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

  /** Makes the (reset) inactive tally active and returns the one written so far, once no writer is in it. */
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

  /** What one thread recorded in one interval. Plain fields: one writer at a time, by the phaser. */
  static final class Tally {
    final Histogram histogram = Recorder.histogram();
    long responses;
    long keepAlive;
    long non2xx;
    long wireBytes;
    long bodyBytes;
    long connect;
    long receive;
    long length;
    long exceptions;

    Counts counts() {
      return new Counts(0, responses, keepAlive, non2xx, wireBytes, bodyBytes, connect, receive, length, exceptions);
    }

    void reset() {
      histogram.reset();
      responses = keepAlive = non2xx = wireBytes = bodyBytes = connect = receive = length = exceptions = 0;
    }
  }
}
