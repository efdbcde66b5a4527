package abreplay.importer;

import abreplay.document.LoadModel;
import abreplay.document.LoadTool;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.OptionalDouble;

/**
 * The load a tool's report was made with, and where that was read: its command line; without one,
 * the report's own lines (wrk, autocannon, bombardier, h2load), or hey's and oha's defaults.
 */
record ReportLoad(LoadModel model, String from) {
  /** The reason of a scenario whose load the post does not give. */
  static final String MISSING = "load not in the post";

  static Optional<ReportLoad> of(ToolRun run) {
    return made(run).map(load -> spoken(run, load));
  }

  /** NOT REPLAYABLE if the report says it spoke HTTP/2 or 3; h2load's HTTP/1.x load if 1.x. */
  private static ReportLoad spoken(ToolRun run, ReportLoad load) {
    ToolReport r = run.report();
    if (r.protocol().isEmpty()) return load;
    String p = r.protocol().get().toLowerCase(Locale.ROOT);
    if (p.startsWith("http/1")) {
      if (run.command().isEmpty() || run.command().get().tool() != LoadTool.H2LOAD) return load;
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
            "%s's report spoke %s (Application protocol: %s); the replay speaks HTTP/1.1"
                .formatted(r.tool().key(), name, r.protocol().get())),
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
          return own(
              new LoadModel.ClosedByDuration(connections, duration(seconds.get()), true), "lines");
      }
      case AUTOCANNON -> {
        if (connections == 0 || seconds.isEmpty() && requests.isEmpty()) return Optional.empty();
        Optional<Figure> pipelining = r.figure(Measure.OTHER, "pipelining factor", "");
        LoadModel model =
            pipelining.isPresent() && pipelining.get().printed().inBase() > 1
                ? new LoadModel.NotReplayable(
                    connections,
                    "pipelining",
                    "autocannon's "
                        + pipelining.get().printed().text()
                        + " pipelining factor writes that many requests per connection before the"
                        + " first answer")
                : seconds.isPresent()
                    ? new LoadModel.ClosedByDuration(connections, duration(seconds.get()), true)
                    : new LoadModel.ClosedByCount(
                        connections, Math.round(requests.get().printed().inBase()), true);
        String running =
            seconds
                .map(s -> s.printed().text())
                .orElse(requests.map(n -> n.printed().text() + " requests").orElse(""));
        return own(
            model, "lines, `Running %s test` and `%s connections`".formatted(running, connections));
      }
      case BOMBARDIER -> {
        Optional<Figure> n = r.figure(Measure.OTHER, "Bombarding", "requests");
        Optional<Figure> d = r.figure(Measure.OTHER, "Bombarding", "for");
        if (connections == 0 || n.isEmpty() && d.isEmpty()) return Optional.empty();
        return own(
            n.isPresent()
                ? new LoadModel.ClosedByCount(
                    connections, Math.round(n.get().printed().inBase()), true)
                : new LoadModel.ClosedByDuration(connections, duration(d.get()), true),
            "line `Bombarding ... %s using %s connection(s)`"
                .formatted(
                    n.map(x -> "with " + x.printed().text() + " request(s)")
                        .orElseGet(() -> "for " + d.get().printed().text()),
                    connections));
      }
      case HEY, OHA -> {
        // responses that are not the defaults' 200 say it ran another load, which nothing gives
        return Optional.of(
            doubt(run).isPresent()
                ? missing(run)
                : new ReportLoad(
                    new LoadModel.ClosedByCount(50, 200, true),
                    r.tool().key()
                        + "'s defaults, 200 requests over 50 connections: no command line before"
                        + " it, and its report does not print its load"));
      }
      case H2LOAD -> {
        OptionalDouble clients = spawning(r, "clients");
        OptionalDouble total = spawning(r, "requests");
        if (clients.isEmpty() || total.isEmpty()) return Optional.empty();
        int c = (int) Math.round(clients.getAsDouble());
        long n = Math.round(total.getAsDouble());
        return own(
            new LoadModel.ClosedByCount(c, n, true),
            "`spawning thread` lines, " + c + " clients and " + n + " requests");
      }
      default -> {}
    }
    return Optional.empty();
  }

  /** A load read from the report's own {@code lines}, there being no command line. */
  private static Optional<ReportLoad> own(LoadModel model, String lines) {
    return Optional.of(
        new ReportLoad(model, "the report's own " + lines + " (no command line before it)"));
  }

  private static OptionalDouble spawning(ToolReport r, String qualifier) {
    return sum(
        r.figures(Measure.OTHER).stream()
            .filter(f -> f.label().equals("spawning thread") && f.qualifier().equals(qualifier))
            .toList());
  }

  private static OptionalDouble sum(List<Figure> figures) {
    return figures.stream().mapToDouble(f -> f.printed().inBase()).reduce(Double::sum);
  }

  /** NOT REPLAYABLE, {@link #MISSING}, over the connections the report gives, else 1. */
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

  /** Why hey's or oha's defaults are not the load a report ran: its responses are not 200. */
  static Optional<String> doubt(ToolRun run) {
    ToolReport r = run.report();
    if (run.command().isPresent() || !(r.tool() == LoadTool.HEY || r.tool() == LoadTool.OHA))
      return Optional.empty();
    long responses = Math.round(sum(r.figures(Measure.STATUS)).orElse(200));
    return responses == 200
        ? Optional.empty()
        : Optional.of(
            "its "
                + responses
                + " responses are not the 200 requests of "
                + r.tool().key()
                + "'s defaults, so it ran another load: paste its command above it");
  }

  private static Duration duration(Figure seconds) {
    return Duration.ofNanos(Math.round(seconds.printed().inBase() * 1e9));
  }
}
