package abreplay.importer;

import static abreplay.importer.ConfText.oneLine;
import static abreplay.importer.ConfText.q;

import abreplay.document.LoadModel;
import abreplay.document.ToolFigureKeys;
import abreplay.importer.DraftScenario.ToolEntry;
import abreplay.importer.DraftScenario.ToolScenario;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * What a draft conf says of other load tools' reports: their systems stand on the bundled {@link
 * #STAND_IN} (no such tool prints the Server header, so nothing says what answered); their
 * scenarios have a tool, a load model and every figure each report printed, under its key, as the
 * tool printed it.
 */
final class ToolDraftWriter {
  /**
   * The stand-in a tool's system runs on: a plain HTTP/1.1 server, since the reports do not say
   * what answered.
   */
  static final String STAND_IN = "hello";

  private ToolDraftWriter() {}

  /** Why a tool's system stands on {@link #STAND_IN}, as the draft says it. */
  static final String STAND_IN_WHY =
      STAND_IN
          + ", a plain HTTP/1.1 server: other tools' reports do not print the Server header, so"
          + " nothing says what answered; set url to replay the real server";

  /** A tool scenario's lines before its published block: tool, load, path and request. */
  static void head(StringBuilder out, ToolScenario sc) {
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
  }

  /** "a wrk report, every figure it printed, as it printed it", above its figures. */
  static String what(ToolReport r) {
    return r.shown()
        + (r.fromTable()
            ? ", as the post printed it but for its thousands separators"
            : ", every figure it printed, as it printed it");
  }

  /** Each figure of {@code e} as a line of its published block, as the tool printed it. */
  static List<String> figures(ToolEntry e) {
    List<String> lines = new ArrayList<>();
    for (Map.Entry<String, Figure> f : e.figures().entrySet()) {
      String comment =
          f.getValue().wholeRun()
              ? "   # of the whole run, not of the measured phase: not compared"
              : ToolFigureKeys.isMessage(f.getValue().qualifier())
                  ? "   # " + oneLine(f.getValue().qualifier())
                  : "";
      lines.add("        " + f.getKey() + " = " + q(f.getValue().quantity().text()) + comment);
    }
    return lines;
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
