package abreplay.plan;

import abreplay.config.Schema;

/**
 * Which of ab's own rules a run follows where ab gives a choice.
 *
 * @param stopAtReceiveError ab without -r: the first receive error (a connection broken or timed
 *     out before the whole response) ends the run; false is ab's -r, which goes on
 * @param variableLength ab's -l: a body of another length than the first is no Length failure
 */
public record AbSemantics(boolean stopAtReceiveError, boolean variableLength) {

  /** ab's defaults: stop at the first receive error, every body as long as the first. */
  public static final AbSemantics AB = new AbSemantics(true, false);

  /** What replay.receive-errors says, as a conf file writes it: "stop" or "continue". */
  public enum ReceiveErrors implements Schema.Choice {
    /** ab without -r: the first receive error ends the step. */
    STOP,
    /** ab -r: go on after a receive error. */
    CONTINUE
  }
}
