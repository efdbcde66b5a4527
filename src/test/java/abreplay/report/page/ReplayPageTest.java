package abreplay.report.page;

import static abreplay.testing.DocumentBuilder.document;
import static abreplay.testing.RecordingBuilder.perSecond;
import static abreplay.testing.Results.ran;
import static abreplay.testing.Results.real;
import static abreplay.testing.Results.result;
import static abreplay.testing.Results.standIn;
import static org.assertj.core.api.Assertions.assertThat;

import abreplay.document.Document;
import abreplay.document.Scenario;
import abreplay.document.claim.OnParFactor;
import abreplay.format.Numbers;
import abreplay.report.AbStats;
import abreplay.result.RunResult;
import abreplay.result.StepResult;
import abreplay.testing.Judgings;
import abreplay.testing.RunFixture;
import abreplay.verdict.Judge;
import abreplay.verdict.Judging;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** replay.html's marks, from a known result: one per thing the run measured, none made up. */
class ReplayPageTest {
  private static final Pattern SVG =
      Pattern.compile("<svg class=\"chart\" data-chart=\"(\\w+)\".*?</svg>", Pattern.DOTALL);

  @TempDir Path folder;

  private static String page(RunResult result) {
    Judging judging = Judgings.of(result.plan().settings().confidence(), 2);
    return ReplayPage.html(
        result,
        result.plan().document().map(d -> Judge.all(d, result.steps(), judging)).orElse(List.of()));
  }

  /** Each chart's kind and body, in page order. */
  private static List<String[]> charts(String html) {
    List<String[]> charts = new ArrayList<>();
    Matcher m = SVG.matcher(html);
    while (m.find()) charts.add(new String[] {m.group(1), m.group()});
    return charts;
  }

  private static int marks(String svg, String kind) {
    return svg.split(Pattern.quote("class=\"mark " + kind + "\""), -1).length - 1;
  }

  @Test
  void document000ShowsEachSystemsRatioToTheBaselineWithADotPerRoundAndTheClaimsThreshold() {
    String html = page(RunFixture.document000(folder, 2).run());
    List<String[]> charts = charts(html);

    assertThat(charts)
        .extracting(c -> c[0])
        .containsExactly(
            "rates", "rates", "rates", "rates", "rates", "rates", "ratio", "ratio", "ratio",
            "latency", "cpu");
    charts = charts.subList(6, charts.size());
    String scenario = charts.get(0)[1];
    assertThat(marks(scenario, "bar published")).isEqualTo(3);
    assertThat(marks(scenario, "bar replayed")).isEqualTo(3);
    assertThat(marks(scenario, "dot round")).as("3 systems x 2 rounds").isEqualTo(6);
    assertThat(marks(scenario, "unity")).isEqualTo(1);
    assertThat(marks(scenario, "threshold"))
        .as("the claim over the baseline; the one over Go has its own chart")
        .isEqualTo(1);
    for (String[] claim : charts.subList(1, 3)) {
      assertThat(marks(claim[1], "bar published")).isEqualTo(1);
      assertThat(marks(claim[1], "bar replayed")).isEqualTo(1);
      assertThat(marks(claim[1], "dot round")).isEqualTo(2);
      assertThat(marks(claim[1], "threshold")).isEqualTo(1);
    }
    assertThat(marks(charts.get(3)[1], "line latency")).as("one curve per system").isEqualTo(3);
    assertThat(marks(charts.get(4)[1], "bar cpu-user") + marks(charts.get(4)[1], "bar cpu-system"))
        .isEqualTo(12);
    assertThat(html).contains("<span class=\"verdict ").contains("Swoole is 75% faster than Go");
  }

  @Test
  void aClaimsThreeAnswersAreOneLineEachAndItsScenarioDetailIsOnceBelowThem() {
    Document d =
        document()
            .system("a", "A")
            .system("b", "B")
            .baseline("b")
            .scenario("s", 1000, 10, true)
            .published("s", "a", 175)
            .published("s", "b", 100)
            .fasterBy("a is 75% faster than b", "75%", "a", "b", "s")
            .build();
    Scenario s = new Scenario("s", 1000, 10, true, "/");
    RunResult result =
        result(d, 0.1, ran(real("a"), s, perSecond(24000)), ran(standIn("b"), s, perSecond(10000)));
    String html =
        ReplayPage.html(
            result, Judge.all(d, result.steps(), Judgings.of(0.95, 2, OnParFactor.DEFAULT, 0.1)));

    assertThat(html)
        .contains(
            "<dt>Reproduces the post&#39;s measurement?</dt><dd>NOT JUDGED (a stand-in against a"
                + " real server), at scale 0.1</dd>",
            "<dt>Does the claim hold?</dt><dd>NOT JUDGED (a stand-in against a real server), at"
                + " scale 0.1</dd>",
            "<li>s: published 1.750x, no replayed ratio<ul><li>not judged: a stand-in against a"
                + " real server: A is a real server, B is a stand-in</li></ul></li>",
            "<p class=\"remedy\">to judge it (a stand-in against a real server): replay both real"
                + " (-Dreplay.real=true) or both as stand-ins</p>");
    assertThat(html.split("replay both real", -1)).as("the remedy once").hasSize(2);
  }

  @Test
  void itsReqPerSecondAreAbSummarysFromTheSameAbStats() {
    RunResult result = RunFixture.document000(folder, 1).run();
    String html = page(result);

    for (StepResult s : result.steps()) {
      String rps = Numbers.fixed(AbStats.of(s.run().orElseThrow()).requestsPerSecond(), 2);
      assertThat(html).contains("data-rps=\"" + rps + "\"");
      assertThat(abreplay.report.AbSummary.text(s.run().get(), "replay"))
          .contains("Requests per second:    " + rps + " [#/sec] (mean)");
    }
  }

  @Test
  void aLadderIsDrawnAsReqPerSecondAgainstConcurrencyWithItsSkippedStepsMarked() {
    String html = page(RunFixture.ladder(folder).run());
    String ladder =
        charts(html).stream().filter(c -> c[0].equals("ladder")).findFirst().orElseThrow()[1];

    assertThat(marks(ladder, "point published")).as("5 scenarios x 2 systems").isEqualTo(10);
    assertThat(marks(ladder, "line published")).isEqualTo(2);
    assertThat(marks(ladder, "point replayed")).as("the fifth step was skipped").isEqualTo(8);
    assertThat(marks(ladder, "line replayed")).isEqualTo(2);
    assertThat(marks(ladder, "skipped")).isEqualTo(2);
    assertThat(ladder).contains("hard limit is 20,000");
    assertThat(html)
        .as("each step names its layout")
        .contains("<div class=\"layout\">1 injector x 10 users; stand-in");
    assertThat(charts(html).stream().filter(c -> c[0].equals("latency")))
        .as("one chart per scenario that ran")
        .hasSize(4);
  }

  @Test
  void showsTheLoadGeneratorsCpuAndBoundMarkOnlyWhereTheRunMeasuredThem() {
    RunResult result = RunFixture.document000(folder, 1).run();
    List<StepFigures> measured = result.steps().stream().map(StepFigures::of).toList();
    List<StepFigures> plain =
        measured.stream()
            .map(
                s ->
                    new StepFigures(
                        s.result(),
                        s.ab(),
                        s.target(),
                        java.util.Optional.empty(),
                        java.util.Optional.empty()))
            .toList();
    Palette palette = new Palette(result);

    assertThat(CpuChart.svg(plain, 2, palette)).doesNotContain("cpu-load-generator");
    assertThat(marks(CpuChart.svg(measured, 2, palette), "bar cpu-load-generator")).isEqualTo(3);
    StringBuilder table = new StringBuilder();
    StepsTable.write(table, measured, palette, true, abreplay.result.BudgetDecision.OFF);
    assertThat(table)
        .contains(
            "<th class=\"num\">load generator CPU %</th>",
            "<th>bound by</th>",
            "<span class=\"bound load-generator-bound\">LOAD-GENERATOR-BOUND</span>");
  }

  @Test
  void linksToGatlingsPagesOnlyWhenGatlingWroteThem() {
    RunResult finished = RunFixture.document000(folder, 1).run();
    RunResult stopped =
        new RunResult(
            finished.plan(),
            new RunResult.RunFacts(
                finished.run().simulation(),
                finished.run().started(),
                finished.run().ended(),
                finished.run().machine(),
                finished.run().loadGenerator(),
                "killed"),
            finished.steps(),
            finished.warmUps(),
            finished.logs());

    assertThat(page(finished))
        .contains("href=\"index.html\"", "href=\"" + GatlingPages.request("nginx -c100 -n1000 -k"));
    assertThat(page(stopped)).doesNotContain("href=\"index.html\"", "href=\"req_");
  }

  @Test
  void aKnownRequestNameGivesTheFileNameGatlingGivesItsPage() {
    // As gatling-charts 3.15.1 named it in a run of this project
    // (target/gatling/.../req_nginx--c100--n1-966566837.html).
    assertThat(GatlingPages.request("nginx -c100 -n10000 -k #1"))
        .isEqualTo("req_nginx--c100--n1-966566837.html");
  }
}
