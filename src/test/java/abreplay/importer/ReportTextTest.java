package abreplay.importer;

import static org.assertj.core.api.Assertions.assertThat;

import abreplay.config.Home;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;

/**
 * Every figure imported from the five posts is in the text of its own report, as ab printed it: the
 * figures the hand-written confs do not hold (server, time per request, transfer rate, Connection
 * Times, write errors) checked against the posts themselves, figure by figure.
 */
class ReportTextTest {
  private static final Path SEEDS =
      Home.dir().resolve("src/test/resources/abreplay/importer/seeds");

  /**
   * How many figures of {@code file}'s reports were found in their report's own text (all, or this
   * fails).
   */
  static int figuresFoundInTheirReports(Path file) throws Exception {
    Text text = Text.of(TextFile.read(file));
    int found = 0;
    for (AbReport report : Scan.of(text).reports()) {
      String own = AbLines.squeezed(text.text().substring(report.start(), report.end()));
      int lines = 0;
      for (AbLines.Line line : AbLines.of(report.published(), report.concurrency().orElseThrow())) {
        assertThat(line.in(own))
            .as(file.getFileName() + ":" + report.firstLine() + ": " + line.text() + " in " + own)
            .isTrue();
        found += line.figures();
        lines++;
      }
      assertThat(lines)
          .as("a report's lines, but for the three a report cut at its top lacks")
          .isGreaterThanOrEqualTo(25);
    }
    return found;
  }

  @Test
  void everyFigureImportedFromTheFivePostsIsInItsReport() throws Exception {
    int figures = 0;
    try (var files = Files.list(SEEDS)) {
      for (Path seed : files.sorted().toList()) figures += figuresFoundInTheirReports(seed);
    }
    assertThat(figures).as("SeedsImportTest counts them too").isEqualTo(957);
  }
}
