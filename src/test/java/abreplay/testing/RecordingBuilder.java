package abreplay.testing;

import abreplay.recording.LatencySample;
import abreplay.recording.Recording;
import abreplay.recording.Throughput;

/**
 * A {@link Recording} for a test, from the figures the test cares about; the rest are consistent
 * defaults: every request sent got a response, in one second, of 100 bytes with a 12-byte body, 1 ms each,
 * and no slots ({@link Throughput#NONE}, as a run folder from before them) unless {@link #throughput}
 * or {@link #spread} gives them.
 */
public final class RecordingBuilder {
  private long sent = -1;
  private long responses = 1000;
  private long keepAlive;
  private long non2xx;
  private Recording.Failures failures = Recording.Failures.NONE;
  private long wireBytesPerResponse = 100;
  private long bodyBytesPerResponse = 12;
  private int documentLength = 12;
  private String server = "test";
  private long elapsedNanos = 1_000_000_000L;
  private long[] micros = {1000};
  private long startEpochMillis = 1;
  private Throughput throughput = Throughput.NONE;

  public static RecordingBuilder recording() {
    return new RecordingBuilder();
  }

  /** {@code n} responses in one second: a rate of n req/s. */
  public static Recording perSecond(long n) {
    return recording().responses(n).build();
  }

  public RecordingBuilder responses(long n) {
    responses = n;
    return this;
  }

  /** Requests sent, when not all got a response (default: as many as responses and failures without one). */
  public RecordingBuilder sent(long n) {
    sent = n;
    return this;
  }

  public RecordingBuilder keepAlive(long n) {
    keepAlive = n;
    return this;
  }

  public RecordingBuilder non2xx(long n) {
    non2xx = n;
    return this;
  }

  public RecordingBuilder failures(long connect, long receive, long length, long exceptions) {
    failures = new Recording.Failures(connect, receive, length, exceptions);
    return this;
  }

  public RecordingBuilder bytesPerResponse(long wire, long body) {
    wireBytesPerResponse = wire;
    bodyBytesPerResponse = body;
    documentLength = (int) body;
    return this;
  }

  public RecordingBuilder server(String software) {
    server = software;
    return this;
  }

  public RecordingBuilder seconds(double seconds) {
    elapsedNanos = Math.round(seconds * 1e9);
    return this;
  }

  /**
   * The responses per slot of {@link Throughput#SLOT_MILLIS}, slot 0 at {@code firstSlotEpochMillis}
   * (also the first request's time); the responses become their sum.
   */
  public RecordingBuilder throughput(long firstSlotEpochMillis, long... completions) {
    throughput = new Throughput(firstSlotEpochMillis, completions);
    startEpochMillis = firstSlotEpochMillis;
    responses = throughput.total();
    return this;
  }

  /**
   * {@code n} responses completed evenly over {@code seconds} (a perfectly steady step, from its first
   * request): the responses, the time taken and the slots, which {@link #evenly} spreads.
   */
  public RecordingBuilder spread(long n, double seconds) {
    seconds(seconds);
    return throughput(startEpochMillis, evenly(n, Math.round(seconds * 1000)));
  }

  /**
   * {@code n} completions spread evenly over {@code millis} from slot 0: the k-th of them (1 to n) at
   * k * millis / n, in its slot; the last slot, cut short when millis is not a whole number of slots,
   * holds its share. Sums to n.
   */
  public static long[] evenly(long n, long millis) {
    if (n < 0 || millis <= 0) throw new IllegalArgumentException(n + " responses over " + millis + " ms");
    int slots = (int) ((millis + Throughput.SLOT_MILLIS - 1) / Throughput.SLOT_MILLIS);
    long[] completions = new long[slots];
    for (int s = 0; s < slots; s++) {
      long to = Math.min((s + 1) * Throughput.SLOT_MILLIS, millis);
      completions[s] = to * n / millis - s * Throughput.SLOT_MILLIS * n / millis;
    }
    return completions;
  }

  /** The response times, in microseconds (default: 1 ms each). */
  public RecordingBuilder times(long... values) {
    micros = values;
    return this;
  }

  public Recording build() {
    if (!throughput.isEmpty() && throughput.total() != responses) {
      throw new IllegalStateException("the slots sum to " + throughput.total() + " responses, not " + responses
          + ": give responses(n) before throughput(...) or spread(...), which set it");
    }
    long requests = sent >= 0 ? sent : responses + failures.connect() + failures.receive() + failures.exceptions();
    return new Recording(true, new Recording.Requests(requests, responses, keepAlive, non2xx), failures,
        new Recording.Transfer(wireBytesPerResponse * responses, bodyBytesPerResponse * responses),
        new Recording.FirstResponse(responses > 0 ? documentLength : -1, responses > 0 ? server : null),
        new Recording.Timing(elapsedNanos, startEpochMillis), LatencySample.of(micros), throughput);
  }
}
