package abreplay.plan;

import abreplay.config.Schema;

/** What replay.interleave says, as a conf file writes it: "auto" or "off". */
public enum Interleave implements Schema.Choice {
  /**
   * Every scenario that two or more systems of a round run by count on one injector is cut into
   * counterbalanced slices ({@link Slicing}); the others run whole.
   */
  AUTO,
  /** Each system's steps run whole, one system after the other. */
  OFF
}
