package abreplay.report;

import static abreplay.testing.DocumentBuilder.document;
import static abreplay.testing.RecordingBuilder.perSecond;
import static abreplay.testing.Results.ran;
import static abreplay.testing.Results.real;
import static abreplay.testing.Results.result;
import static abreplay.testing.Results.standIn;
import static org.assertj.core.api.Assertions.assertThat;

import abreplay.document.Document;
import abreplay.document.Scenario;
import abreplay.document.claim.ClaimKind.Faster;
import abreplay.document.claim.OnParFactor;
import abreplay.result.RunResult;
import abreplay.testing.Judgings;
import abreplay.verdict.Judge;
import abreplay.verdict.Judging;
import io.vertx.core.json.JsonObject;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** summary.json: the figures and verdicts a program reads. */
class SummaryJsonTest {
  private static final Scenario S = new Scenario("s", 1000, 10, true, "/");
  private static final Judging CONTEXT = Judgings.of(0.95, 2);

  /** "a is 75% faster than b": published 175 vs 100 req/s. */
  private static Document document75() {
    return document()
        .system("a", "A")
        .system("b", "B")
        .baseline("b")
        .scenario("s", 1000, 10, true)
        .published("s", "a", 175)
        .published("s", "b", 100)
        .claim("a is 75% faster than b", new Faster(Optional.empty()), "a", "b", "s")
        .build();
  }

  @Test
  void aClaimReplayedAtAScaleBelowOneNamesItInItsReplayedAnswersAndItsNotes() {
    Document d = document75();
    RunResult result =
        result(d, 0.1, ran(real("a"), S, perSecond(24000)), ran(real("b"), S, perSecond(10000)));
    Judging tenth = Judgings.of(0.95, 2, OnParFactor.DEFAULT, 0.1);

    JsonObject claim =
        new JsonObject(SummaryJson.text(result, Judge.all(d, result.steps(), tenth)))
            .getJsonArray("claims")
            .getJsonObject(0);
    assertThat(claim.getDouble("scale")).isEqualTo(0.1);
    assertThat(claim.getString("verdictText")).isEqualTo("SUPPORTED, at scale 0.1");
    assertThat(claim.getString("measurementText")).endsWith(", at scale 0.1");
    assertThat(claim.getString("ownDataText")).doesNotContain("scale");
    assertThat(claim.getJsonArray("notes").getString(0)).startsWith("replayed at scale 0.1 ");
  }

  @Test
  void holdsEveryClaimWithItsRatiosAndVerdict() {
    Document d = document75();
    RunResult result =
        result(d, ran(standIn("a"), S, perSecond(5000)), ran(standIn("b"), S, perSecond(10000)));

    JsonObject json =
        new JsonObject(SummaryJson.text(result, Judge.all(d, result.steps(), CONTEXT)));

    JsonObject claim = json.getJsonArray("claims").getJsonObject(0);
    assertThat(claim.getString("text")).isEqualTo("a is 75% faster than b");
    assertThat(claim.getString("verdict")).isEqualTo("CONTRADICTED");
    assertThat(claim.getString("side")).isEqualTo("STAND_INS");
    assertThat(claim.getString("verdictText"))
        .isEqualTo("CONTRADICTED BY WHAT THE STAND-INS MODEL");
    assertThat(claim.getString("measurement")).isEqualTo("LOWER");
    assertThat(claim.getString("ownData")).isEqualTo("SUPPORTED");
    assertThat(claim.getString("ratio")).isEqualTo("A over B req/s");
    JsonObject scenario = claim.getJsonArray("scenarios").getJsonObject(0);
    assertThat(scenario.getDouble("publishedRatio")).isEqualTo(1.75);
    assertThat(scenario.getDouble("replayedRatio"))
        .isCloseTo(0.5, org.assertj.core.api.Assertions.within(1e-9));
    assertThat(scenario.getJsonObject("interval").getDouble("confidence")).isEqualTo(0.95);
    assertThat(scenario.getJsonArray("map").getString(0)).startsWith("REPRODUCED at ");
    assertThat(scenario.getJsonArray("steps")).hasSize(2);
    assertThat(json.getString("loadGenerator")).startsWith("Gatling 3.15.1 (HTTP/1.1 requests");
    assertThat(
            json.getJsonArray("steps")
                .getJsonObject(0)
                .getJsonObject("ab")
                .getLong("completeRequests"))
        .isEqualTo(5000);
    assertThat(json.getJsonArray("steps").getJsonObject(0).getString("kind")).isEqualTo("STAND_IN");
  }

  @Test
  void namesEachStepsInjectorsAndTargetProcesses() {
    Document d = document75();
    RunResult result =
        result(d, ran(standIn("a"), S, perSecond(5000)), ran(standIn("b"), S, perSecond(10000)));

    JsonObject layout =
        new JsonObject(SummaryJson.text(result, Judge.all(d, result.steps(), CONTEXT)))
            .getJsonArray("steps")
            .getJsonObject(0)
            .getJsonObject("layout");

    assertThat(layout.getString("described"))
        .isEqualTo("1 injector x 10 users; stand-in hello in 1 process");
    assertThat(layout.getInteger("injectors")).isEqualTo(1);
    assertThat(layout.getInteger("targetProcesses")).isEqualTo(1);
    assertThat(layout.getJsonArray("each").getJsonObject(0).getInteger("users")).isEqualTo(10);
    assertThat(layout.getJsonArray("each").getJsonObject(0).getLong("requests")).isEqualTo(1000);
  }

  @Test
  void givesTheReasonAClaimIsNotJudged() {
    Document d = document75();
    RunResult result =
        result(d, ran(standIn("a"), S, perSecond(9700)), ran(real("b"), S, perSecond(10000)));

    JsonObject claim =
        new JsonObject(SummaryJson.text(result, Judge.all(d, result.steps(), CONTEXT)))
            .getJsonArray("claims")
            .getJsonObject(0);

    assertThat(claim.getString("verdict")).isEqualTo("NOT_JUDGED");
    assertThat(claim.getString("verdictText"))
        .isEqualTo("NOT JUDGED (a stand-in against a real server)");
    assertThat(
            claim
                .getJsonArray("scenarios")
                .getJsonObject(0)
                .getJsonObject("notJudged")
                .getString("text"))
        .contains("A is a stand-in, B is a real server");
    assertThat(
            claim
                .getJsonArray("scenarios")
                .getJsonObject(0)
                .getJsonObject("notJudged")
                .getString("kind"))
        .isEqualTo("MIXED_SIDES");
    assertThat(claim.getJsonArray("scenarios").getJsonObject(0).containsKey("replayedRatio"))
        .isFalse();
  }
}
