package abreplay.importer;

import abreplay.document.LoadModel;
import java.time.Duration;
import java.util.List;
import java.util.Optional;

/**
 * The load a tool's report was made with, and where that was read: its command line (the tool's
 * defaults filling what it does not say); without one, the report's own lines (wrk's "Running 3s
 * test" and "2 threads and 20 connections", autocannon's "Running 10s test @ url" and "40
 * connections", bombardier's "Bombarding url with N request(s) using C connection(s)"); for hey and
 * oha, whose reports do not print their load, the tool's defaults (200 requests over 50
 * connections).
 */
record ReportLoad(LoadModel model, String from) {

  static Optional<ReportLoad> of(ToolRun run) {
    ToolReport r = run.report();
    if (run.command().isPresent()) {
      ToolCommand c = run.command().get();
      String defaults = c.defaults().isEmpty() ? "" : " (" + String.join(", ", c.defaults()) + ")";
      return Optional.of(
          new ReportLoad(
              c.load(), "the command on line " + c.line() + ": `" + c.text() + "`" + defaults));
    }
    Optional<Figure> seconds = r.figure(Measure.OTHER, "Running", "test");
    Optional<Figure> requests = r.figure(Measure.OTHER, "Running", "requests");
    int connections = r.connections().orElse(0);
    switch (r.tool()) {
      case WRK -> { // wrk2's lines do not give its -R
        if (seconds.isPresent() && connections > 0)
          return Optional.of(
              new ReportLoad(
                  new LoadModel.ClosedByDuration(connections, duration(seconds.get()), true),
                  "the report's own lines (no command line before it)"));
      }
      case AUTOCANNON -> {
        if (connections == 0 || seconds.isEmpty() && requests.isEmpty()) return Optional.empty();
        String from =
            "the report's own lines, `Running "
                + seconds
                    .map(s -> s.quantity().text())
                    .orElse(requests.map(n -> n.quantity().text() + " requests").orElse(""))
                + " test` and `"
                + connections
                + " connections` (no command line before it)";
        Optional<Figure> pipelining = r.figure(Measure.OTHER, "pipelining factor", "");
        LoadModel model =
            pipelining.isPresent() && pipelining.get().quantity().inBase() > 1
                ? new LoadModel.NotReplayable(
                    connections,
                    "pipelining",
                    "autocannon's "
                        + pipelining.get().quantity().text()
                        + " pipelining factor writes that many requests per connection before the"
                        + " first answer")
                : seconds.isPresent()
                    ? new LoadModel.ClosedByDuration(connections, duration(seconds.get()), true)
                    : new LoadModel.ClosedByCount(
                        connections, Math.round(requests.get().quantity().inBase()), true);
        return Optional.of(new ReportLoad(model, from));
      }
      case BOMBARDIER -> {
        Optional<Figure> n = r.figure(Measure.OTHER, "Bombarding", "requests");
        Optional<Figure> d = r.figure(Measure.OTHER, "Bombarding", "for");
        if (connections == 0 || n.isEmpty() && d.isEmpty()) return Optional.empty();
        String from =
            "the report's own line `Bombarding ... "
                + n.map(x -> "with " + x.quantity().text() + " request(s)")
                    .orElseGet(() -> "for " + d.get().quantity().text())
                + " using "
                + connections
                + " connection(s)` (no command line before it)";
        return Optional.of(
            new ReportLoad(
                n.isPresent()
                    ? new LoadModel.ClosedByCount(
                        connections, Math.round(n.get().quantity().inBase()), true)
                    : new LoadModel.ClosedByDuration(connections, duration(d.get()), true),
                from));
      }
      case HEY, OHA -> {
        return Optional.of(
            new ReportLoad(
                new LoadModel.ClosedByCount(50, 200, true),
                r.tool().shown
                    + "'s defaults, 200 requests over 50 connections: no command line before it,"
                    + " and its report does not print its load"));
      }
      default -> {}
    }
    return Optional.empty();
  }

  /**
   * Why a load from the tool's defaults cannot be the one the report ran: its responses, counted by
   * status, are not the defaults' 200.
   */
  static Optional<String> doubt(ToolRun run, ReportLoad load) {
    ToolReport r = run.report();
    if (run.command().isPresent() || !(r.tool() == Tool.HEY || r.tool() == Tool.OHA))
      return Optional.empty();
    List<Figure> statuses = r.figures(Measure.STATUS);
    long responses = Math.round(statuses.stream().mapToDouble(f -> f.quantity().inBase()).sum());
    if (statuses.isEmpty() || responses == 200) return Optional.empty();
    return Optional.of(
        "its "
            + responses
            + " responses are not the 200 requests of "
            + r.tool().shown
            + "'s defaults, so it ran another load: paste its command above it");
  }

  private static Duration duration(Figure seconds) {
    return Duration.ofNanos(Math.round(seconds.quantity().inBase() * 1e9));
  }
}
