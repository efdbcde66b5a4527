package abreplay;

import static org.assertj.core.api.Assertions.assertThat;

import abreplay.check.Check;
import abreplay.config.Home;
import abreplay.importer.Import;
import abreplay.testing.GatlingRun;
import abreplay.testing.RebuildCommand;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.LocalDate;
import java.util.Map;
import java.util.Properties;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * docs/load-tools.md, whole, for the two commonest tools: a post with the wrk report made here, and
 * one with hey's, each imported, checked and replayed by the one document class at a few seconds;
 * the run folder has the tool's own summary beside ab-summary.txt, reproduction.md sets the post's
 * figures beside the replay's, and a rebuild writes the summary again byte for byte.
 */
class ToolPostsEndToEndIT {
  private static final Path TOOLS =
      Home.dir().resolve("src/test/resources/abreplay/importer/tools/made-here");

  @TempDir Path home;
  @TempDir Path results;
  @TempDir Path copy;

  private Path imported(String file) throws Exception {
    GatlingRun.copyOfHome(home);
    try (var files = Files.list(home.resolve("conf/documents"))) {
      for (Path f : files.filter(f -> !f.getFileName().toString().matches("00[0-4]-.*")).toList())
        Files.delete(f);
    }
    Path post = Files.copy(TOOLS.resolve(file), results.resolve("post.txt"));
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    PrintStream printed = new PrintStream(out, true, StandardCharsets.UTF_8);
    int code = new Import(home, printed, printed, LocalDate.now()).run(post).status();
    assertThat(code).as(out.toString(StandardCharsets.UTF_8)).isZero();
    Path conf = home.resolve("conf/documents/005-post.conf");
    ByteArrayOutputStream checked = new ByteArrayOutputStream();
    PrintStream c = new PrintStream(checked, true, StandardCharsets.UTF_8);
    assertThat(new Check(home, c, c).run("conf/documents/005-post.conf", new Properties()).status())
        .as(checked.toString(StandardCharsets.UTF_8))
        .isZero();
    return conf;
  }

  private GatlingRun.Result replayed(String scale) throws Exception {
    Path gatling = Files.createDirectories(results.resolve("gatling"));
    GatlingRun.Result run =
        GatlingRun.start(
                "abreplay.Document",
                Map.of(
                    "replay.document",
                    "conf/documents/005-post.conf",
                    "replay.scale",
                    scale,
                    "replay.warm-up",
                    "0",
                    "replay.target-warm-up",
                    "0"),
                gatling,
                home)
            .await(Duration.ofMinutes(4));
    assertThat(run.exitCode()).as(run.output()).isZero();
    return run;
  }

  private void rebuildsTheSame(GatlingRun.Result run, String summary) throws Exception {
    Path folder = run.folder().orElseThrow();
    try (var files = Files.walk(folder)) {
      for (Path f : files.filter(Files::isRegularFile).toList()) {
        Path to = copy.resolve(folder.relativize(f).toString());
        Files.createDirectories(to.getParent());
        Files.copy(f, to);
      }
    }
    Files.delete(copy.resolve(summary));
    RebuildCommand.Result rebuilt = RebuildCommand.run(copy);
    assertThat(rebuilt.exitCode()).as(rebuilt.err()).isZero();
    assertThat(rebuilt.out()).contains(summary);
    assertThat(copy.resolve(summary)).hasSameBinaryContentAs(folder.resolve(summary));
    assertThat(copy.resolve("reproduction.md"))
        .hasSameBinaryContentAs(folder.resolve("reproduction.md"));
  }

  @Test
  void aWrkPostImportsChecksAndReplaysWithWrksOwnSummary() throws Exception {
    imported("wrk-latency.txt");
    // wrk ran 3 s: a third of that.
    GatlingRun.Result run = replayed("0.34");

    String wrk = run.read("wrk-summary.txt");
    assertThat(wrk)
        .contains("Running 1s test @ http://127.0.0.1:")
        .contains("  2 threads and 20 connections\n")
        .contains("  Thread Stats   Avg      Stdev     Max   +/- Stdev\n")
        .containsPattern("    Latency +[0-9.]+(us|ms|s) ")
        .containsPattern("    Req/Sec +[0-9.]+k? +- +- +-\n")
        .contains("  Latency Distribution\n")
        .containsPattern("  [0-9]+ requests in [0-9.]+(ms|s), [0-9.]+[KMG]?B read\n")
        .containsPattern("Requests/sec: +[0-9]+\\.[0-9]{2}\n")
        .containsPattern("Transfer/sec: +[0-9.]+[KMG]?B\n");
    assertThat(run.read("ab-summary.txt")).contains("its summary is wrk-summary.txt");
    assertThat(run.read("reproduction.md"))
        .contains("| requests-per-second | 82347.44 | ")
        .contains("| latency-avg | 698.24us | ")
        .contains("| req-sec-stdev | 6.79k | not measured |");
    rebuildsTheSame(run, "wrk-summary.txt");
  }

  @Test
  void aHeyPostImportsChecksAndReplaysWithHeysOwnSummary() throws Exception {
    imported("hey.txt");
    GatlingRun.Result run = replayed("0.2");

    String hey = run.read("hey-summary.txt");
    assertThat(hey)
        .startsWith("ab-replay: ")
        .contains("\nSummary:\n  Total:\t")
        .containsPattern("  Requests/sec:\t[0-9]+\\.[0-9]{4}\n")
        .contains("\nResponse time histogram:\n")
        .contains("\nLatency distribution:\n  10% in ")
        .contains("\nStatus code distribution:\n  [2xx]\t1000 responses\n");
    assertThat(run.read("reproduction.md")).contains("| requests-per-second | 25048.4747 | ");
    rebuildsTheSame(run, "hey-summary.txt");
  }
}
