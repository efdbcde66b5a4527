package abreplay.importer;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.URI;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.OptionalLong;
import org.junit.jupiter.api.Test;

/** ab's command line as posts show it, read as ab's getopt reads it. */
class AbCommandLineTest {
  private static AbCommandLine only(String text) {
    List<AbCommandLine> found = AbCommandLine.find(Text.of(text));
    assertThat(found).as(text).hasSize(1);
    return found.get(0);
  }

  @Test
  void flagsApartGluedOrSeveralInOneWordAndTheUrl() {
    AbCommandLine apart = only("htf@host:~$ ab -c 100 -n 1000000 -k http://127.0.0.1:8080/\n");
    assertThat(apart.requests()).hasValue(1_000_000);
    assertThat(apart.concurrency()).hasValue(100);
    assertThat(apart.keepAlive()).isTrue();
    assertThat(apart.url()).contains(URI.create("http://127.0.0.1:8080/"));
    assertThat(apart.port()).hasValue(8080);

    AbCommandLine glued = only(" .\\ab -n2000 -c8 http://octane.sw/api/random\n");
    assertThat(glued.requests()).hasValue(2000);
    assertThat(glued.concurrency()).hasValue(8);
    assertThat(glued.port()).as("the default port").hasValue(80);
    assertThat(glued.path()).contains("/api/random");

    AbCommandLine several = only("/usr/bin/ab -kc 50 -n 500 -r http://localhost:9000/x?y=1");
    assertThat(several.keepAlive()).isTrue();
    assertThat(several.receiveErrors()).isTrue();
    assertThat(several.concurrency()).hasValue(50);
    assertThat(several.path()).contains("/x?y=1");
    assertThat(only("C:\\Apache24\\bin\\ab.exe -n 10 -c 2 http://127.0.0.1/").requests())
        .hasValue(10);
  }

  @Test
  void theFlagsThatShapeTheRequestAreKeptByKeyEveryHeaderOnALineOfItsOwnQuotesAndAll() {
    AbCommandLine post =
        only(
            "ab -n 100 -c 10 -p body.json -T application/json -H 'X-A: b' -H \"X-B: c d\""
                + " http://127.0.0.1/");

    assertThat(post.others()).isEmpty();
    assertThat(post.request())
        .containsEntry("body-file", "body.json")
        .containsEntry("content-type", "application/json")
        .containsEntry("header", "X-A: b\nX-B: c d");
    assertThat(post.url()).contains(URI.create("http://127.0.0.1/"));
  }

  @Test
  void aHeadingWithoutAUrlAndCommandsInsideMarkdownOrAPrompt() {
    AbCommandLine heading = only("3.1 ab -n 100 -c 10\n\nswoole\n");
    assertThat(heading.url()).isEmpty();
    assertThat(heading.requests()).hasValue(100);
    assertThat(only("使用`ab -n 20000 -c 1000 -k http://127.0.0.1:8811/ `").url())
        .contains(URI.create("http://127.0.0.1:8811/"));
    assertThat(only("~mysql|? ab -n 5000 -c 100 http://127.0.0.1:8000/").port()).hasValue(8000);
    assertThat(
            only("ab -n 20000 -c 1000 -k http://127.0.0.1:3005/ This is ApacheBench, Version 2.3")
                .text())
        .isEqualTo("ab -n 20000 -c 1000 -k http://127.0.0.1:3005/");
  }

  @Test
  void flagsAbReplayDoesNotReplayAreNamedAndWordsThatAreNotAbAreNoCommand() {
    AbCommandLine slow = only("ab -n 100 -c 10 -t 5 -B 10.0.0.2 http://127.0.0.1/");
    assertThat(slow.others()).containsExactly("-t 5 (timelimit)", "-B 10.0.0.2 (local address)");
    assertThat(AbCommandLine.find(Text.of("a lab -n 3 test, slab -c 2, ab-testing -n"))).isEmpty();
    assertThat(AbCommandLine.find(Text.of("ab -z"))).as("-z needs a value").isEmpty();
    assertThat(AbCommandLine.parse(0, 2, 1, " -n many -c 2")).as("-n must be a number").isEmpty();
    assertThat(AbCommandLine.parse(0, 2, 1, " -k")).isEmpty();
    assertThat(AbCommandLine.parse(0, 2, 1, " -c 3 127.0.0.1:81/"))
        .map(AbCommandLine::url)
        .contains(Optional.of(URI.create("http://127.0.0.1:81/")));
    assertThat(AbCommandLine.parse(0, 2, 1, " -n 5").map(AbCommandLine::concurrency))
        .contains(OptionalInt.empty());
    assertThat(AbCommandLine.parse(0, 2, 1, " -n 5").map(AbCommandLine::requests))
        .contains(OptionalLong.of(5));
  }
}
