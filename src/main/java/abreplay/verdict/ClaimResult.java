package abreplay.verdict;

import abreplay.document.Document.Claim;
import java.util.List;
import java.util.Optional;
import java.util.OptionalDouble;

/**
 * A claim and what this replay says of it: the ratio published and replayed in each of its
 * scenarios, and one verdict. Immutable.
 *
 * @param meaning what the ratio compares, e.g. "PHP 7 + Swoole 1.7.22 over nginx/1.4.6"
 * @param reason why the verdict is NOT_JUDGED ("Swoole is a stand-in, Go is a real server"); empty otherwise
 */
public record ClaimResult(Claim claim, String meaning, List<ScenarioRatio> scenarios, Verdict verdict, String reason) {

  /** The verdict as the reports print it, with its reason. */
  public String verdictText() {
    return verdict.text(reason);
  }

  /**
   * @param replayed system / over from the median rates; empty when not replayed, or replayed on different sides
   * @param notReplayed why there is no ratio (a step's status, or a stand-in against a real server)
   */
  public record ScenarioRatio(String scenario, OptionalDouble published, OptionalDouble replayed,
      Optional<String> notReplayed) {}
}
