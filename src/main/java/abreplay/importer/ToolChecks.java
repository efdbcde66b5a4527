package abreplay.importer;

import abreplay.importer.AbReport.Note;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * Figures of a load tool's report that contradict each other, by the tools' own formula: requests
 * per second = requests completed / duration (wrk, autocannon's count is rounded to thousands and
 * checked within it; siege's transaction rate; h2load's req/s). Each comparison allows for the
 * rounding of every printed figure, so a report the tool printed never trips it; an edited or
 * mispasted one does.
 */
final class ToolChecks {
  private ToolChecks() {}

  static List<Note> of(ToolReport r) {
    List<Note> found = new ArrayList<>();
    Optional<Figure> rate = r.figures(Measure.REQUESTS_PER_SECOND).stream().findFirst();
    Optional<Figure> requests = r.figures(Measure.REQUESTS).stream().findFirst();
    Optional<Figure> duration = r.figures(Measure.DURATION).stream().findFirst();
    if (rate.isPresent() && requests.isPresent() && duration.isPresent()) {
      Quantity n = requests.get().quantity();
      Quantity t = duration.get().quantity();
      double tLow = t.inBase() - t.rounding();
      double tHigh = t.inBase() + t.rounding();
      double nLow = n.inBase() - n.rounding();
      double nHigh = n.inBase() + n.rounding();
      // wrk and autocannon time their whole run, a little longer than the requests they count
      double high = tLow > 0 ? nHigh / tLow : Double.MAX_VALUE;
      double low = nLow / tHigh;
      double printed = rate.get().quantity().inBase();
      double slack = rate.get().quantity().rounding() + 1e-9;
      if (printed < low * 0.99 - slack || printed > high * 1.01 + slack) {
        found.add(
            new Note(
                rate.get().line(),
                String.format(
                    Locale.ROOT,
                    "%s %s is not %s requests / %s = %.2f",
                    rate.get().label(),
                    rate.get().quantity().text(),
                    n.text(),
                    t.text(),
                    n.inBase() / t.inBase())));
      }
    }
    return found;
  }
}
