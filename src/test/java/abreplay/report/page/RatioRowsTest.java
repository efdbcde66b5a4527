package abreplay.report.page;

import static abreplay.testing.DocumentBuilder.document;
import static abreplay.testing.RecordingBuilder.perSecond;
import static abreplay.testing.Results.ran;
import static abreplay.testing.Results.standIn;
import static org.assertj.core.api.Assertions.assertThat;

import abreplay.document.Document;
import abreplay.document.Scenario;
import abreplay.result.StepResult;
import abreplay.targets.RealServers;
import abreplay.targets.Target;
import abreplay.testing.Judgings;
import abreplay.verdict.ClaimResult;
import abreplay.verdict.Judge;
import abreplay.verdict.Judging;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * The page's ratio charts compare what the tables and verdicts compare: a side with itself, never
 * across.
 */
class RatioRowsTest {
  private static final Scenario S = new Scenario("s", 1000, 10, true, "/");
  private static final Judging CONTEXT = Judgings.of(0.95, 2);

  private static Document document75() {
    return document()
        .system("a", "A")
        .system("b", "B")
        .baseline("b")
        .scenario("s", 1000, 10, true)
        .published("s", "a", 175)
        .published("s", "b", 100)
        .fasterBy("a is 75% faster than b", "75%", "a", "b", "s")
        .build();
  }

  private static Target real(String system, int port) {
    return Target.real(
        system,
        new RealServers.Entry(system + "-real", system, Optional.empty(), Optional.empty(), "", 0),
        port);
  }

  @Test
  void aSystemComparedStandInAndRealHasARowForEachAgainstTheBaselineOnItsOwnSide() {
    Document d = document75();
    List<StepResult> steps =
        List.of(
            ran(standIn("a"), S, perSecond(5000)),
            ran(real("a", 1), S, perSecond(20000)),
            ran(standIn("b"), S, perSecond(10000)),
            ran(real("b", 2), S, perSecond(8000)));

    List<RatioChart.Row> rows = RatioRows.scenario(d, "s", steps, Judge.all(d, steps, CONTEXT));

    assertThat(rows)
        .extracting(RatioChart.Row::label)
        .containsExactly("A", "A (real)", "B", "B (real)");
    assertThat(rows)
        .extracting(RatioChart.Row::system)
        .containsExactly("a", "a (real)", "b", "b (real)");
    assertThat(rows.get(0).replayed()).hasValue(0.5);
    assertThat(rows.get(1).replayed()).as("20,000 over the real b's 8,000").hasValue(2.5);
    assertThat(rows.get(3).replayed()).hasValue(1.0);
  }

  @Test
  void aClaimsRowsShowTheRoundsOfTheSideItWasJudgedOnAndNoneWhenItWasNotJudged() {
    Document d = document75();
    List<StepResult> compared =
        List.of(
            ran(standIn("a"), S, perSecond(5000)),
            ran(real("a", 1), S, perSecond(20000)),
            ran(standIn("b"), S, perSecond(10000)),
            ran(real("b", 2), S, perSecond(8000)));
    ClaimResult judged = Judge.all(d, compared, CONTEXT).get(0);

    assertThat(RatioRows.claim(d, judged))
        .singleElement()
        .satisfies(row -> assertThat(row.rounds()).containsExactly(2.5))
        .satisfies(row -> assertThat(row.system()).isEqualTo("a (real)"))
        .satisfies(
            row ->
                assertThat(row.interval())
                    .as("the judged estimate's interval")
                    .containsExactly(
                        judged.scenarios().get(0).estimate().orElseThrow().low(),
                        judged.scenarios().get(0).estimate().orElseThrow().high()));

    List<StepResult> mixed =
        List.of(ran(standIn("a"), S, perSecond(5000)), ran(real("b", 2), S, perSecond(8000)));
    ClaimResult notJudged = Judge.all(d, mixed, CONTEXT).get(0);
    assertThat(RatioRows.claim(d, notJudged))
        .singleElement()
        .satisfies(row -> assertThat(row.rounds()).isEmpty())
        .satisfies(row -> assertThat(row.interval()).isEmpty())
        .satisfies(row -> assertThat(row.missing()).isEqualTo("a stand-in against a real server"));
  }
}
