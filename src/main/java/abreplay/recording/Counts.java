package abreplay.recording;

/**
 * ab's counters over a span of a run (one interval, or all of it). Immutable; {@link #plus} adds
 * two spans, so a run's totals are the sum of its intervals.
 *
 * @param responses ab's "Complete requests": Length failures and non-2xx included
 * @param keepAlive responses after which the connection stayed open
 * @param wireBytes status lines, headers and bodies (ab's "Total transferred")
 * @param bodyBytes ab's "HTML transferred"
 * @param connect requests whose connection could not be made
 * @param receive requests whose connection broke or timed out before the whole response
 * @param length responses whose body length differs from the Document Length
 * @param exceptions requests that failed otherwise (a malformed response, a client-side error)
 */
public record Counts(
    long sent,
    long responses,
    long keepAlive,
    long non2xx,
    long wireBytes,
    long bodyBytes,
    long connect,
    long receive,
    long length,
    long exceptions) {

  public static final Counts ZERO = new Counts(0, 0, 0, 0, 0, 0, 0, 0, 0, 0);

  public Counts plus(Counts o) {
    return new Counts(
        sent + o.sent,
        responses + o.responses,
        keepAlive + o.keepAlive,
        non2xx + o.non2xx,
        wireBytes + o.wireBytes,
        bodyBytes + o.bodyBytes,
        connect + o.connect,
        receive + o.receive,
        length + o.length,
        exceptions + o.exceptions);
  }
}
