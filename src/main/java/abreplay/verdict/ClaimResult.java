package abreplay.verdict;

import abreplay.document.Document.Claim;
import java.util.List;
import java.util.Optional;
import java.util.OptionalDouble;

/**
 * A claim and what this replay says of it: in each of its scenarios the ratio published and the one
 * replayed with its range, judged on two counts (direction, magnitude); one verdict; and what the
 * reader must know to weigh it. Immutable.
 *
 * @param meaning what the ratio compares, e.g. "PHP 7 + Swoole 1.7.22 over nginx/1.4.6"
 * @param notes caveats next to the verdict: steps the load generator bound, a stand-in ratio that
 *     depends on the machine's cores
 * @param reason why the verdict is NOT_JUDGED ("Swoole is a stand-in, Go is a real server"); empty otherwise
 */
public record ClaimResult(Claim claim, String meaning, List<ScenarioRatio> scenarios, Verdict verdict,
    List<String> notes, String reason) {

  /** The verdict as the reports print it, with its reason. */
  public String verdictText() {
    return verdict.text(reason);
  }

  /**
   * @param replayed system / over over the rounds; empty when not replayed, or replayed on different sides
   * @param notReplayed why there is no ratio (a step's status, or a stand-in against a real server)
   * @param direction is the system faster / on par / at least on par, as claimed
   * @param magnitude does the range reach the claim's own number
   */
  public record ScenarioRatio(String scenario, OptionalDouble published, Optional<Range> replayed,
      Optional<String> notReplayed, Finding direction, Finding magnitude) {}
}
