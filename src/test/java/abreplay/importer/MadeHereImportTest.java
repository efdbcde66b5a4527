package abreplay.importer;

import static org.assertj.core.api.Assertions.assertThat;

import abreplay.config.Home;
import abreplay.document.Document;
import abreplay.document.ReportDetails;
import abreplay.document.Scenario;
import abreplay.document.claim.ClaimKind;
import abreplay.document.claim.ClaimKinds;
import abreplay.plan.ReplayOptions;
import abreplay.replay.DocumentReplay;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.OptionalDouble;
import java.util.OptionalLong;
import java.util.Properties;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Reports made here by real ab (Debian's 2.3, of httpd 2.4) against the bundled stand-ins and a
 * tiny misbehaving server (made-here/make.sh writes them again): each imports to the stand-in that
 * made it, with every figure of its text, and what only such a report has (failures by kind,
 * non-2xx, -S's three columns, -r) is kept.
 */
class MadeHereImportTest {
  static final Path MADE_HERE =
      Home.dir().resolve("src/test/resources/abreplay/importer/made-here");

  @TempDir Path dir;

  private record Imported(
      ImportHome.Imported result, Document document, ReplayOptions options, Path conf) {}

  private Imported imported(String file) throws Exception {
    ImportHome home = ImportHome.in(dir);
    ImportHome.Imported result = home.run(MADE_HERE.resolve(file));
    assertThat(result.exitCode()).as(result.err()).isZero();
    assertThat(result.err()).isEmpty();
    try (var files = Files.list(home.dir().resolve("conf/documents"))) {
      Path conf =
          files
              .filter(f -> f.getFileName().toString().startsWith("005-"))
              .findFirst()
              .orElseThrow();
      var read = DocumentReplay.read(home.dir(), conf.toString(), new Properties());
      int imported =
          read.document().published().values().stream()
              .flatMap(m -> m.values().stream())
              .mapToInt(p -> Figures.of(p).size())
              .sum();
      assertThat(ReportTextTest.figuresFoundInTheirReports(MADE_HERE.resolve(file)))
          .as("every figure imported is in its report's text")
          .isEqualTo(imported);
      return new Imported(result, read.document(), read.options(), conf);
    }
  }

  private static Document.Published only(Document d) {
    return d.published(d.scenarios().get(0).id(), d.systems().keySet().iterator().next());
  }

  @Test
  void abWithKeepAliveAgainstTheHelloStandInIsAKeepAliveScenarioOnHello() throws Exception {
    Imported i = imported("hello-keep-alive.txt");

    assertThat(i.document().scenarios())
        .containsExactly(new Scenario("c10-n5000-k", 5000, 10, true, "/"));
    assertThat(i.document().systems().get("ab-replay-hello").profile()).contains("hello");
    Document.Published p = only(i.document());
    assertThat(p.keepAlive()).hasValue(5000);
    assertThat(p.bytesPerResponse()).as("hello's 162 bytes to ab -k").hasValue(162.0);
    assertThat(p.details().serverPort()).hasValue(18081);
    assertThat(i.result().out())
        .contains(
            "ab-replay:   ab-replay-hello (ab-replay-hello at 127.0.0.1:18081): stand-in"
                + " hello")
        .doesNotContain("warning");
  }

  @Test
  void abWithoutKeepAliveAgainstNginxIsAClosingScenarioOnNginx() throws Exception {
    Imported i = imported("nginx-no-keep-alive.txt");

    assertThat(i.document().scenarios())
        .containsExactly(new Scenario("c10-n2000", 2000, 10, false, "/"));
    assertThat(i.document().systems().get("nginx").profile()).contains("nginx-1.4.6");
    assertThat(only(i.document()).keepAlive()).as("no -k, no Keep-Alive line").isEmpty();
    assertThat(only(i.document()).bytesPerResponse())
        .as("nginx-1.4.6's closing response")
        .hasValue(262.0);
  }

  @Test
  void failuresByKindNon2xxAndMinusRAreKeptAndTheUnknownServerGetsADraftThatLoads()
      throws Exception {
    Imported i = imported("tiny-failures.txt");

    Document.Published p = only(i.document());
    assertThat(p.failed()).hasValue(400);
    assertThat(p.details().failures())
        .isEqualTo(
            new ReportDetails.Failures(
                OptionalLong.of(0),
                OptionalLong.of(25),
                OptionalLong.of(350),
                OptionalLong.of(25)));
    assertThat(p.details().non2xx()).hasValue(139);
    assertThat(p.details().serverSoftware()).contains("");
    assertThat(i.document().systems().get("port-18084").profile()).contains("draft-005-port-18084");
    assertThat(i.options().semantics().stopAtReceiveError()).as("ab -r").isFalse();
    assertThat(i.options().maxFailed()).as("the post's own failures are no gate").isEqualTo(-1);
    String draft = Files.readString(dir.resolve("targets/draft-005-port-18084.conf"));
    assertThat(draft)
        .contains(
            "The report could not tell: the order of the header lines, the headers besides Server",
            "body = \"xxxxxxxxxxxxx\"   # the report gives the body's length only (13 bytes)",
            "This draft answers ab with 108 bytes per response; the report counted 135.57: 28 bytes"
                + " of headers it does not name",
            "# url = \"http://127.0.0.1:18084/\"");
  }

  @Test
  void non2xxAnswersOfAPathTheStandInDoesNotServeStayOnItWithThatPath() throws Exception {
    Imported i = imported("nginx-404.txt");

    assertThat(i.document().scenarios().get(0).path()).isEqualTo("/missing.html");
    assertThat(i.document().systems().get("nginx").profile())
        .as("nginx-1.4.6 answers /missing.html with its 404")
        .contains("nginx-1.4.6");
    assertThat(only(i.document()).details().non2xx()).hasValue(500);
    assertThat(only(i.document()).failed()).hasValue(0);
  }

  @Test
  void abMinusSPrintsThreeColumnsWithoutSdAndMedian() throws Exception {
    Imported i = imported("hello-no-confidence.txt");

    ReportDetails.Times total =
        only(i.document()).details().connectionTimes().get(ReportDetails.Row.TOTAL);
    assertThat(total)
        .isEqualTo(
            new ReportDetails.Times(1, 11, OptionalDouble.empty(), OptionalLong.empty(), 155));
    assertThat(only(i.document()).details().connectionTimes()).hasSize(4);
  }

  @Test
  void aPostOfOnesOwnTwoServersOneCommandAndItsClaimListedAndDraftedCommentedOut()
      throws Exception {
    Imported i = imported("post.txt");

    assertThat(i.document().title()).isEqualTo("nginx against Swoole on my laptop");
    assertThat(i.document().systems().keySet()).containsExactly("nginx", "swoole");
    assertThat(i.document().systems().get("swoole").profile()).contains("swoole-1.7-base");
    assertThat(i.document().scenarios()).extracting(Scenario::id).containsExactly("c50-n20000-k");
    assertThat(i.document().claims()).isEmpty();
    assertThat(i.document().machine().cores()).isEqualTo("unknown: fill it in from the post");
    String conf = Files.readString(i.conf());
    assertThat(conf)
        .contains(
            "#   line 3: Swoole is 20% faster than nginx with" + " keep-alive.",
            "claims = [\n  # CLAIMS DRAFTED from the sentences above, commented out:",
            "  # line 3\n"
                + "  # { text = \"Swoole is 20% faster than nginx with keep-alive\", kind = faster,"
                + " by = \"20%\", system = swoole, over = nginx, scenarios = [\"c50-n20000-k\"] }\n"
                + "]\n");
    // The hint says how to write every kind, in comment lines no wider than the draft's others.
    for (ClaimKind kind : ClaimKinds.ALL)
      assertThat(conf.replace("\n# ", " ")).contains(kind.hint());
    assertThat(conf.lines().filter(l -> l.startsWith("#"))).allMatch(l -> l.length() <= 120);
    assertThat(i.result().out())
        .contains(
            "1 sentence looks like a claim, listed in conf/documents/005-post.conf above its"
                + " claims, each drafted there, commented out, where its names are the draft's"
                + " systems: uncomment those the post makes",
            "ab-replay: then: ./ab-replay --check conf/documents/005-post.conf");
    assertThat(List.of(i.conf().getFileName().toString())).containsExactly("005-post.conf");
  }
}
