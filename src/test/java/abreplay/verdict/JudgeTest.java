package abreplay.verdict;

import static abreplay.testing.DocumentBuilder.document;
import static abreplay.testing.RecordingBuilder.recording;
import static abreplay.testing.Results.ran;
import static abreplay.testing.Results.real;
import static abreplay.testing.Results.skipped;
import static abreplay.testing.Results.standIn;
import static abreplay.testing.Results.step;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import abreplay.document.Document;
import abreplay.document.Scenario;
import abreplay.document.claim.ClaimKind.AtLeastOnPar;
import abreplay.document.claim.ClaimKind.Faster;
import abreplay.document.claim.ClaimKind.OnPar;
import abreplay.document.claim.OnParFactor;
import abreplay.document.claim.OwnData;
import abreplay.document.claim.Ratios;
import abreplay.document.claim.Verdict;
import abreplay.format.Numbers;
import abreplay.recording.Throughput;
import abreplay.result.Bound;
import abreplay.result.Resources;
import abreplay.result.StepResult;
import abreplay.targets.Capacity;
import abreplay.targets.Target;
import abreplay.testing.DocumentBuilder;
import abreplay.testing.Judgings;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * The rules by which a replay judges a claim, at the default settings (replay.confidence 0.95): the
 * replayed ratio's interval from the steps' own noise or the rounds' spread, three answers per
 * claim, monotonic in the ratio, bounds as bounds, and every scenario accounted for; a round whose
 * steps ran at once (replay.together) on the seconds both ran.
 */
class JudgeTest {
  static final Judging DEFAULTS = Judgings.of(0.95, 2);
  private static final Faster FASTER = new Faster(Optional.empty());
  private static final Scenario S = new Scenario("s", 100_000, 100, true, "/");

  /** a's and b's published rates in scenario s, and one claim of a over b. */
  private static DocumentBuilder ab(double a, double b) {
    return document()
        .system("a", "A")
        .system("b", "B")
        .baseline("b")
        .scenario("s", 100_000, 100, true)
        .published("s", "a", a)
        .published("s", "b", b);
  }

  /**
   * One round: a at {@code aRate}, b at {@code bRate} req/s, each over {@code seconds} with its
   * slots jittered.
   */
  static List<StepResult> round(
      Target a, double aRate, Target b, double bRate, double seconds, double jitter) {
    return rounds(a, b, new double[] {aRate}, new double[] {bRate}, seconds, jitter);
  }

  static List<StepResult> rounds(
      Target a, Target b, double[] aRates, double[] bRates, double seconds, double jitter) {
    List<StepResult> steps = new ArrayList<>();
    for (int i = 0; i < aRates.length; i++) {
      steps.add(step(a, i + 1, aRates[i], seconds, jitter));
      steps.add(step(b, i + 1, bRates[i], seconds, jitter));
    }
    return steps;
  }

  static StepResult step(Target t, int round, double rate, double seconds, double jitter) {
    return ran(
        abreplay.testing.Results.step(t, S, round),
        recording().responses(Math.round(rate * seconds)).seconds(seconds).jitter(jitter).build());
  }

  static StepResult bound(StepResult s, Bound.Kind kind, double otherCores) {
    return new StepResult(
        s.step(),
        s.status(),
        s.run(),
        s.reason(),
        s.targetCounters(),
        new Resources(
            Optional.empty(), Optional.empty(), new Bound(kind, 1, 0.5, 2, 0, otherCores)),
        s.abBytes(),
        Optional.empty(),
        List.of());
  }

  private static ClaimResult judge(Document d, List<StepResult> steps) {
    return Judge.claim(d, d.claims().get(0), steps, DEFAULTS);
  }

  @Test
  void aPerfectReplayOfDocument000ReproducesItsDataAndItsOwnDataOutcomes() {
    // 287,104.12 vs 164,489.92 and 166,838.68 req/s: 1.745x and 1.721x against "75%" (>= 1.745x).
    Document d =
        document()
            .system("swoole", "S")
            .system("nginx", "N")
            .system("go", "G")
            .baseline("nginx")
            .scenario("s", 100_000, 100, true)
            .published("s", "swoole", 287104.12)
            .published("s", "nginx", 164489.92)
            .published("s", "go", 166838.68)
            .fasterBy("75% faster than nginx", "75%", "swoole", "nginx", "s")
            .fasterBy("75% faster than Go", "75%", "swoole", "go", "s")
            .build();
    for (int rounds : new int[] {1, 3}) {
      List<StepResult> steps = new ArrayList<>();
      for (int r = 1; r <= rounds; r++) {
        steps.add(step(real("swoole"), r, 287104.12, 3.483, 0));
        steps.add(step(real("nginx"), r, 164489.92, 6.079, 0));
        steps.add(step(real("go"), r, 166838.68, 5.994, 0));
      }
      List<ClaimResult> claims = Judge.all(d, steps, DEFAULTS);
      assertThat(claims).extracting(ClaimResult::measurement).containsOnly(Measurement.REPRODUCED);
      assertThat(claims.get(0).verdict()).isEqualTo(Verdict.SUPPORTED);
      assertThat(claims.get(0).ownData()).isEqualTo(OwnData.SUPPORTED);
      assertThat(claims.get(1).verdict()).isEqualTo(Verdict.NOT_SUPPORTED);
      assertThat(claims.get(1).ownData()).isEqualTo(OwnData.FALLS_SHORT);
      assertThat(claims.get(1).ownDataText())
          .contains("published 1.721x", "claimed 75%, i.e. >= 1.745x");
    }
  }

  @Test
  void oneSteadyRoundOfAClearCaseDecidesAndANoisyOneDoesNot() {
    Document d = ab(130, 100).claim("a is faster", FASTER, "a", "b", "s").build();
    ClaimResult steady = judge(d, round(real("a"), 130, real("b"), 100, 2, 0.02));
    ClaimResult noisy = judge(d, round(real("a"), 130, real("b"), 100, 2, 0.9));

    assertThat(steady.verdict()).isEqualTo(Verdict.SUPPORTED);
    assertThat(steady.measurement()).isEqualTo(Measurement.REPRODUCED);
    assertThat(noisy.verdict()).isEqualTo(Verdict.INCONCLUSIVE);
    assertThat(noisy.scenarios().get(0).estimate().orElseThrow().low()).isLessThan(1);
  }

  @Test
  void roundsAreJudgedOnTheirSpreadNotTheirRawRange() {
    Document d = ab(105, 100).claim("a is faster", FASTER, "a", "b", "s").build();
    double[] b = {100, 100, 100};
    ClaimResult spread =
        judge(d, rounds(real("a"), real("b"), new double[] {102, 105, 108}, b, 2, 0));
    ClaimResult tight =
        judge(d, rounds(real("a"), real("b"), new double[] {129, 130, 131}, b, 2, 0));

    // 1.02x-1.08x: each round is faster, but three rounds with that spread do not show it (t with 2
    // df).
    assertThat(spread.verdict()).isEqualTo(Verdict.INCONCLUSIVE);
    assertThat(tight.verdict()).isEqualTo(Verdict.SUPPORTED);
    assertThat(tight.scenarios().get(0).estimate().orElseThrow().rounds()).isEqualTo(3);
  }

  @Test
  void theVerdictRisesWithTheRatioForEveryKindAndADecisiveMagnitudeFailureIsNeverInconclusive() {
    List<Document> docs =
        List.of(
            ab(175, 100).fasterBy("75% faster", "75%", "a", "b", "s").build(),
            ab(120, 100).claim("faster", FASTER, "a", "b", "s").build(),
            ab(100, 100).claim("at least on par", new AtLeastOnPar(), "a", "b", "s").build());
    for (Document d : docs) {
      Verdict previous = Verdict.CONTRADICTED;
      for (double r = 0.3; r <= 4; r *= 1.01) {
        ClaimResult c = judge(d, round(real("a"), 100 * r, real("b"), 100, 2, 0.05));
        assertThat(c.verdict().ordinal())
            .as("%s at %.3fx", d.claims().get(0).text(), r)
            .isGreaterThanOrEqualTo(previous.ordinal());
        RatioEstimate e = c.scenarios().get(0).estimate().orElseThrow();
        if (d.claims().get(0).kind() instanceof Faster faster
            && e.high() < faster.threshold() * (1 - Ratios.SAME)) {
          assertThat(c.verdict()).as("%.3fx", r).isIn(Verdict.NOT_SUPPORTED, Verdict.CONTRADICTED);
        }
        previous = c.verdict();
      }
      assertThat(previous).isEqualTo(Verdict.SUPPORTED);
    }
  }

  @Test
  void onParIsSymmetricInLogSpaceAndRisesThenFalls() {
    Document d = ab(100, 100).claim("on par", new OnPar(), "a", "b", "s").build();
    for (double r : new double[] {1.02, 1.05, 1.1, 1.2, 1.5, 2}) {
      Verdict up = judge(d, round(real("a"), 100 * r, real("b"), 100, 2, 0.05)).verdict();
      Verdict down = judge(d, round(real("a"), 100, real("b"), 100 * r, 2, 0.05)).verdict();
      assertThat(up).as("%.2fx", r).isEqualTo(down);
    }
    assertThat(judge(d, round(real("a"), 102, real("b"), 100, 2, 0.05)).verdict())
        .isEqualTo(Verdict.SUPPORTED);
    assertThat(judge(d, round(real("a"), 200, real("b"), 100, 2, 0.05)).verdict())
        .isEqualTo(Verdict.CONTRADICTED);
    // 001's published 0.861x and its inverse read alike: 1/1.15 = 0.870 is the band's lower end.
    OnPar onPar = new OnPar();
    assertThat(onPar.ownData(0.861, OnParFactor.DEFAULT))
        .isEqualTo(onPar.ownData(1 / 0.861, OnParFactor.DEFAULT))
        .isEqualTo(OwnData.CONTRADICTED);
  }

  @Test
  void aCappedRateIsALowerBoundThatDecidesOnlyOnItsSide() {
    Document d = ab(175, 100).fasterBy("75% faster", "75%", "a", "b", "s").build();
    List<StepResult> wellAbove = round(real("a"), 250, real("b"), 100, 2, 0.02);
    wellAbove.set(0, bound(wellAbove.get(0), Bound.Kind.LOAD_GENERATOR, 0));
    List<StepResult> below = round(real("a"), 120, real("b"), 100, 2, 0.02);
    below.set(0, bound(below.get(0), Bound.Kind.LOAD_GENERATOR, 0));
    List<StepResult> overCapped = round(real("a"), 120, real("b"), 100, 2, 0.02);
    overCapped.set(1, bound(overCapped.get(1), Bound.Kind.LOAD_GENERATOR, 0));

    ClaimResult decides = judge(d, wellAbove);
    ClaimResult cannot = judge(d, below);
    assertThat(decides.verdict()).isEqualTo(Verdict.SUPPORTED);
    assertThat(decides.notes()).anyMatch(n -> n.contains("load-generator bound"));
    assertThat(cannot.verdict()).isEqualTo(Verdict.NOT_JUDGED);
    assertThat(cannot.verdictText()).isEqualTo("NOT JUDGED (load generator bound)");
    assertThat(why(cannot, 0)).contains("load generator bound", "replay.cpus");
    assertThat(cannot.scenarios().get(0).estimate().orElseThrow().high()).isInfinite();
    // b capped: a / b is at most what was measured, 1.2x < 1.745x: the claim's number is out of
    // reach.
    assertThat(judge(d, overCapped).verdict()).isEqualTo(Verdict.NOT_SUPPORTED);
  }

  @Test
  void aClaimOverSeveralScenariosSaysOnHowManyItWasJudged() {
    Scenario t = new Scenario("t", 100_000, 100, true, "/");
    Scenario u = new Scenario("u", 100_000, 100, true, "/");
    Document d =
        document()
            .system("a", "A")
            .system("b", "B")
            .baseline("b")
            .scenario("s", 100_000, 100, true)
            .published("s", "a", 130)
            .published("s", "b", 100)
            .scenario("t", 100_000, 100, true)
            .published("t", "a", 130)
            .published("t", "b", 100)
            .scenario("u", 100_000, 100, true)
            .published("u", "a", 130)
            .published("u", "b", 100)
            .claim("a is faster everywhere", FASTER, "a", "b", "s", "t", "u")
            .build();
    List<StepResult> steps = new ArrayList<>(round(real("a"), 130, real("b"), 100, 2, 0.02));
    steps.add(
        ran(
            abreplay.testing.Results.step(real("a"), t, 1),
            recording().responses(260).seconds(2).build()));
    steps.add(
        ran(
            abreplay.testing.Results.step(real("b"), t, 1),
            recording().responses(200).seconds(2).build()));
    steps.add(skipped(real("a"), u, "needs 20,150 open files, this machine allows 20,000"));
    steps.add(skipped(real("b"), u, "needs 20,150 open files, this machine allows 20,000"));

    ClaimResult c = judge(d, steps);
    assertThat(c.verdict()).isEqualTo(Verdict.SUPPORTED);
    assertThat(c.verdictText()).isEqualTo("SUPPORTED on 2 of 3 scenarios (not judged: u: skipped)");
    assertThat(why(c, 2)).contains("20,000");
    assertThat(c.scenarios().stream().filter(ScenarioJudgement::judged)).hasSize(2);
  }

  @Test
  void partialTooShortAndOneRoundOnABusyMachineAreNotJudgedAndSayWhy() {
    Document d = ab(130, 100).claim("a is faster", FASTER, "a", "b", "s").build();
    List<StepResult> partial = round(real("a"), 130, real("b"), 100, 2, 0.02);
    partial.set(
        0, ran(partial.get(0).step(), recording().responses(200).sent(260).seconds(2).build()));
    List<StepResult> busy = round(real("a"), 130, real("b"), 100, 2, 0.02);
    busy.set(1, bound(busy.get(1), Bound.Kind.TARGET, 0.6));
    List<StepResult> busyRounds =
        rounds(
            real("a"),
            real("b"),
            new double[] {130, 131, 129},
            new double[] {100, 100, 100},
            2,
            0.02);
    busyRounds.replaceAll(s -> bound(s, Bound.Kind.TARGET, 0.6));

    assertThat(judge(d, partial).scenarios().get(0).whyNotJudged().orElseThrow().kind())
        .isEqualTo(Unjudged.Kind.PARTIAL);
    assertThat(
            judge(d, round(real("a"), 130, real("b"), 100, 0.2, 0))
                .scenarios()
                .get(0)
                .whyNotJudged()
                .orElseThrow()
                .kind())
        .isEqualTo(Unjudged.Kind.TOO_SHORT);
    ClaimResult noisy = judge(d, busy);
    assertThat(noisy.verdict()).isEqualTo(Verdict.NOT_JUDGED);
    assertThat(noisy.verdictText()).isEqualTo("NOT JUDGED (noisy machine)");
    assertThat(why(noisy, 0)).contains("noisy machine", "0.60 cores", "replay.rounds=3");
    assertThat(judge(d, busyRounds).verdict()).isEqualTo(Verdict.SUPPORTED);
  }

  @Test
  void failingUnderLoadIsJudgedOnTheStepsFailuresAndCompletion() {
    Document d =
        ab(100, 100)
            .didNotComplete("s", "b")
            .failsUnderLoad("b could not take the load", "b", "s")
            .build();
    StepResult failed =
        ran(
            abreplay.testing.Results.step(real("b"), S, 1),
            recording().responses(900).failures(100, 0, 0, 0).seconds(2).build());
    // The post's -n (100,000) in 2 s, none failed.
    StepResult tookIt = step(real("b"), 1, 50_000, 2, 0);

    ClaimResult supported = judge(d, List.of(failed));
    ClaimResult contradicted = judge(d, List.of(tookIt));
    assertThat(supported.verdict()).isEqualTo(Verdict.SUPPORTED);
    assertThat(supported.measurement()).isEqualTo(Measurement.REPRODUCED);
    assertThat(supported.ownData()).isEqualTo(OwnData.SUPPORTED);
    assertThat(contradicted.verdict()).isEqualTo(Verdict.CONTRADICTED);
    assertThat(contradicted.measurement()).isEqualTo(Measurement.DIFFERENT);
  }

  @Test
  void aFailsUnderLoadClaimIsNotContradictedByAStepThatBoreFewerRequestsThanThePost() {
    Document d =
        ab(100, 100)
            .didNotComplete("s", "b")
            .failsUnderLoad("b could not take the load", "b", "s")
            .build();
    // At replay.scale 0.1: 10,000 of the post's 100,000 requests, none failed.
    StepResult tookATenth = step(real("b"), 1, 5_000, 2, 0);
    Judging tenth = Judgings.of(0.95, 2, OnParFactor.DEFAULT, 0.1);

    ClaimResult c = Judge.claim(d, d.claims().get(0), List.of(tookATenth), tenth);
    assertThat(c.verdict()).isEqualTo(Verdict.NOT_JUDGED);
    assertThat(c.measurement()).isEqualTo(Measurement.NOT_JUDGED);
    assertThat(c.verdictText())
        .isEqualTo("NOT JUDGED (fewer requests than the post), at scale 0.1");
    Unjudged why = c.scenarios().get(0).whyNotJudged().orElseThrow();
    assertThat(why).isEqualTo(Unjudged.fewerRequests("b", 10_000, 100_000, 0.1));
    assertThat(why.text())
        .contains("b's step sent 10,000 requests, the post's 100,000 (replay.scale = 0.1)")
        .contains("to judge it: replay at full scale (-Dreplay.scale=1)");
    assertThat(c.ownData()).as("the post's own word still holds it").isEqualTo(OwnData.SUPPORTED);
  }

  @Test
  void aStepThatFailedAtFewerRequestsThanThePostStillSupportsAFailsUnderLoadClaim() {
    Document d =
        ab(100, 100)
            .didNotComplete("s", "b")
            .failsUnderLoad("b could not take the load", "b", "s")
            .build();
    StepResult failed =
        ran(
            abreplay.testing.Results.step(real("b"), S, 1),
            recording().responses(9_000).failures(1_000, 0, 0, 0).seconds(2).build());
    StepResult tookATenth = step(real("b"), 2, 5_000, 2, 0);
    Judging tenth = Judgings.of(0.95, 2, OnParFactor.DEFAULT, 0.1);

    ClaimResult c = Judge.claim(d, d.claims().get(0), List.of(failed, tookATenth), tenth);
    assertThat(c.verdict())
        .as("the round that bore a tenth of the load is no evidence either way")
        .isEqualTo(Verdict.SUPPORTED);
    assertThat(c.verdictText()).isEqualTo("SUPPORTED, at scale 0.1");
    assertThat(c.notes())
        .anyMatch(n -> n.startsWith("replayed at scale 0.1") && n.contains("-Dreplay.scale=1"));
  }

  @Test
  void atFullScaleAFailsUnderLoadClaimIsStillJudgedOnTheStepThatBoreThePostsLoad() {
    Document d =
        ab(100, 100)
            .didNotComplete("s", "b")
            .failsUnderLoad("b could not take the load", "b", "s")
            .build();
    ClaimResult c = judge(d, List.of(step(real("b"), 1, 50_000, 2, 0)));

    assertThat(c.verdictText()).isEqualTo("CONTRADICTED");
    assertThat(c.notes()).noneMatch(n -> n.contains("scale"));
  }

  @Test
  void aRatioReplayedAtAScaleBelowOneIsJudgedAndItsReplayedAnswersSaySo() {
    Document d = ab(130, 100).claim("a is faster", FASTER, "a", "b", "s").build();
    Judging tenth = Judgings.of(0.95, 2, OnParFactor.DEFAULT, 0.1);
    ClaimResult c =
        Judge.claim(d, d.claims().get(0), round(real("a"), 130, real("b"), 100, 2, 0.02), tenth);

    assertThat(c.verdictText()).isEqualTo("SUPPORTED, at scale 0.1");
    assertThat(c.measurementText()).isEqualTo("REPRODUCED, at scale 0.1");
    assertThat(c.ownDataText()).as("the post's, at its own scale").doesNotContain("scale");
  }

  /** A stand-in of profile {@code profile}, its cost per request calibrated on a post or not. */
  private static Target costed(String system, String profile, Optional<String> calibratedFrom) {
    return Target.standIn(
        system,
        profile,
        10000,
        new Capacity(9, Optional.of(Duration.ofMillis(9)), 8, calibratedFrom));
  }

  @Test
  void aClaimWhoseRatioRestsOnACalibratedStandInIsNotJudgedAndSaysWhereItsCostCameFrom() {
    Document d = ab(330, 100).fasterBy("220% faster", "220%", "a", "b", "s").build();
    Optional<String> post = Optional.of("document 002's published rates");
    ClaimResult both =
        judge(d, round(costed("a", "octane", post), 330, costed("b", "fpm", post), 100, 2, 0.02));
    ClaimResult one = judge(d, round(standIn("a"), 330, costed("b", "fpm", post), 100, 2, 0.02));

    for (ClaimResult c : List.of(both, one)) {
      assertThat(c.verdict()).isEqualTo(Verdict.NOT_JUDGED);
      assertThat(c.measurement()).isEqualTo(Measurement.NOT_JUDGED);
      assertThat(c.verdictText()).isEqualTo("NOT JUDGED (calibrated stand-in)");
      assertThat(c.scenarios().get(0).estimate()).as("shown for what it is worth").isPresent();
    }
    assertThat(why(both, 0))
        .contains(
            "a's stand-in octane and b's stand-in fpm model a cost per request derived from"
                + " document 002's published rates, so the replay gives the post's rates back by"
                + " construction")
        .contains("to judge it: replay the real servers (-Dreplay.real=true)");
    assertThat(why(one, 0)).contains("b's stand-in fpm models a cost per request derived from");
    assertThat(both.ownData())
        .as("the post's own data is still checked")
        .isEqualTo(OwnData.SUPPORTED);
  }

  @Test
  void twoCopiesOfOneCalibratedStandInAreJudgedForTheirCostsCancelInTheRatio() {
    Document d = ab(100, 100).claim("on par", new OnPar(), "a", "b", "s").build();
    Optional<String> post = Optional.of("document 002's published rates");
    ClaimResult copies =
        judge(d, round(costed("a", "fpm", post), 100, costed("b", "fpm", post), 100, 2, 0.02));

    assertThat(copies.verdict()).isEqualTo(Verdict.SUPPORTED);
  }

  @Test
  void standInsSpeakForWhatTheyModelAndAStandInAgainstARealServerIsNotJudged() {
    Document d = ab(130, 100).claim("a is faster", FASTER, "a", "b", "s").build();
    ClaimResult standIns = judge(d, round(standIn("a"), 100, standIn("b"), 100, 2, 0.02));
    ClaimResult mixed = judge(d, round(standIn("a"), 130, real("b"), 100, 2, 0.02));

    assertThat(standIns.side()).isEqualTo(Side.STAND_INS);
    assertThat(standIns.measurementText())
        .isEqualTo("LOWER THAN PUBLISHED BY WHAT THE STAND-INS MODEL");
    assertThat(standIns.notes())
        .as("what that means, once, beside the answers")
        .contains(Side.MEASUREMENT_BETWEEN_STAND_INS);
    assertThat(standIns.verdictText()).endsWith("BY WHAT THE STAND-INS MODEL");
    assertThat(mixed.verdict()).isEqualTo(Verdict.NOT_JUDGED);
    assertThat(mixed.verdictText()).isEqualTo("NOT JUDGED (a stand-in against a real server)");
    assertThat(why(mixed, 0)).contains("A is a stand-in, B is a real server");
  }

  @Test
  void theMapGivesTheRatioEachAnswerNeedsOverThisRunsNoise() {
    Document d = ab(175, 100).fasterBy("75% faster", "75%", "a", "b", "s").build();
    ScenarioJudgement s =
        judge(d, round(real("a"), 175, real("b"), 100, 2, 0.05)).scenarios().get(0);
    double w = Math.exp(s.estimate().orElseThrow().logHalfWidth());

    assertThat(s.map().orElseThrow().entries())
        .contains(
            "SUPPORTED at >= " + Numbers.ratio(1.745 * w, 3),
            "NOT SUPPORTED below " + Numbers.ratio(1.745 / w, 3),
            "CONTRADICTED below " + Numbers.ratio(1 / w, 3));
    assertThat(s.map().orElseThrow().text())
        .startsWith("REPRODUCED at ")
        .contains("(published 1.750x)");
    // The map is the rule: just above its SUPPORTED ratio the claim is supported, just below it is
    // not.
    assertThat(judge(d, round(real("a"), 175 * w * 1.01, real("b"), 100, 2, 0.05)).verdict())
        .isEqualTo(Verdict.SUPPORTED);
    assertThat(judge(d, round(real("a"), 175 * w * 0.99, real("b"), 100, 2, 0.05)).verdict())
        .isEqualTo(Verdict.INCONCLUSIVE);
  }

  /** replay.together, with the default drift between steps (replay.step-drift 0.12). */
  private static final Judging TOGETHER = new Judging(0.95, 2, OnParFactor.DEFAULT, 1, 0.12, true);

  /** As {@link #TOGETHER}, for a run one after the other. */
  private static final Judging APART = new Judging(0.95, 2, OnParFactor.DEFAULT, 1, 0.12, false);

  /** A step of {@code t} in round 1 whose completions per 100-ms slot were {@code slots}. */
  private static StepResult slotted(Target t, Throughput slots) {
    return ran(
        abreplay.testing.Results.step(t, S, 1),
        recording()
            .seconds(slots.slots() / 10.0)
            .throughput(slots.firstSlotEpochMillis(), slots.completions())
            .build());
  }

  /** a at 1.2x b, 30 s at once, on a machine half again as fast at the end as at the start. */
  private static List<StepResult> atOnceOnADriftingMachine() {
    return new ArrayList<>(
        List.of(
            slotted(real("a"), PairedNoiseTest.ramped(PairedNoiseTest.T0, 300, 1200, 0, 300, 1)),
            slotted(real("b"), PairedNoiseTest.ramped(PairedNoiseTest.T0, 300, 1000, 0, 300, 2))));
  }

  @Test
  void aRoundAtOnceIsJudgedOnTheSecondsBothRanWithoutTheDriftBetweenSteps() {
    Document d = ab(120, 100).claim("a is faster", FASTER, "a", "b", "s").build();

    ClaimResult atOnce = Judge.claim(d, d.claims().get(0), atOnceOnADriftingMachine(), TOGETHER);
    ClaimResult apart = Judge.claim(d, d.claims().get(0), atOnceOnADriftingMachine(), APART);

    RatioEstimate e = atOnce.scenarios().get(0).estimate().orElseThrow();
    assertThat(e.ratio()).isCloseTo(1.2, within(0.012));
    assertThat(e.described()).endsWith(", one round at once)");
    assertThat(atOnce.verdict()).isEqualTo(Verdict.SUPPORTED);
    // The same seconds read as two steps of their own: their ramp and the drift, +-25% or more.
    assertThat(apart.scenarios().get(0).estimate().orElseThrow().described())
        .endsWith(", one round)");
    assertThat(apart.verdict()).isEqualTo(Verdict.INCONCLUSIVE);
  }

  @Test
  void aRoundAtOnceOnABusyMachineIsJudgedForTheOtherProcessesHitBothSidesAlike() {
    Document d = ab(120, 100).claim("a is faster", FASTER, "a", "b", "s").build();
    List<StepResult> busy = atOnceOnADriftingMachine();
    busy.set(1, bound(busy.get(1), Bound.Kind.TARGET, 0.6));

    ClaimResult atOnce = Judge.claim(d, d.claims().get(0), busy, TOGETHER);
    ClaimResult apart = Judge.claim(d, d.claims().get(0), busy, APART);

    assertThat(atOnce.verdict()).isEqualTo(Verdict.SUPPORTED);
    assertThat(atOnce.scenarios().get(0).whyNotJudged()).isEmpty();
    assertThat(apart.verdictText()).isEqualTo("NOT JUDGED (noisy machine)");
  }

  @Test
  void inARunAtOnceStepsThatRanOneAfterTheOtherAreJudgedAsStepsApart() {
    Document d = ab(120, 100).claim("a is faster", FASTER, "a", "b", "s").build();
    // b began 31 s after a: a scenario whose steps could not share one load generator.
    List<StepResult> steps =
        new ArrayList<>(
            List.of(
                slotted(
                    real("a"), PairedNoiseTest.ramped(PairedNoiseTest.T0, 300, 1200, 0, 300, 1)),
                slotted(
                    real("b"),
                    PairedNoiseTest.ramped(PairedNoiseTest.T0 + 31_000, 300, 1000, 0, 300, 2))));
    steps.set(1, bound(steps.get(1), Bound.Kind.TARGET, 0.6));

    ClaimResult c = Judge.claim(d, d.claims().get(0), steps, TOGETHER);

    assertThat(c.verdictText()).isEqualTo("NOT JUDGED (noisy machine)");
    assertThat(c.scenarios().get(0).estimate().orElseThrow().described()).endsWith(", one round)");
  }

  /**
   * Two interleaved steps, a at {@code ratio} times b, in {@code pairs} rows of ABBA order, on a
   * machine whose speed swings by {@code swing} (a relative sd) from row to row, hitting both sides
   * of a row alike, each slice with {@code own} noise of its own; b's step on a machine other
   * processes used 0.6 cores of.
   */
  private static List<StepResult> interleaved(
      double ratio, int pairs, double swing, double own, long seed) {
    java.util.Random r = new java.util.Random(seed);
    List<abreplay.result.Slice> a = new ArrayList<>();
    List<abreplay.result.Slice> b = new ArrayList<>();
    long t = PairedNoiseTest.T0;
    for (int j = 0; j < pairs; j++) {
      double machine = 1 + swing * r.nextGaussian();
      double ra = 10_000 * ratio * machine * Math.max(0.2, 1 + own * r.nextGaussian());
      double rb = 10_000 * machine * Math.max(0.2, 1 + own * r.nextGaussian());
      boolean aFirst = j % 4 == 0 || j % 4 == 3;
      a.add(new abreplay.result.Slice(j, aFirst ? t : t + 3000, 3, Math.round(ra * 3)));
      b.add(new abreplay.result.Slice(j, aFirst ? t + 3000 : t, 3, Math.round(rb * 3)));
      t += 6000;
    }
    StepResult x = step(real("a"), 1, 10_000 * ratio, 60, 0.02);
    StepResult y = bound(step(real("b"), 1, 10_000, 60, 0.02), Bound.Kind.TARGET, 0.6);
    return List.of(withSlices(x, a), withSlices(y, b));
  }

  private static StepResult withSlices(StepResult s, List<abreplay.result.Slice> slices) {
    return new StepResult(
        s.step(),
        s.status(),
        s.run(),
        s.reason(),
        s.targetCounters(),
        s.resources(),
        s.abBytes(),
        s.injectorStarts(),
        slices);
  }

  @Test
  void interleavedStepsAreJudgedOnTheirPairedSlicesOnABusyMachineWithoutTheDriftBetweenSteps() {
    Document d = ab(130, 100).claim("a is faster", FASTER, "a", "b", "s").build();

    ClaimResult c = Judge.claim(d, d.claims().get(0), interleaved(1.3, 20, 0.3, 0.02, 1), APART);

    RatioEstimate e = c.scenarios().get(0).estimate().orElseThrow();
    assertThat(e.ratio()).isCloseTo(1.3, within(0.03));
    assertThat(Math.exp(e.logHalfWidth()) - 1).isLessThan(0.05);
    assertThat(e.described()).contains("20 paired slices, order effect ");
    assertThat(c.verdict()).isEqualTo(Verdict.SUPPORTED);
    assertThat(c.measurement()).isEqualTo(Measurement.REPRODUCED);
  }

  @Test
  void twinsInterleavedReadOnParAndNeverTenPercentFaster() {
    Document d =
        ab(100, 100)
            .claim("a is on par", new abreplay.document.claim.ClaimKind.OnPar(), "a", "b", "s")
            .claim(
                "a is 10% faster",
                new Faster(abreplay.document.claim.Magnitude.parse("10%")), "a", "b", "s")
            .build();
    List<StepResult> twins = interleaved(1.0, 20, 0.3, 0.02, 2);

    assertThat(Judge.claim(d, d.claims().get(0), twins, APART).verdict())
        .isEqualTo(Verdict.SUPPORTED);
    assertThat(Judge.claim(d, d.claims().get(1), twins, APART).verdict())
        .isEqualTo(Verdict.NOT_SUPPORTED);
  }

  @Test
  void aPublishedRatioOutsideThePrintedIntervalIsNeverReproduced() {
    // Published 1.745x; replayed about 1.3x within a few percent.
    Document d = ab(174.5, 100).claim("a is faster", FASTER, "a", "b", "s").build();

    ClaimResult c = Judge.claim(d, d.claims().get(0), interleaved(1.3, 20, 0.3, 0.02, 3), APART);

    RatioEstimate e = c.scenarios().get(0).estimate().orElseThrow();
    assertThat(e.high()).isLessThan(1.745);
    assertThat(c.measurement()).isEqualTo(Measurement.LOWER);
  }

  @Test
  void pairsSpreadTooFarToDecideAreNotJudgedWithTheirSpread() {
    Document d = ab(105, 100).claim("a is faster", FASTER, "a", "b", "s").build();

    ClaimResult c = Judge.claim(d, d.claims().get(0), interleaved(1.05, 8, 0.3, 0.4, 4), APART);

    assertThat(c.verdictText()).isEqualTo("NOT JUDGED (noisy machine)");
    assertThat(c.scenarios().get(0).whyNotJudged().orElseThrow().detail())
        .contains("its 8 paired slices read ")
        .contains("% apart (one pair's standard deviation, above 15%)");
  }

  /** The whole reason scenario {@code i} was not judged: the claim's answers give its kind only. */
  private static String why(ClaimResult c, int i) {
    return c.scenarios().get(i).whyNotJudged().orElseThrow().text();
  }
}
