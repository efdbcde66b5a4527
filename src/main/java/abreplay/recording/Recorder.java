package abreplay.recording;

import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.AtomicReference;
import org.HdrHistogram.Histogram;

/**
 * Everything ab counts about one run of requests (one system and scenario, or a warm-up), from any
 * number of load-generator threads, as a series of intervals. A response costs no lock and no
 * allocation: each thread writes its own {@link Shard}. {@link #flip}, from one thread ({@link
 * IntervalClock}), swaps them into an {@link Interval} for the {@link IntervalSink} and the totals,
 * so the totals and {@link Throughput} slots (from slot 0 at {@link #markStart}, clamped to {@link
 * #MAX_SLOT}) are exactly the sum of the intervals. {@link #close}: one last flip, marked last.
 */
public final class Recorder {
  /**
   * Response times are exact to the millisecond below 32.7 s (4 significant digits: more than ab's
   * default 30 s timeout), and kept to within 0.01% up to an hour.
   */
  static final long HIGHEST_MILLIS = 3_600_000L;

  /** The last completion slot: a day after the first request (6.9 MB of slots at most). */
  static final int MAX_SLOT = (int) (24 * 3600 * 1000 / Throughput.SLOT_MILLIS) - 1;

  private static final long NO_SLOT_ZERO = Long.MIN_VALUE;

  private final String name;
  private final boolean recordsResponses;
  private final List<Shard> shards = new CopyOnWriteArrayList<>();
  private final ThreadLocal<Shard> shard = ThreadLocal.withInitial(this::newShard);
  private final AtomicInteger documentLength = new AtomicInteger(-1);
  private final AtomicReference<Start> start = new AtomicReference<>();

  /** When slot 0 begins, epoch ms: set once, by {@link #markStart} or the first response. */
  private final AtomicLong slotZero = new AtomicLong(NO_SLOT_ZERO);

  private volatile long endNanos;

  /** While paused (between an interleaved step's slices), when the pause began; 0 when not. */
  private volatile long pausedAtNanos;

  /** The pauses' time in all, left out of ab's clock. */
  private volatile long pausedNanos;

  private volatile String serverSoftware;
  private volatile boolean variableLength;
  private volatile Runnable onFirstReceiveError;
  private volatile boolean stoppedAtReceiveError;

  // Guarded by this: the flipping side.
  private final Histogram interval = Histograms.histogram();
  private final Histogram total = Histograms.histogram();
  private Counts totals = Counts.ZERO;
  private final SlotCounts intervalSlots = new SlotCounts();
  private final SlotCounts totalSlots = new SlotCounts();
  private Recording.Timing timing = new Recording.Timing(0, 0);
  private IntervalSink sink = IntervalSink.NONE;
  private long intervalStartMillis = System.currentTimeMillis();
  private boolean closed;

  private record Start(long nanos, long epochMillis) {}

  public Recorder(String name) {
    this(name, true);
  }

  /**
   * @param recordsResponses false only to measure what recording costs: requests and time are still
   *     counted, responses are not fed in
   */
  public Recorder(String name, boolean recordsResponses) {
    this.name = name;
    this.recordsResponses = recordsResponses;
  }

  public String name() {
    return name;
  }

  public boolean recordsResponses() {
    return recordsResponses;
  }

  /**
   * ab's -l: bodies may differ in length from the first (a dynamic page), and none is a Length
   * failure.
   */
  public Recorder variableLength() {
    variableLength = true;
    return this;
  }

  /**
   * ab without -r: the first receive error stops the run. {@code stop} is called once, from the
   * thread that records that error.
   */
  public Recorder stopAtFirstReceiveError(Runnable stop) {
    onFirstReceiveError = stop;
    return this;
  }

  /** The first request is about to be sent: ab's clock starts here. Cheap after the first call. */
  public void markStart() {
    if (start.get() == null
        && start.compareAndSet(null, new Start(System.nanoTime(), System.currentTimeMillis()))) {
      slotZero.compareAndSet(NO_SLOT_ZERO, start.get().epochMillis());
    }
  }

  /**
   * The last request has completed: ab's clock stops, and the recorder closes with one last
   * interval.
   */
  public void markEnd() {
    long paused = pausedAtNanos;
    endNanos = paused != 0 ? paused : System.nanoTime();
    close();
  }

  /**
   * ab's clock stops until {@link #resume}: an interleaved step's slice has ended and another
   * system's turn comes. Nothing is sent meanwhile; idempotent.
   */
  public synchronized void pause() {
    if (start.get() != null && pausedAtNanos == 0) pausedAtNanos = System.nanoTime();
  }

  /** ab's clock goes on: the step's next slice begins. Idempotent. */
  public synchronized void resume() {
    long paused = pausedAtNanos;
    if (paused == 0) return;
    pausedNanos += System.nanoTime() - paused;
    pausedAtNanos = 0;
  }

  /**
   * A request is being sent (on the calling thread, which later records its outcome or not). The
   * one count taken per request rather than per response: a plain, opaque store, no phaser.
   */
  public void requestSent() {
    Shard s = shard.get();
    Shard.SENT.setOpaque(s, s.sent + 1);
  }

  /** One response, completed now (see {@link #response(long, long, int, long, int, boolean)}). */
  public boolean response(
      long millis, int status, long wireBytes, int bodyBytes, boolean keptOpen) {
    return response(System.currentTimeMillis(), millis, status, wireBytes, bodyBytes, keptOpen);
  }

  /**
   * One response, as received.
   *
   * @param endEpochMillis its last byte's epoch ms (Gatling's endTimestamp), which sets its slot
   * @param millis the response time, request sent to last byte received
   * @param wireBytes status line, header lines and body as on the wire
   * @param keptOpen the connection stays open (a Keep-Alive request in ab's terms)
   * @return true for an ab Length failure: the body length differs from the Document Length
   */
  public boolean response(
      long endEpochMillis,
      long millis,
      int status,
      long wireBytes,
      int bodyBytes,
      boolean keptOpen) {
    int slot = slot(endEpochMillis);
    int expected = documentLength.get();
    boolean differs =
        expected >= 0
            ? bodyBytes != expected
            : !documentLength.compareAndSet(-1, bodyBytes) && bodyBytes != documentLength.get();
    boolean lengthFailure = differs && !variableLength;
    Shard s = shard.get();
    long phase = s.phaser.writerCriticalSectionEnter();
    try {
      Shard.Tally t = s.active;
      t.complete(slot);
      t.histogram.recordValue(Math.min(Math.max(millis, 0), HIGHEST_MILLIS));
      t.responses++;
      t.wireBytes += wireBytes;
      t.bodyBytes += bodyBytes;
      if (keptOpen) t.keepAlive++;
      if (status < 200 || status > 299) t.non2xx++;
      if (lengthFailure) t.length++;
    } finally {
      s.phaser.writerCriticalSectionExit(phase);
    }
    return lengthFailure;
  }

  /**
   * The completion slot of a response that ended at {@code endEpochMillis}; the first one sets slot
   * 0 if unset.
   */
  private int slot(long endEpochMillis) {
    long zero = slotZero.get();
    if (zero == NO_SLOT_ZERO) {
      slotZero.compareAndSet(NO_SLOT_ZERO, endEpochMillis);
      zero = slotZero.get();
    }
    long slot = (endEpochMillis - zero) / Throughput.SLOT_MILLIS;
    return slot <= 0 ? 0 : (int) Math.min(slot, MAX_SLOT);
  }

  /** The first response's Server header (null when it had none); ab prints its first word. */
  public void serverHeader(CharSequence server) {
    if (serverSoftware == null) serverSoftware = server == null ? "" : server.toString();
  }

  public boolean hasServerHeader() {
    return serverSoftware != null;
  }

  /**
   * A request that got no response (the connection failed, broke or timed out), classed from the
   * load generator's message. Requests that got neither a response nor a class are counted as
   * unanswered. {@link FailureKind#LENGTH} is counted by {@link #response}, not here.
   */
  public void failure(FailureKind kind) {
    Shard s = shard.get();
    long phase = s.phaser.writerCriticalSectionEnter();
    try {
      Shard.Tally t = s.active;
      switch (kind) {
        case CONNECT -> t.connect++;
        case RECEIVE -> t.receive++;
        case LENGTH -> t.length++;
        case EXCEPTIONS -> t.exceptions++;
      }
    } finally {
      s.phaser.writerCriticalSectionExit(phase);
    }
    Runnable stop = onFirstReceiveError;
    if (kind == FailureKind.RECEIVE && stop != null && !stoppedAtReceiveError) {
      stoppedAtReceiveError = true;
      stop.run();
    }
  }

  /** From now on every interval goes to {@code sink} too; the next one starts now. */
  public synchronized void attach(IntervalSink sink) {
    this.sink = sink;
    intervalStartMillis = System.currentTimeMillis();
  }

  /**
   * Ends the current interval: swaps every shard's tallies, merges what they held, adds it to the
   * totals and hands it to the sink. Does nothing once closed.
   */
  public synchronized void flip() {
    if (!closed) flip(false);
  }

  /**
   * One last flip, marked last; later flips and snapshots see the totals as they were then.
   * Idempotent.
   */
  public synchronized void close() {
    if (closed) return;
    flip(true);
    closed = true;
  }

  public synchronized boolean closed() {
    return closed;
  }

  private void flip(boolean last) {
    long nowNanos = System.nanoTime();
    long nowMillis = System.currentTimeMillis();
    interval.reset();
    intervalSlots.clear();
    Counts counts = Counts.ZERO;
    for (Shard s : shards) {
      Shard.Tally done = s.swap();
      interval.add(done.histogram);
      if (done.responses > 0) intervalSlots.add(done.slots, done.slotOffset);
      counts = counts.plus(done.counts()).plus(s.sentSinceFlip());
      done.reset();
    }
    total.add(interval);
    totals = totals.plus(counts);
    totalSlots.add(intervalSlots);
    Start started = start.get();
    long paused = pausedAtNanos;
    long end = endNanos != 0 ? endNanos : paused != 0 ? paused : nowNanos;
    timing =
        started == null
            ? new Recording.Timing(0, 0)
            : new Recording.Timing(
                Math.max(0, end - started.nanos() - pausedNanos), started.epochMillis());
    long zero = Math.max(0, slotZero.get());
    sink.interval(
        new Interval(
            intervalStartMillis,
            nowMillis,
            interval,
            counts,
            intervalSlots.touched(zero),
            zero,
            timing,
            first(),
            last));
    intervalStartMillis = nowMillis;
  }

  private Recording.FirstResponse first() {
    return new Recording.FirstResponse(documentLength.get(), serverSoftware);
  }

  /**
   * Everything recorded so far, as the sum of the intervals: an open recorder is flipped first, so
   * the snapshot holds every response recorded before the call. The timing runs to the run's end,
   * or to this flip while it runs.
   */
  public synchronized Recording snapshot() {
    flip();
    return Recording.of(
        recordsResponses,
        totals,
        first(),
        timing,
        total.copy(),
        totalSlots.fromZero(slotZero.get()));
  }

  private Shard newShard() {
    Shard s = new Shard();
    shards.add(s);
    return s;
  }
}
