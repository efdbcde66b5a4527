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
import abreplay.plan.RealServers;
import abreplay.plan.Target;
import abreplay.result.StepResult;
import java.util.List;
import java.util.Optional;
import java.util.OptionalDouble;
import org.junit.jupiter.api.Test;

/** The rules by which a replay judges a claim, from the published and replayed rates. */
class JudgeTest {
  private static final Scenario S = new Scenario("s", 1000, 10, true, "/");
  private static final Scenario T = new Scenario("t", 1000, 100, true, "/");

  /** "a is 75% faster than b": published 175 vs 100 req/s. */
  private static Document document75(String... scenarios) {
    var d = document().system("a", "A").system("b", "B").baseline("b");
    for (String id : scenarios) d.scenario(id, 1000, 10, true).published(id, "a", 175).published(id, "b", 100);
    return d.claim("a is 75% faster than b", Claim.Kind.FASTER, "a", "b", scenarios).build();
  }

  @Test
  void aFasterClaimIsSupportedWhenTheReplayKeepsAtLeastHalfThePublishedLead() {
    // Published 1.75x: a replay needs 1.375x or more; below 1 is the other way round.
    assertThat(Judge.scenario(Claim.Kind.FASTER, OptionalDouble.of(1.75), 1.40)).isEqualTo(Verdict.SUPPORTED);
    assertThat(Judge.scenario(Claim.Kind.FASTER, OptionalDouble.of(1.75), 1.375)).isEqualTo(Verdict.SUPPORTED);
    assertThat(Judge.scenario(Claim.Kind.FASTER, OptionalDouble.of(1.75), 1.37)).isEqualTo(Verdict.NOT_SUPPORTED);
    assertThat(Judge.scenario(Claim.Kind.FASTER, OptionalDouble.of(1.75), 0.97)).isEqualTo(Verdict.CONTRADICTED);
  }

  @Test
  void anOnParClaimIsSupportedWithinFifteenPercentEitherWay() {
    assertThat(Judge.scenario(Claim.Kind.ON_PAR, OptionalDouble.of(0.99), 1.14)).isEqualTo(Verdict.SUPPORTED);
    assertThat(Judge.scenario(Claim.Kind.ON_PAR, OptionalDouble.of(0.99), 0.86)).isEqualTo(Verdict.SUPPORTED);
    assertThat(Judge.scenario(Claim.Kind.ON_PAR, OptionalDouble.of(0.99), 0.80)).isEqualTo(Verdict.NOT_SUPPORTED);
  }

  @Test
  void judgesAClaimOnRealServersByTheRatioOfTheirRates() {
    ClaimResult c = judge(document75("s"), ran(real("a"), S, perSecond(20000)), ran(real("b"), S, perSecond(10000)));

    assertThat(c.verdict()).isEqualTo(Verdict.SUPPORTED);
    assertThat(c.meaning()).isEqualTo("A over B");
    assertThat(c.scenarios()).singleElement().satisfies(r -> {
      assertThat(r.published()).hasValue(1.75);
      assertThat(r.replayed()).hasValue(2.0);
    });
  }

  @Test
  void betweenTwoStandInsSpeaksOnlyForWhatTheyModel() {
    Document d = document75("s");

    assertThat(judge(d, ran(standIn("a"), S, perSecond(9700)), ran(standIn("b"), S, perSecond(10000))).verdict())
        .isEqualTo(Verdict.NOT_REPRODUCED_BY_STAND_INS);
    assertThat(judge(d, ran(standIn("a"), S, perSecond(18000)), ran(standIn("b"), S, perSecond(10000))).verdict())
        .isEqualTo(Verdict.REPRODUCED_BY_STAND_INS);
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
    Target fellBack = Target.fallback("b", "hello", 2, "needs nginx");

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
    ClaimResult standIns = judge(document75("s"), ran(standIn("a"), S, perSecond(9700)),
        ran(realA, S, perSecond(20000)), ran(standIn("b"), S, perSecond(10000)));
    assertThat(standIns.verdict()).isEqualTo(Verdict.NOT_REPRODUCED_BY_STAND_INS);
    assertThat(standIns.scenarios().get(0).replayed()).hasValue(0.97);
  }

  @Test
  void judgesOnTheMedianOfTheRounds() {
    // a: 5,000 / 30,000 / 20,000 -> 20,000; b: 10,000 -> a is 2.00x b.
    ClaimResult c = judge(document75("s"), ran(step(real("a"), S, 1), perSecond(5000)),
        ran(step(real("a"), S, 2), perSecond(30000)), ran(step(real("a"), S, 3), perSecond(20000)),
        ran(real("b"), S, perSecond(10000)));

    assertThat(c.scenarios().get(0).replayed()).hasValue(2.0);
    assertThat(c.verdict()).isEqualTo(Verdict.SUPPORTED);
  }

  @Test
  void oneContradictedScenarioContradictsTheClaimAndOneShortScenarioLeavesItUnsupported() {
    Document d = document75("s", "t");

    assertThat(judge(d, ran(real("a"), S, perSecond(20000)), ran(real("b"), S, perSecond(10000)),
        ran(real("a"), T, perSecond(9000)), ran(real("b"), T, perSecond(10000))).verdict())
        .isEqualTo(Verdict.CONTRADICTED);
    assertThat(judge(d, ran(real("a"), S, perSecond(20000)), ran(real("b"), S, perSecond(10000)),
        ran(real("a"), T, perSecond(11000)), ran(real("b"), T, perSecond(10000))).verdict())
        .isEqualTo(Verdict.NOT_SUPPORTED);
  }

  @Test
  void aClaimNoScenarioOfWhichRanOnBothSystemsIsNotTested() {
    ClaimResult c = judge(document75("s"), skipped(standIn("a"), S, "no"), ran(standIn("b"), S, perSecond(10000)));

    assertThat(c.verdict()).isEqualTo(Verdict.NOT_TESTED);
    assertThat(c.scenarios().get(0).notReplayed()).hasValue("skipped");
  }

  private static ClaimResult judge(Document d, StepResult... steps) {
    return Judge.claim(d, d.claims().get(0), List.of(steps));
  }
}
