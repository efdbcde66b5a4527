package abreplay.importer;

import static org.assertj.core.api.Assertions.assertThat;

import abreplay.document.Document;
import abreplay.document.LoadModel;
import abreplay.document.PrintedFigure;
import abreplay.document.Scenario;
import abreplay.replay.DocumentReplay;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Every report the real tools printed here (made-here/) and every format from the tools' own print
 * code (from-source/) imports as a document that loads, figure for figure: each figure the reader
 * found is in the document under its key, in the tool's own text and unit; each report's load is
 * its scenario's, and a load no replay can make is NOT REPLAYABLE with its reason.
 */
class ToolRoundTripTest {
  @TempDir Path dir;

  static List<Path> files() throws Exception {
    return ToolReportsTest.files();
  }

  private record Imported(Document document, String conf, String out) {}

  private Imported imported(Path file) throws Exception {
    ImportHome home = ImportHome.in(dir);
    ImportHome.Imported result = home.run(file);
    assertThat(result.exitCode()).as(result.err()).isZero();
    try (Stream<Path> files = Files.list(home.dir().resolve("conf/documents"))) {
      Path conf =
          files
              .filter(f -> f.getFileName().toString().startsWith("005-"))
              .findFirst()
              .orElseThrow();
      Document d = DocumentReplay.read(home.dir(), conf.toString(), new Properties()).document();
      java.io.ByteArrayOutputStream checked = new java.io.ByteArrayOutputStream();
      java.io.PrintStream c =
          new java.io.PrintStream(checked, true, java.nio.charset.StandardCharsets.UTF_8);
      assertThat(
              new abreplay.check.Check(home.dir(), c, c)
                  .run(home.dir().relativize(conf).toString(), new Properties())
                  .status())
          .as("./ab-replay --check: " + checked)
          .isZero();
      return new Imported(
          d,
          Files.readString(conf),
          result.out() + checked.toString(java.nio.charset.StandardCharsets.UTF_8));
    }
  }

  @ParameterizedTest
  @MethodSource("files")
  void everyFigureTheReaderFoundIsInTheDocumentAsTheToolPrintedIt(Path file) throws Exception {
    List<ToolRun> runs = ToolRun.all(Scan.of(Text.of(Files.readString(file))));
    Imported i = imported(file);

    assertThat(i.document().scenarios()).hasSize(runs.size());
    for (int n = 0; n < runs.size(); n++) {
      Scenario scenario = i.document().scenarios().get(n);
      assertThat(scenario.tool().name()).isEqualTo(runs.get(n).report().tool().name());
      Map<String, Figure> expected = ToolDrafts.keyed(runs.get(n).report().figures());
      Document.Published p = i.document().published().get(scenario.id()).values().iterator().next();
      assertThat(p.figures().keySet()).containsExactlyElementsOf(expected.keySet());
      expected.forEach(
          (key, figure) -> {
            PrintedFigure read = p.figures().get(key);
            assertThat(read.text()).as(key).isEqualTo(figure.printed().text());
            assertThat(read.inBase()).as(key).isEqualTo(figure.printed().inBase());
          });
      runs.get(n).report().figures(Measure.REQUESTS_PER_SECOND).stream()
          .findFirst()
          .ifPresent(rps -> assertThat(p.requestsPerSecond()).hasValue(rps.printed().inBase()));
    }
  }

  @Test
  void aWrkReportIsAScenarioClosedByDurationWithItsThreads() throws Exception {
    Imported i = imported(ToolReportsTest.TOOLS.resolve("made-here/wrk-latency.txt"));

    Scenario s = i.document().scenarios().get(0);
    assertThat(s.load())
        .isEqualTo(new LoadModel.ClosedByDuration(20, java.time.Duration.ofSeconds(3), true));
    assertThat(s.threads()).hasValue(2);
    assertThat(i.conf())
        .contains("requests-per-second = \"82347.44\"")
        .contains("latency-avg = \"698.24us\"")
        .contains("latency-distribution-99 = \"21.82ms\"")
        .contains("transfer-per-second = \"10.84MB\"");
  }

  @Test
  void aPipelinedAutocannonReportIsNotReplayableWithItsReason() throws Exception {
    Imported i = imported(ToolReportsTest.TOOLS.resolve("made-here/autocannon-pipelined.txt"));

    LoadModel load = i.document().scenarios().get(0).load();
    assertThat(load).isInstanceOf(LoadModel.NotReplayable.class);
    assertThat(((LoadModel.NotReplayable) load).reason()).isEqualTo("pipelining");
    assertThat(i.out())
        .contains("NOT REPLAYABLE (pipelining)")
        .contains("it will be SKIPPED")
        .contains(": a replay SKIPS it");
  }

  @Test
  void aToolThatPrintsNoRequestsPerSecondHasItsRateSamplesAverageForIt() throws Exception {
    Imported i = imported(ToolReportsTest.TOOLS.resolve("from-source/bombardier-latencies.txt"));

    Document.Published p =
        i.document().published().values().iterator().next().values().iterator().next();
    assertThat(p.requestsPerSecond()).hasValue(41523.07);
    assertThat(i.conf())
        .contains("requests-per-second = \"41523.07\"")
        .doesNotContain("reqs-sec-avg");
  }

  @Test
  void aHeyRateIsAConstantRatePerWorker() throws Exception {
    Imported i = imported(ToolReportsTest.TOOLS.resolve("made-here/hey-rate.txt"));

    LoadModel.ConstantRate rate = (LoadModel.ConstantRate) i.document().scenarios().get(0).load();
    assertThat(rate.scope()).isEqualTo(LoadModel.Scope.PER_WORKER);
    assertThat(rate.overall()).isEqualTo(500.0);
    assertThat(rate.keepAlive()).isFalse();
  }
}
