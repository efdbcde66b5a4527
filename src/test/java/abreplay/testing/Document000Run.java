package abreplay.testing;

import abreplay.realserver.RealServerProcess;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.time.Duration;
import java.util.Comparator;
import java.util.Map;
import java.util.stream.Stream;

/**
 * Document 000 replayed once for every end-to-end class that needs a whole run of it
 * (RunFolderEndToEndIT, RealServersEndToEndIT, DocumentAgainstRealServerIT), each asserting its own
 * part of one folder: small ({@code replay.scale} 0.005: 5,000 requests a step), in two rounds,
 * without warm-ups; nginx at the url of a real nginx this fixture starts and stops around the run
 * (a server the user runs, {@code replay.systems.nginx.url}); Go on its stand-in and on its real
 * server ({@code replay.compare}); Swoole on its stand-in alone, even where PHP loads Swoole
 * ({@code replay.systems.swoole.real=false}), so that a claim sets a stand-in against nginx's url
 * (RealServersEndToEndIT replays the real Swoole on its own); and the reference server. One run
 * instead of three: each is a Gatling JVM, three stand-ins and real servers, 20-40 s here.
 *
 * <p>The first test to call {@link #get()} runs it; a class running meanwhile (Failsafe runs two at
 * a time) waits for it; every later call gets the same result, or the same failure, without a
 * second run. The folder is shared: read it, copy it, never change it. It is deleted when the test
 * JVM exits. A machine without nginx or Go skips (in CI fails) every test that asks for it, as
 * {@link Installed} says.
 */
public final class Document000Run {
  /** What the tests read: the finished run and nginx's url as the run was given it. */
  public record Shared(GatlingRun.Result run, Path results, String nginxUrl) {}

  private static Shared shared;
  private static AssertionError failed;

  private Document000Run() {}

  /** The shared run: started by the first caller, then the same for every caller. */
  public static synchronized Shared get() {
    Installed.realServer("nginx-static");
    Installed.realServer("go-net-http");
    if (failed != null) throw failed;
    if (shared == null) {
      try {
        shared = run();
      } catch (AssertionError | RuntimeException e) {
        failed = new AssertionError("document 000's shared run failed: " + e.getMessage(), e);
        throw failed;
      }
    }
    return shared;
  }

  private static Shared run() {
    try {
      // nginx's workers run as nobody: every folder on the way to theirs must be open to them.
      Path results =
          Files.createTempDirectory(
              "ab-replay-document-000-",
              PosixFilePermissions.asFileAttribute(PosixFilePermissions.fromString("rwxr-xr-x")));
      Runtime.getRuntime().addShutdownHook(new Thread(() -> delete(results)));
      RealServerProcess nginx =
          RealServerForTest.start("nginx-static", Files.createDirectory(results.resolve("nginx")));
      String url = "http://127.0.0.1:" + nginx.port() + "/";
      Path gatling = results.resolve("gatling");
      try {
        GatlingRun.Result run =
            GatlingRun.run(
                "abreplay.documents.SwooleVsNginxAndGo",
                Map.of(
                    "replay.scale", "0.005",
                    "replay.rounds", "2",
                    // No warm-ups: the load generator's lasts 15 s at least, and the record's
                    // warm-ups are RunFolderReaderTest's.
                    "replay.warm-up", "0",
                    "replay.target-warm-up", "0",
                    "replay.compare", "true",
                    "replay.reference", "true",
                    "replay.systems.nginx.url", url,
                    "replay.systems.swoole.real", "false"),
                gatling,
                Duration.ofMinutes(4));
        if (run.exitCode() != 0 || run.folder().isEmpty())
          throw new AssertionError("exit " + run.exitCode() + "; output:\n" + run.output());
        return new Shared(run, gatling, url);
      } finally {
        nginx.stop();
      }
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  private static void delete(Path folder) {
    try (Stream<Path> files = Files.walk(folder)) {
      files.sorted(Comparator.reverseOrder()).forEach(f -> f.toFile().delete());
    } catch (IOException e) {
      // Left in the temp folder: nothing to do at exit.
    }
  }
}
