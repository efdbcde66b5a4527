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
 */
public record ClaimResult(Claim claim, String meaning, List<ScenarioRatio> scenarios, Verdict verdict,
    List<String> notes) {

  /**
   * @param replayed system / over over the rounds; empty when not replayed
   * @param notReplayed why not (the step's status), when {@code replayed} is empty
   * @param direction is the system faster / on par / at least on par, as claimed
   * @param magnitude does the range reach the claim's own number
   */
  public record ScenarioRatio(String scenario, OptionalDouble published, Optional<Range> replayed,
      Optional<String> notReplayed, Finding direction, Finding magnitude) {}
}
