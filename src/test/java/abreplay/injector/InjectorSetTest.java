package abreplay.injector;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import abreplay.request.Request;
import java.io.IOException;
import java.io.Writer;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Properties;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * --merge's check of injector folders: one run of one plan, each injector once; a missing one is
 * named.
 */
class InjectorSetTest {
  private static final long START = 1_800_000_000_000L;

  @TempDir Path dir;

  private static InjectorOrder order(
      int index, int count, String url, int c, long n, long start, String step) {
    return new InjectorOrder(
        step,
        url,
        Share.split(c, n, count).get(index - 1),
        c,
        n,
        false,
        30_000,
        false,
        true,
        List.of(),
        100,
        InjectorOrder.Start.at(start),
        Path.of("/data/injector-" + index),
        60,
        Request.GET);
  }

  private static InjectorOrder order(int index, int count) {
    return order(index, count, "http://target:8080/", 20_000, 200_000, START, "c20000-n200000");
  }

  private Path folder(String name, InjectorOrder order) throws IOException {
    Path folder = Files.createDirectories(dir.resolve(name));
    Properties p = new Properties();
    p.putAll(order.properties());
    try (Writer out = Files.newBufferedWriter(folder.resolve(InjectorSet.RECORD))) {
      p.store(out, null);
    }
    return folder;
  }

  private InjectorSet.Checked check(Path... folders) {
    return InjectorSet.check(java.util.Arrays.stream(folders).map(InjectorSet::read).toList());
  }

  @Test
  void everyInjectorOfOneRunIsAcceptedInIndexOrder() throws IOException {
    Path two = folder("host-b", order(2, 3));
    Path one = folder("host-a", order(1, 3));
    Path three = folder("host-c", order(3, 3));

    InjectorSet.Checked set = check(two, one, three);

    assertThat(set.found()).extracting(InjectorSet.Found::folder).containsExactly(one, two, three);
    assertThat(set.missing()).isEmpty();
    assertThat(set.order().share().users()).isEqualTo(6667);
  }

  @Test
  void aMissingInjectorIsNamedWithItsShare() throws IOException {
    InjectorSet.Checked set = check(folder("a", order(1, 3)), folder("c", order(3, 3)));

    assertThat(set.missing()).containsExactly(new Share(2, 3, 6667, 66_667));
  }

  @Test
  void foldersOfAnotherRunOrPlanOrAnIndexTwiceAreRefusedInOneLine() throws IOException {
    Path one = folder("a", order(1, 2));
    assertThat(
            refusal(
                one,
                folder(
                    "b",
                    order(
                        2,
                        2,
                        "http://target:8080/",
                        20_000,
                        200_000,
                        START + 1,
                        "c20000-n200000"))))
        .isEqualTo(
            dir.resolve("b")
                + ": a folder of another run (another start instant than "
                + one
                + "); merge only the injectors of one run");
    assertThat(
            refusal(
                one,
                folder(
                    "c", order(2, 2, "http://target:8080/", 20_000, 200_000, START, "c10-n100"))))
        .startsWith(
            dir.resolve("c")
                + ": a folder of another run (step \"c10-n100\", not \"c20000-n200000\"");
    assertThat(
            refusal(
                one,
                folder(
                    "d",
                    order(2, 2, "http://other:8080/", 20_000, 200_000, START, "c20000-n200000"))))
        .isEqualTo(
            dir.resolve("d")
                + ": a folder of another plan (url http://other:8080/, not"
                + " http://target:8080/ than "
                + one
                + "); merge only the injectors of one plan");
    assertThat(
            refusal(
                one,
                folder(
                    "e",
                    order(2, 2, "http://target:8080/", 20_000, 100_000, START, "c20000-n200000"))))
        .contains("a folder of another plan (-c 20000 -n 100000, not -c 20000 -n 200000");
    assertThat(refusal(one, folder("f", order(2, 3))))
        .contains("a folder of another plan (3 injectors, not 2");
    assertThat(refusal(one, folder("g", order(1, 2))))
        .isEqualTo(
            dir.resolve("g")
                + ": injector 1 again ("
                + one
                + " is injector 1 too); give each injector's folder once");
    Path empty = Files.createDirectories(dir.resolve("empty"));
    assertThatThrownBy(() -> check(one, empty))
        .hasMessage(
            empty
                + ": no injector.properties: not an injector folder that ab-replay wrote; give the"
                + " folders the injectors wrote (abreplay.injector.folder)");
  }

  private String refusal(Path... folders) {
    try {
      check(folders);
      throw new AssertionError("accepted");
    } catch (IllegalArgumentException e) {
      assertThat(e.getMessage()).doesNotContain("\n");
      return e.getMessage();
    }
  }
}
