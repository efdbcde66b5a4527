package abreplay.report;

import static abreplay.testing.DocumentBuilder.document;
import static abreplay.testing.RecordingBuilder.perSecond;
import static abreplay.testing.Results.ran;
import static abreplay.testing.Results.result;
import static abreplay.testing.Results.skipped;
import static abreplay.testing.Results.standIn;
import static org.assertj.core.api.Assertions.assertThat;

import abreplay.document.Document;
import abreplay.document.Scenario;
import abreplay.result.RunResult;
import org.junit.jupiter.api.Test;

/**
 * ab-summary.txt: every step's block names its layout, what ran as and what a skipped step needed.
 */
class ReportFilesTest {
  private static final Scenario S = new Scenario("s", 1000, 10, true, "/");
  private static final Scenario T = new Scenario("t", 1000, 20, true, "/");

  @Test
  void namesEachStepsLayoutInItsBlock() {
    Document d =
        document()
            .system("a", "A")
            .scenario("s", 1000, 10, true)
            .scenario("t", 1000, 20, true)
            .build();
    RunResult result =
        result(d, ran(standIn("a"), S, perSecond(5000)), skipped(standIn("a"), T, "no room"));

    String text = ReportFiles.abText(result);

    assertThat(text)
        .contains("Layout:                 1 injector x 10 users; stand-in hello in 1 process\n");
    assertThat(text)
        .contains(
            "SKIPPED: no room\nLayout needed:          1 injector x 20 users; stand-in hello in 1"
                + " process\n");
  }
}
