package abreplay.recording;

/**
 * What a {@link Recorder} saw, merged: ab's counters plus the sorted response times.
 *
 * @param responsesRecorded false when responses were deliberately not recorded (the recorder's cost benchmark)
 * @param sent requests sent
 * @param responses responses received (ab's "Complete requests", Length failures and non-2xx included)
 * @param keepAlive responses after which the connection stayed open
 * @param wireBytes every byte received: status lines, headers and bodies (ab's "Total transferred")
 * @param bodyBytes body bytes only (ab's "HTML transferred")
 * @param documentLength the first response's body length, -1 before any response
 * @param serverSoftware the first Server header, null before any response
 * @param elapsedNanos from the first request sent to the last completion (ab's "Time taken")
 * @param times the response times, in microseconds, sorted
 */
public record Recording(
    boolean responsesRecorded,
    long sent,
    long responses,
    long connectFailures,
    long receiveFailures,
    long lengthFailures,
    long exceptions,
    long non2xx,
    long keepAlive,
    long wireBytes,
    long bodyBytes,
    int documentLength,
    String serverSoftware,
    long elapsedNanos,
    long startEpochMillis,
    LatencySample times) {

  /** Requests that got neither a response nor a classified failure: in flight, or lost without a message. */
  public long unanswered() {
    return Math.max(0, sent - responses - connectFailures - receiveFailures - exceptions);
  }
}
