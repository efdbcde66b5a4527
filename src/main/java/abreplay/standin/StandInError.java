package abreplay.standin;

import abreplay.targets.TargetError;

/**
 * A stand-in that cannot run (port taken, crash on start): the message says what and how to fix it.
 */
public final class StandInError extends TargetError {
  public StandInError(String message) {
    super(message);
  }
}
