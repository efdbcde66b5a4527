package abreplay.recording;

import org.HdrHistogram.Histogram;

/**
 * What a {@link Recorder} saw, merged: ab's counters plus the sorted response times. Immutable.
 *
 * @param responsesRecorded false only in the recorder's cost benchmark
 * @param first ab's Document Length (-1 before any response) and Server Software (null before any)
 * @param times in microseconds, sorted
 * @param throughput its total is {@code requests.responses()}, or it is {@link Throughput#NONE}
 *     (nothing completed, not recorded, or an older run folder)
 */
public record Recording(
    boolean responsesRecorded,
    Requests requests,
    Failures failures,
    Transfer transfer,
    FirstResponse first,
    Timing timing,
    LatencySample times,
    Throughput throughput) {

  /**
   * @param sent requests sent
   * @param responses responses received (ab's "Complete requests", Length failures and non-2xx
   *     included)
   * @param keepAlive responses after which the connection stayed open
   * @param non2xx responses whose status was not 2xx
   */
  public record Requests(long sent, long responses, long keepAlive, long non2xx) {}

  /**
   * ab's failure classes: requests that got no response (connect, receive, exceptions) and Length
   * failures.
   */
  public record Failures(long connect, long receive, long length, long exceptions) {
    public static final Failures NONE = new Failures(0, 0, 0, 0);
  }

  /**
   * @param wireBytes every byte received: status lines, headers and bodies (ab's "Total
   *     transferred")
   * @param bodyBytes body bytes only (ab's "HTML transferred")
   */
  public record Transfer(long wireBytes, long bodyBytes) {}

  public record FirstResponse(int documentLength, String serverSoftware) {}

  /**
   * @param elapsedNanos from the first request sent to the last completion (ab's "Time taken")
   * @param startEpochMillis when the first request was sent, 0 before any
   */
  public record Timing(long elapsedNanos, long startEpochMillis) {}

  /**
   * A recording from a run's counters, first response, timing and response times (a histogram of
   * milliseconds, which the recording keeps: pass a copy if it may change).
   */
  public static Recording of(
      boolean responsesRecorded, Counts c, FirstResponse first, Timing timing, Histogram millis) {
    return of(responsesRecorded, c, first, timing, millis, Throughput.NONE);
  }

  /**
   * As {@link #of(boolean, Counts, FirstResponse, Timing, Histogram)}, with the responses' slots.
   */
  public static Recording of(
      boolean responsesRecorded,
      Counts c,
      FirstResponse first,
      Timing timing,
      Histogram millis,
      Throughput throughput) {
    return new Recording(
        responsesRecorded,
        new Requests(c.sent(), c.responses(), c.keepAlive(), c.non2xx()),
        new Failures(c.connect(), c.receive(), c.length(), c.exceptions()),
        new Transfer(c.wireBytes(), c.bodyBytes()),
        first,
        timing,
        new HistogramSample(millis),
        throughput);
  }

  /**
   * Requests that got neither a response nor a classified failure: in flight, or lost without a
   * message.
   */
  public long unanswered() {
    return Math.max(
        0,
        requests.sent()
            - requests.responses()
            - failures.connect()
            - failures.receive()
            - failures.exceptions());
  }

  /** Requests that got no response, classified or not: what makes a run PARTIAL. */
  public long lost() {
    return failures.connect() + failures.receive() + failures.exceptions() + unanswered();
  }

  /** ab's Requests per second: complete requests over the time taken; 0 before any. */
  public double requestsPerSecond() {
    double seconds = timing.elapsedNanos() / 1e9;
    return seconds > 0 && requests.responses() > 0 ? requests.responses() / seconds : 0;
  }
}
