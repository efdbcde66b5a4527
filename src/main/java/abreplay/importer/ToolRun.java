package abreplay.importer;

import abreplay.document.LoadTool;
import java.net.URI;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * One load tool's report with the command line that printed it: the nearest of the tool's commands
 * before it that agrees with it (connections, threads and url), else none.
 *
 * @param notes where a command and the report disagree, and the figures that contradict each other
 */
record ToolRun(ToolReport report, Optional<ToolCommand> command, List<Note> notes) {

  /** Each other tool's report with its command line, in the text's order. */
  static List<ToolRun> all(Scan scan) {
    List<ToolRun> runs = new ArrayList<>();
    int previousEnd = 0;
    for (ToolReport r : scan.toolReports()) {
      ToolRun run = ToolRun.of(r, scan.toolCommands(), previousEnd);
      int from = previousEnd;
      boolean between =
          scan.toolCommands().stream().anyMatch(c -> c.start() >= from && c.start() < r.start());
      // Several reports under one command (h2load's HTTP/2 and HTTP/3 runs): the command before
      // the report above serves this one too when no other command stands between them.
      if (run.command().isEmpty() && !between && !runs.isEmpty()) {
        Optional<ToolCommand> previous = runs.get(runs.size() - 1).command();
        ToolRun again = previous.map(c -> ToolRun.of(r, List.of(c), 0)).orElse(run);
        if (again.command().isPresent()) run = again;
      }
      runs.add(run);
      previousEnd = r.end();
    }
    return runs;
  }

  static ToolRun of(ToolReport r, List<ToolCommand> commands, int previousReportEnd) {
    List<Note> notes = new ArrayList<>();
    List<ToolCommand> after =
        commands.stream()
            .filter(c -> c.start() >= previousReportEnd && sameTool(c.tool(), r.tool()))
            .toList();
    Optional<ToolCommand> fitting =
        CommandLine.fitting(after, r.start(), r.firstLine(), 0, c -> conflict(c, r), notes);
    notes.addAll(Checks.of(r));
    return new ToolRun(r, fitting, List.copyOf(notes));
  }

  PostNames.Place place() {
    return new PostNames.Place(
        report.start(),
        report.end(),
        command.flatMap(ToolCommand::url).or(() -> report.url().flatMap(Urls::shown)));
  }

  private static boolean sameTool(LoadTool command, LoadTool report) {
    boolean wrk = command == LoadTool.WRK || command == LoadTool.WRK2;
    return command == report || wrk && (report == LoadTool.WRK || report == LoadTool.WRK2);
  }

  private static Optional<String> conflict(ToolCommand c, ToolReport r) {
    if (r.connections().isPresent() && c.load().connections() != r.connections().getAsInt())
      return Optional.of(
          "it says "
              + c.load().connections()
              + " connections"
              + (c.options().containsKey("connections")
                  ? ""
                  : " (" + c.tool().key() + "'s default)")
              + ", the report "
              + r.connections().getAsInt());
    if (r.threads().isPresent()
        && c.threads().isPresent()
        && c.threads().getAsInt() != r.threads().getAsInt())
      return Optional.of(
          "it says " + c.threads().getAsInt() + " threads, the report " + r.threads().getAsInt());
    if (r.url().isPresent() && c.url().isPresent()) {
      URI a = c.url().get();
      Optional<URI> b = Urls.shown(r.url().get());
      if (b.isEmpty()
          || !a.getHost().equalsIgnoreCase(String.valueOf(b.get().getHost()))
          || Urls.port(a) != Urls.port(b.get()))
        return Optional.of("its url is " + a + ", the report's " + r.url().get());
    }
    return Optional.empty();
  }
}
