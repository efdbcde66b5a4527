package abreplay.run;

import abreplay.plan.WarmUp;
import abreplay.plan.WarmUpPolicy;
import abreplay.recording.Recorder;
import java.time.Duration;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;

/**
 * ab's slots: requests handed out to a step's virtual users, each to whichever is free first; a
 * step hands out exactly its -n. A warm-up picks its policy ({@link WarmUpPolicy}) when its first
 * request is taken, hands out at least its count, and goes on until the rate is steady or its time
 * cap ({@link WarmUp#cap}) ends it; {@link #end} says how it ended. Thread-safe: the policy is
 * picked once, the steadiness check runs under a lock once per 256 tickets, and the clock is read
 * once per 16.
 */
public final class Tickets {
  /** Nanoseconds, as System.nanoTime gives them; a test's own clock plays out a warm-up at once. */
  public interface Clock {
    long nanoTime();
  }

  /**
   * Milliseconds this JVM's JIT compilers have spent compiling, in all, as {@link
   * java.lang.management.CompilationMXBean#getTotalCompilationTime} gives them (summed over
   * compiler threads: it may run faster than the wall clock).
   */
  public interface Jit {
    long compilingMillis();

    /** This JVM's, or 0 when it does not say (then the rate alone decides). */
    Jit THIS_JVM =
        () -> {
          var bean = java.lang.management.ManagementFactory.getCompilationMXBean();
          return bean != null && bean.isCompilationTimeMonitoringSupported()
              ? bean.getTotalCompilationTime()
              : 0;
        };
  }

  /**
   * What a step does at the ends of the time ab measures, on the user's thread: before its first
   * request is sent, and once its last user is done. The target's and the load generator's CPU are
   * sampled there, so that the step's resources cover its requests and not Gatling's moves between
   * populations (tenths of a second at each end, a fifth of a 3-second step).
   */
  public interface Ends {
    void first();

    void last();
  }

  private final AtomicLong issued = new AtomicLong();
  private final AtomicInteger usersLeft;
  private final Recorder recorder;
  private final Clock clock;
  private final Jit jit;

  /** The target's JIT, which a target's warm-up waits on too; none until {@link #watching}. */
  private volatile Jit targetJit = NO_JIT;

  /** A JIT that says nothing: the rate alone decides. */
  static final Jit NO_JIT = () -> 0;

  private final WarmUp warmUp;
  private final String system;
  private final LoadGeneratorWarmUp warmth;
  private volatile WarmUpPolicy policy;
  private volatile long minimum;
  private volatile long limit;
  private volatile long capNanos;
  private volatile WarmUpPolicy.End end;
  private volatile boolean cancelled;
  private volatile long firstTicket;
  private volatile Ends ends;
  private volatile boolean begun;
  private volatile boolean logging = true;

  /** A step by duration: how long from its first ticket it hands tickets out; 0 for none. */
  private final long durationNanos;

  /** A step at a rate: the requests per second its schedule sends; 0 for none. */
  private final double rate;

  /** When the first ticket was taken ({@link Clock#nanoTime}), and in epoch ms; 0 before. */
  private final AtomicLong startNanos = new AtomicLong();

  private volatile long startEpochMillis;
  private final AtomicLong loggingSince = new AtomicLong();
  private long roundStart;
  private long roundStartIssued;
  private long roundStartCompiled;
  private double lastRoundRate;

  private Tickets(
      long requests,
      int users,
      Recorder recorder,
      Clock clock,
      Jit jit,
      WarmUp warmUp,
      String system,
      LoadGeneratorWarmUp warmth,
      long durationNanos,
      double rate) {
    this.durationNanos = durationNanos;
    this.rate = rate;
    this.minimum = requests;
    this.limit = requests;
    this.usersLeft = new AtomicInteger(users);
    this.recorder = recorder;
    this.clock = clock;
    this.jit = jit;
    this.warmUp = warmUp;
    this.system = system;
    this.warmth = warmth;
  }

  /** Exactly {@code requests}. */
  public static Tickets exactly(long requests, int users, Recorder recorder) {
    return new Tickets(requests, users, recorder, System::nanoTime, null, null, null, null, 0, 0);
  }

  /**
   * As many requests as {@code users} closed loops send in {@code duration} from the first one
   * taken: a ticket is handed out while the duration runs, to whichever user is free (wrk's, hey
   * -z's, bombardier -d's load), none after.
   */
  public static Tickets during(Duration duration, int users, Recorder recorder) {
    return during(duration, users, recorder, System::nanoTime);
  }

  static Tickets during(Duration duration, int users, Recorder recorder, Clock clock) {
    return new Tickets(
        Long.MAX_VALUE, users, recorder, clock, null, null, null, null, duration.toNanos(), 0);
  }

  /**
   * The users Gatling's open model starts for {@code constantUsersPerSec(rate).during(seconds)}:
   * round(seconds x rate), seconds whole (Gatling 3.15.1's ConstantRateOpenInjection truncates a
   * duration to its seconds), never below 1. Each user sends one request.
   */
  public static long scheduledUsers(double rate, long seconds) {
    return Math.max(1, Math.round(seconds * rate));
  }

  /**
   * A schedule of {@code rate} requests per second for {@code seconds}: one ticket per user of
   * Gatling's open model ({@link #scheduledUsers}), the n-th intended for the first one's instant
   * plus (n - 1) / rate ({@link #takeScheduled}): wrk2's rate, whose latency counts from the
   * intended send time.
   */
  public static Tickets scheduled(double rate, long seconds, Recorder recorder) {
    return scheduled(rate, seconds, recorder, System::nanoTime);
  }

  static Tickets scheduled(double rate, long seconds, Recorder recorder, Clock clock) {
    long users = scheduledUsers(rate, seconds);
    return new Tickets(
        users,
        (int) Math.min(Integer.MAX_VALUE, users),
        recorder,
        clock,
        null,
        null,
        null,
        null,
        0,
        rate);
  }

  /**
   * A ticket of a schedule: the epoch millisecond its request was intended to be sent at, from the
   * first ticket's instant and the rate, whenever it is actually sent; -1 when none is left.
   * Gatling's open model starts each user on its schedule, and a user started late (the load
   * generator behind) still counts its latency from here: no coordinated omission.
   */
  public long takeScheduled() {
    long n = next();
    if (n < 0) return -1;
    return startEpochMillis + Math.round((n - 1) * 1000 / rate);
  }

  /**
   * Calls {@code ends} at this step's first request and its last user's end; set before the step
   * starts.
   */
  public Tickets measuredBy(Ends ends) {
    this.ends = ends;
    return this;
  }

  /**
   * A target's warm-up (the policy {@link WarmUpPolicy#TARGET}) ends steady only once {@code
   * target}'s JIT, too, compiled for at most {@link WarmUpPolicy#JIT_QUIET} of a round: a target's
   * warm-up is the load generator's bound, so its rate holds still while a JVM target is still
   * compiling the path it serves. Set before the warm-up starts.
   */
  public Tickets watching(Jit target) {
    this.targetJit = target;
    return this;
  }

  /** {@code system}'s warm-up, under the policy the run's warmth calls for when it starts. */
  public static Tickets warmUp(
      WarmUp warmUp, String system, LoadGeneratorWarmUp warmth, Recorder recorder) {
    return warmUp(warmUp, system, warmth, recorder, System::nanoTime, Jit.THIS_JVM);
  }

  static Tickets warmUp(
      WarmUp warmUp,
      String system,
      LoadGeneratorWarmUp warmth,
      Recorder recorder,
      Clock clock,
      Jit jit) {
    return new Tickets(
        -1, warmUp.concurrency(), recorder, clock, jit, warmUp, system, warmth, 0, 0);
  }

  /** True, and one request fewer to hand out, when a request is left. */
  public boolean take() {
    return next() >= 0;
  }

  /** The first ticket's instants: the epoch's written before the one the others wait on. */
  private synchronized void start(long now) {
    if (startNanos.get() != 0) return;
    startEpochMillis = System.currentTimeMillis();
    startNanos.set(now);
  }

  /** The number of the ticket taken (from 1), or -1 when none is left. */
  private long next() {
    if (warmUp != null && policy == null) pickPolicy();
    if (durationNanos > 0 || rate > 0) {
      long now = clock.nanoTime();
      if (startNanos.get() == 0) start(now);
      if (durationNanos > 0 && now - startNanos.get() >= durationNanos) return -1;
    }
    long n = issued.incrementAndGet();
    if (n > limit) {
      // The first refusal of a warm-up no clock check ended: it ran to its count cap.
      if (warmUp != null && end == null) ended(n - 1, WarmUpPolicy.End.COUNT_CAP);
      return -1;
    }
    if (ends != null && !begun) begin();
    if (warmUp != null) {
      if (n == 1) firstTicket = clock.nanoTime();
      if ((n & 15) == 0) warmUpClock(n);
    }
    recorder.markStart();
    recorder.requestSent();
    return n;
  }

  /**
   * True, and one request fewer to hand out, while this warm-up is within its first {@link
   * WarmUpPolicy#LOGGED_SECONDS} (from the first call) or its first {@link
   * WarmUpPolicy#LOGGED_REQUESTS}, and a request is left; false from then on, with no request
   * taken: the users go on with {@link #take} and silent requests.
   */
  public boolean takeLogged() {
    if (!logging) return false;
    long now = clock.nanoTime();
    loggingSince.compareAndSet(0, now);
    if (now - loggingSince.get() >= WarmUpPolicy.LOGGED_SECONDS * 1_000_000_000L
        && issued.get() >= WarmUpPolicy.LOGGED_REQUESTS) {
      logging = false;
      return false;
    }
    return take();
  }

  /** Whether this hands out a warm-up's requests (not a step's). */
  public boolean warmUp() {
    return warmUp != null;
  }

  /**
   * Once, before any request is sent: users arriving meanwhile wait, so the window holds every
   * connection.
   */
  private synchronized void begin() {
    if (begun) return;
    ends.first();
    begun = true;
  }

  private synchronized void pickPolicy() {
    if (policy != null) return;
    WarmUpPolicy picked = warmth.warm() ? WarmUpPolicy.TARGET : WarmUpPolicy.LOAD_GENERATOR;
    minimum = warmUp.minimum(picked);
    capNanos = warmUp.cap(picked).toNanos();
    // A target's warm-up with a time cap waits on its JIT up to that cap: ten times a fast
    // server's count is a few seconds, before a stand-in's JIT is done.
    boolean timeBound = picked == WarmUpPolicy.TARGET && capNanos > 0;
    if (!cancelled) limit = timeBound ? Long.MAX_VALUE : minimum * WarmUpPolicy.MAX_FACTOR;
    policy = picked;
  }

  /**
   * A warm-up's clock, every 16th ticket: its time cap ends it whatever its count; past its count
   * and its least seconds, every 256th ticket checks whether the rate is steady.
   */
  private void warmUpClock(long n) {
    long now = clock.nanoTime();
    // A user may get here before the first ticket's thread has read the clock: start from now.
    if (firstTicket == 0) firstTicket = now;
    if (capNanos > 0 && now - firstTicket >= capNanos) {
      ended(n, WarmUpPolicy.End.TIME_CAP);
      return;
    }
    if ((n & 255) == 0 && n >= minimum && now - firstTicket >= policy.minSeconds * 1_000_000_000L) {
      checkSteady(n, now);
    }
  }

  /** Hands out no ticket past {@code n}, the warm-up's last, and keeps how it ended. */
  private synchronized void ended(long n, WarmUpPolicy.End how) {
    if (end != null || cancelled || policy == null) return;
    limit = Math.min(limit, n);
    end = how;
  }

  /**
   * Ends the warm-up once a round runs within {@link WarmUpPolicy#STEADY} of the one before and the
   * JIT it waits on (the load generator's when it warms the load generator, else the target's)
   * compiled for at most {@link WarmUpPolicy#JIT_QUIET} of the round: a rate can hold still for a
   * round while the compilers are still at work on the measured path.
   */
  private synchronized void checkSteady(long n, long now) {
    if (roundStart == 0) {
      startRound(n, now, compiled());
      return;
    }
    if (now - roundStart < policy.roundSeconds * 1_000_000_000L) return;
    long compiled = compiled();
    double rate = (n - roundStartIssued) * 1e9 / (now - roundStart);
    double compiling = (compiled - roundStartCompiled) * 1e6 / (now - roundStart);
    if (lastRoundRate > 0
        && Math.abs(rate / lastRoundRate - 1) <= WarmUpPolicy.STEADY
        && compiling <= WarmUpPolicy.JIT_QUIET) {
      ended(n, WarmUpPolicy.End.STEADY);
    }
    lastRoundRate = rate;
    startRound(n, now, compiled);
  }

  /** The JIT this warm-up waits on: the load generator's own, or its target's; read per round. */
  private long compiled() {
    return (policy == WarmUpPolicy.LOAD_GENERATOR ? jit : targetJit).compilingMillis();
  }

  private void startRound(long n, long now, long compiled) {
    roundStart = now;
    roundStartIssued = n;
    roundStartCompiled = compiled;
  }

  /**
   * A user has no more requests to send; the last one marks the end, and a finished load-generator
   * warm-up warms the run.
   */
  public void userDone() {
    if (usersLeft.decrementAndGet() != 0) return;
    recorder.markEnd();
    if (ends != null && begun) ends.last();
    if (policy == WarmUpPolicy.LOAD_GENERATOR && !cancelled && minimum > 0) {
      warmth.warmed(system, Math.min(issued.get(), limit), end());
    }
  }

  /**
   * How this warm-up ended: steady, at its time cap, or at its count cap ({@link
   * WarmUpPolicy#MAX_FACTOR} times its count), kept when the run's end later cancels every ticket;
   * empty for a step, a warm-up that has not ended, or one cancelled before it ended.
   */
  public Optional<WarmUpPolicy.End> end() {
    return Optional.ofNullable(end);
  }

  /** No more requests: the target is not there, or the run is being stopped. */
  public void cancel() {
    cancelled = true;
    limit = 0;
  }

  /** The policy a warm-up ran under; empty for a step, or a warm-up that never started. */
  public Optional<WarmUpPolicy> policy() {
    return Optional.ofNullable(policy);
  }
}
