package abreplay.standin;

import abreplay.testing.Installed;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The real ab (apache2-utils) against 127.0.0.1, run to completion with a bound, its report read
 * back.
 */
final class ApacheBench {
  private static final long RUN_WITHIN_SECONDS = 60;

  /** ab -s: no single response may take longer. */
  private static final String SOCKET_TIMEOUT_SECONDS = "10";

  /** The report lines the tests check; keepAliveRequests is 0 when ab printed none (no -k). */
  record Report(
      long complete,
      long failed,
      long documentLength,
      long totalTransferred,
      long keepAliveRequests) {}

  private ApacheBench() {}

  static Report run(int port, String path, int requests, int concurrency, boolean keepAlive)
      throws IOException, InterruptedException {
    String binary = Installed.require("apache2-utils", "ab").toString();
    List<String> command =
        new ArrayList<>(
            List.of(
                binary,
                "-s",
                SOCKET_TIMEOUT_SECONDS,
                "-n",
                Integer.toString(requests),
                "-c",
                Integer.toString(concurrency),
                "http://127.0.0.1:" + port + path));
    if (keepAlive) command.add(1, "-k");
    Process ab = new ProcessBuilder(command).redirectErrorStream(true).start();
    ab.getOutputStream().close();
    CompletableFuture<String> output =
        CompletableFuture.supplyAsync(
            () -> {
              try (var in = ab.getInputStream()) {
                return new String(in.readAllBytes(), StandardCharsets.UTF_8);
              } catch (IOException e) {
                return "(output unreadable: " + e + ")";
              }
            });
    if (!ab.waitFor(RUN_WITHIN_SECONDS, TimeUnit.SECONDS)) {
      ab.destroyForcibly().waitFor(5, TimeUnit.SECONDS);
      throw new IllegalStateException(
          String.join(" ", command) + " did not finish within " + RUN_WITHIN_SECONDS + " s");
    }
    String report = output.join();
    if (ab.exitValue() != 0) {
      throw new IllegalStateException(
          String.join(" ", command) + " exited with " + ab.exitValue() + ":\n" + report);
    }
    return new Report(
        number(report, "Complete requests"),
        number(report, "Failed requests"),
        number(report, "Document Length"),
        number(report, "Total transferred"),
        keepAlive ? number(report, "Keep-Alive requests") : 0);
  }

  private static long number(String report, String label) {
    Matcher m = Pattern.compile("(?m)^" + Pattern.quote(label) + ":\\s+(\\d+)").matcher(report);
    if (!m.find())
      throw new IllegalStateException("ab printed no \"" + label + "\" line:\n" + report);
    return Long.parseLong(m.group(1));
  }
}
