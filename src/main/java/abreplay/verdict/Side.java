package abreplay.verdict;

import abreplay.document.claim.Verdict;

/** Where a claim was judged: between two real servers (or urls), or between two stand-ins. */
public enum Side {
  REAL(""),
  /**
   * Two stand-ins differ only in what they model: the verdict speaks for that, not for the servers'
   * code.
   */
  STAND_INS(" BY WHAT THE STAND-INS MODEL");

  private final String qualifier;

  Side(String qualifier) {
    this.qualifier = qualifier;
  }

  /**
   * "SUPPORTED" on real servers, "SUPPORTED BY WHAT THE STAND-INS MODEL" on stand-ins; NOT JUDGED
   * as it is.
   */
  public String words(Verdict verdict) {
    return verdict == Verdict.NOT_JUDGED ? verdict.label() : verdict.label() + qualifier;
  }

  /** The measurement's words, with why a stand-in replay can differ from the post. */
  public String words(Measurement m) {
    if (this == STAND_INS && (m == Measurement.LOWER || m == Measurement.HIGHER)) {
      return m.label()
          + ": what the stand-ins model (bytes, keep-alive, workers, framework cost) does not give"
          + " the published ratio; the rest, if real, comes from the servers' code: replay the real"
          + " servers to test it";
    }
    return m.label();
  }
}
