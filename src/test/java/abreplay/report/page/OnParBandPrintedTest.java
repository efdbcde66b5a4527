package abreplay.report.page;

import static abreplay.testing.DocumentBuilder.document;
import static abreplay.testing.RecordingBuilder.recording;
import static abreplay.testing.Results.ran;
import static abreplay.testing.Results.real;
import static abreplay.testing.Results.result;
import static org.assertj.core.api.Assertions.assertThat;

import abreplay.document.Document;
import abreplay.document.Scenario;
import abreplay.document.claim.ClaimKind.AtLeastOnPar;
import abreplay.document.claim.ClaimKind.OnPar;
import abreplay.document.claim.OnParFactor;
import abreplay.report.Reproduction;
import abreplay.report.SummaryJson;
import abreplay.result.RunResult;
import abreplay.testing.Judgings;
import abreplay.verdict.ClaimResult;
import abreplay.verdict.Judge;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * Every printer of an on-par band prints the factor the claims were judged at: reproduction.md,
 * replay.html (the claims' rules and their charts' bands), summary.json, each claim's own-data line
 * (what --check prints) and its map of what each answer would take. At a factor no default has, no
 * output may still hold the default's band.
 */
class OnParBandPrintedTest {
  private static final Scenario S = new Scenario("s", 100_000, 100, true, "/");
  private static final OnParFactor ODD = new OnParFactor(1.37);

  private static final Document D =
      document()
          .system("a", "A")
          .system("b", "B")
          .baseline("b")
          .scenario("s", 100_000, 100, true)
          .published("s", "a", 100)
          .published("s", "b", 100)
          .claim("a is on par with b", new OnPar(), "a", "b", "s")
          .claim("a is at least comparable to b", new AtLeastOnPar(), "a", "b", "s")
          .build();

  private static final RunResult RESULT =
      result(
          D,
          ran(real("a"), S, recording().responses(2000).seconds(2).jitter(0.05).build()),
          ran(real("b"), S, recording().responses(2000).seconds(2).jitter(0.05).build()));

  /** What each printer writes of the claims judged at {@code onPar}. */
  private static Map<String, String> printed(OnParFactor onPar) {
    List<ClaimResult> claims = Judge.all(D, RESULT.steps(), Judgings.of(0.95, 2, onPar));
    return Map.of(
        "reproduction.md", Reproduction.markdown(D, RESULT, claims),
        "replay.html", ReplayPage.html(RESULT, claims),
        "summary.json", SummaryJson.text(RESULT, claims),
        "own data (--check)", claims.get(0).ownDataText() + " " + claims.get(1).ownDataText(),
        "what it would take",
            claims.get(0).scenarios().get(0).map().orElseThrow().text()
                + " "
                + claims.get(1).scenarios().get(0).map().orElseThrow().text());
  }

  @Test
  void everyPrinterPrintsTheBandOfTheFactorTheClaimsWereJudgedAt() {
    Map<String, String> odd = printed(ODD);
    Map<String, String> usual = printed(OnParFactor.DEFAULT);

    for (String printer : odd.keySet()) {
      assertThat(odd.get(printer)).as(printer).isNotEqualTo(usual.get(printer));
      assertThat(odd.get(printer))
          .as(printer)
          .doesNotContain("1.150x", "0.870x", "0.87x", "1.15x", "1/1.15", "factor of 1.15");
    }
    assertThat(odd.get("reproduction.md"))
        .contains(
            "claimed within 1/1.37x-1.37x (0.730x-1.370x)",
            "claimed >= 1/1.37x (0.730x)",
            "on par within a factor of 1.37 either way; at least on par from 1/1.37");
    assertThat(odd.get("replay.html"))
        .contains("between 0.73x and 1.37x", "claim: on par, 0.73x to 1.37x", "at or above 0.73x");
    assertThat(odd.get("summary.json")).contains("0.730x-1.370x");
    assertThat(odd.get("what it would take")).contains("CONTRADICTED below ");
  }
}
