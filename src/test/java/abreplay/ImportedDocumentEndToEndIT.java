package abreplay;

import static org.assertj.core.api.Assertions.assertThat;

import abreplay.config.Home;
import abreplay.format.Numbers;
import abreplay.importer.Import;
import abreplay.testing.GatlingRun;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.LocalDate;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * docs/import.md, whole: a post made here (two ab -k reports, nginx-1.4.6's and swoole-1.7-base's
 * stand-ins, and a claim in its prose) imported, its claim written where the draft lists it, and
 * the draft run by the one simulation class at a small scale. reproduction.md's published column is
 * the imported report's, figure for figure; the run's pages list it as any document's.
 */
class ImportedDocumentEndToEndIT {
  private static final Path POST =
      Home.dir().resolve("src/test/resources/abreplay/importer/made-here/post.txt");

  @TempDir Path home;
  @TempDir Path results;

  @Test
  void anImportedPostRunsOnTheOneDocumentClassAndItsReproductionPublishesTheReportsFigures()
      throws Exception {
    GatlingRun.copyOfHome(home);
    try (var files = Files.list(home.resolve("conf/documents"))) {
      for (Path f : files.filter(f -> !f.getFileName().toString().matches("00[0-4]-.*")).toList())
        Files.delete(f);
    }
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    PrintStream printed = new PrintStream(out, true, StandardCharsets.UTF_8);
    int code = new Import(home, printed, printed, LocalDate.now()).run(POST).status();
    assertThat(code).as(out.toString(StandardCharsets.UTF_8)).isZero();
    Path conf = home.resolve("conf/documents/005-post.conf");
    // The user uncomments the claim the import drafted from the post's sentence.
    String drafted =
        "  # { text = \"Swoole is 20% faster than nginx with keep-alive\", kind ="
            + " faster, by = \"20%\", system = swoole, over = nginx, scenarios ="
            + " [\"c50-n20000-k\"] }\n";
    assertThat(Files.readString(conf)).contains(drafted);
    Files.writeString(
        conf, Files.readString(conf).replace(drafted, drafted.replaceFirst("^  # ", "  ")));

    Path gatling = Files.createDirectories(results.resolve("gatling"));
    GatlingRun.Result run =
        GatlingRun.start(
                "abreplay.Document",
                Map.of(
                    "replay.document",
                    "conf/documents/005-post.conf",
                    "replay.scale",
                    "0.05",
                    "replay.warm-up",
                    "0",
                    "replay.target-warm-up",
                    "0"),
                gatling,
                home)
            .await(Duration.ofMinutes(4));

    assertThat(run.exitCode()).as(run.output()).isZero();
    String reproduction = run.read("reproduction.md");
    assertThat(reproduction)
        .startsWith("# Reproduction of document 005: nginx against Swoole on my laptop\n")
        .contains("Replayed by ab-replay (abreplay.Document)");
    String post = Files.readString(POST);
    for (String system : List.of("nginx", "swoole")) {
      String report =
          post.substring(
              post.indexOf(
                  system.equals("nginx")
                      ? "Server Port:            18082"
                      : "Server Port:            18083"));
      assertPublishedColumnIs(
          reproduction,
          system.equals("nginx")
              ? "nginx/1.4.6 at 127.0.0.1:18082"
              : "swoole-http-server at 127.0.0.1:18083",
          system.equals("nginx") ? "nginx-1.4.6" : "swoole-1.7-base",
          report);
    }
    assertThat(run.summary().getJsonArray("claims").getJsonObject(0).getString("text"))
        .isEqualTo("Swoole is 20% faster than nginx with keep-alive");
    assertThat(run.read("replay.html")).contains("nginx against Swoole on my laptop");
    assertThat(Files.readString(gatling.resolve("index.html")))
        .as("target/gatling/index.html lists it")
        .contains("document 005: nginx against Swoole on my laptop", "abreplay.Document");
  }

  /**
   * The row of {@code label} in the rates table and in ab's other figures: the published halves are
   * the report's.
   */
  private static void assertPublishedColumnIs(
      String reproduction, String label, String standIn, String report) {
    long complete = figure(report, "Complete requests:\\s+(\\d+)");
    long total = figure(report, "Total transferred:\\s+(\\d+)");
    long html = figure(report, "HTML transferred:\\s+(\\d+)");
    String rates = row(reproduction, label + " (stand-in " + standIn + ")", 0);
    assertThat(rates)
        .as(label)
        .startsWith(
            "| "
                + label
                + " (stand-in "
                + standIn
                + ") | "
                + Numbers.group(text(report, "Requests per second:\\s+([\\d.]+)"))
                + " | ");
    String[] cells = rates.split(" \\| ");
    assertThat(cells[3])
        .as(label + " bytes/response")
        .isEqualTo(Numbers.fixed((double) total / complete, 2));
    assertThat(cells[6])
        .as(label + " p50/p99/max")
        .isEqualTo(
            text(report, "50%\\s+(\\d+)")
                + "/"
                + text(report, "99%\\s+(\\d+)")
                + "/"
                + text(report, "100%\\s+(\\d+)"));
    String counts = row(reproduction, label, 0);
    String[] c = counts.split(" \\| ");
    assertThat(c[1])
        .as(label + " Document Length")
        .startsWith(text(report, "Document Length:\\s+(\\d+)") + " / ");
    assertThat(c[2])
        .as(label + " Failed")
        .startsWith(text(report, "Failed requests:\\s+(\\d+)") + " / ");
    assertThat(c[3])
        .as(label + " Keep-Alive")
        .startsWith(
            Numbers.group(text(report, "Keep-Alive requests:\\s+(\\d+)"))
                + " ("
                + Numbers.fixed(
                    100.0 * figure(report, "Keep-Alive requests:\\s+(\\d+)") / complete, 2)
                + "%) / ");
    assertThat(c[4])
        .as(label + " Time taken")
        .startsWith(text(report, "Time taken for tests:\\s+([\\d.]+)") + " / ");
    assertThat(c[5])
        .as(label + " HTML bytes/response")
        .startsWith(Numbers.fixed((double) html / complete, 2) + " / ");
  }

  /** The {@code n}th table row whose first cell is {@code label}. */
  private static String row(String text, String label, int n) {
    Matcher m = Pattern.compile("(?m)^\\| " + Pattern.quote(label) + " \\|.*$").matcher(text);
    for (int i = 0; i <= n; i++)
      assertThat(m.find()).as("row " + i + " of " + label + " in:\n" + text).isTrue();
    return m.group();
  }

  private static String text(String report, String regex) {
    Matcher m = Pattern.compile(regex).matcher(report);
    assertThat(m.find()).as(regex).isTrue();
    return m.group(1);
  }

  private static long figure(String report, String regex) {
    return Long.parseLong(text(report, regex));
  }
}
