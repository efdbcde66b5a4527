package abreplay;

import static org.assertj.core.api.Assertions.assertThat;

import abreplay.config.Home;
import abreplay.testing.AbReplayScript;
import abreplay.testing.AbReplayScript.Ran;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code ./ab-replay --import <file>} as a user types it, where it writes nothing: a text with no
 * ab report, and a wrong usage (what it writes is specified in abreplay.importer's tests, in
 * folders of their own; this command writes into the project's conf/documents/).
 */
class ImportCommandTest {
  @TempDir Path folder;

  private static Ran importing(String... args) {
    return AbReplayScript.run("--import", args);
  }

  @Test
  void aTextWithoutAnAbReportIsOneLineAndExitStatus3() throws Exception {
    Path text = Files.writeString(folder.resolve("post.txt"), "Swoole is 75% faster than nginx.\n");
    String[] before = Home.dir().resolve("conf/documents").toFile().list();

    Ran ran = importing(text.toString());

    assertThat(ran.exitCode()).isEqualTo(3);
    assertThat(ran.err())
        .isEqualTo(
            "ab-replay: "
                + text
                + ": no load tool's report found: give a text with what ab, wrk, wrk2, hey, oha,"
                + " autocannon, bombardier, siege or h2load printed pasted in it (ab's from"
                + " \"Server Software:\" to its percentile table), or a results table whose header"
                + " says requests per second (req/s, RPS)\n");
    assertThat(ran.out()).isEmpty();
    assertThat(Home.dir().resolve("conf/documents").toFile().list())
        .containsExactlyInAnyOrder(before);
  }

  @Test
  void anEmptyFileSaysItIsEmptyNotThatItIsMissing() throws Exception {
    Ran ran = importing("/dev/null");

    assertThat(ran.exitCode()).isEqualTo(3);
    assertThat(ran.err())
        .isEqualTo(
            "ab-replay: /dev/null: empty, no report in it: save the post as text (or paste the load"
                + " tool's output into the file) and give its path\n");
    assertThat(ran.out()).isEmpty();
  }

  @Test
  void usage() throws Exception {
    Ran ran = importing();
    assertThat(ran.exitCode()).isEqualTo(3);
    assertThat(ran.err())
        .isEqualTo(
            "ab-replay: usage: ./ab-replay --import <file>, a post saved as text or ab's output"
                + " in a file\n");
  }
}
