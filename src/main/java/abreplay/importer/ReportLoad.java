package abreplay.importer;

import abreplay.document.LoadModel;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
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
  /** The reason of a scenario whose load the post does not give. */
  static final String MISSING = "load not in the post";

  static Optional<ReportLoad> of(ToolRun run) {
    return made(run).map(load -> spoken(run, load));
  }

  /**
   * {@code load} as the protocol the report says its run spoke (h2load's "Application protocol:
   * h2", "h3" or "http/1.1"), whatever its command's options say: NOT REPLAYABLE over HTTP/2 or 3,
   * the command's load over HTTP/1.x (h2load falls back to it where the server offers nothing
   * else).
   */
  private static ReportLoad spoken(ToolRun run, ReportLoad load) {
    ToolReport r = run.report();
    if (r.protocol().isEmpty()) return load;
    String p = r.protocol().get().toLowerCase(Locale.ROOT);
    if (p.startsWith("http/1")) {
      if (run.command().isEmpty() || run.command().get().tool() != Tool.H2LOAD) return load;
      ToolCommand c = run.command().get();
      return ToolCommands.h2load(
              c.options(), c.load().connections(), true, new ArrayList<>(), false)
          .map(m -> new ReportLoad(m, load.from() + ", over HTTP/1.1 as its report says"))
          .orElse(load);
    }
    String name = p.startsWith("h3") ? "HTTP/3" : p.startsWith("h2") ? "HTTP/2" : p;
    if (load.model() instanceof LoadModel.NotReplayable n && n.reason().equals(name)) return load;
    return new ReportLoad(
        new LoadModel.NotReplayable(
            load.model().connections(),
            name,
            r.tool().shown
                + "'s report spoke "
                + name
                + " (Application protocol: "
                + r.protocol().get()
                + "); the replay speaks HTTP/1.1"),
        load.from());
  }

  private static Optional<ReportLoad> made(ToolRun run) {
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
        ReportLoad defaults =
            new ReportLoad(
                new LoadModel.ClosedByCount(50, 200, true),
                r.tool().shown
                    + "'s defaults, 200 requests over 50 connections: no command line before it,"
                    + " and its report does not print its load");
        // responses that are not the defaults' 200 say it ran another load, which nothing gives
        return Optional.of(doubt(run, defaults).isPresent() ? missing(run) : defaults);
      }
      case H2LOAD -> {
        List<Figure> clients =
            r.figures(Measure.OTHER).stream()
                .filter(f -> f.label().equals("spawning thread") && f.qualifier().equals("clients"))
                .toList();
        List<Figure> total =
            r.figures(Measure.OTHER).stream()
                .filter(
                    f -> f.label().equals("spawning thread") && f.qualifier().equals("requests"))
                .toList();
        if (clients.isEmpty() || total.isEmpty()) return Optional.empty();
        int c = (int) Math.round(clients.stream().mapToDouble(f -> f.quantity().inBase()).sum());
        long n = Math.round(total.stream().mapToDouble(f -> f.quantity().inBase()).sum());
        return Optional.of(
            new ReportLoad(
                new LoadModel.ClosedByCount(c, n, true),
                "the report's own `spawning thread` lines, "
                    + c
                    + " clients and "
                    + n
                    + " requests (no command line before it)"));
      }
      default -> {}
    }
    return Optional.empty();
  }

  /**
   * The load of a report nothing in the post gives: NOT REPLAYABLE, load not in the post, over the
   * connections its own lines give (siege's "Preparing 25 concurrent users"), else 1 holding the
   * place.
   */
  static ReportLoad missing(ToolRun run) {
    ToolReport r = run.report();
    int connections = r.connections().orElse(1);
    return new ReportLoad(
        new LoadModel.NotReplayable(
            connections,
            MISSING,
            r.shown() + " does not print its load, and no command line before it gives it"),
        r.connections().isPresent()
            ? "nothing in the post but its " + connections + " connections (its own lines)"
            : "nothing in the post");
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
