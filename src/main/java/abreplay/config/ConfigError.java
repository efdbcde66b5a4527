package abreplay.config;

import java.util.List;

/**
 * Bad input: every message is one line that names the file (and line) or -D key, the value, and the
 * fix. Thrown before any load is sent; callers print the message, never a stack trace.
 */
public final class ConfigError extends RuntimeException {
  private final List<String> problems;

  public ConfigError(String problem) {
    this(List.of(problem));
  }

  public ConfigError(List<String> problems) {
    super(String.join(System.lineSeparator(), problems), null, false, false);
    this.problems = List.copyOf(problems);
  }

  public List<String> problems() {
    return problems;
  }
}
