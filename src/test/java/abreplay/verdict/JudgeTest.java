package abreplay.verdict;

import static abreplay.testing.DocumentBuilder.document;
import static abreplay.testing.RecordingBuilder.perSecond;
import static abreplay.testing.Results.ran;
import static abreplay.testing.Results.real;
import static abreplay.testing.Results.skipped;
import static abreplay.testing.Results.standIn;
import static abreplay.testing.Results.step;
import static org.assertj.core.api.Assertions.assertThat;

import abreplay.document.Document;
import abreplay.document.Document.Claim;
import abreplay.document.Scenario;
import abreplay.machine.ProcessSampler;
import abreplay.targets.Capacity;
import abreplay.targets.RealServers;
import abreplay.targets.Target;
import abreplay.result.Bound;
import abreplay.result.Resources;
import abreplay.result.StepResult;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalLong;
import org.junit.jupiter.api.Test;

/**
 * The rules by which a replay judges a claim: the replayed ratio as a range (over rounds, or one
 * round widened by the machine's spread), and two counts, direction and magnitude, each holding only
 * when the whole range is on its side.
 */
class JudgeTest {
  private static final Scenario S = new Scenario("s", 1000, 10, true, "/");
  private static final Scenario T = new Scenario("t", 1000, 100, true, "/");
  private static final Judge.Context TEN_PERCENT = new Judge.Context(0.10, 2);

  /** "a is 75% faster than b": published 175 vs 100 req/s, claimed 1.75x. */
  private static Document document75(String... scenarios) {
    var d = document().system("a", "A").system("b", "B").baseline("b");
    for (String id : scenarios) d.scenario(id, 1000, 10, true).published(id, "a", 175).published(id, "b", 100);
    return d.fasterBy("a is 75% faster than b", 1.75, "a", "b", scenarios).build();
  }

  private static Document claiming(Claim.Kind kind) {
    return document().system("a", "A").system("b", "B").scenario("s", 1000, 10, true).published("s", "a", 100)
        .published("s", "b", 100).claim("a and b", kind, "a", "b", "s").build();
  }

  /** a's and b's rates over rounds 1, 2, 3...: a[i] against b[i]. */
  private static List<StepResult> rounds(Target a, Target b, long[] aRates, long[] bRates) {
    List<StepResult> steps = new ArrayList<>();
    for (int i = 0; i < aRates.length; i++) {
      steps.add(ran(step(a, S, i + 1), perSecond(aRates[i])));
      steps.add(ran(step(b, S, i + 1), perSecond(bRates[i])));
    }
    return steps;
  }

  private static ClaimResult judge(Document d, List<StepResult> steps) {
    return Judge.claim(d, d.claims().get(0), steps, TEN_PERCENT);
  }

  private static ClaimResult judge(Document d, StepResult... steps) {
    return judge(d, List.of(steps));
  }

  @Test
  void aFasterClaimWithItsOwnNumberHoldsOnlyWhereTheWholeRangeReachesIt() {
    Document d = document75("s");
    // Rounds 1.80x, 1.90x, 2.00x: faster, and by 1.75x or more.
    ClaimResult reached = judge(d, rounds(real("a"), real("b"), new long[] {180, 190, 200}, new long[] {100, 100, 100}));
    // 1.20x, 1.30x, 1.40x: faster, but not by 1.75x.
    ClaimResult short_ = judge(d, rounds(real("a"), real("b"), new long[] {120, 130, 140}, new long[] {100, 100, 100}));
    // 1.60x, 1.70x, 1.90x: faster, but the range crosses 1.75x.
    ClaimResult across = judge(d, rounds(real("a"), real("b"), new long[] {160, 170, 190}, new long[] {100, 100, 100}));

    assertThat(reached.verdict()).isEqualTo(Verdict.SUPPORTED);
    assertThat(short_.verdict()).isEqualTo(Verdict.NOT_SUPPORTED);
    assertThat(short_.scenarios().get(0).direction()).isEqualTo(Finding.HOLDS);
    assertThat(short_.scenarios().get(0).magnitude()).isEqualTo(Finding.FAILS);
    assertThat(across.verdict()).isEqualTo(Verdict.INCONCLUSIVE);
    assertThat(across.scenarios().get(0).replayed()).hasValueSatisfying(r -> {
      assertThat(r.median()).isEqualTo(1.7);
      assertThat(r.low()).isEqualTo(1.6);
      assertThat(r.high()).isEqualTo(1.9);
    });
  }

  @Test
  void aRangeAcrossOneLeavesEvenTheDirectionUndecided() {
    ClaimResult c = judge(document75("s"), rounds(real("a"), real("b"), new long[] {95, 110, 120},
        new long[] {100, 100, 100}));

    assertThat(c.scenarios().get(0).direction()).isEqualTo(Finding.UNDECIDED);
    assertThat(c.verdict()).isEqualTo(Verdict.INCONCLUSIVE);
  }

  @Test
  void aWholeRangeBelowOneContradictsAFasterClaim() {
    ClaimResult c = judge(document75("s"), rounds(real("a"), real("b"), new long[] {80, 85, 90},
        new long[] {100, 100, 100}));

    assertThat(c.verdict()).isEqualTo(Verdict.CONTRADICTED);
  }

  @Test
  void oneRoundIsWidenedByTheMachinesSpreadBeforeItIsJudged() {
    Document d = document75("s");

    // 2.00x, +-10%: 1.82x-2.20x, all of it at or above 1.75x.
    ClaimResult clear = judge(d, ran(real("a"), S, perSecond(200)), ran(real("b"), S, perSecond(100)));
    // 1.80x, +-10%: 1.64x-1.98x, across 1.75x: one round cannot tell.
    ClaimResult close = judge(d, ran(real("a"), S, perSecond(180)), ran(real("b"), S, perSecond(100)));

    assertThat(clear.verdict()).isEqualTo(Verdict.SUPPORTED);
    assertThat(clear.scenarios().get(0).replayed()).hasValueSatisfying(r -> {
      assertThat(r.rounds()).isEqualTo(1);
      assertThat(r.low()).isEqualTo(2.0 / 1.1);
      assertThat(r.high()).isEqualTo(2.0 * 1.1);
    });
    assertThat(close.verdict()).isEqualTo(Verdict.INCONCLUSIVE);
  }

  @Test
  void onParMeansWithinFifteenPercentEitherWayAndAtLeastOnParOnlyFromBelow() {
    List<StepResult> equal = rounds(real("a"), real("b"), new long[] {95, 100, 105}, new long[] {100, 100, 100});
    List<StepResult> faster = rounds(real("a"), real("b"), new long[] {130, 140, 150}, new long[] {100, 100, 100});
    List<StepResult> slower = rounds(real("a"), real("b"), new long[] {60, 70, 80}, new long[] {100, 100, 100});

    assertThat(judge(claiming(Claim.Kind.ON_PAR), equal).verdict()).isEqualTo(Verdict.SUPPORTED);
    assertThat(judge(claiming(Claim.Kind.ON_PAR), faster).verdict()).isEqualTo(Verdict.NOT_SUPPORTED);
    assertThat(judge(claiming(Claim.Kind.AT_LEAST_ON_PAR), faster).verdict()).isEqualTo(Verdict.SUPPORTED);
    assertThat(judge(claiming(Claim.Kind.AT_LEAST_ON_PAR), slower).verdict()).isEqualTo(Verdict.CONTRADICTED);
  }

  @Test
  void aClaimWithoutANumberIsJudgedOnItsDirectionAlone() {
    Document d = document().system("a", "A").system("b", "B").scenario("s", 1000, 10, true)
        .claim("a is far faster than b", Claim.Kind.FASTER, "a", "b", "s").build();

    ClaimResult c = judge(d, rounds(real("a"), real("b"), new long[] {110, 120, 130}, new long[] {100, 100, 100}));

    assertThat(c.verdict()).isEqualTo(Verdict.SUPPORTED);
    assertThat(c.scenarios().get(0).magnitude()).isEqualTo(Finding.NOT_CLAIMED);
  }

  @Test
  void betweenTwoStandInsSpeaksOnlyForWhatTheyModel() {
    Document d = document75("s");

    assertThat(judge(d, rounds(standIn("a"), standIn("b"), new long[] {95, 97, 99}, new long[] {100, 100, 100}))
        .verdict()).isEqualTo(Verdict.NOT_REPRODUCED_BY_STAND_INS);
    assertThat(judge(d, rounds(standIn("a"), standIn("b"), new long[] {180, 190, 200}, new long[] {100, 100, 100}))
        .verdict()).isEqualTo(Verdict.REPRODUCED_BY_STAND_INS);
    assertThat(judge(d, rounds(standIn("a"), standIn("b"), new long[] {160, 170, 190}, new long[] {100, 100, 100}))
        .verdict()).isEqualTo(Verdict.INCONCLUSIVE);
  }

  @Test
  void aStandInAgainstARealServerIsNotJudgedAndSaysWhichIsWhich() {
    ClaimResult c = judge(document75("s"), ran(standIn("a"), S, perSecond(20000)), ran(real("b"), S, perSecond(10000)));

    assertThat(c.verdict()).isEqualTo(Verdict.NOT_JUDGED);
    assertThat(c.reason()).isEqualTo("A is a stand-in, B is a real server");
    assertThat(c.scenarios().get(0).replayed()).as("no ratio across sides").isEmpty();
    assertThat(c.scenarios().get(0).notReplayed()).hasValue("a stand-in against a real server");
    assertThat(c.verdictText()).isEqualTo("NOT JUDGED (A is a stand-in, B is a real server): a claim is judged between"
        + " two real servers or between two stand-ins, never a stand-in against a real server (-Dreplay.real=true or"
        + " -Dreplay.compare=true runs both real where both have one)");
  }

  @Test
  void aBundledRealServerAndAUrlAreBothRealAndStandInsFallingBackForARealServerAreStandIns() {
    Target bundled = Target.real("a", new RealServers.Entry("x", "X", Optional.empty(), Optional.empty(), "", 0), 1);
    Target fellBack = Target.fallback("b", "hello", 2, "needs nginx", Capacity.UNKNOWN);

    assertThat(judge(document75("s"), ran(bundled, S, perSecond(20000)), ran(real("b"), S, perSecond(10000))).verdict())
        .isEqualTo(Verdict.SUPPORTED);
    assertThat(judge(document75("s"), ran(bundled, S, perSecond(20000)), ran(fellBack, S, perSecond(10000))).reason())
        .isEqualTo("A is a real server, B is a stand-in");
  }

  @Test
  void whenComparingJudgesBetweenRealServersWhereBothHaveOneElseBetweenStandIns() {
    Target realA = Target.real("a", new RealServers.Entry("x", "X", Optional.empty(), Optional.empty(), "", 0), 1);
    Target realB = Target.real("b", new RealServers.Entry("y", "Y", Optional.empty(), Optional.empty(), "", 0), 2);

    // a and b each ran as a stand-in and on a real server: the real servers decide.
    assertThat(judge(document75("s"), ran(standIn("a"), S, perSecond(5000)), ran(realA, S, perSecond(20000)),
        ran(standIn("b"), S, perSecond(10000)), ran(realB, S, perSecond(10000))).verdict()).isEqualTo(Verdict.SUPPORTED);
    // b has no real server: the stand-ins decide, a's real server aside.
    ClaimResult standIns = judge(document75("s"), ran(standIn("a"), S, perSecond(5000)),
        ran(realA, S, perSecond(20000)), ran(standIn("b"), S, perSecond(10000)));
    assertThat(standIns.verdict()).isEqualTo(Verdict.NOT_REPRODUCED_BY_STAND_INS);
    assertThat(standIns.scenarios().get(0).replayed().orElseThrow().median()).isEqualTo(0.5);
  }

  @Test
  void oneContradictedScenarioContradictsTheClaimAndOneUndecidedLeavesItInconclusive() {
    Document d = document().system("a", "A").system("b", "B").scenario("s", 1000, 10, true)
        .scenario("t", 1000, 100, true).claim("a beats b everywhere", Claim.Kind.FASTER, "a", "b", "s", "t").build();

    assertThat(judge(d, ran(real("a"), S, perSecond(200)), ran(real("b"), S, perSecond(100)),
        ran(real("a"), T, perSecond(50)), ran(real("b"), T, perSecond(100))).verdict()).isEqualTo(Verdict.CONTRADICTED);
    assertThat(judge(d, ran(real("a"), S, perSecond(200)), ran(real("b"), S, perSecond(100)),
        ran(real("a"), T, perSecond(105)), ran(real("b"), T, perSecond(100))).verdict()).isEqualTo(Verdict.INCONCLUSIVE);
  }

  @Test
  void aClaimNoScenarioOfWhichRanOnBothSystemsIsNotTested() {
    ClaimResult c = judge(document75("s"), skipped(standIn("a"), S, "no"), ran(standIn("b"), S, perSecond(10000)));

    assertThat(c.verdict()).isEqualTo(Verdict.NOT_TESTED);
    assertThat(c.scenarios().get(0).notReplayed()).hasValue("skipped");
  }

  @Test
  void saysWhenTheStepsItWasJudgedOnWereBoundByTheLoadGenerator() {
    Bound bound = new Bound(Bound.Kind.LOAD_GENERATOR, 1.4, 0.6, 2, 0.01, 0);
    StepResult a = withBound(ran(standIn("a"), S, perSecond(180)), bound);
    StepResult b = withBound(ran(standIn("b"), S, perSecond(100)), bound);

    assertThat(judge(document75("s"), a, b).notes()).singleElement().asString()
        .startsWith("judged on 2 of 2 steps that were LOAD-GENERATOR-BOUND");
  }

  @Test
  void saysWhenTwoStandInsRatioDependsOnTheMachinesCores() {
    // laravel-octane and laravel-fpm as modelled: 2.6 ms on 4 workers against 8.6 ms on 8.
    Target octane = Target.standIn("a", "laravel-octane", 10001, new Capacity(5, Optional.of(Duration.ofMillis(2)
        .plusNanos(600_000)), 4));
    Target fpm = Target.standIn("b", "laravel-fpm", 10002, new Capacity(9, Optional.of(Duration.ofMillis(8)
        .plusNanos(600_000)), 8));

    ClaimResult c = judge(document75("s"), ran(octane, S, perSecond(330)), ran(fpm, S, perSecond(100)));

    assertThat(c.notes()).singleElement().asString().startsWith("the stand-ins' ratio depends on the machine: they"
        + " model 2.6 ms and 8.6 ms of CPU per request on 4 and 8 workers, so the model gives 3.31x on 1, 3.31x on 2,"
        + " 3.31x on 4, 1.65x on 8");
    assertThat(judge(document75("s"), ran(standIn("a"), S, perSecond(180)), ran(standIn("b"), S, perSecond(100)))
        .notes()).as("no framework cost modelled").isEmpty();
  }

  private static StepResult withBound(StepResult s, Bound bound) {
    return new StepResult(s.step(), s.status(), s.run(), s.reason(), s.targetCounters(),
        new Resources(Optional.empty(), Optional.<ProcessSampler.Usage>empty(), bound), OptionalLong.empty());
  }
}
