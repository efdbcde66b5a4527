package abreplay.importer;

import static org.assertj.core.api.Assertions.assertThat;

import abreplay.document.LoadTool;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Posts with other load tools' reports: found anywhere in the text, among prose and ab's reports,
 * paired with their command lines (or told that a command is not theirs), cut reports said as the
 * ab reader says them; each report a scenario of the draft with its tool and load model, beside
 * ab's when the post has both.
 */
class ToolImportTest {
  @TempDir Path dir;
  @TempDir Path texts;

  private static String made(String file) throws Exception {
    return Files.readString(ToolReportsTest.TOOLS.resolve("made-here").resolve(file));
  }

  private static String source(String file) throws Exception {
    return Files.readString(ToolReportsTest.TOOLS.resolve("from-source").resolve(file));
  }

  private List<Path> written() throws Exception {
    try (Stream<Path> all = Files.walk(dir)) {
      return all.filter(Files::isRegularFile).sorted().toList();
    }
  }

  @Test
  void aPostWithAWrkReportAndProseFindsTheReportAndItsCommand() throws Exception {
    String post =
        "Is Vert.x fast?\n\nI ran this on my laptop:\n\n"
            + made("wrk.txt")
            + "\nPretty fast, I'd say.\n";
    Scan scan = Scan.of(Text.of(post));

    assertThat(scan.reports()).isEmpty();
    assertThat(scan.toolReports()).hasSize(1);
    ToolRun run = ToolRun.all(scan).get(0);
    assertThat(run.report().tool()).isEqualTo(LoadTool.WRK);
    assertThat(run.report().firstLine()).isEqualTo(6);
    assertThat(run.command().map(ToolCommand::line)).contains(5);
    assertThat(run.notes()).isEmpty();
  }

  @Test
  void aPostWithOnlyOtherToolsReportsImportsEachAsAScenarioWithItsLoadModel() throws Exception {
    ImportHome home = ImportHome.in(dir);
    Path post =
        Files.writeString(
            texts.resolve("tools.txt"),
            "wrk first:\n\n"
                + made("wrk.txt")
                + "\nthen hey:\n\n"
                + made("hey.txt")
                + "\nand hey again:\n"
                + made("hey-rate.txt"));

    ImportHome.Imported result = home.run(post);

    assertThat(result.exitCode()).as(result.err()).isZero();
    assertThat(result.out())
        .contains("1 wrk report and 2 hey reports")
        .contains("wrote conf/documents/005-tools.conf");
    String conf = Files.readString(dir.resolve("conf/documents/005-tools.conf"));
    assertThat(conf)
        .contains("tool = wrk")
        .contains(
            "load { model = closed-by-duration, connections = 10, duration = 3s, threads = 2 }")
        .contains("load { model = closed-by-count, connections = 10, requests = 5000 }")
        .contains(
            "load { model = constant-rate, connections = 5, rate = 100, rate-scope = per-worker,"
                + " duration = 2s, keep-alive = false }");
  }

  @Test
  void aPostWithAbsReportsAndAWrkReportImportsBoth() throws Exception {
    ImportHome home = ImportHome.in(dir);
    String ab = Files.readString(MadeHereImportTest.MADE_HERE.resolve("hello-keep-alive.txt"));
    Path post =
        Files.writeString(texts.resolve("mixed.txt"), ab + "\nAnd with wrk:\n\n" + made("wrk.txt"));

    ImportHome.Imported result = home.run(post);

    assertThat(result.exitCode()).as(result.err()).isZero();
    assertThat(result.out()).contains("1 ab report and 1 wrk report");
    assertThat(result.out()).doesNotContain("not imported");
    String conf = Files.readString(dir.resolve("conf/documents/005-mixed.conf"));
    assertThat(conf).contains("tool = wrk").contains("requests-per-second = ");
  }

  @Test
  void aCommandThatDoesNotMatchItsReportIsSaidAndTheReportsOwnFiguresUsed() throws Exception {
    String post = made("wrk.txt").replace("-c10", "-c100");
    ToolRun run = ToolRun.all(Scan.of(Text.of(post))).get(0);

    assertThat(run.command()).isEmpty();
    assertThat(run.notes())
        .extracting(Note::text)
        .containsExactly(
            "the command on line 1 (wrk -t2 -c100 -d3s http://127.0.0.1:18091/) is not this"
                + " report's: it says 100 connections, the report 10; the report's own figures are"
                + " used");
  }

  @Test
  void aReportCutShortSaysWhereAndWhatIsMissing() throws Exception {
    String wrk = made("wrk.txt");
    String cut = wrk.substring(0, wrk.indexOf("Requests/sec:"));
    ToolReport top = ToolReports.find(Text.of(cut)).get(0);
    assertThat(top.problems())
        .extracting(Note::text)
        .containsExactly(
            "the report stops after N requests in (cut short): Requests/sec, Transfer/sec are"
                + " missing");

    String headless = wrk.substring(wrk.indexOf("    Latency"));
    assertThat(ToolReports.find(Text.of(headless)).get(0).problems())
        .extracting(Note::text)
        .containsExactly(
            "the report starts at Latency (cut short at its top): Running, N threads and N"
                + " connections, Thread Stats are missing");
  }

  @Test
  void aFigureThatIsNotWhatTheToolPrintsIsLeftOutAndSaid() throws Exception {
    String autocannon = made("autocannon.txt");
    String row =
        autocannon.lines().filter(l -> l.startsWith("│ Latency")).findFirst().orElseThrow();
    String max =
        row.substring(row.lastIndexOf("│", row.length() - 2) + 1, row.length() - 1).strip();
    ToolReport r =
        ToolReports.find(Text.of(autocannon.replace(row, row.replace(max, "42 parsecs")))).get(0);

    assertThat(r.problems())
        .extracting(Note::text)
        .containsExactly(
            "Latency Max: \"42 parsecs\" is not what autocannon prints there; the figure is left"
                + " out");
    assertThat(r.figure(Measure.LATENCY, "Latency", "Max")).isEmpty();
  }

  @Test
  void requestsPerSecondThatContradictTheCountAndDurationAreSaid() throws Exception {
    String wrk = made("wrk.txt");
    String rate = wrk.lines().filter(l -> l.startsWith("Requests/sec:")).findFirst().orElseThrow();
    String edited = wrk.replace(rate, "Requests/sec:  99999.99");
    ToolRun run = ToolRun.all(Scan.of(Text.of(edited))).get(0);
    assertThat(run.notes())
        .extracting(Note::text)
        .anyMatch(t -> t.startsWith("Requests/sec 99999.99 is not "));
  }

  @Test
  void abAndEveryOtherToolInOnePostAreEachFoundOnce() throws Exception {
    StringBuilder post = new StringBuilder("A post that tried them all.\n\n");
    post.append(Files.readString(MadeHereImportTest.MADE_HERE.resolve("nginx-no-keep-alive.txt")))
        .append("\nprose\n\n");
    for (Path f : ToolReportsTest.files())
      post.append(Files.readString(f)).append("\nSome prose between.\n\n");
    Scan scan = Scan.of(Text.of(post.toString()));

    assertThat(scan.reports()).hasSize(1);
    assertThat(scan.toolReports()).hasSize(ToolReportsTest.files().size());
    assertThat(ToolRun.all(scan)).allMatch(r -> r.command().isPresent());
  }
}
