package abreplay.importer;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * One report as a scenario run: the ab command it was printed by, from the command line the text
 * shows before it when that agrees with the report, else from what the report states (Concurrency
 * Level, Number of requests or Complete requests, a Keep-Alive requests line for -k, Document
 * Path).
 *
 * @param requestsFrom where -n came from, as the draft says it
 * @param notes where the command and the report disagree, or what had to be taken from elsewhere
 * @param request what its requests send (its command's -m, -p, -u, -T, -H, ...), or why the replay
 *     cannot know or send it
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
    Shape request) {

  /**
   * "c100-n1000000-k", as the hand-written documents name their scenarios; "c10-n1000-post" for
   * another method, "c10-n1000-not-replayable" for a request the replay cannot send.
   */
  String scenarioId() {
    String sends = request instanceof Shape.Sends s ? s.idSuffix() : "-not-replayable";
    return "c" + concurrency + "-n" + requests + (keepAlive ? "-k" : "") + sends;
  }

  /** Where its report is, and the url its command asked, for naming it ({@link PostNames}). */
  PostNames.Place place() {
    return new PostNames.Place(report.start(), report.end(), command.flatMap(AbCommandLine::url));
  }

  /**
   * The run of a usable report ({@link AbReport#usable()}), with the command of the text that fits
   * it: the nearest one before it that agrees with it.
   */
  static Run of(AbReport r, List<AbCommandLine> commands, int previousReportEnd, Text text) {
    if (r.fragment()) return ofFragment(r, text);
    List<Note> notes = new ArrayList<>();
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
    if (complete < requests) {
      notes.add(
          new Note(
              r.firstLine(),
              String.format(
                  Locale.ROOT, "ab completed %,d of its %,d requests", complete, requests)));
    }
    int concurrency = r.level().getAsInt();
    if (r.concurrency().isEmpty())
      notes.add(
          new Note(
              r.firstLine(),
              "the report has no Concurrency Level: -c "
                  + concurrency
                  + ", its Time per request over its Time per request across all concurrent"
                  + " requests"));
    boolean keepAlive;
    if (command.isPresent()) {
      keepAlive = command.get().keepAlive();
    } else {
      keepAlive = r.keepAliveLine();
      if (!keepAlive && !r.has(Field.TOTAL_TRANSFERRED) && !r.has(Field.HTML_TRANSFERRED)) {
        notes.add(
            new Note(
                r.firstLine(),
                "the report stops before the line that would show -k (Keep-Alive requests),"
                    + " and no command line gives it: replayed without -k"));
      }
    }
    String path =
        p.details().documentPath().or(() -> command.flatMap(AbCommandLine::path)).orElse("/");
    if (p.details().documentPath().isEmpty() && command.flatMap(AbCommandLine::path).isEmpty()) {
      notes.add(
          new Note(
              r.firstLine(),
              "neither the report nor a command line gives the path: \"/\" is asked for"));
    }
    command.ifPresent(c -> noteOthers(c, notes));
    return new Run(
        r,
        command,
        requests,
        concurrency,
        keepAlive,
        path,
        from,
        List.copyOf(notes),
        request(r, command, text));
  }

  /**
   * What the requests of {@code r} sent: its command's request; NOT REPLAYABLE when the report says
   * it sent bodies (Total body sent) and no command gives them.
   */
  private static Shape request(AbReport r, Optional<AbCommandLine> c, Text text) {
    Shape shape = c.map(x -> RequestShape.of(x, text)).orElse(Shape.Sends.GET);
    if (r.sentBody() && shape instanceof Shape.Sends s && s.request().body().isEmpty())
      return new Shape.Unknown(
          "body not in the post",
          "the report sent request bodies (Total body sent), and no command line before it gives"
              + " its -p or -u; paste the command and its file in the post to import it");
    return shape;
  }

  /**
   * The run of a fragment: all of it from the command it is quoted under (-n, ab's default 1
   * without it; -c; -k; the url's path), as ab would have run it.
   */
  private static Run ofFragment(AbReport r, Text text) {
    AbCommandLine c = r.quotedUnder().orElseThrow();
    List<Note> notes = new ArrayList<>();
    long requests = c.requests().orElse(1);
    String from =
        c.requests().isPresent()
            ? "-n of the command on line " + c.line()
            : "ab's default (the command on line " + c.line() + " has no -n)";
    String path = c.path().orElse("/");
    if (c.path().isEmpty()) {
      notes.add(
          new Note(
              r.firstLine(),
              "the command on line " + c.line() + " has no url: \"/\" is asked for"));
    }
    noteOthers(c, notes);
    return new Run(
        r,
        Optional.of(c),
        requests,
        r.concurrency().orElse(1),
        c.keepAlive(),
        path,
        from,
        List.copyOf(notes),
        request(r, Optional.of(c), text));
  }

  /** The flags of {@code c} a replay leaves out, noted on its line. */
  private static void noteOthers(AbCommandLine c, List<Note> notes) {
    if (c.others().isEmpty()) return;
    notes.add(
        new Note(
            c.line(),
            "ab-replay does not replay "
                + String.join(", ", c.others())
                + " of the command on this line"));
  }

  /** Why command {@code c} cannot have printed report {@code r}, if it cannot. */
  private static Optional<String> conflict(AbCommandLine c, AbReport r) {
    var d = r.published().details();
    if (c.concurrency().isPresent()
        && r.level().isPresent()
        && c.concurrency().getAsInt() != r.level().getAsInt()) {
      return Optional.of(
          "it says -c "
              + c.concurrency().getAsInt()
              + (r.concurrency().isPresent()
                  ? ", the report Concurrency Level "
                  : ", the report's Time per request lines give ")
              + r.level().getAsInt());
    }
    if (c.requests().isPresent()
        && r.published().complete().isPresent()
        && r.published().complete().getAsLong() > c.requests().getAsLong()) {
      return Optional.of(
          "it says -n "
              + c.requests().getAsLong()
              + ", the report has more Complete requests ("
              + r.published().complete().getAsLong()
              + ")");
    }
    if (c.port().isPresent()
        && d.serverPort().isPresent()
        && c.port().getAsInt() != d.serverPort().getAsInt()) {
      return Optional.of(
          "its url's port is "
              + c.port().getAsInt()
              + ", the report's Server Port "
              + d.serverPort().getAsInt());
    }
    if (c.url().isPresent()
        && d.serverHostname().isPresent()
        && !c.url().get().getHost().equalsIgnoreCase(d.serverHostname().get())) {
      return Optional.of(
          "its url's host is "
              + c.url().get().getHost()
              + ", the report's Server Hostname "
              + d.serverHostname().get());
    }
    if (c.path().isPresent()
        && d.documentPath().isPresent()
        && !c.path().get().equals(d.documentPath().get())) {
      return Optional.of(
          "its url's path is "
              + c.path().get()
              + ", the report's Document Path "
              + d.documentPath().get());
    }
    boolean afterKeepAliveLine = r.has(Field.TOTAL_TRANSFERRED) || r.has(Field.HTML_TRANSFERRED);
    if (afterKeepAliveLine && c.keepAlive() != r.keepAliveLine()) {
      return Optional.of(
          c.keepAlive()
              ? "it has -k, the report no Keep-Alive requests line"
              : "it has no -k, the report a Keep-Alive requests line");
    }
    return Optional.empty();
  }
}
