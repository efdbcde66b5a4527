package abreplay.report;

import abreplay.recording.Recording;
import abreplay.result.AbRun;
import java.util.List;

/**
 * Every figure of ab's report for one run: what the recording counted, plus what ab computes from
 * it with its own formulas. Immutable.
 *
 * @param failures a finished run's request with neither a response nor a class is an exception
 * @param timeTakenSeconds from the first request sent to the last completion
 * @param timePerRequestMs concurrency x time taken / complete
 * @param timePerRequestAcrossMs time taken / complete (ab's "across all concurrent requests")
 * @param transferRateKBps total transferred / 1024 / time taken
 */
public record AbStats(
    Recording recording,
    Recording.Failures failures,
    double timeTakenSeconds,
    double requestsPerSecond,
    double timePerRequestMs,
    double timePerRequestAcrossMs,
    double transferRateKBps,
    ConnectionTimes total,
    List<Percentiles.Row> percentiles) {

  public static AbStats of(AbRun run) {
    Recording r = run.recording();
    double t = r.timing().elapsedNanos() / 1e9;
    long done = r.requests().responses();
    Recording.Failures f = r.failures();
    long exceptions = f.exceptions() + (run.interruption() == null ? r.unanswered() : 0);
    boolean rates = t > 0 && done > 0;
    return new AbStats(
        r,
        new Recording.Failures(f.connect(), f.receive(), f.length(), exceptions),
        t,
        r.requestsPerSecond(),
        rates ? run.command().concurrency() * t * 1000 / done : 0,
        rates ? t * 1000 / done : 0,
        rates ? r.transfer().wireBytes() / 1024.0 / t : 0,
        ConnectionTimes.of(r.times()),
        Percentiles.table(r.times()));
  }

  /**
   * ab's Server Software: the Server header up to its first space ("nginx/1.4.6 (Ubuntu)" gives
   * "nginx/1.4.6").
   */
  public String serverSoftware() {
    String server = recording.first().serverSoftware();
    if (server == null) return "";
    String s = server.strip();
    int space = s.indexOf(' ');
    return space < 0 ? s : s.substring(0, space);
  }

  public int documentLength() {
    return Math.max(recording.first().documentLength(), 0);
  }

  public long complete() {
    return recording.requests().responses();
  }

  public long failed() {
    return failures.connect() + failures.receive() + failures.length() + failures.exceptions();
  }

  public long non2xx() {
    return recording.requests().non2xx();
  }

  public long keepAlive() {
    return recording.requests().keepAlive();
  }

  public long totalTransferred() {
    return recording.transfer().wireBytes();
  }

  public long htmlTransferred() {
    return recording.transfer().bodyBytes();
  }

  /** Total transferred / complete requests; 0 before any. */
  public double bytesPerResponse() {
    return complete() > 0 ? (double) totalTransferred() / complete() : 0;
  }

  /** The percentile's ms, or -1 when the table has no such row. */
  public long percentile(int percent) {
    return percentiles.stream()
        .filter(r -> r.percent() == percent)
        .findFirst()
        .map(Percentiles.Row::millis)
        .orElse(-1L);
  }
}
