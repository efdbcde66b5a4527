package abreplay.testing;

import abreplay.config.Home;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;

/**
 * {@code ./ab-replay} as a user types it, from the project folder: its exit status and what it
 * printed.
 */
public final class AbReplayScript {
  /** Its exit status, and what it printed on stdout and stderr. */
  public record Ran(int exitCode, String out, String err) {}

  private AbReplayScript() {}

  /**
   * Runs {@code ./ab-replay option args...}, bounded to 3 minutes (its first run may build the
   * project).
   */
  public static Ran run(String option, String... args) {
    return run(Map.of(), option, args);
  }

  /** As {@link #run(String, String...)}, with some environment variables set. */
  public static Ran run(Map<String, String> environment, String option, String... args) {
    List<String> command =
        new ArrayList<>(List.of(Home.dir().resolve("ab-replay").toString(), option));
    command.addAll(List.of(args));
    try {
      ProcessBuilder builder = new ProcessBuilder(command).directory(Home.dir().toFile());
      builder.environment().putAll(environment);
      Process p = builder.start();
      p.getOutputStream().close();
      if (!p.waitFor(3, TimeUnit.MINUTES)) {
        p.destroyForcibly();
        throw new AssertionError(String.join(" ", command) + " did not end within 3 minutes");
      }
      return new Ran(
          p.exitValue(),
          new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8),
          new String(p.getErrorStream().readAllBytes(), StandardCharsets.UTF_8));
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new AssertionError(e);
    }
  }
}
