package abreplay.verdict;

/**
 * Does the replay reproduce the post's measurement? The replayed ratio against the published ratio,
 * within the noise of both (the published one is taken to be one measurement as noisy as a round of
 * this replay: {@link RatioEstimate#reproduces}).
 */
public enum Measurement {
  /** Replayed lower than published, beyond the noise. */
  LOWER("LOWER THAN PUBLISHED"),
  /** The published ratio is within the replay's noise of the replayed one. */
  REPRODUCED("REPRODUCED"),
  /** Replayed higher than published, beyond the noise. */
  HIGHER("HIGHER THAN PUBLISHED"),
  /**
   * A failing-under-load claim whose replay did not fail as the post's run did, or the other way
   * round.
   */
  DIFFERENT("DIFFERENT FROM PUBLISHED"),
  /** Scenarios of one claim that went different ways (some lower, some higher). */
  MIXED("LOWER IN SOME SCENARIOS, HIGHER IN OTHERS"),
  /** Not judged: {@link Unjudged} says why. */
  NOT_JUDGED("NOT JUDGED");

  public final String label;

  Measurement(String label) {
    this.label = label;
  }
}
