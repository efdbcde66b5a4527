package abreplay.document.claim;

/**
 * The post's own figures against its claim: the rule of its {@link ClaimKind} applied to the
 * published ratio as if it were exact. A finding about the post, shown next to every verdict and by
 * {@code ./ab-replay --check}.
 */
public enum OwnData {
  /** The published figures give what the claim says. */
  SUPPORTED("SUPPORTED BY ITS OWN DATA"),
  /** The published figures go the claim's way but short of its own number (000: "75%" from 72%). */
  FALLS_SHORT("FALLS SHORT OF ITS OWN DATA"),
  /** The published figures go the other way. */
  CONTRADICTED("CONTRADICTED BY ITS OWN DATA"),
  /** The post printed no figure for it: the claim rests on its text. */
  NOT_CHECKABLE("NOT CHECKABLE (no published figures: the claim rests on its text)");

  public final String label;

  OwnData(String label) {
    this.label = label;
  }

  /** The worse of two, for a claim over several scenarios (not checkable counts least). */
  public static OwnData worse(OwnData a, OwnData b) {
    int ra = a == NOT_CHECKABLE ? -1 : 2 - a.ordinal();
    int rb = b == NOT_CHECKABLE ? -1 : 2 - b.ordinal();
    return ra >= rb ? a : b;
  }
}
