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
  CONTRADICTED,
  /** The direction may hold, but the whole interval is short of the claim's own number. */
  NOT_SUPPORTED,
  /** The interval straddles the threshold: more rounds, or a quieter machine, may decide. */
  INCONCLUSIVE,
  /** The whole interval is on the claim's side of its threshold. */
  SUPPORTED,
  /** Not judged: the judge says why and what would judge it. */
  NOT_JUDGED;

  /** In capitals, its name in words, e.g. "NOT SUPPORTED". */
  public String label() {
    return name().replace('_', ' ');
  }

  /**
   * The worse of two, for a claim over several scenarios: contradicted before not supported before
   * inconclusive.
   */
  public static Verdict worse(Verdict a, Verdict b) {
    return a.ordinal() <= b.ordinal() ? a : b;
  }
}
