package abreplay.report;

import abreplay.recording.Recording;
import java.util.List;

/** Every figure of ab's report, computed with ab's formulas from a run. */
public record AbStats(
    String serverSoftware,
    int documentLength,
    double timeTakenSeconds,
    long complete,
    long failed,
    long connectFailures,
    long receiveFailures,
    long lengthFailures,
    long exceptions,
    long non2xx,
    long keepAlive,
    long totalTransferred,
    long htmlTransferred,
    double requestsPerSecond,
    double timePerRequestMs,
    double timePerRequestAcrossMs,
    double transferRateKBps,
    ConnectionTimes total,
    List<Percentiles.Row> percentiles) {

  public static AbStats of(AbRun run) {
    Recording r = run.recording();
    double t = r.elapsedNanos() / 1e9;
    long done = r.responses();
    // A request of a finished run that got neither a response nor a classed failure is an exception.
    long exceptions = r.exceptions() + (run.interruption() == null ? r.unanswered() : 0);
    long failed = r.connectFailures() + r.receiveFailures() + r.lengthFailures() + exceptions;
    boolean rates = t > 0 && done > 0;
    return new AbStats(
        firstWord(r.serverSoftware()),
        Math.max(r.documentLength(), 0),
        t,
        done,
        failed,
        r.connectFailures(),
        r.receiveFailures(),
        r.lengthFailures(),
        exceptions,
        r.non2xx(),
        r.keepAlive(),
        r.wireBytes(),
        r.bodyBytes(),
        run.requestsPerSecond(),
        rates ? run.concurrency() * t * 1000 / done : 0,
        rates ? t * 1000 / done : 0,
        rates ? r.wireBytes() / 1024.0 / t : 0,
        ConnectionTimes.of(r.times()),
        Percentiles.table(r.times()));
  }

  /** ab keeps the Server header up to its first space ("nginx/1.4.6 (Ubuntu)" gives "nginx/1.4.6"). */
  static String firstWord(String server) {
    if (server == null) return "";
    String s = server.strip();
    int space = s.indexOf(' ');
    return space < 0 ? s : s.substring(0, space);
  }
}
