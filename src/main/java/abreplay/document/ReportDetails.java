package abreplay.document;

import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalDouble;
import java.util.OptionalInt;
import java.util.OptionalLong;

/**
 * The rest of one ab report beside {@link Document.Published}, in ab's units: ms, and Kbytes (1,024
 * bytes) per second; a figure is absent when the document did not print it. Immutable.
 *
 * @param serverSoftware first word of the first Server header; "" (a figure) when it had none
 * @param non2xx answers with a status other than 2xx (not failures)
 * @param timePerRequest concurrency x time taken / complete
 * @param timePerRequestAll time taken / complete (ab's "across all concurrent requests")
 * @param transferRate Total transferred / 1,024 / time taken, received
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
