package abreplay.check;

import static org.assertj.core.api.Assertions.assertThat;

import abreplay.config.ExitCode;
import abreplay.config.Home;
import abreplay.document.claim.ClaimKind;
import abreplay.document.claim.ClaimKinds;
import abreplay.testing.GatlingRun;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Properties;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code ./ab-replay --check}: every bundled document is valid and says what its own data holds of
 * each claim; an invalid one is refused with every problem, exit 3. A new document under
 * conf/documents is covered without a new test.
 */
class CheckTest {
  /** Document 000's facts with claims of kind slower. */
  private static final String SLOWER = "src/test/resources/abreplay/check/000-slower.conf";

  /** Document 000's facts with on-par claims, judged at replay.on-par = 1.10. */
  private static final String ON_PAR_110 = "src/test/resources/abreplay/check/000-on-par-1.10.conf";

  private final ByteArrayOutputStream out = new ByteArrayOutputStream();
  private final ByteArrayOutputStream err = new ByteArrayOutputStream();

  private ExitCode check(Path home, String conf) {
    return new Check(
            home,
            new PrintStream(out, true, StandardCharsets.UTF_8),
            new PrintStream(err, true, StandardCharsets.UTF_8))
        .run(conf, new Properties());
  }

  private List<String> lines(ByteArrayOutputStream stream) {
    return stream.toString(StandardCharsets.UTF_8).lines().toList();
  }

  @Test
  void everyDocumentUnderConfDocumentsIsValidAndGivesEachClaimItsOwnDataOutcome()
      throws IOException {
    List<Path> confs;
    try (Stream<Path> files = Files.list(Home.dir().resolve("conf/documents"))) {
      confs = files.filter(f -> f.toString().endsWith(".conf")).sorted().toList();
    }
    assertThat(confs).hasSizeGreaterThanOrEqualTo(5);
    for (Path conf : confs) {
      out.reset();
      String name = Home.dir().relativize(conf).toString();
      assertThat(check(Home.dir(), name)).as(name + ": " + err).isEqualTo(ExitCode.OK);
      List<String> lines = lines(out);
      assertThat(lines.get(0)).startsWith("ab-replay: " + name + ": valid: document ");
      assertThat(lines.subList(1, lines.size()))
          .as(name)
          .allMatch(
              l ->
                  l.matches(
                      "ab-replay: (claim \\d+: \".+\""
                          + " \\(("
                          + ClaimKinds.ALL.stream()
                              .map(ClaimKind::key)
                              .collect(Collectors.joining("|"))
                          + "): .+\\):"
                          + " (SUPPORTED BY|FALLS SHORT OF|CONTRADICTED BY) ITS OWN DATA .+|NOT"
                          + " CHECKABLE .+)|ab-replay: no claims: .+"));
    }
  }

  @Test
  void document000sClaimsAreReadWithTheirPrecisionAndOneFallsShortOfItsOwnData() {
    assertThat(check(Home.dir(), "conf/documents/000-swoole-vs-nginx-and-go.conf"))
        .isEqualTo(ExitCode.OK);

    assertThat(lines(out))
        .containsExactly(
            "ab-replay: conf/documents/000-swoole-vs-nginx-and-go.conf: valid: document 000, 3"
                + " systems, 1 scenario, 2 claims",
            "ab-replay: claim 1: \"PHP7+Swoole is 75% faster than nginx\" (faster: PHP 7 + Swoole"
                + " 1.7.22 over nginx/1.4.6, c100-n1000000-k): SUPPORTED BY ITS OWN DATA (published"
                + " 1.745x; claimed 75%, i.e. >= 1.745x)",
            "ab-replay: claim 2: \"PHP7+Swoole is 75% faster than Go\" (faster: PHP 7 + Swoole"
                + " 1.7.22 over Go 1.5.2 net/http, c100-n1000000-k): FALLS SHORT OF ITS OWN DATA"
                + " (published 1.721x; claimed 75%, i.e. >= 1.745x)");
  }

  @Test
  void document003sFailureStatementIsAClaimOfItsOwn() {
    check(Home.dir(), "conf/documents/003-swoole-vs-go-ladder.conf");

    assertThat(lines(out))
        .contains(
            "ab-replay: claim 2: \"Go could no longer bear the load at -n 300000 -c 20000\""
                + " (fails-under-load: Go 1.12 net/http under load, c20000-n300000): SUPPORTED BY"
                + " ITS OWN DATA (the post says the run did not complete)");
  }

  @Test
  void anInvalidDocumentIsRefusedWithEveryProblemOnItsLine(@TempDir Path home) throws IOException {
    GatlingRun.copyOfHome(home);
    Path conf = home.resolve("conf/documents/000-swoole-vs-nginx-and-go.conf");
    String text =
        Files.readString(conf)
            .replace(
                "by = \"75%\", system = swoole, over = nginx",
                "by = \"1.75\", system = swoole, over = nginx")
            .replace("      go { requests-per-second = 166838.68, ", "      go { ");
    Files.writeString(conf, text);
    int byLine = lineOf(text, "by = \"1.75\"");
    int goClaim = lineOf(text, "over = go");

    assertThat(check(home, "conf/documents/000-swoole-vs-nginx-and-go.conf"))
        .isEqualTo(ExitCode.BAD_INPUT);
    assertThat(out.size()).isZero();
    assertThat(lines(err))
        .containsExactly(
            "ab-replay: conf/documents/000-swoole-vs-nginx-and-go.conf:"
                + byLine
                + ": by = \"1.75\" is not a gain as a post writes one: write it as the text does,"
                + " e.g. by = \"75%\" for \"75% faster\" or by = \"2x\" for \"twice as fast\"",
            "ab-replay: conf/documents/000-swoole-vs-nginx-and-go.conf:"
                + goClaim
                + ": claim \"PHP7+Swoole is 75% faster than Go\" is about c100-n1000000-k, where"
                + " the document publishes no go's requests-per-second: add the figure under"
                + " scenarios[c100-n1000000-k].published, drop c100-n1000000-k from the claim, or"
                + " list it in unpublished = [\"c100-n1000000-k\"] (the claim then rests on its"
                + " text there)",
            "ab-replay: conf/documents/000-swoole-vs-nginx-and-go.conf is not a valid document: fix"
                + " the lines above, then check it again");
  }

  @Test
  void aSlowerClaimIsReadAsThatShareOfTheRateLessWithItsPrecision() {
    // Document 000's facts: nginx / Swoole = 0.573x, within "40% slower" (<= 0.605x).
    assertThat(check(Home.dir(), SLOWER)).as(err.toString()).isEqualTo(ExitCode.OK);

    assertThat(lines(out))
        .containsExactly(
            "ab-replay: " + SLOWER + ": valid: document 000, 3 systems, 1 scenario, 3 claims",
            "ab-replay: claim 1: \"nginx is 40% slower than Swoole\" (slower: nginx/1.4.6 vs PHP 7"
                + " + Swoole 1.7.22, c100-n1000000-k): SUPPORTED BY ITS OWN DATA (published 0.573x;"
                + " claimed 40%, i.e. <= 0.605x)",
            "ab-replay: claim 2: \"Go is 2x slower than Swoole\" (slower: Go 1.5.2 net/http vs PHP"
                + " 7 + Swoole 1.7.22, c100-n1000000-k): FALLS SHORT OF ITS OWN DATA (published"
                + " 0.581x; claimed 2x, i.e. <= 0.513x)",
            "ab-replay: claim 3: \"Swoole is slower than nginx\" (slower: PHP 7 + Swoole 1.7.22 vs"
                + " nginx/1.4.6, c100-n1000000-k): CONTRADICTED BY ITS OWN DATA (published 1.745x;"
                + " claimed < 1x)");
  }

  @Test
  void aSlowerClaimNeedsTheSystemItIsComparedWithAndALossItCanRead(@TempDir Path home)
      throws IOException {
    GatlingRun.copyOfHome(home);
    Path conf = home.resolve(SLOWER);
    Files.createDirectories(conf.getParent());
    String text =
        Files.readString(Home.dir().resolve(SLOWER))
            .replace("by = \"40%\"", "by = \"140%\"")
            .replace("system = swoole, over = nginx", "system = swoole");
    Files.writeString(conf, text);

    assertThat(check(home, SLOWER)).isEqualTo(ExitCode.BAD_INPUT);
    assertThat(lines(err))
        .containsExactly(
            "ab-replay: "
                + SLOWER
                + ":"
                + lineOf(text, "140%")
                + ": by = \"140%\" is not a loss of rate as a post writes one: write it as the text"
                + " does, e.g. by = \"30%\" for \"30% slower\" (under 100%) or by = \"2x\" for"
                + " \"half as fast\"",
            "ab-replay: "
                + SLOWER
                + ":"
                + lineOf(text, "Swoole is slower")
                + ": claim \"Swoole is slower than nginx\" is slower: name the system it is"
                + " compared with, over = <system>",
            "ab-replay: "
                + SLOWER
                + " is not a valid document: fix the lines above, then check it again");
  }

  @Test
  void theOnParFactorOfTheDocumentsReplayBlockIsTheBandCheckPrints() {
    assertThat(check(Home.dir(), ON_PAR_110)).as(err.toString()).isEqualTo(ExitCode.OK);

    assertThat(lines(out))
        .contains(
            "ab-replay: claim 1: \"nginx and Go are on par\" (on-par: nginx/1.4.6 vs Go 1.5.2"
                + " net/http, c100-n1000000-k): SUPPORTED BY ITS OWN DATA (published 0.986x;"
                + " claimed within 1/1.1x-1.1x (0.909x-1.100x))",
            "ab-replay: claim 2: \"nginx is at least comparable to Go\" (at-least-on-par:"
                + " nginx/1.4.6 vs Go 1.5.2 net/http, c100-n1000000-k): SUPPORTED BY ITS OWN DATA"
                + " (published 0.986x; claimed >= 1/1.1x (0.909x))");
  }

  @Test
  void anOnParFactorThatIsNotAboveOneIsRefusedOnItsLine() {
    Properties one = new Properties();
    one.setProperty("replay.on-par", "1");

    assertThat(
            new Check(
                    Home.dir(),
                    new PrintStream(out, true, StandardCharsets.UTF_8),
                    new PrintStream(err, true, StandardCharsets.UTF_8))
                .run(ON_PAR_110, one))
        .isEqualTo(ExitCode.BAD_INPUT);
    assertThat(lines(err).get(0))
        .isEqualTo(
            "ab-replay: -Dreplay.on-par=1: replay.on-par = 1 is not above 1: set it to a factor"
                + " above 1, e.g. 1.15 for rates within 15% of each other, either way");
  }

  @Test
  void aMissingFileIsOneLineNamingItAndTheDocumentsThereAre() throws IOException {
    List<String> bundled;
    try (Stream<Path> files = Files.list(Home.dir().resolve("conf/documents"))) {
      bundled =
          files
              .map(f -> "conf/documents/" + f.getFileName())
              .filter(f -> f.endsWith(".conf"))
              .sorted()
              .toList();
    }

    assertThat(check(Home.dir(), "conf/documents/999-none.conf")).isEqualTo(ExitCode.BAD_INPUT);

    assertThat(out.size()).isZero();
    assertThat(lines(err))
        .containsExactly(
            "ab-replay: conf/documents/999-none.conf: no such file (looked for "
                + Home.dir().resolve("conf/documents/999-none.conf")
                + "); name one of: "
                + String.join(", ", bundled)
                + ", or write one with ./ab-replay --import <post.txt>");
  }

  private static int lineOf(String text, String what) {
    List<String> lines = text.lines().toList();
    for (int i = 0; i < lines.size(); i++) if (lines.get(i).contains(what)) return i + 1;
    throw new AssertionError(what);
  }
}
