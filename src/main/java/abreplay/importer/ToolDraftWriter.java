package abreplay.importer;

import static abreplay.importer.ConfText.count;
import static abreplay.importer.ConfText.oneLine;
import static abreplay.importer.ConfText.q;

import abreplay.document.LoadModel;
import abreplay.document.ToolFigureKeys;
import abreplay.importer.ToolDrafts.ToolEntry;
import abreplay.importer.ToolDrafts.ToolScenario;
import abreplay.importer.ToolDrafts.ToolSystem;
import java.util.List;
import java.util.Map;

/**
 * The part of a draft conf that other load tools' reports make: their systems, each on the bundled
 * {@link #STAND_IN} stand-in (no such tool prints the Server header, so nothing says what
 * answered), and their scenarios, each with its tool, its load model and every figure each report
 * printed, under its key, as the tool printed it.
 */
final class ToolDraftWriter {
  /**
   * The stand-in a tool's system runs on: a plain HTTP/1.1 server, since the reports do not say
   * what answered.
   */
  static final String STAND_IN = "hello";

  private ToolDraftWriter() {}

  static void systems(StringBuilder out, ToolDrafts.Part tools) {
    for (ToolSystem s : tools.systems()) {
      List<ToolReport> reports =
          tools.scenarios().stream()
              .flatMap(sc -> sc.entries().stream())
              .filter(e -> e.system().equals(s))
              .map(e -> e.run().report())
              .toList();
      out.append("  # ")
          .append(s.label())
          .append(", ")
          .append(count(reports.size(), reports.get(0).fromTable() ? "table figure" : "report"))
          .append(" (line ")
          .append(
              String.join(
                  ", ",
                  reports.stream()
                      .map(r -> r.firstLine())
                      .sorted()
                      .distinct()
                      .map(String::valueOf)
                      .toList()))
          .append(")\n");
      out.append("  # stand-in: ")
          .append(STAND_IN)
          .append(
              ", a plain HTTP/1.1 server: other tools' reports do not print the Server header, so"
                  + " nothing says what answered; set url to replay the real server\n");
      out.append("  ").append(s.name()).append(" {\n");
      out.append("    target = ").append(STAND_IN).append('\n');
      out.append("    label = ").append(q(s.label())).append('\n');
      boolean ownPath =
          tools.scenarios().stream()
              .anyMatch(
                  sc ->
                      !sc.path().equals(s.path())
                          && sc.entries().stream().anyMatch(e -> e.system().equals(s)));
      if (ownPath) out.append("    path = ").append(q(s.path())).append('\n');
      out.append("    # url = ")
          .append(q("http://" + s.host() + ":" + s.port() + "/"))
          .append("   # the real server: set url instead of target to replay it\n");
      out.append("  }\n");
    }
  }

  static void scenarios(StringBuilder out, Draft d) {
    for (ToolScenario sc : d.tools().scenarios()) {
      out.append("  {\n");
      out.append("    id = ").append(q(sc.id())).append('\n');
      out.append("    tool = ").append(sc.tool().key());
      if (!sc.toolNamed())
        out.append("   # NOT IN THE POST: ")
            .append(sc.tool().key())
            .append(" only holds the place of the tool the post does not name");
      out.append('\n');
      out.append("    # its load: ").append(oneLine(sc.loadFrom())).append('\n');
      if (sc.load() instanceof LoadModel.NotReplayable n) notReplayable(out, n, false);
      out.append("    load { ").append(load(sc)).append(" }\n");
      out.append("    path = ").append(q(sc.path())).append('\n');
      RequestText.append(out, sc.sends(), "    ");
      out.append("    published {\n");
      for (ToolEntry e : sc.entries()) {
        ToolReport r = e.run().report();
        out.append("      # line ")
            .append(r.firstLine())
            .append(": ")
            .append(r.shown())
            .append(
                r.fromTable()
                    ? ", as the post printed it but for its thousands separators\n"
                    : ", every figure it printed, as it printed it\n");
        for (Note n : d.byReport().getOrDefault(r.start(), List.of()))
          out.append("      # WARNING, line ")
              .append(n.line())
              .append(": ")
              .append(oneLine(n.text()))
              .append('\n');
        out.append("      ").append(e.system().name()).append(" {\n");
        for (Map.Entry<String, Figure> f : e.figures().entrySet()) {
          out.append("        ")
              .append(f.getKey())
              .append(" = ")
              .append(q(f.getValue().quantity().text()));
          if (f.getValue().wholeRun())
            out.append("   # of the whole run, not of the measured phase: not compared");
          else if (ToolFigureKeys.isMessage(f.getValue().qualifier()))
            out.append("   # ").append(oneLine(f.getValue().qualifier()));
          out.append('\n');
        }
        out.append("      }\n");
      }
      out.append("    }\n");
      out.append("  }\n");
    }
  }

  /**
   * The line that says a scenario is NOT REPLAYABLE and why; with {@code block}, an ab scenario's,
   * the load block that says it too.
   */
  static void notReplayable(StringBuilder out, LoadModel.NotReplayable n, boolean block) {
    out.append("    # ")
        .append(oneLine(n.shown()))
        .append(": the replay SKIPS it with this reason; it is never approximated\n");
    if (block)
      out.append("    load { model = not-replayable, reason = ")
          .append(q(n.reason()))
          .append(", detail = ")
          .append(q(n.detail()))
          .append(" }\n");
  }

  /** "model = closed-by-duration, connections = 20, duration = 3s, threads = 2". */
  static String load(ToolScenario sc) {
    String threads = sc.threads().isPresent() ? ", threads = " + sc.threads().getAsInt() : "";
    return "model = "
        + sc.load().key()
        + ", connections = "
        + sc.load().connections()
        + sc.load()
            .match(
                c -> ", requests = " + c.requests(),
                x -> ", duration = " + LoadModel.seconds(x.duration()),
                r ->
                    ", rate = "
                        + LoadModel.plain(r.rate())
                        + ", rate-scope = "
                        + r.scope().key()
                        + ", duration = "
                        + LoadModel.seconds(r.duration()),
                n -> ", reason = " + q(n.reason()) + ", detail = " + q(n.detail()))
        + (sc.load().keepAlive() ? "" : ", keep-alive = false")
        + threads;
  }
}
