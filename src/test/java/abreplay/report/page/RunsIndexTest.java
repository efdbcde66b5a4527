package abreplay.report.page;

import static org.assertj.core.api.Assertions.assertThat;

import abreplay.config.Home;
import abreplay.folder.FolderLayout;
import abreplay.report.ReportFiles;
import abreplay.testing.RunFixture;
import io.vertx.core.json.JsonObject;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** target/gatling/index.html: every run folder, newest first, linking to its replay.html. */
class RunsIndexTest {
  @TempDir Path results;

  private Path run(String name, RunFixture fixture, String started) throws IOException {
    Path folder = Files.createDirectories(results.resolve(name));
    ReportFiles.write(folder, fixture.run());
    Path summary = folder.resolve(FolderLayout.SUMMARY_JSON);
    Files.writeString(
        summary,
        new JsonObject(Files.readString(summary)).put("started", started).encodePrettily());
    return folder;
  }

  @Test
  void listsEveryRunNewestFirstWithItsVerdictsOrItsRates() throws IOException {
    Path doc000 = results.resolve("swoolevsnginxandgo-20261130002651798");
    run(doc000.getFileName().toString(), RunFixture.document000(doc000, 1), "2026-11-30T00:26:51Z");
    Path ladder = results.resolve("swoolevsgoladder-20261201090000000");
    run(ladder.getFileName().toString(), RunFixture.ladder(ladder), "2026-12-01T09:00:00Z");
    Path killed = Files.createDirectories(results.resolve("absimulation-20261202100000000"));
    Files.writeString(killed.resolve(FolderLayout.RUN_RECORD), "{}");
    Files.createDirectories(results.resolve("not-a-run"));

    RunsIndex.write(results);
    String html = Files.readString(results.resolve("index.html"));

    assertThat(html).contains("3 runs, newest first");
    assertThat(html.indexOf("absimulation-20261202100000000"))
        .isLessThan(html.indexOf("swoolevsgoladder-2026"));
    assertThat(html.indexOf("swoolevsgoladder-2026"))
        .isLessThan(html.indexOf("swoolevsnginxandgo-2026"));
    assertThat(html)
        .contains(
            "href=\"swoolevsgoladder-20261201090000000/replay.html\"",
            "href=\"swoolevsnginxandgo-20261130002651798/replay.html\"",
            "2026-12-01 09:00",
            "2026-11-30 00:26")
        .contains(
            "did not finish: <code>./ab-replay --rebuild " + killed.toAbsolutePath() + "</code>")
        .contains("Swoole serves more than Go at every concurrency", "Swoole is 75% faster than Go")
        .doesNotContain("not-a-run");
  }

  @Test
  void leavesAnIndexThatIsNotItsOwnAlone() throws IOException {
    Files.writeString(results.resolve("index.html"), "<html>someone else's</html>");

    RunsIndex.write(results);

    assertThat(results.resolve("index.html")).hasContent("<html>someone else's</html>");
    assertThat(RunsIndex.belongs(results)).isFalse();
    assertThat(RunsIndex.belongs(Files.createDirectories(results.resolve("gatling")))).isTrue();
  }

  @Test
  void listsFoldersOfTheVersionBeforeJacksonAsItListsNewOnes() throws IOException {
    Path old = Home.dir().resolve("src/test/resources/abreplay/folder/before-jackson");
    for (String name : List.of("absimulation-20261202213025206", "document-20261202213034258")) {
      Path to = Files.createDirectories(results.resolve(name));
      for (String file : List.of(FolderLayout.SUMMARY_JSON, FolderLayout.REPLAY_PAGE))
        Files.copy(old.resolve(name).resolve(file), to.resolve(file));
    }
    Path doc000 = results.resolve("swoolevsnginxandgo-20261203000000000");
    run(doc000.getFileName().toString(), RunFixture.document000(doc000, 1), "2026-12-03T00:00:00Z");

    RunsIndex.write(results);
    String html = Files.readString(results.resolve("index.html"));

    assertThat(html)
        .contains("3 runs, newest first")
        .contains("href=\"absimulation-20261202213025206/replay.html\"")
        .contains("ab -n 3000 -c 10 -k: <b>4,880.71</b> req/s", "2026-12-02 21:30")
        .contains("Nginx/Golang (scale 0.002)", "PHP7+Swoole is 75% faster than nginx")
        .contains("<td class=\"num\">0.002</td>", "<td class=\"num\">1</td>");
    assertThat(html.indexOf("swoolevsnginxandgo-2026"))
        .isLessThan(html.indexOf("document-20261202213034258"));
  }
}
