package abreplay.standin;

/** A stand-in that cannot run (port taken, crash on start): the message says what and how to fix it. */
public final class StandInError extends RuntimeException {
  public StandInError(String message) {
    super(message, null, false, false);
  }
}
