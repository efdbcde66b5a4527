package abreplay.verdict;

/**
 * What a replay says of a claim. The rule that gives each is in {@link Judge}; the words here are
 * what reproduction.md, the printed table and summary.json show.
 */
public enum Verdict {
  /** Real servers (or urls) measured as the claim says. */
  SUPPORTED("SUPPORTED", ""),
  /** Real servers measured in the claim's direction but short of its own number, or not on par. */
  NOT_SUPPORTED("NOT SUPPORTED", ""),
  /** Real servers measured the other way round. */
  CONTRADICTED("CONTRADICTED", ""),
  /** Two stand-ins, which differ only in what they model, reproduce the published result. */
  REPRODUCED_BY_STAND_INS("REPRODUCED BY WHAT THE STAND-INS MODEL", ""),
  /** Two stand-ins do not reproduce it: the gap, if real, is in code the stand-ins do not run. */
  NOT_REPRODUCED_BY_STAND_INS("NOT REPRODUCED BY WHAT THE STAND-INS MODEL",
      " (bytes, keep-alive, workers, framework cost): the published gap, if real, comes from the servers' code;"
          + " replay against the real servers to test it"),
  /** The replayed range straddles the claim's threshold: more rounds, or a quieter machine, may decide. */
  INCONCLUSIVE("INCONCLUSIVE", ""),
  /** One system ran as a stand-in, the other on a real server: the reason says which is which. */
  NOT_JUDGED("NOT JUDGED", ": a claim is judged between two real servers or between two stand-ins, never a stand-in"
      + " against a real server (-Dreplay.real=true or -Dreplay.compare=true runs both real where both have one)"),
  /** No scenario of the claim ran on both systems. */
  NOT_TESTED("NOT TESTED", "");

  private final String label;
  private final String explanation;

  Verdict(String label, String explanation) {
    this.label = label;
    this.explanation = explanation;
  }

  /** The verdict in capitals, e.g. "NOT SUPPORTED". */
  public String label() {
    return label;
  }

  /** The verdict with what it means, as the reports print it. */
  public String text() {
    return label + explanation;
  }

  /** As {@link #text()}, with the claim's own reason after the label: "NOT JUDGED (Swoole is a stand-in, ...): ...". */
  public String text(String reason) {
    return reason.isEmpty() ? text() : label + " (" + reason + ")" + explanation;
  }
}
