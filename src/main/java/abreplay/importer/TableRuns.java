package abreplay.importer;

import abreplay.document.LoadModel;
import abreplay.document.LoadTool;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.regex.MatchResult;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A post's results tables as runs, each figure a report of one figure ({@link ToolReport#TABLE}):
 * the nearest tool's command gives tool and load, else the scenario is NOT REPLAYABLE.
 */
final class TableRuns {

  private static final Pattern SAID =
      Pattern.compile(
          "(?i)\\b(\\d[\\d,]*)\\s+(?:concurrent\\s+)?(?:connections|conns|clients|users)\\b"
              + "|\\bconcurrency\\s+(?:level\\s+)?(?:of\\s+)?(\\d[\\d,]*)"
              + "|\\b(\\d[\\d,]*)\\s+concurrent\\b|(?<![\\w-])-c\\s*(\\d+)");

  private static final Pattern HEADING = Pattern.compile("(?m)^#{1,6}\\s+(.+?)\\s*#*$");

  /** A concurrency the text says, and where. */
  private record Said(int concurrency, String from) {}

  private TableRuns() {}

  static List<ToolDrafts.Input> of(Scan scan, Text text) {
    List<ToolDrafts.Input> inputs = new ArrayList<>();
    List<Table> tables = scan.tables();
    for (int i = 0; i < tables.size(); i++) {
      Table t = tables.get(i);
      int before = i == 0 ? 0 : tables.get(i - 1).end();
      Optional<ResultTable> read =
          ResultTable.of(t, text.text().substring(Math.max(before, t.start() - 300), t.start()));
      if (read.isEmpty()) continue;
      Optional<ToolCommand> command = command(scan.toolCommands(), t);
      Optional<Said> said = said(text, before, t);
      Optional<String> heading = heading(text, before, t);
      List<Note> notes = new ArrayList<>(read.get().notes());
      if (command.isEmpty())
        notes.add(
            new Note(
                t.firstLine(),
                "no command line in the post gives the load of this table (its tool, and how long"
                    + " or how many requests): its scenarios are NOT REPLAYABLE ("
                    + ReportLoad.MISSING
                    + ") until you write their tool and load; a replay SKIPS them"));
      notes.sort(Comparator.comparingInt(Note::line));
      for (ResultTable.Result r : read.get().results()) {
        OptionalInt n = r.concurrency();
        String from = r.concurrencyFrom();
        if (n.isEmpty() && command.isEmpty() && said.isPresent()) {
          n = OptionalInt.of(said.get().concurrency());
          from = said.get().from();
        }
        ToolReport report =
            new ToolReport(
                command.map(ToolCommand::tool).orElse(LoadTool.WRK), // a placeholder: SKIPPED
                r.offset(),
                r.offset() + 1,
                r.figure().line(),
                r.figure().line(),
                List.of(ToolReport.TABLE),
                Optional.empty(),
                n,
                OptionalInt.empty(),
                Optional.empty(),
                List.of(r.figure()),
                List.of());
        ToolRun run = new ToolRun(report, command, List.copyOf(notes));
        notes.clear(); // the table's notes stand above its first figure
        String concurrency = n.isPresent() ? "c" + n.getAsInt() + "-" : "";
        String id =
            "table-" + heading.map(h -> h + "-").orElse("") + concurrency + "not-replayable";
        inputs.add(
            new ToolDrafts.Input(
                run,
                command.isPresent() ? load(run, n, from) : missing(t, n, from),
                PostNames.label(r.system(), r.systemFrom()),
                command.isPresent() ? Optional.empty() : Optional.of(id)));
      }
    }
    return inputs;
  }

  /** The command's load, its connections the table's where the table gives them. */
  private static ReportLoad load(ToolRun run, OptionalInt n, String from) {
    ReportLoad given = ReportLoad.of(run).orElseThrow();
    int c = n.orElse(given.model().connections());
    if (c == given.model().connections()) return given;
    LoadModel model =
        given
            .model()
            .match(
                x -> new LoadModel.ClosedByCount(c, Math.max(c, x.requests()), x.keepAlive()),
                x -> new LoadModel.ClosedByDuration(c, x.duration(), x.keepAlive()),
                x ->
                    new LoadModel.ConstantRate(x.rate(), x.scope(), c, x.duration(), x.keepAlive()),
                x -> new LoadModel.NotReplayable(c, x.reason(), x.detail()));
    return new ReportLoad(model, given.from() + ", with " + c + " connections from " + from);
  }

  private static ReportLoad missing(Table t, OptionalInt n, String from) {
    String given =
        n.isPresent()
            ? "the post gives " + n.getAsInt() + " connections (" + from + ")"
            : "the post gives no concurrency for the table on line " + t.firstLine();
    return new ReportLoad(
        new LoadModel.NotReplayable(
            n.orElse(1),
            ReportLoad.MISSING,
            given
                + " and no command line: its tool, and how long or how many requests, are not in"
                + " it"
                + (n.isPresent() ? "" : "; connections = 1 only holds the place")),
        "NOT IN THE POST: "
            + given
            + ", and no command line gives the rest; write tool and load from the post, or leave"
            + " it SKIPPED");
  }

  /** The markdown heading above the table, as a name ("small-payload"), if 32 chars at most. */
  private static Optional<String> heading(Text text, int before, Table t) {
    Matcher m = HEADING.matcher(text.text()).region(before, t.start());
    String found = null;
    while (m.find()) found = m.group(1);
    if (found == null) return Optional.empty();
    String slug = Names.slug(found.replaceAll("!?\\[([^\\]]*)\\]\\([^)]*\\)", "$1"));
    return slug.isEmpty() || slug.length() > 32 ? Optional.empty() : Optional.of(slug);
  }

  /** The nearest tool's command before the table, else the first after it. */
  private static Optional<ToolCommand> command(List<ToolCommand> commands, Table t) {
    Optional<ToolCommand> before =
        commands.stream().filter(c -> c.start() < t.start()).reduce((a, b) -> b);
    return before.or(() -> commands.stream().filter(c -> c.start() >= t.end()).findFirst());
  }

  /** The last concurrency the prose says since the table before, else the first after it. */
  private static Optional<Said> said(Text text, int before, Table t) {
    Optional<Said> found =
        SAID.matcher(text.text())
            .region(before, t.start())
            .results()
            .flatMap(m -> said(text, m).stream())
            .reduce((a, b) -> b);
    Matcher after = SAID.matcher(text.text()).region(t.end(), text.text().length());
    return found.or(() -> after.find() ? said(text, after) : Optional.empty());
  }

  private static Optional<Said> said(Text text, MatchResult m) {
    String n = null;
    for (int g = 1; g <= m.groupCount() && n == null; g++) n = m.group(g);
    OptionalInt value = ResultTable.count(n);
    if (value.isEmpty()) return Optional.empty();
    return Optional.of(
        new Said(value.getAsInt(), "line " + text.line(m.start()) + ": \"" + m.group() + "\""));
  }
}
