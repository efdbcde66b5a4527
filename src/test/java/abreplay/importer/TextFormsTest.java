package abreplay.importer;

import static org.assertj.core.api.Assertions.assertThat;

import abreplay.document.Document.Published;
import java.nio.file.Files;
import java.util.List;
import java.util.function.UnaryOperator;
import org.junit.jupiter.api.Test;

/**
 * One report made here (made-here/hello-keep-alive.txt), as posts mangle it: CRLF and tabs, run
 * together on one line, wrapped inside its percentile table and after its labels, single-spaced,
 * HTML entities, and in the wording of other ab versions (2.0's, trunk's). Each reads to the same
 * figures as the report ab printed.
 */
class TextFormsTest {
  private static String original() throws Exception {
    return Files.readString(MadeHereImportTest.MADE_HERE.resolve("hello-keep-alive.txt"));
  }

  private static AbReport only(String text) {
    List<AbReport> reports = Scan.of(Text.of(text)).reports();
    assertThat(reports).hasSize(1);
    return reports.get(0);
  }

  private static void readsAsPrinted(String what, UnaryOperator<String> form) throws Exception {
    String text = original();
    Published printed = only(text).published();
    AbReport mangled = only(form.apply(text));
    assertThat(mangled.published()).as(what).isEqualTo(printed);
    assertThat(mangled.problems()).as(what).isEmpty();
    assertThat(mangled.concurrency()).as(what).hasValue(10);
  }

  @Test
  void crlfAndTabs() throws Exception {
    readsAsPrinted("CRLF, tabs", t -> t.replaceAll(": +", ":\t\t").replace("\n", "\r\n"));
  }

  @Test
  void linesRunTogetherByABlog() throws Exception {
    readsAsPrinted("no line ends at all (document 003's blog)", t -> t.replace("\n", ""));
    readsAsPrinted("line ends made single spaces (document 004's)", t -> t.replaceAll("\\s+", " "));
  }

  @Test
  void linesWrappedInsideThePercentileTableAndAfterLabels() throws Exception {
    readsAsPrinted(
        "each percentile's value on a line of its own",
        t -> t.replaceAll("(\\d+%) +(\\d+)", "$1\n      $2"));
    readsAsPrinted(
        "two rows to a line", t -> t.replaceAll("(\\d+%) +(\\d+)\\n +(\\d+%)", "$1 $2  $3"));
    readsAsPrinted(
        "values under their labels",
        t ->
            t.replace("Requests per second:    ", "Requests per second:\n   ")
                .replace("Total transferred:      ", "Total\ntransferred:\n"));
  }

  @Test
  void singleSpacedAsDocument002sBlogPrintsIt() throws Exception {
    readsAsPrinted(
        "single spaces, no blank lines",
        t -> t.replaceAll(" {2,}", " ").replaceAll("\\n{2,}", "\n"));
  }

  @Test
  void htmlEntitiesAndNoBreakSpacesOfASavedPage() throws Exception {
    readsAsPrinted(
        "&nbsp; and U+00A0",
        t ->
            t.replace("Requests per second:    ", "Requests&nbsp;per second:\u00a0\u00a0")
                .replace("  ", "&nbsp; "));
  }

  @Test
  void ab20sWording() throws Exception {
    // ab 2.0 (Apache 2.0): "Connnection Times", no Receive in the failures' breakdown, Write errors
    // always.
    String text =
        original()
            .replace("Connection Times", "Connnection Times")
            .replace(
                "Failed requests:        0\n",
                "Failed requests:        3\n   (Connect: 0, Length: 3, Exceptions: 0)\n"
                    + "Write errors:           0\n");
    AbReport r = only(text);
    assertThat(r.published().details().connectionTimes()).hasSize(4);
    assertThat(r.published().failed()).hasValue(3);
    assertThat(r.published().details().failures().length()).hasValue(3);
    assertThat(r.published().details().failures().receive()).as("2.0 has none").isEmpty();
    assertThat(r.published().details().writeErrors()).hasValue(0);
    assertThat(r.problems()).isEmpty();
  }

  @Test
  void abTrunksWordingStatesTheRequestsItWasAskedFor() throws Exception {
    // httpd trunk's ab: workers, concurrency achieved, ramp-up delay, "Number of requests" (-n),
    // Keep-Alive aborts.
    String text =
        original()
            .replaceFirst("\\$ ab [^\\n]*\\n", "")
            .replace(
                "Concurrency Level:      10\n",
                "Number of workers:      1\nConcurrency Level:      10\n"
                    + "Concurrency achieved:   10\nRampup delay:           0 [ms]\n")
            .replace("Complete requests:", "Number of requests:     6000\nComplete requests:")
            .replace(
                "Keep-Alive requests:    5000\n",
                "Keep-Alive requests:    5000\nKeep-Alive aborts:      2\n");
    AbReport r = only(text);
    assertThat(r.requests()).hasValue(6000);
    assertThat(r.also())
        .containsExactly(
            "Number of workers: 1",
            "Concurrency achieved: 10",
            "Rampup delay: 0 [ms]",
            "Keep-Alive aborts: 2");
    Run run = Run.of(r, List.of(), 0, Text.of(""));
    assertThat(run.requests()).as("-n from Number of requests").isEqualTo(6000);
    assertThat(run.keepAlive()).as("-k from the Keep-Alive requests line").isTrue();
    assertThat(run.notes())
        .extracting(Note::text)
        .containsExactly("ab completed 5,000 of its 6,000 requests");
  }
}
