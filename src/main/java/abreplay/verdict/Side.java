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

  /** What a measurement that differs between stand-ins says, and what would test the rest. */
  public static final String MEASUREMENT_BETWEEN_STAND_INS =
      "between stand-ins, LOWER or HIGHER THAN PUBLISHED says that what the stand-ins model (bytes,"
          + " keep-alive, workers, framework cost) does not give the published ratio; the rest, if"
          + " real, comes from the servers' code: replay the real servers to test it";

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

  /**
   * The measurement's words: "LOWER THAN PUBLISHED BY WHAT THE STAND-INS MODEL" between stand-ins,
   * whose {@link #MEASUREMENT_BETWEEN_STAND_INS} the claim's notes give once.
   */
  public String words(Measurement m) {
    if (this == STAND_INS && (m == Measurement.LOWER || m == Measurement.HIGHER)) {
      return m.label + qualifier;
    }
    return m.label;
  }
}
