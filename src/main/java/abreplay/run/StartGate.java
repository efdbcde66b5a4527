package abreplay.run;

import java.time.Duration;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.Consumer;

/**
 * Where a step's users wait for the common start instant when several injectors run it. Each user
 * may first take a warm-up request ({@link #warmUpTicket}); when the last user has had its last one
 * ({@link #userWarm}), {@code onWarm} runs once, with the epoch ms, on that user's thread (it must
 * not block: an injector prints a line, the run's JVM does nothing). Then users poll {@link
 * #startAt} until someone {@link #open}s the gate with an instant (every {@link #POLL}), and pause
 * until it. Thread-safe.
 */
public final class StartGate {
  /** Warm-up requests are named apart: not the step's, so no failure of theirs is counted in it. */
  public static final String WARM_UP_PREFIX = "~ warm-up ";

  /**
   * How often a waiting user looks for the instant; the instant must be further ahead than this.
   */
  public static final Duration POLL = Duration.ofMillis(500);

  private final AtomicLong warmUpLeft;
  private final AtomicInteger warmUsers = new AtomicInteger();
  private final Consumer<Long> onWarm;
  private volatile long startAt;

  public StartGate(long warmUpRequests, Consumer<Long> onWarm) {
    this.warmUpLeft = new AtomicLong(warmUpRequests);
    this.onWarm = onWarm;
  }

  public boolean warmUpTicket() {
    return warmUpLeft.get() > 0 && warmUpLeft.getAndDecrement() > 0;
  }

  public void userWarm(int users) {
    if (warmUsers.incrementAndGet() == users) onWarm.accept(System.currentTimeMillis());
  }

  /** The start instant, epoch ms; 0 while there is none. */
  public long startAt() {
    return startAt;
  }

  /** Users go at {@code epochMillis} (at once if it has passed). */
  public void open(long epochMillis) {
    startAt = Math.max(1, epochMillis);
  }
}
