package abreplay.verdict;

/** What a replayed range says of one count of a claim (its direction, or its magnitude). */
public enum Finding {
  /** The whole range is on the claim's side of the threshold. */
  HOLDS,
  /** The whole range is on the other side. */
  FAILS,
  /** The range straddles the threshold. */
  UNDECIDED,
  /** The claim says nothing on this count (no number of its own). */
  NOT_CLAIMED
}
