package abreplay.config;

/**
 * How a process of ab-replay ends: the one list of its exit statuses, used by every main method
 * (the simulation's JVM, {@code ./ab-replay --rebuild}, {@code targets/serve}, {@code
 * targets/real/serve}, the reference server) and listed in docs/troubleshooting.md. Maven ({@code
 * ./mvnw gatling:test}, {@code ./ab-replay}) ends with 1 whenever the simulation's JVM ends with
 * anything but {@link #OK}; the JVM's own status is the one here.
 */
public enum ExitCode {
  /** Everything ran as asked (a run may still have PARTIAL steps: the summary says so). */
  OK(0),
  /**
   * Something failed that is not the input: a stand-in or real server started on its own could not
   * start, or exited (its last lines were printed); also an unexpected error, with its stack trace.
   */
  FAILED(1),
  /**
   * A run's assertions failed (Gatling's own status): more failed requests than max-failed allows.
   */
  ASSERTIONS_FAILED(2),
  /**
   * Bad input ({@link ConfigError}): a key, a value, a file, a folder or an argument; one line
   * named it and the fix, and nothing was sent or changed.
   */
  BAD_INPUT(3),
  /**
   * Stopped before the end (SIGTERM, 128 + 15), or because the process that started the run is
   * gone.
   */
  INTERRUPTED(143);

  private final int status;

  ExitCode(int status) {
    this.status = status;
  }

  /** The status the process exits with. */
  public int status() {
    return status;
  }

  /**
   * Ends this JVM with this status ({@link System#exit}): shutdown hooks run, nothing after this
   * returns.
   */
  public void exit() {
    System.exit(status);
  }
}
