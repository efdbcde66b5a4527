package abreplay.importer;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.function.Consumer;

/**
 * One ab report as a scenario run: its load from the nearest command line before it that agrees
 * with the report, else from what the report states (Concurrency Level, Number of requests or
 * Complete requests, a Keep-Alive requests line for -k, Document Path).
 *
 * @param requestsFrom where -n came from, as the draft says it
 * @param notes where the command and the report disagree, or what had to be taken from elsewhere
 * @param request what its requests send, or why the replay cannot know or send it
 * @param contradictions the report's figures that contradict each other ({@link Checks})
 */
record Run(
    AbReport report,
    Optional<AbCommandLine> command,
    long requests,
    int concurrency,
    boolean keepAlive,
    String path,
    String requestsFrom,
    List<Note> notes,
    Shape request,
    List<Note> contradictions) {
  Run {
    notes = List.copyOf(notes);
  }

  /** "c100-n1000000-k"; "c10-n1000-post" for another method, "-not-replayable" if unsendable. */
  String scenarioId() {
    String sends = request instanceof Shape.Sends s ? s.idSuffix() : "-not-replayable";
    return "c" + concurrency + "-n" + requests + (keepAlive ? "-k" : "") + sends;
  }

  PostNames.Place place() {
    return new PostNames.Place(report.start(), report.end(), command.flatMap(AbCommandLine::url));
  }

  /** Each usable ab report's run, in order; every report's notes put in byReport, by its start. */
  static List<Run> all(Scan scan, Text text, Map<Integer, List<Note>> byReport) {
    List<Run> runs = new ArrayList<>();
    int previousEnd = 0;
    for (AbReport report : scan.reports()) {
      List<Note> mine = new ArrayList<>(report.problems());
      Consumer<String> note = why -> mine.add(new Note(report.firstLine(), why));
      AbReport same =
          runs.stream()
              .map(Run::report)
              .filter(
                  r ->
                      r.published().equals(report.published())
                          && r.concurrency().equals(report.concurrency()))
              .findFirst()
              .orElse(null);
      if (same != null)
        note.accept(
            "this report repeats the one on line "
                + same.firstLine()
                + " figure for figure (pasted twice?): it is imported once");
      else if (report.usable()) {
        Run run = Run.of(report, scan.commands(), previousEnd, text);
        runs.add(run);
        mine.addAll(run.notes());
        mine.addAll(run.contradictions());
      } else
        note.accept(
            "this report has no "
                + (report.concurrency().isEmpty()
                    ? "Concurrency Level"
                        + (report.published().complete().isEmpty()
                            ? " and no Complete requests"
                            : "")
                    : "Complete requests")
                + ": it is not imported");
      previousEnd = report.end();
      mine.sort(Comparator.comparingInt(Note::line));
      byReport.put(report.start(), mine);
    }
    return runs;
  }

  /** The run of a usable report ({@link AbReport#usable()}). */
  static Run of(AbReport r, List<AbCommandLine> commands, int previousReportEnd, Text text) {
    if (r.fragment()) return ofFragment(r, text);
    List<Note> notes = new ArrayList<>();
    Consumer<String> note = why -> notes.add(new Note(r.firstLine(), why));
    Optional<AbCommandLine> command =
        CommandLine.fitting(
            commands, r.start(), r.firstLine(), previousReportEnd, c -> conflict(c, r), notes);
    var p = r.published();
    long requests;
    String from;
    if (command.isPresent() && command.get().requests().isPresent()) {
      requests = command.get().requests().getAsLong();
      from = "-n of the command on line " + command.get().line();
    } else if (r.requests().isPresent()) {
      requests = r.requests().getAsLong();
      from = "the report's Number of requests";
    } else if (p.complete().isPresent()) {
      requests = p.complete().getAsLong();
      from = "the report's Complete requests (no command line gives -n)";
    } else {
      requests = r.impliedComplete().getAsLong();
      from =
          "the report's Time taken for tests x Requests per second, its roundest count (no line"
              + " gives -n or Complete requests)";
    }
    long complete = p.complete().orElse(requests);
    if (complete < requests)
      note.accept(
          String.format(Locale.ROOT, "ab completed %,d of its %,d requests", complete, requests));
    int concurrency = r.level().getAsInt();
    if (r.concurrency().isEmpty())
      note.accept(
          "the report has no Concurrency Level: -c "
              + concurrency
              + ", its Time per request over its Time per request across all concurrent requests");
    boolean keepAlive = command.map(AbCommandLine::keepAlive).orElse(r.keepAliveLine());
    if (command.isEmpty() && !keepAlive && !afterKeepAliveLine(r))
      note.accept(
          "the report stops before the line that would show -k (Keep-Alive requests), and no"
              + " command line gives it: replayed without -k");
    Optional<String> path =
        p.details().documentPath().or(() -> command.flatMap(AbCommandLine::path));
    if (path.isEmpty())
      note.accept("neither the report nor a command line gives the path: \"/\" is asked for");
    command.ifPresent(c -> noteOthers(c, notes));
    Shape request = request(r, command, text);
    return new Run(
        r,
        command,
        requests,
        concurrency,
        keepAlive,
        path.orElse("/"),
        from,
        notes,
        request,
        Checks.of(r));
  }

  /** Its command's request; NOT REPLAYABLE when the report sent bodies no command gives. */
  private static Shape request(AbReport r, Optional<AbCommandLine> c, Text text) {
    Shape shape = c.map(x -> RequestShape.of(x, text)).orElse(Shape.Sends.GET);
    if (r.sentBody() && shape instanceof Shape.Sends s && s.request().body().isEmpty())
      return new Shape.Unknown(
          "body not in the post",
          "the report sent request bodies (Total body sent), and no command line before it gives"
              + " its -p or -u; paste the command and its file in the post to import it");
    return shape;
  }

  /** A fragment's run: all of it from the command it is quoted under, as ab would have run it. */
  private static Run ofFragment(AbReport r, Text text) {
    AbCommandLine c = r.quotedUnder().orElseThrow();
    List<Note> notes = new ArrayList<>();
    String from =
        c.requests().isPresent()
            ? "-n of the command on line " + c.line()
            : "ab's default (the command on line " + c.line() + " has no -n)";
    if (c.path().isEmpty())
      notes.add(
          new Note(
              r.firstLine(),
              "the command on line " + c.line() + " has no url: \"/\" is asked for"));
    noteOthers(c, notes);
    return new Run(
        r,
        Optional.of(c),
        c.requests().orElse(1),
        r.concurrency().orElse(1),
        c.keepAlive(),
        c.path().orElse("/"),
        from,
        notes,
        request(r, Optional.of(c), text),
        Checks.of(r));
  }

  /** The flags of {@code c} a replay leaves out, noted on its line. */
  private static void noteOthers(AbCommandLine c, List<Note> notes) {
    if (!c.others().isEmpty())
      notes.add(
          new Note(
              c.line(),
              "ab-replay does not replay %s of the command on this line"
                  .formatted(String.join(", ", c.others()))));
  }

  private static boolean afterKeepAliveLine(AbReport r) {
    return r.has(Field.TOTAL_TRANSFERRED) || r.has(Field.HTML_TRANSFERRED);
  }

  private static boolean differ(OptionalInt a, OptionalInt b) {
    return a.isPresent() && b.isPresent() && a.getAsInt() != b.getAsInt();
  }

  /** Why command {@code c} cannot have printed report {@code r}, if it cannot. */
  private static Optional<String> conflict(AbCommandLine c, AbReport r) {
    var d = r.published().details();
    var complete = r.published().complete();
    if (differ(c.concurrency(), r.level()))
      return Optional.of(
          "it says -c "
              + c.concurrency().getAsInt()
              + (r.concurrency().isPresent()
                  ? ", the report Concurrency Level "
                  : ", the report's Time per request lines give ")
              + r.level().getAsInt());
    if (c.requests().isPresent()
        && complete.isPresent()
        && complete.getAsLong() > c.requests().getAsLong())
      return Optional.of(
          "it says -n %s, the report has more Complete requests (%s)"
              .formatted(c.requests().getAsLong(), complete.getAsLong()));
    if (differ(c.port(), d.serverPort()))
      return Optional.of(
          "its url's port is %s, the report's Server Port %s"
              .formatted(c.port().getAsInt(), d.serverPort().getAsInt()));
    if (c.url().isPresent()
        && d.serverHostname().isPresent()
        && !c.url().get().getHost().equalsIgnoreCase(d.serverHostname().get()))
      return Optional.of(
          "its url's host is %s, the report's Server Hostname %s"
              .formatted(c.url().get().getHost(), d.serverHostname().get()));
    if (c.path().isPresent()
        && d.documentPath().isPresent()
        && !c.path().get().equals(d.documentPath().get()))
      return Optional.of(
          "its url's path is %s, the report's Document Path %s"
              .formatted(c.path().get(), d.documentPath().get()));
    if (afterKeepAliveLine(r) && c.keepAlive() != r.keepAliveLine())
      return Optional.of(
          c.keepAlive()
              ? "it has -k, the report no Keep-Alive requests line"
              : "it has no -k, the report a Keep-Alive requests line");
    return Optional.empty();
  }
}
