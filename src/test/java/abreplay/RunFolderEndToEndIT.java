package abreplay;

import static abreplay.testing.PageCheck.marks;
import static org.assertj.core.api.Assertions.assertThat;

import abreplay.testing.Chromium;
import abreplay.testing.Document000Run;
import abreplay.testing.GatlingRun;
import abreplay.testing.PageCheck;
import abreplay.testing.RebuildCommand;
import io.vertx.core.json.JsonObject;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Document 000 replayed through Gatling's launcher, small and in two rounds (the run {@link
 * Document000Run} shares), for what only a whole run shows: its folder alone rebuilds every report
 * byte for byte, Gatling's own page names replay.html, and replay.html and the runs index work in a
 * real browser.
 */
class RunFolderEndToEndIT {
  private static final List<String> REPORTS =
      List.of("ab-summary.txt", "summary.json", "reproduction.md", "replay.html");

  @Test
  void aFinishedRunRebuildsByteForByteAndItsPagesWorkInABrowser(
      @TempDir Path copy, @TempDir Path profile) throws IOException {
    Document000Run.Shared shared = Document000Run.get();
    GatlingRun.Result run = shared.run();
    Path folder = run.folder().orElseThrow();

    assertThat(run.read("index.html"))
        .as("Gatling's header")
        .contains("ab-replay: open replay.html in this folder")
        .contains("swoole -c100 -n5000 -k #2 ");
    copyFolder(folder, copy);
    // The reports go; the rebuild has the record, the interval logs and the stand-ins' logs to go
    // on.
    for (String report : REPORTS) Files.delete(copy.resolve(report));
    try (Stream<Path> csv = Files.list(copy.resolve("percentiles"))) {
      for (Path f : csv.toList()) Files.delete(f);
    }
    RebuildCommand.Result rebuilt = RebuildCommand.run(copy);
    assertThat(rebuilt.exitCode()).as(rebuilt.err()).isZero();
    assertThat(rebuilt.out()).startsWith("ab-replay: rebuilt replay.html");
    for (String report : REPORTS)
      assertThat(copy.resolve(report)).as(report).hasSameBinaryContentAs(folder.resolve(report));
    try (Stream<Path> csv = Files.list(folder.resolve("percentiles"))) {
      csv.forEach(
          f ->
              assertThat(copy.resolve("percentiles").resolve(f.getFileName()))
                  .hasSameBinaryContentAs(f));
    }

    try (Chromium chromium = Chromium.start(profile)) {
      Chromium.Visit page =
          PageCheck.open(chromium, folder.resolve("replay.html"), "replay-document-000");
      List<JsonObject> steps = PageCheck.steps(folder);
      assertThat(steps).hasSize(10).allMatch(s -> s.getString("status").equals("COMPLETE"));
      // The scenario's ratios, a row per target (nginx's url, Go's stand-in and real server,
      // Swoole's stand-in, the reference server): a published ratio for the document's four, a
      // replayed one where the baseline has a step on the same side (the real ones, with nginx's
      // url: a stand-in is never set against a real server), a dot per round.
      assertThat(marks(page, "ratio", 0, "bar published")).isEqualTo(4);
      assertThat(marks(page, "ratio", 0, "bar replayed")).isEqualTo(3);
      assertThat(marks(page, "ratio", 0, "dot round")).isEqualTo(6);
      assertThat(marks(page, "ratio", 0, "unity")).isEqualTo(1);
      assertThat(marks(page, "ratio", 0, "threshold")).isEqualTo(1);
      assertThat(page.count("svg[data-chart=ratio]")).as("and one chart per claim").isEqualTo(3);
      assertThat(marks(page, "ratio", 2, "dot round"))
          .as("Swoole over Go, between their stand-ins: one scenario, two rounds")
          .isEqualTo(2);
      assertThat(page.count("svg[data-chart=rates] .mark.bar")).as("a bar a step").isEqualTo(10);
      assertThat(marks(page, "latency", 0, "line latency")).as("a line a target").isEqualTo(5);
      assertThat(marks(page, "cpu", 0, "bar cpu-user")).as("a bar a step").isEqualTo(10);
      assertThat(page.attributes(".rps", "data-rps"))
          .as("ab-summary.txt's req/s, step by step")
          .containsExactlyElementsOf(
              steps.stream()
                  .map(s -> abRate(run.read("ab-summary.txt"), s.getString("name")))
                  .toList());

      Chromium.Visit index =
          PageCheck.open(chromium, shared.results().resolve("index.html"), "runs-index");
      assertThat(index.attributes("a.run", "href"))
          .containsExactly(folder.getFileName() + "/replay.html");
    }
  }

  /** The "Requests per second" of step {@code name} in ab-summary.txt. */
  private static String abRate(String summary, String name) {
    String block = summary.substring(summary.indexOf("ab-replay: " + name + "  ("));
    String line =
        block.lines().filter(l -> l.startsWith("Requests per second:")).findFirst().orElseThrow();
    return line.replaceAll("^Requests per second:\\s+", "").replace(" [#/sec] (mean)", "");
  }

  private static void copyFolder(Path from, Path to) throws IOException {
    try (Stream<Path> files = Files.walk(from)) {
      for (Path f : (Iterable<Path>) files::iterator) {
        Path target = to.resolve(from.relativize(f).toString());
        if (Files.isDirectory(f)) Files.createDirectories(target);
        else Files.copy(f, target, StandardCopyOption.COPY_ATTRIBUTES);
      }
    }
  }
}
