package abreplay.testing;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;

/** The rebuild command (what ./ab-replay --rebuild runs) in a JVM of its own, as a user runs it. */
public final class RebuildCommand {
  /** Its exit status, and what it printed on stdout and stderr. */
  public record Result(int exitCode, String out, String err) {}

  private RebuildCommand() {}

  public static Result run(Path folder) {
    try {
      Process process =
          new ProcessBuilder(
                  List.of(
                      Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                      "-cp",
                      System.getProperty("java.class.path"),
                      "abreplay.cli.Main",
                      "rebuild",
                      folder.toString()))
              .start();
      process.getOutputStream().close();
      if (!process.waitFor(2, TimeUnit.MINUTES)) {
        process.destroyForcibly();
        throw new AssertionError("the rebuild of " + folder + " did not end within 2 minutes");
      }
      return new Result(
          process.exitValue(),
          new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8),
          new String(process.getErrorStream().readAllBytes(), StandardCharsets.UTF_8));
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new AssertionError(e);
    }
  }
}
