package abreplay.document.claim;

/**
 * Does the claim hold? The replayed ratio's interval against the claim's threshold (its direction
 * and its own number), as its {@link ClaimKind} decides; in the order a rising ratio meets them for
 * a "faster" claim. Between two stand-ins the verdict's words say that they speak for what the
 * stand-ins model.
 */
public enum Verdict {
  /**
   * The whole interval is on the other side: the opposite of the claim holds (or, for on par, they
   * are not).
   */
  CONTRADICTED("CONTRADICTED"),
  /** The direction may hold, but the whole interval is short of the claim's own number. */
  NOT_SUPPORTED("NOT SUPPORTED"),
  /** The interval straddles the threshold: more rounds, or a quieter machine, may decide. */
  INCONCLUSIVE("INCONCLUSIVE"),
  /** The whole interval is on the claim's side of its threshold. */
  SUPPORTED("SUPPORTED"),
  /** Not judged: the judge says why and what would judge it. */
  NOT_JUDGED("NOT JUDGED");

  private final String label;

  Verdict(String label) {
    this.label = label;
  }

  /** In capitals, e.g. "NOT SUPPORTED". */
  public String label() {
    return label;
  }

  /**
   * The worse of two, for a claim over several scenarios: contradicted before not supported before
   * inconclusive.
   */
  public static Verdict worse(Verdict a, Verdict b) {
    return a.ordinal() <= b.ordinal() ? a : b;
  }
}
