package abreplay.importer;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * What ./ab-replay --import does with what is not a whole, honest ab report: no report at all is
 * one line and exit status 3 with nothing written; a report cut short, or whose figures contradict
 * each other, is imported with a warning naming the line (printed, and written into the draft);
 * nothing that exists is ever overwritten; texts saved in other encodings read the same.
 */
class ImportBadInputTest {
  @TempDir Path dir;
  @TempDir Path texts;

  private ImportHome home() {
    return ImportHome.in(dir);
  }

  private Path text(String name, String content) throws Exception {
    return Files.writeString(texts.resolve(name), content);
  }

  private static String report() throws Exception {
    return Files.readString(MadeHereImportTest.MADE_HERE.resolve("hello-keep-alive.txt"));
  }

  private List<Path> files() throws Exception {
    try (Stream<Path> all = Files.walk(dir)) {
      return all.filter(Files::isRegularFile).sorted().toList();
    }
  }

  private int refusals;

  private void refused(Path file, String message) throws Exception {
    ImportHome home = ImportHome.in(dir.resolve("home-" + ++refusals));
    List<Path> before = files();
    ImportHome.Imported result = home.run(file);
    assertThat(result.exitCode()).isEqualTo(3);
    assertThat(result.err()).isEqualTo("ab-replay: " + message + "\n");
    assertThat(result.out()).isEmpty();
    assertThat(files()).as("nothing written").isEqualTo(before);
  }

  @Test
  void aTextWithNoAbReportIsOneLineExit3AndNothingWritten() throws Exception {
    refused(
        text("prose.txt", "Swoole is 75% faster than nginx.\nTrust me.\n"),
        texts.resolve("prose.txt") + ": no load tool's report found: " + Importer.GIVE);
    refused(
        text("command.txt", "I ran\n\n  ab -n 1000 -c 10 http://127.0.0.1/\n\nand it was fast.\n"),
        texts.resolve("command.txt")
            + ": no load tool's report found (it has 1 load tool command line, on line 3, but no"
            + " report under it): "
            + Importer.GIVE);
    refused(
        text("quoted.txt", "Requests per second:    3543.00 [#/sec] (mean)\n"),
        texts.resolve("quoted.txt")
            + ": no load tool's report found (only figures quoted outside a report, on line 1): "
            + Importer.GIVE);
    refused(
        text("empty.txt", ""),
        texts.resolve("empty.txt")
            + ": empty, no report in it: save the post as text (or paste the load tool's output"
            + " into the file) and give its path");
  }

  @Test
  void aPostWhoseOnlyTableHasNoColumnOfRequestsPerSecondIsRefusedNamingTheTable() throws Exception {
    refused(
        text("settings.md", "# My settings\n\n| Option | Value |\n|---|---|\n| workers | 4 |\n"),
        texts.resolve("settings.md")
            + ": no load tool's report found (a table on line 3, but no column of requests per"
            + " second in it): "
            + Importer.GIVE);
  }

  @Test
  void noSuchFileAFolderOrNotATextIsOneLineExit3() throws Exception {
    refused(
        texts.resolve("nope.txt"),
        texts.resolve("nope.txt")
            + ": no such file; save the post as text (or paste the load tool's output into a file)"
            + " and give its path");
    refused(texts, texts + ": is a folder; give the post's text file");
    Path pdf = Files.write(texts.resolve("post.pdf"), new byte[] {'%', 'P', 'D', 'F', 0, 1, 2});
    refused(pdf, pdf + ": is not a text file (it has NUL bytes): save the post as text first");
  }

  @Test
  void aReportWithoutItsConcurrencyOrCompleteRequestsCannotBeReplayed() throws Exception {
    String top = report().substring(0, report().indexOf("Concurrency Level:"));
    Path cut = text("cut.txt", top + "\nand then the page ended.\n");
    refused(
        cut,
        cut
            + ":2: no ab report to replay: the only one found lacks its Concurrency Level or its"
            + " Complete requests (cut short); paste ab's whole output, from \"Server Software:\""
            + " to the percentile table");
  }

  @Test
  void aReportCutShortIsImportedWithWhatItHasAndAWarningNamingTheLineAndTheLinesMissing()
      throws Exception {
    String text =
        report().substring(0, report().indexOf("Time per request:"))
            + "\n(the rest of the output was lost)\n";
    ImportHome home = home();
    ImportHome.Imported result = home.run(text("cut.txt", text));

    assertThat(result.exitCode()).isZero();
    String warning =
        "the report stops after Requests per second (cut short): Time per request (mean), Time per"
            + " request (mean, across all concurrent requests), Transfer rate, Connection Times"
            + " (ms), Connection Times' Connect row, Connection Times' Processing row, Connection"
            + " Times' Waiting row, Connection Times' Total row, the percentile table are missing";
    assertThat(result.out())
        .contains("ab-replay: warning: " + texts.resolve("cut.txt") + ":34: " + warning);
    String draft = Files.readString(dir.resolve("conf/documents/005-cut.conf"));
    assertThat(draft)
        .contains(
            "#   line 34: " + warning,
            "# WARNING, line 34: " + warning,
            "requests-per-second = 7032.01")
        .doesNotContain("p50");
  }

  @Test
  void figuresThatContradictEachOtherAreWarningsInTheDraftAndItsNote() throws Exception {
    String text =
        report()
            .replace(
                "Time per request:       1.422 [ms] (mean)",
                "Time per request:       2.422 [ms] (mean)")
            .replace("HTML transferred:       60000 bytes", "HTML transferred:       61000 bytes")
            .replace("Requests per second:    7032.01", "Requests per second:    9032.01")
            .replace("Transfer rate:          1112.49", "Transfer rate:          1312.49");
    ImportHome.Imported result = home().run(text("edited.txt", text));

    assertThat(result.exitCode()).isZero();
    List<String> contradictions =
        List.of(
            "Time per request 2.422 ms x 5,000 complete / concurrency 10 = 1.211 s, but Time taken"
                + " for tests is 0.711 s",
            "Requests per second 9032.01 is not 5,000 complete / 0.711 s = 7032.35",
            "Transfer rate 1312.49 Kbytes/sec is not Total transferred 810,000 bytes / 1024 / 0.711"
                + " s = 1112.54",
            "HTML transferred 61,000 bytes is not 5,000 complete x Document Length 12 = 60,000"
                + " (nothing failed, so every body had that length)");
    for (String c : contradictions) {
      assertThat(result.out())
          .contains("ab-replay: warning: " + texts.resolve("edited.txt") + ":28: " + c);
    }
    String draft = Files.readString(dir.resolve("conf/documents/005-edited.conf"));
    assertThat(draft)
        .contains(
            "note = \"Figures of this report contradict each other: "
                + String.join("; ", contradictions));
    assertThat(Files.readString(dir.resolve("conf/documents/005-edited.conf")))
        .contains("# WARNING, line 28: " + contradictions.get(0));
  }

  @Test
  void aReportPastedTwiceIsImportedOnce() throws Exception {
    ImportHome.Imported result =
        home().run(text("twice.txt", report() + "\n\nAgain:\n\n" + report()));

    assertThat(result.exitCode()).isZero();
    assertThat(result.out())
        .contains(
            "twice.txt: 1 ab report (line 2), 1 system, 1 scenario",
            "twice.txt:61: this report repeats the one on line 2 figure for figure (pasted twice?):"
                + " it is imported once");
  }

  @Test
  void nothingThatExistsIsOverwrittenANewNumberAndANewProfileNameAreTaken() throws Exception {
    ImportHome home = home();
    Files.writeString(dir.resolve("conf/documents/005-mine.conf"), "# someone's draft\n");
    Files.writeString(dir.resolve("targets/draft-006-port-18084.conf"), "# someone's profile\n");

    ImportHome.Imported result =
        home.run(MadeHereImportTest.MADE_HERE.resolve("tiny-failures.txt"));

    assertThat(result.exitCode()).as(result.err()).isZero();
    assertThat(result.out())
        .contains(
            "ab-replay: wrote conf/documents/006-tiny-failures.conf",
            "wrote targets/draft-006-port-18084-2.conf, a DRAFT stand-in");
    assertThat(dir.resolve("conf/documents/005-mine.conf")).hasContent("# someone's draft");
    assertThat(dir.resolve("targets/draft-006-port-18084.conf")).hasContent("# someone's profile");
    assertThat(Files.readString(dir.resolve("conf/documents/006-tiny-failures.conf")))
        .contains("target = draft-006-port-18084-2");
  }

  @Test
  void aPostSavedInGb18030OrUtf16ReadsAsInUtf8() throws Exception {
    String post =
        Files.readString(MadeHereImportTest.MADE_HERE.resolve("post.txt"))
            .replace("nginx against Swoole on my laptop", "PHP7+Swoole比Nginx性能高20%");
    Path gbk = Files.write(texts.resolve("gbk.txt"), post.getBytes(Charset.forName("GB18030")));
    byte[] utf16 = post.getBytes(StandardCharsets.UTF_16LE);
    byte[] marked = new byte[utf16.length + 2];
    marked[0] = (byte) 0xff;
    marked[1] = (byte) 0xfe;
    System.arraycopy(utf16, 0, marked, 2, utf16.length);
    Path windows = Files.write(texts.resolve("unicode.txt"), marked);

    assertThat(TextFile.read(gbk)).isEqualTo(post);
    assertThat(TextFile.read(windows)).isEqualTo(post);
    ImportHome.Imported result = home().run(gbk);
    assertThat(result.exitCode()).isZero();
    assertThat(Files.readString(dir.resolve("conf/documents/005-gbk.conf")))
        .contains("title = \"PHP7+Swoole比Nginx性能高20%\"");
  }
}
