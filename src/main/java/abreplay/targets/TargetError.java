package abreplay.targets;

/**
 * A target that cannot serve (it did not start, its port is taken): the message says what and how
 * to fix it.
 */
public class TargetError extends RuntimeException {
  public TargetError(String message) {
    super(message);
  }
}
