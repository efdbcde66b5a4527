package abreplay;

import static org.assertj.core.api.Assertions.assertThat;

import abreplay.injector.InjectorOrder;
import abreplay.injector.InjectorSet;
import abreplay.injector.Share;
import abreplay.request.Request;
import abreplay.testing.AbReplayScript;
import abreplay.testing.AbReplayScript.Ran;
import java.io.IOException;
import java.io.Writer;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Properties;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code ./ab-replay --merge <folder>...} as a user types it: folders that are not the injectors of
 * one run of one plan are refused in one line, exit status 3, before anything is written.
 */
class MergeCommandTest {
  @TempDir Path dir;

  private Path folder(String name, int index, long start) throws IOException {
    Path folder = Files.createDirectories(dir.resolve(name));
    InjectorOrder order =
        new InjectorOrder(
            "c10-n100",
            "http://127.0.0.1:8080/",
            Share.split(10, 100, 2).get(index - 1),
            10,
            100,
            true,
            30_000,
            false,
            false,
            List.of(),
            0,
            InjectorOrder.Start.at(start),
            folder,
            60,
            Request.GET);
    Properties p = new Properties();
    p.putAll(order.properties());
    try (Writer out = Files.newBufferedWriter(folder.resolve(InjectorSet.RECORD))) {
      p.store(out, null);
    }
    return folder;
  }

  @Test
  void foldersOfAnotherRunOrNotAnInjectorsAreOneLineAndExitThree() throws IOException {
    Path one = folder("a", 1, 1_800_000_000_000L);
    Path other = folder("b", 2, 1_800_000_000_001L);

    Ran ran = AbReplayScript.run("--merge", one.toString(), other.toString());

    assertThat(ran.exitCode()).as(ran.out()).isEqualTo(3);
    assertThat(ran.err())
        .isEqualTo(
            "ab-replay: --merge: "
                + other
                + ": a folder of another run (another start instant"
                + " than "
                + one
                + "); merge only the injectors of one run\n");
    assertThat(AbReplayScript.run("--merge", dir.resolve("nope").toString()).err())
        .isEqualTo(
            "ab-replay: --merge: "
                + dir.resolve("nope")
                + ": no injector.properties: not an injector folder that ab-replay wrote; give the"
                + " folders the injectors wrote (abreplay.injector.folder)\n");
    Ran badTolerance = AbReplayScript.run("--merge", "--clock-tolerance", "2", one.toString());
    assertThat(badTolerance.exitCode()).isEqualTo(3);
    assertThat(badTolerance.err())
        .isEqualTo(
            "ab-replay: --merge: --clock-tolerance 2: not a duration; give a number with its unit,"
                + " us, ms or s (e.g. --clock-tolerance 2ms), or 0\n");
    assertThat(AbReplayScript.run("--merge").err())
        .isEqualTo("ab-replay: usage: ./ab-replay --merge <injector" + " folder>...\n");
  }
}
