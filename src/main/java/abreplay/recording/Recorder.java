package abreplay.recording;

import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.LongAdder;
import org.HdrHistogram.Histogram;

/**
 * Everything ab counts about one run of requests (one system and scenario, or a warm-up),
 * recorded from any number of load-generator threads. Each thread writes its own shard (plain
 * fields and an HdrHistogram), so a response costs no lock, no atomic and no allocation; the shards
 * are merged when the run has ended.
 */
public final class Recorder {
  /**
   * Response times are exact to the millisecond below 32.7 s (4 significant digits: more than
   * ab's default 30 s timeout), and kept to within 0.01% up to an hour.
   */
  static final long HIGHEST_MILLIS = 3_600_000L;
  static final int SIGNIFICANT_DIGITS = 4;

  private final String name;
  private final boolean recordsResponses;
  private final List<Shard> shards = new CopyOnWriteArrayList<>();
  private final ThreadLocal<Shard> shard = ThreadLocal.withInitial(this::newShard);
  private final AtomicInteger documentLength = new AtomicInteger(-1);
  private final Map<FailureKind, LongAdder> failures = new EnumMap<>(FailureKind.class);
  private final AtomicLong startNanos = new AtomicLong();
  private final AtomicLong endNanos = new AtomicLong();
  private volatile long startEpochMillis;
  private volatile String serverSoftware;
  private volatile boolean variableLength;
  private volatile Runnable onFirstReceiveError;
  private volatile boolean stoppedAtReceiveError;

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
    for (FailureKind kind : FailureKind.values()) failures.put(kind, new LongAdder());
  }

  public String name() {
    return name;
  }

  public boolean recordsResponses() {
    return recordsResponses;
  }

  /** ab's -l: bodies may differ in length from the first (a dynamic page), and none is a Length failure. */
  public Recorder variableLength() {
    variableLength = true;
    return this;
  }

  /**
   * ab without -r: the first receive error stops the run. {@code stop} is called once, from the thread
   * that records that error.
   */
  public Recorder stopAtFirstReceiveError(Runnable stop) {
    onFirstReceiveError = stop;
    return this;
  }

  /** The first request is about to be sent: ab's clock starts here. */
  public void markStart() {
    if (startNanos.get() == 0 && startNanos.compareAndSet(0, System.nanoTime())) {
      startEpochMillis = System.currentTimeMillis();
    }
  }

  /** The last request has completed. */
  public void markEnd() {
    endNanos.set(System.nanoTime());
  }

  /** A request is being sent (on the calling thread, which later records its outcome or not). */
  public void requestSent() {
    shard.get().sent++;
  }

  /**
   * One response, as received.
   *
   * @param millis the response time (request sent to last byte received)
   * @param wireBytes status line, header lines and body as they were on the wire
   * @param keptOpen the connection stays open for the next request (a Keep-Alive request in ab's terms)
   * @return true when the body length differs from the Document Length: an ab Length failure
   */
  public boolean response(long millis, int status, long wireBytes, int bodyBytes, boolean keptOpen) {
    Shard s = shard.get();
    s.histogram.recordValue(Math.min(Math.max(millis, 0), HIGHEST_MILLIS));
    s.responses++;
    s.wireBytes += wireBytes;
    s.bodyBytes += bodyBytes;
    if (keptOpen) s.keepAlive++;
    if (status < 200 || status > 299) s.non2xx++;
    int expected = documentLength.get();
    if (expected < 0 && documentLength.compareAndSet(-1, bodyBytes)) return false;
    if (variableLength) return false;
    if (bodyBytes != documentLength.get()) {
      s.lengthFailures++;
      return true;
    }
    return false;
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
   * unanswered.
   */
  public void failure(FailureKind kind) {
    failures.get(kind).increment();
    Runnable stop = onFirstReceiveError;
    if (kind == FailureKind.RECEIVE && stop != null && !stoppedAtReceiveError) {
      stoppedAtReceiveError = true;
      stop.run();
    }
  }

  private Shard newShard() {
    Shard s = new Shard();
    shards.add(s);
    return s;
  }

  /** Everything recorded so far, merged. Exact once the run has ended. */
  public Recording snapshot() {
    Histogram all = new Histogram(HIGHEST_MILLIS, SIGNIFICANT_DIGITS);
    long sent = 0, responses = 0, wire = 0, body = 0, keepAlive = 0, non2xx = 0, length = 0;
    for (Shard s : shards) {
      all.add(s.histogram);
      sent += s.sent;
      responses += s.responses;
      wire += s.wireBytes;
      body += s.bodyBytes;
      keepAlive += s.keepAlive;
      non2xx += s.non2xx;
      length += s.lengthFailures;
    }
    long start = startNanos.get();
    // Still running (or cut short before its last user ended): timed up to now.
    long end = endNanos.get() != 0 ? Math.max(endNanos.get(), start) : start == 0 ? 0 : System.nanoTime();
    return new Recording(recordsResponses,
        new Recording.Requests(sent, responses, keepAlive, non2xx),
        new Recording.Failures(failures.get(FailureKind.CONNECT).sum(), failures.get(FailureKind.RECEIVE).sum(), length,
            failures.get(FailureKind.EXCEPTIONS).sum()),
        new Recording.Transfer(wire, body),
        new Recording.FirstResponse(documentLength.get(), serverSoftware),
        new Recording.Timing(start == 0 ? 0 : end - start, startEpochMillis),
        new HistogramSample(all));
  }

  /** One thread's share. Written by its thread only; read once the run is over. */
  private static final class Shard {
    final Histogram histogram = new Histogram(HIGHEST_MILLIS, SIGNIFICANT_DIGITS);
    long sent;
    long responses;
    long wireBytes;
    long bodyBytes;
    long keepAlive;
    long non2xx;
    long lengthFailures;
  }
}
