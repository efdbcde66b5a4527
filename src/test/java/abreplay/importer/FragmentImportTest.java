package abreplay.importer;

import static org.assertj.core.api.Assertions.assertThat;

import abreplay.document.Document;
import abreplay.document.Scenario;
import abreplay.replay.DocumentReplay;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Properties;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Posts that quote only part of ab's report under its command (the commonest way a blog shows ab's
 * result) import as scenarios of that command whose published figures are what the text gives, the
 * draft saying what of the report is not published; figures quoted with no command above them are
 * still only noted.
 */
class FragmentImportTest {
  @TempDir Path dir;
  @TempDir Path texts;

  private static final String POST =
      "Swoole against nginx\n\nI ran ab against both, same box.\n\nnginx:\n\n"
          + "$ ab -n 100000 -c 100 -k http://127.0.0.1:8080/\n"
          + "Requests per second:    3543.00 [#/sec] (mean)\n\n"
          + "Swoole:\n\n```\n$ ab -n 100000 -c 100 -k http://127.0.0.1:9501/\n"
          + "Requests per second:    6210.55 [#/sec] (mean)\n"
          + "Time per request:       16.101 [ms] (mean)\n```\n\nSwoole is 75% faster.\n";

  private ImportHome.Imported imported(String text) throws Exception {
    return ImportHome.in(dir).run(Files.writeString(texts.resolve("post.txt"), text));
  }

  private Document document() throws Exception {
    return DocumentReplay.read(dir, "conf/documents/005-post.conf", new Properties()).document();
  }

  @Test
  void aCommandWithOnlyItsRequestsPerSecondImportsWithThatFigureAndTheCommandsLoad()
      throws Exception {
    ImportHome.Imported result = imported(POST);

    assertThat(result.exitCode()).as(result.err()).isZero();
    Document d = document();
    assertThat(d.scenarios())
        .containsExactly(new Scenario("c100-n100000-k", 100000, 100, true, "/"));
    assertThat(d.systems()).containsOnlyKeys("port-8080", "port-9501");
    Document.Published nginx = d.published("c100-n100000-k", "port-8080");
    assertThat(nginx.requestsPerSecond()).hasValue(3543.00);
    assertThat(Figures.of(nginx)).containsOnlyKeys("requests-per-second");
    Document.Published swoole = d.published("c100-n100000-k", "port-9501");
    assertThat(Figures.of(swoole)).containsOnlyKeys("requests-per-second", "time-per-request");
    assertThat(swoole.details().timePerRequest()).hasValue(16.101);
  }

  @Test
  void theDraftSaysWhatOfAbsReportIsNotPublished() throws Exception {
    ImportHome.Imported result = imported(POST);

    String draft = Files.readString(dir.resolve("conf/documents/005-post.conf"));
    String missing =
        "only Requests per second of ab's report is quoted under the command on line 7: Server"
            + " Software, Server Hostname, Server Port, Document Path, Document Length, Concurrency"
            + " Level, Time taken for tests, Complete requests, Failed requests, Total transferred,"
            + " HTML transferred, Time per request (mean), Time per request (mean, across all"
            + " concurrent requests), Transfer rate, Connection Times (ms), Connection Times'"
            + " Connect row, Connection Times' Processing row, Connection Times' Total row, the"
            + " percentile table are not published";
    assertThat(result.out()).contains("warning: " + texts.resolve("post.txt") + ":8: " + missing);
    assertThat(draft)
        .contains(
            "# WARNING, line 8: " + missing,
            "note = \"A fragment: " + missing + ".\"",
            "# line 8: ab's figures quoted of `ab -n 100000 -c 100 -k http://127.0.0.1:8080/`"
                + " (line 7)",
            "requests = 100000   # ab -n: -n of the command on line 7");
    assertThat(document().published("c100-n100000-k", "port-8080").note())
        .isEqualTo("A fragment: " + missing + ".");
  }

  @Test
  void aPercentileTableOrTimeTakenUnderACommandIsAFragmentToo() throws Exception {
    ImportHome.Imported result =
        imported(
            "ab -c 10 -n 5000 http://127.0.0.1:8080/\n\nTime taken for tests:   1.234 seconds\n");

    assertThat(result.exitCode()).as(result.err()).isZero();
    Document.Published p = document().published("c10-n5000", "port-8080");
    assertThat(Figures.of(p)).containsOnlyKeys("time-taken");
    assertThat(p.timeTaken()).hasValue(1.234);
  }

  @Test
  void figuresWithNoCommandRightAboveThemAreStillOnlyNoted() throws Exception {
    ImportHome.Imported result =
        imported(
            "I ran ab -n 100 -c 10 http://127.0.0.1/ and then wrote about it.\n\nSome prose.\n"
                + "More prose.\nStill more.\n\nRequests per second:    3543.00 [#/sec] (mean)\n");

    assertThat(result.exitCode()).isEqualTo(3);
    assertThat(result.err())
        .contains("no load tool's report found (it has 1 load tool command line, on line 1");
  }

  @Test
  void abLinesWithNoCommandTakeTheirLoadFromAbsOwnFiguresAndTheirNamesFromTheLabelsAbove()
      throws Exception {
    ImportHome.Imported result =
        ImportHome.in(dir).run(PostShapesTest.POSTS.resolve("ab-lines-no-command.md"));

    assertThat(result.exitCode()).as(result.err()).isZero();
    Document d =
        DocumentReplay.read(dir, "conf/documents/005-ab-lines-no-command.conf", new Properties())
            .document();
    // -c is Time per request over Time per request across all; -n the roundest count that Time
    // taken x Requests per second allows within their rounding
    assertThat(d.scenarios())
        .containsExactly(
            new Scenario("c4-n2000", 2000, 4, false, "/"),
            new Scenario("c50-n50000", 50000, 50, false, "/"));
    assertThat(d.systems()).containsOnlyKeys("caddy", "lighttpd");
    assertThat(d.published("c50-n50000", "lighttpd").requestsPerSecond()).hasValue(2000.00);
    assertThat(result.out())
        .contains(
            "ab-lines-no-command.md:11: the report has no Concurrency Level: -c 4, its Time per"
                + " request over its Time per request across all concurrent requests")
        .contains(
            "caddy (Caddy (the label on line 8: Caddy:)): wrote targets/draft-005-caddy.conf");
    assertThat(Files.readString(dir.resolve("conf/documents/005-ab-lines-no-command.conf")))
        .contains(
            "requests = 2000   # ab -n: the report's Time taken for tests x Requests per second,"
                + " its roundest count (no line gives -n or Complete requests)");
  }

  @Test
  void abLinesWhoseTimesPerRequestGiveNoWholeConcurrencyAreNotReplayed() throws Exception {
    String text =
        Files.readString(PostShapesTest.POSTS.resolve("ab-lines-no-command.md"))
            .replace(
                "20.000 [ms] (mean)\n    Time per request:       5.000",
                "20.000 [ms] (mean)\n    Time per request:       8.000");
    ImportHome.Imported result = imported(text);

    assertThat(result.exitCode()).as(result.err()).isZero();
    assertThat(result.out())
        .contains(
            "post.txt:11: this report has no Concurrency Level and no Complete requests: it is"
                + " not imported")
        .contains("3 ab reports");
  }
}
