package abreplay.run;

import abreplay.plan.WarmUpPolicy;
import abreplay.recording.Recorder;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;

/**
 * ab's slots: requests handed out to {@code users} virtual users, the next one to whichever user is
 * free first. A step hands out exactly its -n; a warm-up as long as {@link WarmUpPolicy} says.
 * Thread-safe: every user's thread takes tickets; the steadiness check runs under a lock once per
 * 256 tickets.
 */
public final class Tickets {
  private static final long MIN_NANOS = WarmUpPolicy.MIN_SECONDS * 1_000_000_000L;
  private static final long ROUND_NANOS = WarmUpPolicy.ROUND_SECONDS * 1_000_000_000L;
  private final Clock clock;

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

  /** Nanoseconds, as System.nanoTime gives them; a test's own clock lets it play out a warm-up at once. */
  public interface Clock {
    long nanoTime();
  }

  private Tickets(long minimum, long limit, boolean untilSteady, int users, Recorder recorder, Clock clock) {
    this.clock = clock;
    this.minimum = minimum;
    this.limit = limit;
    this.untilSteady = untilSteady;
    this.usersLeft = new AtomicInteger(users);
    this.recorder = recorder;
  }

  /** Exactly {@code requests}. */
  public static Tickets exactly(long requests, int users, Recorder recorder) {
    return new Tickets(requests, requests, false, users, recorder, System::nanoTime);
  }

  /** A warm-up of at least {@code minimum} requests, as long as {@link WarmUpPolicy} says. */
  public static Tickets untilSteady(long minimum, int users, Recorder recorder) {
    return untilSteady(minimum, users, recorder, System::nanoTime);
  }

  static Tickets untilSteady(long minimum, int users, Recorder recorder, Clock clock) {
    return new Tickets(minimum, minimum * WarmUpPolicy.MAX_FACTOR, true, users, recorder, clock);
  }

  /** True, and one request fewer to hand out, when a request is left. */
  public boolean take() {
    long n = issued.incrementAndGet();
    if (n > limit) return false;
    if (untilSteady && (n & 255) == 0) {
      long now = clock.nanoTime();
      if (firstTicket == 0) firstTicket = now;
      else if (n >= minimum && now - firstTicket >= MIN_NANOS) checkSteady(n, now);
    }
    recorder.markStart();
    recorder.requestSent();
    return true;
  }

  /** Ends the warm-up once a round runs within {@link WarmUpPolicy#STEADY} of the one before. */
  private synchronized void checkSteady(long n, long now) {
    if (roundStart == 0) {
      roundStart = now;
      roundStartIssued = n;
      return;
    }
    if (now - roundStart < ROUND_NANOS) return;
    double rate = (n - roundStartIssued) * 1e9 / (now - roundStart);
    if (lastRoundRate > 0 && Math.abs(rate / lastRoundRate - 1) <= WarmUpPolicy.STEADY) limit = n;
    lastRoundRate = rate;
    roundStart = now;
    roundStartIssued = n;
  }

  /** A user has no more requests to send; the last one marks the end of the run. */
  public void userDone() {
    if (usersLeft.decrementAndGet() == 0) recorder.markEnd();
  }

  /** No more requests: the target is not there, or the run is being stopped. */
  public void cancel() {
    limit = 0;
  }
}
