package abreplay.gatling;

import abreplay.recording.Recorder;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;

/**
 * ab's slots: requests handed out to {@code users} virtual users, the next one to whichever user is
 * free first. A step hands out exactly its -n. A warm-up hands out at least its count, then goes on
 * until the rate is steady: both JVMs compile their hot paths while it runs, and a system measured
 * before they have would lose to the ones after it for no reason of its own.
 */
final class Tickets {
  /** A cold load generator needs 10-15 s of load to reach its plateau: steadiness is judged after this. */
  static final long MIN_WARM_UP_NANOS = 15_000_000_000L;
  /** How long a warm-up round lasts, and how close two rounds' rates must be to call the rate steady. */
  static final long ROUND_NANOS = 2_000_000_000L;
  static final double STEADY = 0.05;
  /** A warm-up stops at this many times its count, steady or not. */
  static final int MAX_WARM_UP_FACTOR = 10;

  private final AtomicLong issued = new AtomicLong();
  private final AtomicInteger usersLeft;
  private final Recorder recorder;
  private final long minimum;
  private final boolean untilSteady;
  private volatile long limit;
  private volatile long firstTicket;
  private long roundStart;
  private long roundStartIssued;
  private double lastRoundRate;

  private Tickets(long minimum, long limit, boolean untilSteady, int users, Recorder recorder) {
    this.minimum = minimum;
    this.limit = limit;
    this.untilSteady = untilSteady;
    this.usersLeft = new AtomicInteger(users);
    this.recorder = recorder;
  }

  /** Exactly {@code requests}. */
  static Tickets exactly(long requests, int users, Recorder recorder) {
    return new Tickets(requests, requests, false, users, recorder);
  }

  /**
   * At least {@code minimum} and 15 s, then until two rounds run at the same rate, at most ten times
   * as many.
   */
  static Tickets untilSteady(long minimum, int users, Recorder recorder) {
    return new Tickets(minimum, minimum * MAX_WARM_UP_FACTOR, true, users, recorder);
  }

  /** True, and one request fewer to hand out, when a request is left. */
  boolean take() {
    long n = issued.incrementAndGet();
    if (n > limit) return false;
    if (untilSteady && (n & 255) == 0) {
      long now = System.nanoTime();
      if (firstTicket == 0) firstTicket = now;
      else if (n >= minimum && now - firstTicket >= MIN_WARM_UP_NANOS) checkSteady(n, now);
    }
    recorder.markStart();
    recorder.requestSent();
    return true;
  }

  /** Ends the warm-up once a round of {@link #ROUND_NANOS} runs within {@link #STEADY} of the one before. */
  private synchronized void checkSteady(long n, long now) {
    if (roundStart == 0) {
      roundStart = now;
      roundStartIssued = n;
      return;
    }
    if (now - roundStart < ROUND_NANOS) return;
    double rate = (n - roundStartIssued) * 1e9 / (now - roundStart);
    if (lastRoundRate > 0 && Math.abs(rate / lastRoundRate - 1) <= STEADY) limit = n;
    lastRoundRate = rate;
    roundStart = now;
    roundStartIssued = n;
  }

  void userDone() {
    if (usersLeft.decrementAndGet() == 0) recorder.markEnd();
  }

  /** No more requests: the target is not there, or the run is being stopped. */
  void cancel() {
    limit = 0;
  }
}
