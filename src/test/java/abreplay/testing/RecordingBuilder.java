package abreplay.testing;

import abreplay.recording.LatencySample;
import abreplay.recording.Recording;
import abreplay.recording.Throughput;

/**
 * A {@link Recording} for a test, from the figures the test cares about; the rest are consistent
 * defaults: every request sent got a response, in one second, of 100 bytes with a 12-byte body, 1
 * ms each.
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
  private double jitter;
  private Throughput throughput;

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

  /**
   * Requests sent, when not all got a response (default: as many as responses and failures without
   * one).
   */
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

  /** The response times, in microseconds (default: 1 ms each). */
  public RecordingBuilder times(long... values) {
    micros = values;
    return this;
  }

  /**
   * The step's slots alternate this share above and below its mean rate (default 0: a steady step).
   */
  public RecordingBuilder jitter(double share) {
    jitter = share;
    return this;
  }

  /**
   * The step's completions over time (default: its responses spread over its seconds, with its
   * jitter).
   */
  public RecordingBuilder throughput(Throughput slots) {
    throughput = slots;
    return this;
  }

  /**
   * The step's completions per slot of {@link Throughput#SLOT_MILLIS}, slot 0 at {@code
   * firstSlotEpochMillis}; the responses become their sum (give {@link #responses} before, not
   * after).
   */
  public RecordingBuilder throughput(long firstSlotEpochMillis, long... completions) {
    throughput = new Throughput(firstSlotEpochMillis, completions);
    responses = throughput.total();
    return this;
  }

  public Recording build() {
    long requests =
        sent >= 0
            ? sent
            : responses + failures.connect() + failures.receive() + failures.exceptions();
    return new Recording(
        true,
        new Recording.Requests(requests, responses, keepAlive, non2xx),
        failures,
        new Recording.Transfer(wireBytesPerResponse * responses, bodyBytesPerResponse * responses),
        new Recording.FirstResponse(
            responses > 0 ? documentLength : -1, responses > 0 ? server : null),
        new Recording.Timing(elapsedNanos, 1),
        LatencySample.of(micros),
        throughput != null ? throughput : Slots.jittered(responses, elapsedNanos / 1e9, jitter));
  }
}
