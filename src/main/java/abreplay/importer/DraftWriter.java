package abreplay.importer;

import static abreplay.importer.ConfText.count;
import static abreplay.importer.ConfText.oneLine;
import static abreplay.importer.ConfText.q;

import abreplay.document.claim.ClaimKind;
import abreplay.document.claim.ClaimKinds;
import abreplay.importer.DraftScenario.AbScenario;
import abreplay.importer.DraftScenario.ToolScenario;
import abreplay.importer.DraftSystem.AbSystem;
import abreplay.importer.Sentences.Sentence;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

/**
 * A {@link Draft} as a document conf (conf/documents/&lt;nnn&gt;-&lt;name&gt;.conf), in the form
 * the hand-written ones have: the document's facts, its systems, its scenarios with every figure
 * each report published, its claims. What the text cannot give is marked: the machine says
 * "unknown" with the lines that may describe it, the claims are empty with the sentences that look
 * like claims beside them, and every warning stands above what it is about.
 */
final class DraftWriter {
  static final String UNKNOWN = "unknown: fill it in from the post";

  private DraftWriter() {}

  static String document(Draft d, String confFile, LocalDate today) {
    StringBuilder out = new StringBuilder();
    out.append("# Document ")
        .append(d.id())
        .append(": drafted by ./ab-replay --import from ")
        .append(d.source())
        .append(" on ")
        .append(today)
        .append(": ")
        .append(reports(d))
        .append(", ")
        .append(count(d.systemNames().size(), "system"))
        .append(", ")
        .append(count(d.scenarioIds().size(), "scenario"))
        .append(".\n");
    out.append(
        "# What the text cannot give is marked, not guessed: the machine (\"unknown\") and the"
            + " claims (empty, with\n"
            + "# the sentences that look like claims beside them). Fill them in, then check and"
            + " replay it:\n");
    out.append("#   ./ab-replay --check ").append(confFile).append('\n');
    out.append(
            "#   ./mvnw gatling:test -Dgatling.simulationClass=abreplay.Document"
                + " -Dreplay.document=")
        .append(confFile)
        .append('\n');
    if (!d.warnings().isEmpty()) {
      out.append("#\n# WARNINGS, by line of ")
          .append(d.source())
          .append(" (each also stands above what it is about):\n");
      for (Note n : d.warnings()) noteLine(out, "#   line ", n);
    }
    if (!d.replayable())
      out.append(
          "#\n"
              + "# NO SCENARIO CAN BE REPLAYED as drafted: each is NOT REPLAYABLE, its reason above"
              + " its load; a replay\n"
              + "# SKIPS them all until their load is written.\n");
    for (Note n : d.notes()) noteLine(out, "# Note, line ", n);
    document(out, d);
    systems(out, d);
    scenarios(out, d);
    claims(out, d);
    replay(out, d);
    return out.toString();
  }

  /** "{@code lead}12: the note's text", on one line. */
  private static void noteLine(StringBuilder out, String lead, Note n) {
    out.append(lead).append(n.line()).append(": ").append(oneLine(n.text())).append('\n');
  }

  private static void document(StringBuilder out, Draft d) {
    out.append("document {\n");
    out.append("  id = ").append(q(d.id())).append('\n');
    out.append("  title = ").append(q(d.title())).append("   # the text's first line: edit it\n");
    out.append("  source = ")
        .append(q(d.source() + ", imported by ./ab-replay --import"))
        .append('\n');
    out.append("  machine {\n");
    out.append("    # NOT IN THE IMPORT: the post's machine is in its prose, if anywhere.");
    out.append(
        d.machine().isEmpty() ? " No line of it names one.\n" : " Lines that may describe it:\n");
    for (Sentence s : d.machine())
      out.append("    #   line ").append(s.line()).append(": ").append(s.text()).append('\n');
    for (String key : List.of("cores", "cpu", "memory", "os")) {
      out.append("    ").append(key).append(" = ").append(q(UNKNOWN)).append('\n');
    }
    String ab =
        d.abVersions().isEmpty()
            ? "ab (its version is not in the text)"
            : "ab " + String.join(", ", d.abVersions());
    List<String> generators = new ArrayList<>();
    if (d.scenarios().stream().anyMatch(AbScenario.class::isInstance))
      generators.add(ab + ", HTTP/1.0");
    d.scenarios().stream()
        .filter(ToolScenario.class::isInstance)
        .map(ToolScenario.class::cast)
        .map(
            t ->
                t.toolNamed()
                    ? t.tool().key() + " (its version is not in the text), HTTP/1.1"
                    : "a load tool the text does not name")
        .distinct()
        .forEach(generators::add);
    out.append("    load-generator = ")
        .append(
            q(
                String.join("; ", generators)
                    + (d.loopback()
                        ? ", on the same machine as the servers (every report's host is this"
                            + " machine's)"
                        : "")))
        .append('\n');
    out.append("  }\n");
    out.append("  baseline = ")
        .append(d.systems().get(0).name())
        .append("   # the text's first system: make it the one the claims compare with\n");
    out.append("  notes = ")
        .append(
            q(
                "Imported from "
                    + d.source()
                    + " by ./ab-replay --import: every figure of its "
                    + reports(d)
                    + "; the stand-ins were chosen from what the reports say (see systems)."))
        .append('\n');
    out.append("}\n\n");
  }

  private static void systems(StringBuilder out, Draft d) {
    out.append("systems {\n");
    for (DraftSystem s : d.systems()) {
      List<Integer> lines =
          d.scenarios().stream().flatMap(sc -> sc.reportLines(s.name()).stream()).sorted().toList();
      out.append("  # ").append(s.label()).append(", ").append(count(lines.size(), s.reportWord()));
      out.append(" (line ")
          .append(String.join(", ", lines.stream().distinct().map(String::valueOf).toList()))
          .append(")\n");
      String target;
      if (s instanceof AbSystem ab) {
        String heading = d.headings().get(s.name());
        if (!heading.isEmpty()) {
          out.append("  # the text before its first report: ")
              .append(q(heading))
              .append(" (a better name than ")
              .append(s.name())
              .append("? rename it everywhere in this file)\n");
        }
        String why = d.choices().get(s.name()).why();
        DraftProfile draft = d.drafts().get(s.name());
        out.append("  # stand-in: ")
            .append(
                oneLine(
                    draft == null
                        ? why
                        : "a DRAFT of its own, targets/" + draft.name() + ".conf: " + why))
            .append('\n');
        target = d.target(s.name());
      } else {
        out.append("  # stand-in: ").append(ToolDraftWriter.STAND_IN_WHY).append('\n');
        target = ToolDraftWriter.STAND_IN;
      }
      out.append("  ").append(s.name()).append(" {\n");
      out.append("    target = ").append(target).append('\n');
      out.append("    label = ").append(q(s.label())).append('\n');
      boolean ownPath =
          d.scenarios().stream().anyMatch(sc -> sc.has(s.name()) && !sc.path().equals(s.path()));
      if (ownPath) out.append("    path = ").append(q(s.path())).append('\n');
      out.append("    # url = ")
          .append(q(s.url()))
          .append("   # the real server: set url instead of target to replay it\n");
      out.append("  }\n");
    }
    out.append("}\n\n");
  }

  private static void scenarios(StringBuilder out, Draft d) {
    out.append("scenarios = [\n");
    for (DraftScenario sc : d.scenarios()) {
      out.append("  {\n");
      out.append("    id = ").append(q(sc.id())).append('\n');
      if (sc instanceof AbScenario ab) abScenario(out, d, ab);
      else if (sc instanceof ToolScenario t) {
        ToolDraftWriter.head(out, t);
        out.append("    published {\n");
        for (DraftScenario.ToolEntry e : t.entries()) {
          ToolReport r = e.run().report();
          entry(
              out,
              d,
              r.firstLine(),
              r.start(),
              ToolDraftWriter.what(r),
              List.of(),
              e.system().name(),
              ToolDraftWriter.figures(e));
        }
      }
      out.append("    }\n");
      out.append("  }\n");
    }
    out.append("]\n\n");
  }

  /** ab's command and its published block's opening, and each system's figures. */
  private static void abScenario(StringBuilder out, Draft d, AbScenario sc) {
    Run first = sc.runs().values().iterator().next();
    out.append("    requests = ")
        .append(sc.requests())
        .append("   # ab -n: ")
        .append(first.requestsFrom())
        .append('\n');
    out.append("    concurrency = ").append(sc.concurrency()).append('\n');
    out.append("    keep-alive = ")
        .append(sc.keepAlive())
        .append(
            first.command().isPresent()
                ? ""
                : "   # "
                    + (sc.keepAlive() ? "the report has" : "the report has no")
                    + " Keep-Alive requests line")
        .append('\n');
    out.append("    path = ").append(q(sc.path())).append('\n');
    if (sc.request() instanceof Shape.Sends sends) RequestText.append(out, sends, "    ");
    sc.skipped().ifPresent(n -> ToolDraftWriter.notReplayable(out, n, true));
    out.append("    published {\n");
    for (Map.Entry<String, Run> e : sc.runs().entrySet()) {
      Run run = e.getValue();
      AbReport r = run.report();
      String what =
          (r.fragment()
                  ? "ab's figures quoted"
                  : r.version().map(v -> "ab " + v + "'s report").orElse("ab's report"))
              + run.command().map(c -> " of `" + c.text() + "` (line " + c.line() + ")").orElse("");
      List<String> also = r.also().stream().map(a -> "it also says " + oneLine(a)).toList();
      var published = r.published();
      List<Note> contradictions = Checks.of(r);
      String note =
          (r.fragment() ? fragmentNote(r) : "")
              + (contradictions.isEmpty()
                  ? ""
                  : (r.fragment() ? " " : "")
                      + "Figures of this report contradict each other: "
                      + String.join("; ", contradictions.stream().map(Note::text).toList())
                      + ".");
      if (!note.isEmpty()) published = published.withNote(note);
      entry(
          out,
          d,
          r.firstLine(),
          r.start(),
          what,
          also,
          e.getKey(),
          PublishedHocon.lines(published, "        "));
    }
  }

  /**
   * One report's block in a scenario's published: the line it starts on and what it is, what else
   * it says, its warnings, then {@code system}'s figures ({@code body}, indented).
   */
  private static void entry(
      StringBuilder out,
      Draft d,
      int firstLine,
      int start,
      String what,
      List<String> also,
      String system,
      List<String> body) {
    out.append("      # line ").append(firstLine).append(": ").append(what).append('\n');
    for (String a : also) out.append("      # ").append(a).append('\n');
    for (Note n : d.warningsAt(start)) noteLine(out, "      # WARNING, line ", n);
    out.append("      ").append(system).append(" {\n");
    for (String line : body) out.append(line).append('\n');
    out.append("      }\n");
  }

  private static void claims(StringBuilder out, Draft d) {
    out.append("# NOT IN THE IMPORT: the claims. ");
    if (d.claims().isEmpty()) {
      out.append(
          "No sentence of the text looks like one (a percentage, \"faster\", 快, 高, 提升, 倍, ...).\n");
    } else {
      out.append(
          "Sentences of the text that look like claims (a percentage, \"faster\", 快, 高, 提升,\n"
              + "# 倍, ...); write the ones the post makes below, one claim each:\n");
      for (Sentence s : d.claims())
        out.append("#   line ").append(s.line()).append(": ").append(s.text()).append('\n');
    }
    List<String> names = d.systemNames();
    out.append("# A claim: { text = \"...\", kind = faster, by = \"75%\", system = ")
        .append(names.get(names.size() > 1 ? 1 : 0))
        .append(", over = ")
        .append(names.get(0))
        .append(", scenarios = [")
        .append(q(d.scenarioIds().get(0)))
        .append("] }\n");
    out.append(
        comment(
            "(kind: "
                + ClaimKinds.ALL.stream().map(ClaimKind::hint).collect(Collectors.joining("; "))
                + ")"));
    out.append("claims = [\n").append(ClaimDrafts.lines(d)).append("]\n");
  }

  /** The longest comment line of a hint the draft writes. */
  private static final int WIDTH = 104;

  /** {@code text} as comment lines of at most {@link #WIDTH} characters, broken at spaces. */
  static String comment(String text) {
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

  private static void replay(StringBuilder out, Draft d) {
    out.append(
        "\n"
            + "# How to replay it: src/main/resources/reference.conf holds the defaults of every"
            + " key.\n");
    if (!d.receiveErrors() && !d.failures()) return;
    out.append("replay {\n");
    if (d.receiveErrors())
      out.append("  receive-errors = continue   # the post's ab ran with -r\n");
    if (d.failures())
      out.append(
          "  max-failed = -1   # the post's own reports have failed requests: no gate on them\n");
    out.append("}\n");
  }

  /** What a fragment's published figures are, and what of ab's report they are not. */
  private static String fragmentNote(AbReport r) {
    return "A fragment: "
        + Fragments.unpublished(r.lines().keySet(), r.quotedUnder().orElseThrow())
        + ".";
  }

  /**
   * "3 ab reports", "1 ab report and 1 wrk report", "1 wrk report and 2 hey reports", "6 table
   * figures".
   */
  static String reports(Draft d) {
    Map<String, Integer> byTool = new LinkedHashMap<>();
    for (DraftScenario sc : d.scenarios()) {
      if (sc instanceof AbScenario ab) byTool.merge("ab report", ab.runs().size(), Integer::sum);
    }
    for (DraftScenario sc : d.scenarios()) {
      if (sc instanceof ToolScenario t)
        for (DraftScenario.ToolEntry e : t.entries())
          byTool.merge(
              e.run().report().fromTable() ? "table figure" : t.tool().key() + " report",
              1,
              Integer::sum);
    }
    List<String> each = new ArrayList<>();
    if (byTool.isEmpty()) each.add(count(0, "ab report"));
    byTool.forEach((what, n) -> each.add(count(n, what)));
    return String.join(" and ", each);
  }
}
