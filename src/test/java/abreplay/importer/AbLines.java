package abreplay.importer;

import abreplay.document.Document.Published;
import abreplay.document.ReportDetails;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * A test's own rendering of published figures as the lines ab printed them (ab.c's printf formats),
 * each with how many figures it holds, to look for in the text they were imported from. Compared
 * without white space, so that a report whose lines a blog ran together, wrapped, or whose columns
 * it squeezed, still holds them; what follows a figure must be what can follow it in ab's report
 * (the next label, or no further digit), so that 100 is not found in 1000.
 */
final class AbLines {
  /** One line of ab's report, white space removed, and the figures it carries. */
  record Line(String text, int figures, java.util.regex.Pattern pattern) {
    boolean in(String squeezed) {
      return pattern.matcher(squeezed).find();
    }
  }

  private static final String NEXT_LABEL = "(?=[A-Z(]|$)";
  private static final String NO_MORE_DIGITS = "(?![0-9.])";
  private static final String NEXT_ROW = "(?=[0-9]+%|$|[A-Z(])";

  private AbLines() {}

  static List<Line> of(Published p, int concurrency) {
    List<Line> lines = new ArrayList<>();
    ReportDetails d = p.details();
    d.serverSoftware().ifPresent(v -> lines.add(line("Server Software: " + v + "\n", 1)));
    d.serverHostname().ifPresent(v -> lines.add(line("Server Hostname: " + v + "\n", 1)));
    if (d.serverPort().isPresent())
      lines.add(line("Server Port: " + d.serverPort().getAsInt() + "\n", 1));
    d.documentPath().ifPresent(v -> lines.add(line("Document Path: " + v + "\n", 1)));
    p.documentLength().ifPresent(v -> lines.add(line("Document Length: " + v + " bytes", 1)));
    lines.add(line("Concurrency Level: " + concurrency + "\n", 0));
    p.timeTaken()
        .ifPresent(
            v ->
                lines.add(
                    line(String.format(Locale.ROOT, "Time taken for tests: %.3f seconds", v), 1)));
    p.complete().ifPresent(v -> lines.add(line("Complete requests: " + v + "\n", 1)));
    p.failed().ifPresent(v -> lines.add(line("Failed requests: " + v + "\n", 1)));
    ReportDetails.Failures f = d.failures();
    if (f.any()) {
      lines.add(
          line(
              "(Connect: "
                  + f.connect().getAsLong()
                  + (f.receive().isPresent() ? ", Receive: " + f.receive().getAsLong() : "")
                  + ", Length: "
                  + f.length().getAsLong()
                  + ", Exceptions: "
                  + f.exceptions().getAsLong()
                  + ")",
              f.receive().isPresent() ? 4 : 3));
    }
    d.writeErrors().ifPresent(v -> lines.add(line("Write errors: " + v + "\n", 1)));
    d.non2xx().ifPresent(v -> lines.add(line("Non-2xx responses: " + v + "\n", 1)));
    p.keepAlive().ifPresent(v -> lines.add(line("Keep-Alive requests: " + v + "\n", 1)));
    p.totalBytes().ifPresent(v -> lines.add(line("Total transferred: " + v + " bytes", 1)));
    p.htmlBytes().ifPresent(v -> lines.add(line("HTML transferred: " + v + " bytes", 1)));
    p.requestsPerSecond()
        .ifPresent(
            v ->
                lines.add(
                    line(
                        String.format(Locale.ROOT, "Requests per second: %.2f [#/sec] (mean)", v),
                        1)));
    d.timePerRequest()
        .ifPresent(
            v ->
                lines.add(
                    line(
                        String.format(Locale.ROOT, "Time per request: %.3f [ms] (mean)\n", v), 1)));
    d.timePerRequestAll()
        .ifPresent(
            v ->
                lines.add(
                    line(
                        String.format(
                            Locale.ROOT,
                            "Time per request: %.3f [ms] (mean, across all concurrent requests)",
                            v),
                        1)));
    d.transferRate()
        .ifPresent(
            v ->
                lines.add(
                    line(
                        String.format(Locale.ROOT, "Transfer rate: %.2f [Kbytes/sec] received", v),
                        1)));
    for (ReportDetails.Row row : ReportDetails.Row.values()) {
      ReportDetails.Times t = d.connectionTimes().get(row);
      if (t == null) continue;
      String name =
          row.key().substring(0, 1).toUpperCase(Locale.ROOT) + row.key().substring(1) + ":";
      lines.add(
          line(
              t.sd().isPresent()
                  ? String.format(
                      Locale.ROOT,
                      "%s %d %d %s %d %d",
                      name,
                      t.min(),
                      t.mean(),
                      BigDecimal.valueOf(t.sd().getAsDouble()).setScale(1).toPlainString(),
                      t.median().getAsLong(),
                      t.max())
                  : String.format(Locale.ROOT, "%s %d %d %d", name, t.min(), t.mean(), t.max()),
              t.sd().isPresent() ? 5 : 3));
    }
    p.percentiles()
        .forEach(
            (percent, ms) ->
                lines.add(
                    line(percent + "% " + ms + (percent == 100 ? " (longest request)" : "\n"), 1)));
    return lines;
  }

  /** A line's text without white space; a trailing "\n" marks a figure ab's next label follows. */
  private static Line line(String text, int figures) {
    boolean labelled = text.endsWith("\n");
    String squeezed = squeezed(text);
    boolean row = text.matches("(?s)\\d+% .*");
    String after =
        row
            ? (text.contains("longest") ? "" : NEXT_ROW)
            : labelled ? NEXT_LABEL : squeezed.matches(".*[0-9]") ? NO_MORE_DIGITS : "";
    return new Line(
        squeezed,
        figures,
        java.util.regex.Pattern.compile(java.util.regex.Pattern.quote(squeezed) + after));
  }

  /** {@code text} as {@link Line}s are looked for in it: no white space at all. */
  static String squeezed(String text) {
    return text.replaceAll("\\s+", "");
  }
}
