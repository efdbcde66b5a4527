package abreplay.report.page;

import static abreplay.report.page.Html.esc;

import abreplay.document.claim.Verdict;
import abreplay.folder.AtomicFiles;
import abreplay.folder.FolderLayout;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.time.LocalDateTime;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.time.format.DateTimeParseException;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.stream.Stream;

/**
 * index.html of a results folder (target/gatling): every run folder in it, newest first, with its
 * simulation, date, scale, rounds and each claim's verdict (a document) or each step's req/s,
 * linking to its replay.html. Read from each folder's summary.json; a folder without one is listed
 * as what it is (a run that did not finish, or a folder of something else). Rewritten after each
 * run and rebuild.
 */
public final class RunsIndex {
  public static final String FILE = "index.html";

  /** Marks an index.html as this one, which may be rewritten (any other is left alone). */
  static final String MARK = "<meta name=\"generator\" content=\"ab-replay runs index\">";

  private static final DateTimeFormatter FOLDER_TIME =
      DateTimeFormatter.ofPattern("yyyyMMddHHmmssSSS");
  private static final DateTimeFormatter SHOWN =
      DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm").withZone(ZoneOffset.UTC);

  private record Run(Path folder, Instant started, JsonObject summary) {}

  private RunsIndex() {}

  /** Writes {@code results}/index.html, unless an index.html that is not ours is there. */
  public static void write(Path results) {
    Path file = results.resolve(FILE);
    try {
      if (Files.exists(file) && !Files.readString(file).contains(MARK)) return;
    } catch (IOException e) {
      return;
    }
    AtomicFiles.write(file, html(results));
  }

  /**
   * True when {@code results} is a folder this index belongs in: Gatling's results folder, or one
   * already indexed.
   */
  public static boolean belongs(Path results) {
    try {
      Path file = results.resolve(FILE);
      return results.getFileName() != null && results.getFileName().toString().equals("gatling")
          || Files.exists(file) && Files.readString(file).contains(MARK);
    } catch (IOException e) {
      return false;
    }
  }

  static String html(Path results) {
    List<Run> runs = runs(results);
    StringBuilder out =
        new StringBuilder("<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n")
            .append(MARK)
            .append("\n<title>ab-replay: runs</title>\n<style>\n")
            .append(PageStyle.CSS)
            .append(
                "</style>\n"
                    + "</head>\n"
                    + "<body>\n"
                    + "<main>\n"
                    + "<header class=\"top\"><h1>Runs in this folder</h1><p class=\"meta\">")
            .append(runs.size())
            .append(runs.size() == 1 ? " run" : " runs")
            .append(
                ", newest first. Each links to its replay.html.</p></header>\n"
                    + "<section><div class=\"scroll\">")
            .append(
                "<table class=\"steps runs\">\n"
                    + "<thead><tr><th>run</th><th>what</th><th>date (UTC)</th><th>status</th>")
            .append(
                "<th class=\"num\">scale</th><th class=\"num\">rounds</th><th>verdicts, or req/s"
                    + " per step</th></tr></thead>\n"
                    + "<tbody>\n");
    for (Run run : runs) row(out, run);
    return out.append("</tbody></table></div></section>\n</main>\n</body>\n</html>\n").toString();
  }

  private static void row(StringBuilder out, Run run) {
    String name = run.folder().getFileName().toString();
    JsonObject s = run.summary();
    boolean page = Files.exists(run.folder().resolve(FolderLayout.REPLAY_PAGE));
    String target =
        page
            ? FolderLayout.REPLAY_PAGE
            : Files.exists(run.folder().resolve("index.html")) ? "index.html" : "";
    out.append("<tr><td>");
    if (target.isEmpty()) out.append(esc(name));
    else
      out.append("<a class=\"run\" href=\"")
          .append(esc(name + "/" + target))
          .append("\">")
          .append(esc(name))
          .append("</a>");
    out.append("</td><td>");
    if (s == null) {
      boolean record = Files.exists(run.folder().resolve(FolderLayout.RUN_RECORD));
      out.append(
              record
                  ? "did not finish: <code>./ab-replay --rebuild "
                      + esc(run.folder().toAbsolutePath().toString())
                      + "</code>"
                  : "no ab-replay summary")
          .append("</td><td>")
          .append(SHOWN.format(run.started()))
          .append(
              "</td><td>-</td><td class=\"num\">-</td><td class=\"num\">-</td><td></td></tr>\n");
      return;
    }
    JsonObject parameters = s.getJsonObject("parameters", new JsonObject());
    String status = s.getString("status", "-");
    out.append(esc(s.getString("title", "")))
        .append("<br><small class=\"muted\">")
        .append(esc(s.getString("simulation", "")))
        .append("</small></td><td>")
        .append(SHOWN.format(run.started()))
        .append("</td><td><span class=\"status ")
        .append(Html.css(status))
        .append("\">")
        .append(esc(status))
        .append("</span></td><td class=\"num\">")
        .append(esc(String.valueOf(parameters.getValue("scale", "-"))))
        .append("</td><td class=\"num\">")
        .append(esc(String.valueOf(parameters.getValue("rounds", "-"))))
        .append("</td><td class=\"results\">");
    JsonArray claims = s.getJsonArray("claims");
    if (claims != null && !claims.isEmpty()) {
      for (int i = 0; i < claims.size(); i++) {
        JsonObject c = claims.getJsonObject(i);
        out.append("<div><span class=\"verdict ")
            .append(Html.css(c.getString("verdict", "")))
            .append("\">")
            .append(
                esc(
                    label(c.getString("verdict", ""))
                        + ("STAND_INS".equals(c.getString("side"))
                            ? " BY WHAT THE" + " STAND-INS MODEL"
                            : "")))
            .append("</span> ")
            .append(esc(c.getString("text", "")))
            .append("</div>");
      }
    } else {
      JsonArray steps = s.getJsonArray("steps", new JsonArray());
      for (int i = 0; i < steps.size(); i++) {
        JsonObject step = steps.getJsonObject(i);
        JsonObject ab = step.getJsonObject("ab");
        out.append("<div>")
            .append(esc(step.getString("name", "")))
            .append(": ")
            .append(
                ab == null
                    ? esc(step.getString("status", ""))
                    : "<b>"
                        + Html.grouped(ab.getDouble("requestsPerSecond", 0.0), 2)
                        + "</b> req/s")
            .append("</div>");
      }
    }
    out.append("</td></tr>\n");
  }

  /** A verdict's words, from its name in summary.json. */
  private static String label(String verdict) {
    try {
      return Verdict.valueOf(verdict).label();
    } catch (IllegalArgumentException e) {
      return verdict.replace('_', ' ');
    }
  }

  private static List<Run> runs(Path results) {
    List<Run> runs = new ArrayList<>();
    try (Stream<Path> folders = Files.list(results)) {
      for (Path folder : folders.filter(Files::isDirectory).sorted().toList()) {
        JsonObject summary = summary(folder);
        boolean ours = summary != null || Files.exists(folder.resolve(FolderLayout.RUN_RECORD));
        if (!ours && !Files.exists(folder.resolve("index.html"))) continue;
        runs.add(new Run(folder, started(folder, summary), summary));
      }
    } catch (IOException e) {
      throw new UncheckedIOException("cannot list " + results, e);
    }
    runs.sort(
        Comparator.comparing(Run::started)
            .reversed()
            .thenComparing(r -> r.folder().getFileName().toString()));
    return runs;
  }

  private static JsonObject summary(Path folder) {
    try {
      Path file = folder.resolve(FolderLayout.SUMMARY_JSON);
      return Files.exists(file) ? new JsonObject(Files.readString(file)) : null;
    } catch (IOException | RuntimeException e) {
      return null;
    }
  }

  /**
   * When the run started: its summary's, else the timestamp Gatling put in the folder's name, else
   * the folder's time.
   */
  private static Instant started(Path folder, JsonObject summary) {
    try {
      if (summary != null && summary.getString("started") != null)
        return Instant.parse(summary.getString("started"));
    } catch (DateTimeParseException e) {
      // fall through to the folder's name
    }
    String name = folder.getFileName().toString();
    int dash = name.lastIndexOf('-');
    try {
      return LocalDateTime.parse(name.substring(dash + 1), FOLDER_TIME).toInstant(ZoneOffset.UTC);
    } catch (DateTimeParseException | StringIndexOutOfBoundsException e) {
      try {
        return Files.getLastModifiedTime(folder).toInstant();
      } catch (IOException io) {
        return Instant.EPOCH;
      }
    }
  }
}
