package abreplay.document;

import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalDouble;
import java.util.OptionalInt;
import java.util.OptionalLong;

/**
 * The rest of what one ab report printed, beside the figures every document conf has ({@link
 * Document.Published}): who answered, the breakdown of failures, the time per request, the transfer
 * rate and the Connection Times table. In ab's units: ms for times, Kbytes (1,024 bytes) per second
 * for the rate. Every figure is absent when the document did not print it; {@link #NONE} has none.
 * Immutable.
 *
 * @param serverSoftware ab's "Server Software": the first word of the first response's Server
 *     header, "" when it had none (which is a figure, unlike absent)
 * @param serverHostname ab's "Server Hostname": the url's host
 * @param serverPort ab's "Server Port"
 * @param documentPath ab's "Document Path": the path ab asked for
 * @param failures ab's breakdown of Failed requests
 * @param writeErrors ab's "Write errors" (older ab printed it always, ab 2.4 only when not 0)
 * @param non2xx ab's "Non-2xx responses": answers that came, with another status than 2xx (not
 *     failures)
 * @param timePerRequest ab's first "Time per request": concurrency x time taken / complete, in ms
 * @param timePerRequestAll ab's second "Time per request" ("across all concurrent requests"): time
 *     taken / complete, in ms
 * @param transferRate ab's "Transfer rate": Total transferred / 1,024 / time taken, in Kbytes/sec
 *     received
 * @param connectionTimes ab's "Connection Times (ms)" table, by row, in ab's row order
 */
public record ReportDetails(
    Optional<String> serverSoftware,
    Optional<String> serverHostname,
    OptionalInt serverPort,
    Optional<String> documentPath,
    Failures failures,
    OptionalLong writeErrors,
    OptionalLong non2xx,
    OptionalDouble timePerRequest,
    OptionalDouble timePerRequestAll,
    OptionalDouble transferRate,
    Map<Row, Times> connectionTimes) {

  public static final ReportDetails NONE =
      new ReportDetails(
          Optional.empty(),
          Optional.empty(),
          OptionalInt.empty(),
          Optional.empty(),
          Failures.NONE,
          OptionalLong.empty(),
          OptionalLong.empty(),
          OptionalDouble.empty(),
          OptionalDouble.empty(),
          OptionalDouble.empty(),
          Map.of());

  public ReportDetails {
    connectionTimes = Map.copyOf(connectionTimes);
  }

  /**
   * ab's "(Connect: %d, Receive: %d, Length: %d, Exceptions: %d)" line: failed requests by kind (ab
   * 2.0 has no Receive).
   */
  public record Failures(
      OptionalLong connect, OptionalLong receive, OptionalLong length, OptionalLong exceptions) {
    public static final Failures NONE =
        new Failures(
            OptionalLong.empty(), OptionalLong.empty(), OptionalLong.empty(), OptionalLong.empty());

    public boolean any() {
      return connect.isPresent()
          || receive.isPresent()
          || length.isPresent()
          || exceptions.isPresent();
    }
  }

  /**
   * The rows of ab's Connection Times table, in its order; {@link #key()} is the conf's name for
   * the row.
   */
  public enum Row {
    CONNECT,
    PROCESSING,
    WAITING,
    TOTAL;

    /** Its name in lower case, e.g. "connect". */
    public String key() {
      return name().toLowerCase(Locale.ROOT);
    }
  }

  /**
   * One row of the Connection Times table, in ms. ab prints min, mean, [+/-sd], median and max;
   * with -S (no confidence estimators) only min, avg and max, so sd and median are then absent.
   */
  public record Times(long min, long mean, OptionalDouble sd, OptionalLong median, long max) {}
}
