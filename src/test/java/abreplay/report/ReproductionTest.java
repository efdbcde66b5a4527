package abreplay.report;

import static org.assertj.core.api.Assertions.assertThat;

import abreplay.machine.Machine;
import abreplay.plan.Document;
import abreplay.plan.Document.Claim;
import abreplay.plan.Document.Published;
import abreplay.plan.RunPlan;
import abreplay.plan.Scenario;
import abreplay.plan.Step;
import abreplay.plan.Target;
import abreplay.recording.LatencySample;
import abreplay.recording.Recording;
import java.net.URI;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalDouble;
import java.util.OptionalLong;
import org.junit.jupiter.api.Test;

/** The verdict a replay gives a document's claim, from the published and replayed rates. */
class ReproductionTest {
  private static final Scenario SCENARIO = new Scenario("s", 1000, 10, true, "/");

  @Test
  void supportsAFasterClaimThatKeepsAtLeastHalfItsPublishedLead() {
    // Published 1.75x: a replay needs 1.375x or more.
    assertThat(Reproduction.judge(Claim.Kind.FASTER, OptionalDouble.of(1.75), 1.40)).isEqualTo("SUPPORTED");
    assertThat(Reproduction.judge(Claim.Kind.FASTER, OptionalDouble.of(1.75), 1.20)).isEqualTo("NOT SUPPORTED");
    assertThat(Reproduction.judge(Claim.Kind.FASTER, OptionalDouble.of(1.75), 0.97)).isEqualTo("CONTRADICTED");
  }

  @Test
  void supportsAnOnParClaimWithinFifteenPercent() {
    assertThat(Reproduction.judge(Claim.Kind.ON_PAR, OptionalDouble.of(0.99), 1.14)).isEqualTo("SUPPORTED");
    assertThat(Reproduction.judge(Claim.Kind.ON_PAR, OptionalDouble.of(0.99), 0.80)).isEqualTo("NOT SUPPORTED");
  }

  @Test
  void judgesAClaimOnRealServersByItsRatio() {
    String line = Reproduction.verdict(document(), claim(), result(real("a", 20000), real("b", 10000)));

    assertThat(line).isEqualTo("\"a is 75% faster than b\" (A over B req/s): published 1.75x, replayed 2.00x here:"
        + " **SUPPORTED**");
  }

  @Test
  void saysWhatAStandInRatioCanSpeakFor() {
    String line = Reproduction.verdict(document(), claim(), result(standIn("a", 9700), standIn("b", 10000)));

    assertThat(line).contains("published 1.75x, replayed 0.97x here: **NOT REPRODUCED BY WHAT THE STAND-INS MODEL")
        .contains("replay against the real servers to test it");
  }

  @Test
  void judgesOnTheMedianOfTheRounds() {
    // a: 5,000 / 30,000 / 20,000 -> 20,000; b: 10,000 -> a is 2.00x b.
    String line = Reproduction.verdict(document(), claim(),
        result(real("a", 5000), real("a", 30000), real("a", 20000), real("b", 10000)));

    assertThat(line).contains("replayed 2.00x here: **SUPPORTED**");
    assertThat(Reproduction.markdown(document(), result(real("a", 5000), real("a", 30000), real("a", 20000),
        real("b", 10000)))).contains("| 20,000.00 (5,000 / 30,000 / 20,000) |");
  }

  @Test
  void saysWhenAClaimCouldNotBeTested() {
    StepResult skipped = new StepResult(new Step(Target.standIn("a", "hello", 10001), SCENARIO, "a", 1000,
        Optional.of("no"), 1), StepResult.Status.SKIPPED, Optional.empty(), "no", Optional.empty(), Optional.empty(),
        OptionalLong.empty());

    assertThat(Reproduction.verdict(document(), claim(), result(skipped, standIn("b", 10000))))
        .endsWith("published 1.75x, not replayed (skipped) here: **NOT TESTED**");
  }

  private static Document document() {
    Published a = new Published(OptionalDouble.of(175), OptionalDouble.empty(), OptionalLong.empty(), OptionalLong.empty(),
        OptionalLong.empty(), OptionalLong.empty(), OptionalLong.empty(), OptionalLong.empty(), Map.of(), "");
    Published b = new Published(OptionalDouble.of(100), OptionalDouble.empty(), OptionalLong.empty(), OptionalLong.empty(),
        OptionalLong.empty(), OptionalLong.empty(), OptionalLong.empty(), OptionalLong.empty(), Map.of(), "");
    return new Document("x", "t", "s", new Document.PublishedMachine("1", "c", "m", "o", "ab"), "b", "",
        Map.of("a", "A", "b", "B"), Map.of("s", Map.of("a", a, "b", b)), List.of(claim()));
  }

  private static Claim claim() {
    return new Claim("a is 75% faster than b", Claim.Kind.FASTER, "a", "b", List.of("s"));
  }

  private static StepResult real(String system, long requestsInOneSecond) {
    return ran(Target.external(system, URI.create("http://127.0.0.1:8080/")), requestsInOneSecond);
  }

  private static StepResult standIn(String system, long requestsInOneSecond) {
    return ran(Target.standIn(system, "hello", 10000), requestsInOneSecond);
  }

  private static StepResult ran(Target target, long requestsInOneSecond) {
    Recording recording = new Recording(true, requestsInOneSecond, requestsInOneSecond, 0, 0, 0, 0, 0, 0, 0, 0, 12, "",
        1_000_000_000L, 0, LatencySample.of(1000));
    AbRun run = new AbRun(target.name(), URI.create("http://127.0.0.1:8080/"), 10, requestsInOneSecond, true,
        Duration.ofSeconds(30), 0, recording, OptionalLong.empty(), null);
    return new StepResult(new Step(target, SCENARIO, target.name(), requestsInOneSecond, Optional.empty(), 1),
        StepResult.Status.COMPLETE, Optional.of(run), "", Optional.empty(), Optional.empty(), OptionalLong.empty());
  }

  private static RunResult result(StepResult... steps) {
    RunPlan plan = new RunPlan("t", List.of(), Duration.ofSeconds(30), 0, 1, List.of(), List.of(), List.of());
    return new RunResult(plan, "sim", Instant.EPOCH, Instant.EPOCH, new Machine(2, "c", "m", "o", "j"), List.of(steps),
        Map.of(), Map.of(), null);
  }
}
