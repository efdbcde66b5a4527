package abreplay.injector;

import java.nio.file.Path;

/**
 * An injector's simulation.log that cannot be read or merged: not a Gatling log, another Gatling
 * version, another simulation than the others. The message is one line naming the file, what is
 * wrong and what to do.
 */
public final class LogError extends RuntimeException {
  public LogError(Path file, String problem, String fix) {
    super(file + ": " + problem + "; " + fix);
  }
}
