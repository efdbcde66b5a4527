package abreplay.recording;

import java.util.Optional;

/**
 * A failed request as Gatling logs it ("Request '{}' failed for user {}: {}", with the request's
 * name, the user and the error as arguments), read into the step it belongs to and ab's class for
 * it. Failures that come with a response (ab's Length failure, a failed check) are not returned:
 * they are counted when the response is recorded.
 */
public record FailureMessage(String requestName, FailureKind kind) {
  /** Gatling 3.15's format for the message, as its StatsProcessor passes it to the logger. */
  public static final String FORMAT = "Request '{}' failed for user {}: {}";

  /**
   * The start of the error a Length failure gives (the response transformer's exception message).
   */
  public static final String LENGTH_PREFIX = "Length: ";

  /**
   * The failure that {@code format} with {@code arguments} describes, if it is one without a
   * response.
   */
  public static Optional<FailureMessage> of(String format, Object[] arguments) {
    if (!FORMAT.equals(format) || arguments == null || arguments.length != 3)
      return Optional.empty();
    String error = String.valueOf(arguments[2]);
    if (error.contains(LENGTH_PREFIX) || error.contains(".find.")) return Optional.empty();
    return Optional.of(
        new FailureMessage(String.valueOf(arguments[0]), FailureKind.ofMessage(error)));
  }
}
