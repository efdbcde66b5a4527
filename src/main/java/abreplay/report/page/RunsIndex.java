package abreplay.report.page;

import static abreplay.report.page.Html.esc;

import abreplay.document.claim.Verdict;
import abreplay.folder.AtomicFiles;
import abreplay.folder.FolderLayout;
import abreplay.folder.Json;
import abreplay.format.Numbers;
import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import com.fasterxml.jackson.databind.JsonNode;
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

  private record ListedRun(Path folder, Instant started, Listed summary) {}

  /**
   * What the index shows of a run's summary.json, old and new alike: its other keys are not read.
   */
  @JsonIgnoreProperties(ignoreUnknown = true)
  record Listed(
      String title,
      String simulation,
      String status,
      String started,
      Parameters parameters,
      List<Claim> claims,
      List<ListedStep> steps) {}

  /** Shown as the file gives them: "1.0", "3". */
  @JsonIgnoreProperties(ignoreUnknown = true)
  record Parameters(JsonNode scale, JsonNode rounds) {}

  @JsonIgnoreProperties(ignoreUnknown = true)
  record Claim(String verdict, String side, String text) {}

  @JsonIgnoreProperties(ignoreUnknown = true)
  record ListedStep(String name, String status, Ab ab) {}

  @JsonIgnoreProperties(ignoreUnknown = true)
  record Ab(Double requestsPerSecond) {}

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
    List<ListedRun> runs = runs(results);
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
    for (ListedRun run : runs) row(out, run);
    return out.append("</tbody></table></div></section>\n</main>\n</body>\n</html>\n").toString();
  }

  private static void row(StringBuilder out, ListedRun run) {
    String name = run.folder().getFileName().toString();
    Listed s = run.summary();
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
    String status = or(s.status(), "-");
    out.append(esc(or(s.title(), "")))
        .append("<br><small class=\"muted\">")
        .append(esc(or(s.simulation(), "")))
        .append("</small></td><td>")
        .append(SHOWN.format(run.started()))
        .append("</td><td><span class=\"status ")
        .append(Html.css(status))
        .append("\">")
        .append(esc(status))
        .append("</span></td><td class=\"num\">")
        .append(esc(scale(s.parameters() == null ? null : s.parameters().scale())))
        .append("</td><td class=\"num\">")
        .append(esc(shown(s.parameters() == null ? null : s.parameters().rounds())))
        .append("</td><td class=\"results\">");
    if (!s.claims().isEmpty()) {
      for (Claim c : s.claims()) {
        String verdict = or(c.verdict(), "");
        out.append("<div><span class=\"verdict ")
            .append(Html.css(verdict))
            .append("\">")
            .append(
                esc(
                    label(verdict)
                        + ("STAND_INS".equals(c.side())
                            ? " BY WHAT THE" + " STAND-INS MODEL"
                            : "")))
            .append("</span> ")
            .append(esc(or(c.text(), "")))
            .append("</div>");
      }
    } else {
      for (ListedStep step : s.steps()) {
        out.append("<div>")
            .append(esc(or(step.name(), "")))
            .append(": ")
            .append(
                step.ab() == null
                    ? esc(or(step.status(), ""))
                    : "<b>"
                        + Html.grouped(
                            step.ab().requestsPerSecond() == null
                                ? 0.0
                                : step.ab().requestsPerSecond(),
                            2)
                        + "</b> req/s")
            .append("</div>");
      }
    }
    out.append("</td></tr>\n");
  }

  private static String or(String value, String absent) {
    return value == null ? absent : value;
  }

  /** A replay.scale as every report prints it, "-" when the file gives none. */
  private static String scale(JsonNode value) {
    return value == null || !value.isNumber() ? "-" : Numbers.plain(value.asDouble());
  }

  /** A number as the file gives it, "-" when it gives none. */
  private static String shown(JsonNode value) {
    return value == null || value.isNull() ? "-" : value.asText();
  }

  /** A verdict's words, from its name in summary.json. */
  private static String label(String verdict) {
    try {
      return Verdict.valueOf(verdict).label();
    } catch (IllegalArgumentException e) {
      return verdict.replace('_', ' ');
    }
  }

  private static List<ListedRun> runs(Path results) {
    List<ListedRun> runs = new ArrayList<>();
    try (Stream<Path> folders = Files.list(results)) {
      for (Path folder : folders.filter(Files::isDirectory).sorted().toList()) {
        Listed summary = summary(folder);
        boolean ours = summary != null || Files.exists(folder.resolve(FolderLayout.RUN_RECORD));
        if (!ours && !Files.exists(folder.resolve("index.html"))) continue;
        runs.add(new ListedRun(folder, started(folder, summary), summary));
      }
    } catch (IOException e) {
      throw new UncheckedIOException("cannot list " + results, e);
    }
    runs.sort(
        Comparator.comparing(ListedRun::started)
            .reversed()
            .thenComparing(r -> r.folder().getFileName().toString()));
    return runs;
  }

  /** The folder's summary.json; null without one, or for one that is not a summary. */
  private static Listed summary(Path folder) {
    try {
      Path file = folder.resolve(FolderLayout.SUMMARY_JSON);
      return Files.exists(file) ? Json.read(Files.readString(file), Listed.class) : null;
    } catch (IOException | RuntimeException e) {
      return null;
    }
  }

  /**
   * When the run started: its summary's, else the timestamp Gatling put in the folder's name, else
   * the folder's time.
   */
  private static Instant started(Path folder, Listed summary) {
    try {
      if (summary != null && summary.started() != null) return Instant.parse(summary.started());
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
