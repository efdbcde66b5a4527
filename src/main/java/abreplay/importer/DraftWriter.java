package abreplay.importer;

import static abreplay.format.Numbers.count;
import static abreplay.importer.ConfText.oneLine;
import static abreplay.importer.ConfText.q;
import static java.util.stream.Collectors.joining;

import abreplay.document.LoadModel;
import abreplay.document.ToolFigureKeys;
import abreplay.document.claim.ClaimKind;
import abreplay.document.claim.ClaimKinds;
import abreplay.importer.DraftScenario.AbScenario;
import abreplay.importer.DraftScenario.ToolEntry;
import abreplay.importer.DraftScenario.ToolScenario;
import abreplay.importer.DraftSystem.AbSystem;
import abreplay.importer.Sentences.Sentence;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A {@link Draft} as a document conf (conf/documents/&lt;nnn&gt;-&lt;name&gt;.conf), in the form
 * the hand-written ones have. What the text cannot give is marked: the machine says "unknown" with
 * the lines that may describe it, the claims are empty with the sentences that look like claims
 * beside them, and every warning stands above what it is about. Other tools' figures are written
 * under their keys, as the tool printed them.
 */
final class DraftWriter {
  /** The stand-in a tool's system runs on: no tool but ab prints the Server header. */
  static final String STAND_IN = "hello";

  private static final String STAND_IN_WHY =
      STAND_IN
          + ", a plain HTTP/1.1 server: other tools' reports do not print the Server header, so"
          + " nothing says what answered; set url to replay the real server";

  /** The longest comment line of a hint the draft writes. */
  private static final int WIDTH = 104;

  private DraftWriter() {}

  static String document(Draft d, String confFile, LocalDate today) {
    StringBuilder out = new StringBuilder();
    out.append(
        """
        # Document %s: drafted by ./ab-replay --import from %s on %s: %s, %s, %s.
        # What the text cannot give is marked, not guessed: the machine ("unknown") and the claims (empty, with
        # the sentences that look like claims beside them). Fill them in, then check and replay it:
        #   ./ab-replay --check %s
        #   ./mvnw gatling:test -Dgatling.simulationClass=abreplay.Document -Dreplay.document=%s
        """
            .formatted(
                d.id(),
                d.source(),
                today,
                reports(d),
                count(d.systemNames().size(), "system"),
                count(d.scenarioIds().size(), "scenario"),
                confFile,
                confFile));
    if (!d.warnings().isEmpty()) {
      out.append("#\n# WARNINGS, by line of " + d.source())
          .append(" (each also stands above what it is about):\n");
      for (Note n : d.warnings()) noteLine(out, "#   line ", n);
    }
    if (!d.replayable())
      out.append(
          """
          #
          # NO SCENARIO CAN BE REPLAYED as drafted: each is NOT REPLAYABLE, its reason above its load; a replay
          # SKIPS them all until their load is written.
          """);
    for (Note n : d.notes()) noteLine(out, "# Note, line ", n);
    document(out, d);
    systems(out, d);
    scenarios(out, d);
    claims(out, d);
    out.append(
            "\n# How to replay it: src/main/resources/reference.conf holds the defaults of every")
        .append(" key.\n");
    if (d.receiveErrors() || d.failures()) {
      out.append("replay {\n");
      if (d.receiveErrors())
        out.append("  receive-errors = continue   # the post's ab ran with -r\n");
      if (d.failures())
        out.append(
            "  max-failed = -1   # the post's own reports have failed requests: no gate on them\n");
      out.append("}\n");
    }
    return out.toString();
  }

  private static void noteLine(StringBuilder out, String lead, Note n) {
    out.append(lead).append(n.line()).append(": ").append(oneLine(n.text())).append('\n');
  }

  /** Each sentence as "{@code lead}12: its text", a line each, each line after a newline. */
  private static String sentences(List<Sentence> sentences, String lead) {
    return sentences.stream().map(s -> "\n" + lead + s.line() + ": " + s.text()).collect(joining());
  }

  private static void document(StringBuilder out, Draft d) {
    String ab =
        (d.abVersions().isEmpty()
                ? "ab (its version is not in the text)"
                : "ab " + String.join(", ", d.abVersions()))
            + ", HTTP/1.0";
    // one generator a scenario, ab's first as the scenarios are
    String generators =
        d.scenarios().stream()
            .map(
                sc ->
                    sc instanceof ToolScenario t
                        ? (t.toolNamed()
                            ? t.tool().key() + " (its version is not in the text), HTTP/1.1"
                            : "a load tool the text does not name")
                        : ab)
            .distinct()
            .collect(joining("; "));
    String loopback =
        d.loopback()
            ? ", on the same machine as the servers (every report's host is this machine's)"
            : "";
    out.append(
        """
        document {
          id = %s
          title = %s   # the text's first line: edit it
          source = %s
          machine {
            # NOT IN THE IMPORT: the post's machine is in its prose, if anywhere.%s
            cores = "unknown: fill it in from the post"
            cpu = "unknown: fill it in from the post"
            memory = "unknown: fill it in from the post"
            os = "unknown: fill it in from the post"
            load-generator = %s
          }
          baseline = %s   # the text's first system: make it the one the claims compare with
          notes = %s
        }

        """
            .formatted(
                q(d.id()),
                q(d.title()),
                q(d.source() + ", imported by ./ab-replay --import"),
                d.machine().isEmpty()
                    ? " No line of it names one."
                    : " Lines that may describe it:" + sentences(d.machine(), "    #   line "),
                q(generators + loopback),
                d.systems().get(0).name(),
                q(
                    "Imported from "
                        + d.source()
                        + " by ./ab-replay --import: every figure of its "
                        + reports(d)
                        + "; the stand-ins were chosen from what the reports say (see systems).")));
  }

  private static void systems(StringBuilder out, Draft d) {
    out.append("systems {\n");
    for (DraftSystem s : d.systems()) {
      List<Integer> lines =
          d.scenarios().stream().flatMap(sc -> sc.reportLines(s.name()).stream()).sorted().toList();
      out.append("  # " + s.label() + ", " + count(lines.size(), s.reportWord()))
          .append(" (line " + lines.stream().distinct().map(String::valueOf).collect(joining(", ")))
          .append(")\n");
      String target = STAND_IN;
      String why = STAND_IN_WHY;
      if (s instanceof AbSystem) {
        String heading = d.headings().get(s.name());
        if (!heading.isEmpty())
          out.append("  # the text before its first report: " + q(heading))
              .append(
                  " (a better name than " + s.name() + "? rename it everywhere in this file)\n");
        DraftProfile draft = d.drafts().get(s.name());
        why = d.choices().get(s.name()).why();
        if (draft != null) why = "a DRAFT of its own, targets/" + draft.name() + ".conf: " + why;
        target = d.target(s.name());
      }
      out.append("  # stand-in: " + oneLine(why) + "\n");
      out.append("  " + s.name() + " {\n");
      out.append("    target = " + target + "\n");
      out.append("    label = " + q(s.label()) + "\n");
      if (d.scenarios().stream()
          .anyMatch(sc -> !sc.reportLines(s.name()).isEmpty() && !sc.path().equals(s.path())))
        out.append("    path = " + q(s.path()) + "\n");
      out.append("    # url = " + q(s.url()))
          .append("   # the real server: set url instead of target to replay it\n");
      out.append("  }\n");
    }
    out.append("}\n\n");
  }

  private static void scenarios(StringBuilder out, Draft d) {
    out.append("scenarios = [\n");
    for (DraftScenario sc : d.scenarios()) {
      out.append("  {\n");
      out.append("    id = " + q(sc.id()) + "\n");
      if (sc instanceof AbScenario ab) abScenario(out, d, ab);
      else if (sc instanceof ToolScenario t) toolScenario(out, d, t);
      out.append("    }\n");
      out.append("  }\n");
    }
    out.append("]\n\n");
  }

  /** ab's command and its published block's opening, and each system's figures. */
  private static void abScenario(StringBuilder out, Draft d, AbScenario sc) {
    Run first = sc.runs().values().iterator().next();
    out.append("    requests = " + sc.requests() + "   # ab -n: " + first.requestsFrom() + "\n");
    out.append("    concurrency = " + sc.concurrency() + "\n");
    out.append("    keep-alive = " + sc.keepAlive());
    if (first.command().isEmpty())
      out.append(
          "   # the report has" + (sc.keepAlive() ? "" : " no") + " Keep-Alive requests line");
    out.append("\n    path = " + q(sc.path()) + "\n");
    if (sc.request() instanceof Shape.Sends sends) RequestText.append(out, sends, "    ");
    sc.skipped()
        .ifPresent(
            n -> {
              notReplayable(out, n);
              out.append("    load { model = not-replayable, reason = " + q(n.reason()))
                  .append(", detail = " + q(n.detail()) + " }\n");
            });
    out.append("    published {\n");
    for (Map.Entry<String, Run> e : sc.runs().entrySet()) {
      Run run = e.getValue();
      AbReport r = run.report();
      String what =
          (r.fragment()
                  ? "ab's figures quoted"
                  : r.version().map(v -> "ab " + v + "'s report").orElse("ab's report"))
              + run.command().map(c -> " of `" + c.text() + "` (line " + c.line() + ")").orElse("")
              + r.also().stream()
                  .map(a -> "\n      # it also says " + oneLine(a))
                  .collect(joining());
      List<String> notes = new ArrayList<>();
      if (r.fragment())
        notes.add(
            "A fragment: "
                + Fragments.unpublished(r.lines().keySet(), r.quotedUnder().orElseThrow())
                + ".");
      List<Note> contradictions = run.contradictions();
      if (!contradictions.isEmpty())
        notes.add(
            "Figures of this report contradict each other: "
                + contradictions.stream().map(Note::text).collect(joining("; "))
                + ".");
      var published = r.published();
      if (!notes.isEmpty()) published = published.withNote(String.join(" ", notes));
      entry(out, d, r.firstLine(), r.start(), what, e.getKey());
      PublishedHocon.lines(published, "        ").forEach(line -> out.append(line).append('\n'));
      out.append("      }\n");
    }
  }

  /** A tool scenario: its tool, load, path and request, then each report's figures. */
  private static void toolScenario(StringBuilder out, Draft d, ToolScenario sc) {
    String tool = sc.tool().key();
    out.append("    tool = " + tool);
    if (!sc.toolNamed())
      out.append("   # NOT IN THE POST: " + tool)
          .append(" only holds the place of the tool the post does not name");
    out.append("\n    # its load: " + oneLine(sc.loadFrom()) + "\n");
    if (sc.load() instanceof LoadModel.NotReplayable n) notReplayable(out, n);
    out.append("    load { " + load(sc) + " }\n");
    out.append("    path = " + q(sc.path()) + "\n");
    RequestText.append(out, sc.sends(), "    ");
    out.append("    published {\n");
    for (ToolEntry e : sc.entries()) {
      ToolReport r = e.run().report();
      String what =
          r.shown()
              + (r.fromTable()
                  ? ", as the post printed it but for its thousands separators"
                  : ", every figure it printed, as it printed it");
      entry(out, d, r.firstLine(), r.start(), what, e.system().name());
      e.figures()
          .forEach(
              (key, f) ->
                  out.append("        " + key + " = " + q(f.printed().text()))
                      .append(
                          f.wholeRun()
                              ? "   # of the whole run, not of the measured phase: not compared"
                              : ToolFigureKeys.isMessage(f.qualifier())
                                  ? "   # " + oneLine(f.qualifier())
                                  : "")
                      .append('\n'));
      out.append("      }\n");
    }
  }

  /** The line that says a scenario is NOT REPLAYABLE and why. */
  private static void notReplayable(StringBuilder out, LoadModel.NotReplayable n) {
    out.append("    # " + oneLine(n.shown()))
        .append(": the replay SKIPS it with this reason; it is never approximated\n");
  }

  /** "model = closed-by-duration, connections = 20, duration = 3s, threads = 2". */
  private static String load(ToolScenario sc) {
    LoadModel load = sc.load();
    return "model = "
        + load.key()
        + ", connections = "
        + load.connections()
        + load.match(
            c -> ", requests = " + c.requests(),
            x -> ", duration = " + LoadModel.seconds(x.duration()),
            r ->
                ", rate = %s, rate-scope = %s, duration = %s"
                    .formatted(
                        LoadModel.plain(r.rate()),
                        r.scope().key(),
                        LoadModel.seconds(r.duration())),
            n -> ", reason = " + q(n.reason()) + ", detail = " + q(n.detail()))
        + (load.keepAlive() ? "" : ", keep-alive = false")
        + (sc.threads().isPresent() ? ", threads = " + sc.threads().getAsInt() : "");
  }

  /** A report's block in a scenario's published, up to its figures: what it is, its warnings. */
  private static void entry(
      StringBuilder out, Draft d, int firstLine, int start, String what, String system) {
    out.append("      # line " + firstLine + ": " + what + "\n");
    for (Note n : d.warningsAt(start)) noteLine(out, "      # WARNING, line ", n);
    out.append("      " + system + " {\n");
  }

  private static void claims(StringBuilder out, Draft d) {
    out.append("# NOT IN THE IMPORT: the claims. ");
    if (d.claims().isEmpty())
      out.append(
          "No sentence of the text looks like one (a percentage, \"faster\", 快, 高, 提升, 倍, ...).\n");
    else
      out.append(
              """
              Sentences of the text that look like claims (a percentage, "faster", 快, 高, 提升,
              # 倍, ...); write the ones the post makes below, one claim each:\
              """)
          .append(sentences(d.claims(), "#   line "))
          .append('\n');
    List<String> names = d.systemNames();
    out.append("# A claim: { text = \"...\", kind = faster, by = \"75%\", system = ")
        .append(names.get(names.size() > 1 ? 1 : 0) + ", over = " + names.get(0))
        .append(", scenarios = [" + q(d.scenarioIds().get(0)) + "] }\n");
    String kinds = ClaimKinds.ALL.stream().map(ClaimKind::hint).collect(joining("; "));
    out.append(comment("(kind: " + kinds + ")"));
    out.append("claims = [\n").append(ClaimDrafts.lines(d)).append("]\n");
  }

  /** {@code text} as comment lines of at most {@link #WIDTH} characters, broken at spaces. */
  private static String comment(String text) {
    StringBuilder out = new StringBuilder();
    StringBuilder line = new StringBuilder("#");
    for (String word : text.split(" ")) {
      if (line.length() > 1 && line.length() + 1 + word.length() > WIDTH) {
        out.append(line).append('\n');
        line = new StringBuilder("#");
      }
      line.append(' ').append(word);
    }
    return out.append(line).append('\n').toString();
  }

  /**
   * "3 ab reports", "1 ab report and 1 wrk report", "6 table figures": ab's first, as the draft's
   * scenarios are.
   */
  static String reports(Draft d) {
    Map<String, Integer> byTool = new LinkedHashMap<>();
    for (DraftScenario sc : d.scenarios()) {
      if (sc instanceof AbScenario ab) byTool.merge("ab report", ab.runs().size(), Integer::sum);
      if (sc instanceof ToolScenario t)
        for (ToolEntry e : t.entries())
          byTool.merge(
              e.run().report().fromTable() ? "table figure" : t.tool().key() + " report",
              1,
              Integer::sum);
    }
    if (byTool.isEmpty()) return count(0, "ab report");
    return byTool.entrySet().stream()
        .map(e -> count(e.getValue(), e.getKey()))
        .collect(joining(" and "));
  }
}
