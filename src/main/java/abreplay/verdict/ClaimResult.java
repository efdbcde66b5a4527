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
 */
public record ClaimResult(Claim claim, String meaning, List<ScenarioRatio> scenarios, Verdict verdict) {

  /**
   * @param replayed system / over from the median rates; empty when not replayed
   * @param notReplayed why not (the step's status), when {@code replayed} is empty
   */
  public record ScenarioRatio(String scenario, OptionalDouble published, OptionalDouble replayed,
      Optional<String> notReplayed) {}
}
