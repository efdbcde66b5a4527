package abreplay.report;

import static abreplay.testing.DocumentBuilder.document;
import static abreplay.testing.RecordingBuilder.perSecond;
import static abreplay.testing.RecordingBuilder.recording;
import static abreplay.testing.Results.ran;
import static abreplay.testing.Results.real;
import static abreplay.testing.Results.result;
import static abreplay.testing.Results.skipped;
import static abreplay.testing.Results.standIn;
import static abreplay.testing.Results.step;
import static org.assertj.core.api.Assertions.assertThat;

import abreplay.document.Document;
import abreplay.document.Document.Published;
import abreplay.document.Scenario;
import abreplay.document.claim.OnParFactor;
import abreplay.plan.Layout;
import abreplay.plan.Slicing;
import abreplay.plan.Step;
import abreplay.result.Bound;
import abreplay.result.Resources;
import abreplay.result.RunResult;
import abreplay.result.StepResult;
import abreplay.targets.RealServers;
import abreplay.targets.Target;
import abreplay.testing.Judgings;
import abreplay.testing.PublishedFigures;
import abreplay.verdict.Judge;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalDouble;
import java.util.OptionalLong;
import org.junit.jupiter.api.Test;

/** reproduction.md: what a reader of a document's replay is shown. */
class ReproductionTest {
  private static final Scenario S = new Scenario("s", 1000, 10, true, "/");

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

  private static String markdown(Document d, RunResult result) {
    return Reproduction.markdown(d, result, Judge.all(d, result.steps(), Judgings.of(0.95, 2)));
  }

  /**
   * The three answers one line each, then the scenario once below them: its ratios on its line,
   * what each answer would take under it (a claim of one scenario does not repeat its answers
   * there).
   */
  @Test
  void writesEachClaimsThreeAnswersOneLineEachAndItsScenarioOnceBelowThem() {
    Document d = document75();
    String md =
        markdown(
            d, result(d, ran(real("a"), S, perSecond(24000)), ran(real("b"), S, perSecond(10000))));

    assertThat(md)
        .contains(
            "- \"a is 75% faster than b\" (A over B, req/s; claimed 75%, i.e. >= 1.745x)\n"
                + "  - Reproduces the post's measurement? **HIGHER THAN PUBLISHED**\n"
                + "  - Does the claim hold? **SUPPORTED**\n"
                + "  - The post's own data: **SUPPORTED BY ITS OWN DATA (published 1.750x; claimed"
                + " 75%, i.e. >= 1.745x)**\n"
                + "  - s: published 1.750x, replayed 2.400x (95% interval 2.400x-2.400x, one"
                + " round)\n"
                + "    - what it would take: REPRODUCED at 1.750x-1.750x (published 1.750x);"
                + " SUPPORTED at >= 1.745x; NOT SUPPORTED below 1.745x; CONTRADICTED below 1.000x;"
                + " over this run's noise, +-0.0%\n");
    assertThat(md).contains(Reproduction.rule(OnParFactor.DEFAULT));
  }

  @Test
  void aClaimOverSeveralScenariosGivesEachItsAnswersAndEachRemedyOnce() {
    Scenario t = new Scenario("t", 1000, 10, true, "/");
    Scenario u = new Scenario("u", 1000, 10, true, "/");
    Document d =
        document()
            .system("a", "A")
            .system("b", "B")
            .baseline("b")
            .scenario("s", 1000, 10, true)
            .published("s", "a", 175)
            .published("s", "b", 100)
            .scenario("t", 1000, 10, true)
            .published("t", "a", 175)
            .published("t", "b", 100)
            .scenario("u", 1000, 10, true)
            .published("u", "a", 175)
            .published("u", "b", 100)
            .fasterBy("a is 75% faster than b", "75%", "a", "b", "s", "t", "u")
            .build();
    String md =
        markdown(
            d,
            result(
                d,
                ran(real("a"), S, perSecond(24000)),
                ran(real("b"), S, perSecond(10000)),
                skipped(real("a"), t, "needs 20,150 open files, this machine allows 20,000"),
                skipped(real("b"), t, "needs 20,150 open files, this machine allows 20,000"),
                skipped(real("a"), u, "needs 20,150 open files, this machine allows 20,000"),
                skipped(real("b"), u, "needs 20,150 open files, this machine allows 20,000")));

    assertThat(md)
        .contains(
            "  - s: published 1.750x, replayed 2.400x (98% interval 2.400x-2.400x, one round):"
                + " SUPPORTED, measurement HIGHER THAN PUBLISHED\n",
            "  - t: published 1.750x, no replayed ratio: not judged (skipped)\n"
                + "    - not judged: skipped: a: needs 20,150 open files, this machine allows"
                + " 20,000\n");
    assertThat(md.split("To judge it \\(skipped\\)", -1))
        .as("the remedy once, for t and u")
        .hasSize(2);
  }

  @Test
  void namesTheStepsThatRanOnSeveralInjectorsOrTargetProcesses() {
    Document d = document75();
    Target a = standIn("a");
    Step spread =
        new Step(
            a,
            S,
            "a -c10 -n1000",
            1000,
            Optional.empty(),
            1,
            Layout.of(
                2,
                10,
                1000,
                2,
                "stand-in hello in 2 processes x 1 event loop",
                List.of(List.of(), List.of())),
            Slicing.WHOLE);
    String md =
        markdown(
            d, result(d, ran(spread, perSecond(5000)), ran(standIn("b"), S, perSecond(10000))));

    assertThat(md)
        .contains(
            "\n"
                + "Layout: a -c10 -n1000: 2 injectors x 5 users; stand-in hello in 2 processes x 1"
                + " event loop\n")
        .doesNotContain("Layout: b ");
  }

  @Test
  void explainsWhatAMeasurementBetweenStandInsMeans() {
    Document d = document75();
    String md =
        markdown(
            d,
            result(
                d, ran(standIn("a"), S, perSecond(5000)), ran(standIn("b"), S, perSecond(10000))));

    // The answer in a few words; what it means once, in the claim's notes.
    assertThat(md)
        .contains(
            "Reproduces the post's measurement? **LOWER THAN PUBLISHED BY WHAT THE STAND-INS"
                + " MODEL**",
            "Does the claim hold? **CONTRADICTED BY WHAT THE" + " STAND-INS MODEL**",
            "  - Note: between stand-ins, LOWER or HIGHER THAN PUBLISHED says that what the"
                + " stand-ins model (bytes, keep-alive, workers, framework cost) does not give the"
                + " published ratio; the rest, if real, comes from the servers' code: replay the"
                + " real servers to test it\n");
  }

  @Test
  void saysAClaimBetweenAStandInAndARealServerIsNotJudgedAndWhy() {
    Document d = document75();
    String md =
        markdown(
            d,
            result(d, ran(standIn("a"), S, perSecond(20000)), ran(real("b"), S, perSecond(10000))));

    assertThat(md)
        .contains(
            "Does the claim hold? **NOT JUDGED (a stand-in against a real server)**",
            "  - s: published 1.750x, no replayed ratio\n"
                + "    - not judged: a stand-in against a real server: A is a stand-in, B is a real"
                + " server\n"
                + "  - To judge it (a stand-in against a real server): replay both real"
                + " (-Dreplay.real=true) or both as stand-ins\n");
  }

  @Test
  void anIntervalOpenOnBothSidesIsPrintedAsAnyRatioNeverAsAtLeastZero() {
    Document d = document75();
    String md =
        markdown(
            d,
            result(
                d,
                loadGeneratorBound(ran(real("a"), S, perSecond(20000))),
                loadGeneratorBound(ran(real("b"), S, perSecond(10000)))));

    assertThat(md)
        .contains(
            "  - s: published 1.750x, replayed 2.000x (any ratio: both rates are load-generator"
                + " bounds, so the interval is unbounded; one round)\n"
                + "    - not judged: load generator bound: both rates are only lower bounds of the"
                + " servers' (LOAD-GENERATOR-BOUND), so the ratio could be any\n")
        .doesNotContain(">= 0.000x");
  }

  @Test
  void aClaimReplayedAtAScaleBelowOneSaysSoInItsReplayedAnswers() {
    Document d = document75();
    RunResult result =
        result(d, 0.1, ran(real("a"), S, perSecond(24000)), ran(real("b"), S, perSecond(10000)));
    String md =
        Reproduction.markdown(
            d,
            result,
            Judge.all(d, result.steps(), Judgings.of(0.95, 2, OnParFactor.DEFAULT, 0.1)));

    assertThat(md)
        .contains(
            "  - Reproduces the post's measurement? **HIGHER THAN PUBLISHED, at scale 0.1**\n",
            "  - Does the claim hold? **SUPPORTED, at scale 0.1**\n",
            "  - The post's own data: **SUPPORTED BY ITS OWN DATA (published 1.750x; claimed 75%,"
                + " i.e. >= 1.745x)**\n",
            "  - Note: replayed at scale 0.1 (every -n multiplied by 0.1, never below -c): the"
                + " rates compared are of shorter steps than the post's; -Dreplay.scale=1 replays"
                + " the post's own load\n");
  }

  @Test
  void aFailsUnderLoadClaimAtAScaleBelowOneShowsWhatItsStepBoreAndWhatWouldJudgeIt() {
    Document d =
        document()
            .system("b", "B")
            .scenario("s", 100_000, 10, true)
            .didNotComplete("s", "b")
            .failsUnderLoad("b could not take the load", "b", "s")
            .build();
    Scenario s = new Scenario("s", 100_000, 10, true, "/");
    RunResult result = result(d, 0.1, ran(real("b"), s, recording().responses(10_000).build()));
    String md =
        Reproduction.markdown(
            d,
            result,
            Judge.all(d, result.steps(), Judgings.of(0.95, 2, OnParFactor.DEFAULT, 0.1)));

    assertThat(md)
        .contains(
            "  - Does the claim hold? **NOT JUDGED (fewer requests than the post), at scale"
                + " 0.1**\n",
            "  - s: replayed b -c10 -n100000 -k: 10,000 requests sent, 0 failed or unanswered,"
                + " COMPLETE\n"
                + "    - not judged: fewer requests than the post: b's step sent 10,000 requests,"
                + " the post's 100,000 (replay.scale = 0.1), and completed with 0 failed",
            "  - To judge it (fewer requests than the post): replay at full scale"
                + " (-Dreplay.scale=1), so that the step sends the post's -n\n");
  }

  private static StepResult loadGeneratorBound(StepResult s) {
    return new StepResult(
        s.step(),
        s.status(),
        s.run(),
        s.reason(),
        s.targetCounters(),
        new Resources(
            Optional.empty(),
            Optional.empty(),
            new Bound(Bound.Kind.LOAD_GENERATOR, 1, 0.5, 2, 0, 0)),
        s.abBytes(),
        Optional.empty(),
        List.of());
  }

  @Test
  void comparesAStandInWithItsRealServerAndMarksEachRowWithItsSide() {
    Document d =
        document()
            .system("nginx", "nginx")
            .system("go", "Go")
            .scenario("s", 1000, 10, true)
            .build();
    Target real =
        Target.real(
            "nginx",
            new RealServers.Entry(
                "nginx-static",
                "Debian nginx",
                Optional.of("hello"),
                Optional.empty(),
                "Its Server header is\n  8 bytes shorter.",
                -8),
            10001);
    String md =
        markdown(
            d,
            result(
                d,
                ran(
                    standIn("nginx"),
                    S,
                    recording().responses(10000).keepAlive(9900).bytesPerResponse(267, 23).build(),
                    267),
                ran(
                    real,
                    S,
                    recording().responses(20000).keepAlive(19800).bytesPerResponse(259, 23).build(),
                    259),
                ran(standIn("go"), S, perSecond(5000))));

    assertThat(md)
        .contains(
            "| nginx | 10,000 / 20,000 | 2.00x | 267.00 / 259.00 | 267 / 259 (-8, as expected) |"
                + " 9,900 / 19,800 | - / - | - / - |\n",
            "> nginx, real server nginx-static (Debian nginx): Its Server header is 8 bytes"
                + " shorter.\n",
            "| nginx (stand-in) | - / 23 |",
            "| nginx (real) | - / 23 |",
            "| Go (stand-in) | - / 12 |");
    assertThat(md)
        .as("each compared with the baseline of its own side")
        .contains("| Go (stand-in hello) | - | 5,000.00 |", "| 0.50x | COMPLETE |");
    assertThat(md)
        .contains(
            "| nginx (real nginx-static: Debian nginx) | - | 20,000.00 | - | 259.00 | 259 | - |"
                + " 1/1/1 | - | 1.00x | COMPLETE |");
  }

  @Test
  void saysAUrlOnAnotherMachineHasNoResourcesHere() {
    Document d =
        document()
            .realSystem("far", "Far", "http://10.1.2.3:8080/")
            .scenario("s", 1000, 10, true)
            .build();
    String md =
        markdown(
            d,
            result(
                d,
                ran(
                    Target.external("far", java.net.URI.create("http://10.1.2.3:8080/")),
                    S,
                    perSecond(100))));

    assertThat(md)
        .contains(
            "| Far (url) | not on this machine | not on this machine | not on this machine |");
  }

  @Test
  void showsTheMedianRateWithEachRoundsBeside() {
    Document d = document75();
    String md =
        markdown(
            d,
            result(
                d,
                ran(step(real("a"), S, 1), perSecond(5000)),
                ran(step(real("a"), S, 2), perSecond(30000)),
                ran(step(real("a"), S, 3), perSecond(20000)),
                ran(step(real("b"), S, 1), perSecond(10000)),
                ran(step(real("b"), S, 2), perSecond(10000)),
                ran(step(real("b"), S, 3), perSecond(10000))));

    // Round k against round k: 0.50x, 3.00x, 2.00x.
    assertThat(md)
        .contains("| A (http://127.0.0.1:8080/) | 175.00 | 20,000.00 (5,000 / 30,000 / 20,000) |")
        .contains("| 1.75x | 2.00x (0.50x-3.00x) |");
  }

  @Test
  void showsEveryPublishedFigureBesideTheReplayedOne() {
    Published nginx =
        PublishedFigures.of(
            OptionalDouble.of(164489.92),
            OptionalDouble.of(6.079),
            OptionalLong.of(1_000_000),
            OptionalLong.of(0),
            OptionalLong.of(990_048),
            OptionalLong.of(266_950_240),
            OptionalLong.of(23_000_000),
            OptionalLong.of(23),
            Map.of(50, 0L, 99, 5L, 100, 22L),
            "");
    Document d =
        document()
            .system("nginx", "nginx")
            .scenario("s", 1000, 10, true)
            .published("s", "nginx", nginx)
            .build();
    String md =
        markdown(
            d,
            result(
                d,
                ran(
                    standIn("nginx"),
                    S,
                    recording()
                        .responses(5000)
                        .keepAlive(4950)
                        .bytesPerResponse(267, 23)
                        .seconds(0.5)
                        .build())));

    assertThat(md)
        .contains(
            "| nginx | 23 / 23 | 0 / 0 | 990,048 (99.00%) / 4,950 (99.00%) | 6.079 / 0.500 |"
                + " 23.00 / 23.00 |");
  }
}
