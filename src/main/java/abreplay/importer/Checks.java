package abreplay.importer;

import abreplay.document.Document.Published;
import abreplay.document.PrintedFigure;
import abreplay.document.ReportDetails;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;

/**
 * Figures of one report that contradict each other, by the tool's own formulas: a load tool's
 * requests per second = requests / duration (autocannon's count is rounded to thousands); ab's, as
 * ab.c's output_results computes them, and every response carries at least a status line. Each
 * comparison allows for the rounding of both printed figures, so a report ab printed never trips
 * one; an edited or mispasted one does. One note each, at the report's line.
 */
final class Checks {
  /** "HTTP/1.0 200 OK\r\n\r\n": the shortest head a response can have. */
  static final int SHORTEST_HEAD = 19;

  private Checks() {}

  static List<Note> of(ToolReport r) {
    Optional<Figure> rate = r.figures(Measure.REQUESTS_PER_SECOND).stream().findFirst();
    Optional<Figure> requests = r.figures(Measure.REQUESTS).stream().findFirst();
    Optional<Figure> duration = r.figures(Measure.DURATION).stream().findFirst();
    if (rate.isEmpty() || requests.isEmpty() || duration.isEmpty()) return List.of();
    PrintedFigure n = requests.get().printed();
    PrintedFigure t = duration.get().printed();
    double tLow = t.inBase() - t.rounding();
    // wrk and autocannon time their whole run, a little longer than the requests they count
    double high = tLow > 0 ? (n.inBase() + n.rounding()) / tLow : Double.MAX_VALUE;
    double low = (n.inBase() - n.rounding()) / (t.inBase() + t.rounding());
    PrintedFigure printed = rate.get().printed();
    double slack = printed.rounding() + 1e-9;
    if (printed.inBase() < low * 0.99 - slack || printed.inBase() > high * 1.01 + slack)
      return List.of(
          new Note(
              rate.get().line(),
              String.format(
                  Locale.ROOT,
                  "%s %s is not %s requests / %s = %.2f",
                  rate.get().label(),
                  printed.text(),
                  n.text(),
                  t.text(),
                  n.inBase() / t.inBase())));
    return List.of();
  }

  static List<Note> of(AbReport r) {
    List<String> found = new ArrayList<>();
    Published p = r.published();
    ReportDetails d = p.details();
    long done = p.complete().orElse(0);
    if (p.timeTaken().isPresent() && done > 0 && p.timeTaken().getAsDouble() > 0) {
      double t = p.timeTaken().getAsDouble();
      if (d.timePerRequest().isPresent() && r.concurrency().isPresent()) {
        int c = r.concurrency().getAsInt();
        double ms = d.timePerRequest().getAsDouble();
        if (notTaken(ms, done, c, t))
          add(
              found,
              "Time per request %s ms x %,d complete / concurrency %d = %.3f s, but Time taken for"
                  + " tests is %s s",
              plain(ms),
              done,
              c,
              ms * done / (c * 1000.0),
              plain(t));
      }
      if (d.timePerRequestAll().isPresent()) {
        double ms = d.timePerRequestAll().getAsDouble();
        if (notTaken(ms, done, 1, t))
          add(
              found,
              "Time per request (across all concurrent requests) %s ms x %,d complete = %.3f s,"
                  + " but Time taken for tests is %s s",
              plain(ms),
              done,
              ms * done / 1000.0,
              plain(t));
      }
      if (p.requestsPerSecond().isPresent()
          && outside(p.requestsPerSecond().getAsDouble(), done, t))
        add(
            found,
            "Requests per second %s is not %,d complete / %s s = %.2f",
            plain(p.requestsPerSecond().getAsDouble()),
            done,
            plain(t),
            done / t);
      if (d.transferRate().isPresent()
          && p.totalBytes().isPresent()
          && outside(d.transferRate().getAsDouble(), p.totalBytes().getAsLong() / 1024.0, t))
        add(
            found,
            "Transfer rate %s Kbytes/sec is not Total transferred %,d bytes / 1024 / %s s = %.2f",
            plain(d.transferRate().getAsDouble()),
            p.totalBytes().getAsLong(),
            plain(t),
            p.totalBytes().getAsLong() / 1024.0 / t);
    }
    if (done > 0) bytes(r, p, done, found);
    counts(p, d, found);
    int line = r.lines().getOrDefault(Field.TIME_TAKEN, r.firstLine());
    return found.stream().map(f -> new Note(line, f)).toList();
  }

  /**
   * Whether {@code ms} per request x {@code done} / {@code per} (the concurrency, or 1 across all)
   * cannot be {@code t} seconds, all as printed (3 decimals).
   */
  private static boolean notTaken(double ms, long done, int per, double t) {
    double implied = ms * done / (per * 1000.0);
    return Math.abs(implied - t) > 0.0005 * done / (per * 1000.0) + 0.0005 + 1e-9;
  }

  /**
   * Whether {@code printed} (2 decimals) cannot be {@code amount} / a time printed as {@code t} (3
   * decimals).
   */
  private static boolean outside(double printed, double amount, double t) {
    double low = amount / (t + 0.0005) - 0.005 - 1e-9;
    double high = t > 0.0005 ? amount / (t - 0.0005) + 0.005 + 1e-9 : Double.MAX_VALUE;
    return printed < low || printed > high;
  }

  private static void bytes(AbReport r, Published p, long done, List<String> found) {
    long html = p.htmlBytes().orElse(0);
    if (p.htmlBytes().isPresent()
        && p.documentLength().isPresent()
        && p.failed().orElse(-1) == 0
        && !r.variableLength()
        && html != done * p.documentLength().getAsLong())
      add(
          found,
          "HTML transferred %,d bytes is not %,d complete x Document Length %,d = %,d (nothing"
              + " failed, so every body had that length)",
          html,
          done,
          p.documentLength().getAsLong(),
          done * p.documentLength().getAsLong());
    if (p.totalBytes().isEmpty()) return;
    long total = p.totalBytes().getAsLong();
    if (total < html)
      add(found, "Total transferred %,d bytes is less than HTML transferred %,d", total, html);
    else if ((double) (total - html) / done < SHORTEST_HEAD)
      add(
          found,
          "Total transferred %,d bytes for %,d complete requests leaves %.2f bytes of head per"
              + " response, less than the shortest response head (%d bytes): most requests ab"
              + " counted complete got no response at all (ab counts a connection closed without"
              + " an answer as complete)",
          total,
          done,
          (double) (total - html) / done,
          SHORTEST_HEAD);
  }

  private static void counts(Published p, ReportDetails d, List<String> found) {
    if (p.keepAlive().isPresent()
        && p.complete().isPresent()
        && p.keepAlive().getAsLong() > p.complete().getAsLong())
      add(
          found,
          "Keep-Alive requests %,d is more than Complete requests %,d",
          p.keepAlive().getAsLong(),
          p.complete().getAsLong());
    ReportDetails.Failures f = d.failures();
    if (f.any() && p.failed().isPresent()) {
      long sum =
          f.connect().orElse(0)
              + f.receive().orElse(0)
              + f.length().orElse(0)
              + f.exceptions().orElse(0);
      if (sum != p.failed().getAsLong())
        add(
            found,
            "the failures by kind add up to %,d, but Failed requests is %,d",
            sum,
            p.failed().getAsLong());
    }
    long previous = -1;
    for (Map.Entry<Integer, Long> e : p.percentiles().entrySet()) {
      if (e.getValue() < previous)
        add(
            found,
            "the percentile table goes down at %d%% (%d ms after %d)",
            e.getKey(),
            e.getValue(),
            previous);
      previous = Math.max(previous, e.getValue());
    }
    ReportDetails.Times total = d.connectionTimes().get(ReportDetails.Row.TOTAL);
    Long longest = p.percentiles().get(100);
    if (total != null && longest != null && total.max() != longest)
      add(
          found,
          "the longest request is %d ms in the percentile table but %d ms in Connection Times'"
              + " Total max",
          longest,
          total.max());
    d.connectionTimes()
        .forEach(
            (row, t) -> {
              if (t.min() > t.max()
                  || t.mean() < t.min()
                  || t.mean() > t.max()
                  || t.median().isPresent()
                      && (t.median().getAsLong() < t.min() || t.median().getAsLong() > t.max()))
                found.add(
                    "Connection Times' " + row.key() + " row is not min <= mean, median <= max");
            });
  }

  private static void add(List<String> found, String format, Object... args) {
    found.add(String.format(Locale.ROOT, format, args));
  }

  private static String plain(double d) {
    return java.math.BigDecimal.valueOf(d).stripTrailingZeros().toPlainString();
  }
}
