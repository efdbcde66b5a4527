package abreplay.importer;

import static org.assertj.core.api.Assertions.assertThat;

import abreplay.importer.ClaimDrafts.Drafted;
import abreplay.importer.ClaimDrafts.Figures;
import abreplay.importer.ClaimDrafts.Kept;
import abreplay.importer.ClaimDrafts.Named;
import abreplay.importer.ClaimDrafts.Outcome;
import abreplay.importer.Sentences.Sentence;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * A post's sentence becomes a commented claim of the draft when its words are a claim of one of the
 * kinds and each name in it is one of the draft's systems, and no other; else it stays a plain
 * comment that says why.
 */
class ClaimDraftsTest {
  /** Three systems as a draft names and labels them. */
  private static final List<Named> THREE =
      List.of(
          new Named("node-js", "Node.js (the heading on line 3), at 127.0.0.1:3000"),
          new Named("go", "Go (the heading on line 20), at 127.0.0.1:8080"),
          new Named("nginx", "nginx/1.25.3 at 127.0.0.1:80"));

  /** Their scenarios: all three at 100 connections, two at 50, Go failing at 20000. */
  private static final List<Figures> SCENARIOS =
      List.of(
          new Figures("c100-n5000", 100, Set.of("node-js", "go", "nginx"), Set.of()),
          new Figures("wrk-t2-c50-d10s", 50, Set.of("node-js", "go"), Set.of()),
          new Figures("c20000-n300000", 20000, Set.of(), Set.of("go")));

  private static Optional<Outcome> of(String sentence, List<Named> systems) {
    return ClaimDrafts.of(sentence, systems, SCENARIOS);
  }

  private static String drafted(String sentence) {
    return drafted(sentence, THREE);
  }

  private static String drafted(String sentence, List<Named> systems) {
    Optional<Outcome> o = of(sentence, systems);
    assertThat(o).as(sentence).get().isInstanceOf(Drafted.class);
    return ((Drafted) o.get()).claim();
  }

  private static String kept(String sentence) {
    Optional<Outcome> o = of(sentence, THREE);
    assertThat(o).as(sentence).get().isInstanceOf(Kept.class);
    return ((Kept) o.get()).why();
  }

  @Test
  void aPercentageFasterThanAnotherIsAFasterClaimByThatPercentageOnEveryScenarioOfBoth() {
    assertThat(drafted("Node.js is 39% faster than Go."))
        .isEqualTo(
            "{ text = \"Node.js is 39% faster than Go\", kind = faster, by = \"39%\", system ="
                + " node-js, over = go, scenarios = [\"c100-n5000\", \"wrk-t2-c50-d10s\"] }");
  }

  @Test
  void aFactorIsByThatFactorWhetherWrittenNxNTimesOrTwice() {
    assertThat(drafted("nginx is 2x faster than Go"))
        .contains("kind = faster, by = \"2x\", system = nginx, over = go");
    assertThat(drafted("nginx is 3 times faster than Go"))
        .contains("kind = faster, by = \"3x\", system = nginx, over = go");
    assertThat(drafted("nginx is ten times faster than Go"))
        .contains("kind = faster, by = \"10x\", system = nginx, over = go");
    assertThat(drafted("nginx is 2.5 times as fast as Go"))
        .contains("kind = faster, by = \"2.5x\", system = nginx, over = go");
    assertThat(drafted("In our runs, nginx was twice as fast as Go"))
        .contains("kind = faster, by = \"2x\", system = nginx, over = go");
    assertThat(drafted("Go beats nginx by 15%"))
        .contains("kind = faster, by = \"15%\", system = go, over = nginx");
  }

  @Test
  void fasterWithNoNumberIsAFasterClaimWithNoBy() {
    assertThat(drafted("We found that NGINX is faster than NodeJS with keep-alive."))
        .isEqualTo(
            "{ text = \"We found that NGINX is faster than NodeJS with keep-alive\", kind ="
                + " faster, system = nginx, over = node-js, scenarios = [\"c100-n5000\"] }");
  }

  @Test
  void slowerAndHalfAsFastAreSlowerClaims() {
    assertThat(drafted("Golang was 30% slower than nginx"))
        .contains("kind = slower, by = \"30%\", system = go, over = nginx");
    assertThat(drafted("Go is half as fast as nginx"))
        .contains("kind = slower, by = \"2x\", system = go, over = nginx");
    assertThat(drafted("Go is slower than nginx"))
        .contains("kind = slower, system = go, over = nginx");
  }

  @Test
  void moreRequestsOrHigherThroughputThanAnotherIsFaster() {
    assertThat(drafted("Go served 20% more requests per second than Node.js"))
        .contains("kind = faster, by = \"20%\", system = go, over = node-js");
    assertThat(drafted("nginx has higher throughput than Go"))
        .contains("kind = faster, system = nginx, over = go");
    assertThat(drafted("Go outperformed Node.js"))
        .contains("kind = faster, system = go, over = node-js");
    assertThat(drafted("Node.js was outperformed by Go"))
        .contains("kind = faster, system = go, over = node-js");
  }

  @Test
  void lowerLatencyOrMoreMemoryIsNoClaimAKindCanHold() {
    assertThat(of("nginx has lower latency than Go", THREE)).isEmpty();
    assertThat(of("Go uses more memory than nginx", THREE)).isEmpty();
    assertThat(of("Go had fewer failed requests than nginx", THREE)).isEmpty();
  }

  @Test
  void onParAndComparableAreOnParAtLeastIsAtLeastOnPar() {
    assertThat(drafted("Go and Node.js are on par."))
        .contains("kind = on-par, system = go, over = node-js");
    assertThat(drafted("Go performs on par with nginx"))
        .contains("kind = on-par, system = go, over = nginx");
    assertThat(drafted("Go's throughput is comparable to nginx's"))
        .contains("kind = on-par, system = go, over = nginx");
    assertThat(drafted("Go is as fast as nginx"))
        .contains("kind = on-par, system = go, over = nginx");
    assertThat(drafted("Go is at least as fast as Node.js"))
        .contains("kind = at-least-on-par, system = go, over = node-js");
    assertThat(drafted("Go is at least comparable to nginx"))
        .contains("kind = at-least-on-par, system = go, over = nginx");
  }

  @Test
  void couldNotTakeTheLoadIsFailsUnderLoadOnTheScenariosWhereItsReportFailed() {
    assertThat(drafted("Go could no longer bear the load at -n 300000 -c 20000"))
        .isEqualTo(
            "{ text = \"Go could no longer bear the load at -n 300000 -c 20000\", kind ="
                + " fails-under-load, system = go, scenarios = [\"c20000-n300000\"] }");
    assertThat(kept("nginx crashed")).isEqualTo("no report of nginx has failed requests");
    assertThat(drafted("Then Go crashed.")).contains("kind = fails-under-load, system = go,");
  }

  @Test
  void theConnectionsASentenceGivesNarrowItsScenarios() {
    Drafted d = (Drafted) of("At 50 connections, Node.js is 10% faster than Go", THREE).get();
    assertThat(d.claim()).contains("scenarios = [\"wrk-t2-c50-d10s\"]");
    assertThat(d.note()).isEqualTo("the scenarios of 50 connections, as it says");
  }

  @Test
  void aSentenceThatNamesOneSystemIsComparedWithTheOtherOnlyWhenTheDraftHasTwo() {
    List<Named> two = THREE.subList(0, 2);
    Drafted d = (Drafted) of("Node.js is faster at HTTP and JSON handling.", two).get();
    assertThat(d.claim())
        .isEqualTo(
            "{ text = \"Node.js is faster at HTTP and JSON handling\", kind = faster, system ="
                + " node-js, over = go, scenarios = [\"c100-n5000\", \"wrk-t2-c50-d10s\"] }");
    assertThat(d.note()).isEqualTo("over = go, the draft's other system: the sentence names none");
    assertThat(kept("Node.js is faster at HTTP and JSON handling."))
        .isEqualTo("it names no system it compares node-js with, and the draft has 3 systems");
  }

  @Test
  void aNameOfNoSystemOrOfTwoIsNotDraftedAndSaysWhichName() {
    assertThat(kept("Rust is 2x faster than Go"))
        .isEqualTo("\"Rust\" names none of the draft's systems (node-js, go, nginx)");
    assertThat(kept("Go is faster than nginx and Node.js"))
        .isEqualTo(
            "\"nginx and Node.js\" names more than one of the draft's systems (node-js,"
                + " nginx)");
    assertThat(kept("Go比Nginx/Node.js性能高75%"))
        .isEqualTo("\"Nginx/Node.js\" names more than one of the draft's systems (node-js, nginx)");
  }

  @Test
  void aNegationAQuestionOrARangeIsNotDrafted() {
    assertThat(kept("Go is not faster than nginx")).startsWith("it negates (\"not\")");
    assertThat(kept("Go isn't 2x faster than nginx")).startsWith("it negates (\"n't\")");
    assertThat(kept("Is Go faster than nginx")).startsWith("it asks, supposes or reports (\"Is\")");
    assertThat(kept("We wondered whether Go is faster than nginx")).startsWith("it asks");
    assertThat(kept("Go is 2-3x faster than nginx")).startsWith("a range of numbers");
  }

  @Test
  void twoSystemsWithNoScenarioInCommonAreNotDrafted() {
    List<Named> four = new java.util.ArrayList<>(THREE);
    four.add(new Named("h2o", "h2o (the table's row on line 9), at 127.0.0.1:8080"));
    Optional<Outcome> o = of("h2o is faster than Go", four);
    assertThat(((Kept) o.get()).why())
        .isEqualTo("no scenario publishes both h2o's and go's requests per second");
  }

  @Test
  void aChineseComparisonIsReadAsItsEnglishOne() {
    assertThat(drafted("测试中Go比nginx性能高75%"))
        .contains("kind = faster, by = \"75%\", system = go, over = nginx");
    assertThat(drafted("结论：Go的性能和nginx相当")).contains("kind = on-par, system = go, over = nginx");
    assertThat(kept("nginx比Go快2倍")).startsWith("\"2倍\" reads as 2 times or as 2 times more");
  }

  @Test
  void aSentenceInNoFormOfAClaimIsLeftAsItIsListed() {
    assertThat(of("Requests per second, higher is better", THREE)).isEmpty();
    assertThat(of("We used 4 cores and 16 GB of memory", THREE)).isEmpty();
  }

  @Test
  void theDraftsLinesAreCommentsUnderOneLineThatSaysToUncommentThem() {
    String lines =
        ClaimDrafts.lines(
            List.of(
                new Sentence(7, "Node.js is 39% faster than Go."),
                new Sentence(9, "Requests per second, higher is better"),
                new Sentence(12, "Rust is 2x faster than Go.")),
            THREE,
            SCENARIOS);
    assertThat(lines)
        .isEqualTo(
            "  # CLAIMS DRAFTED from the sentences above, commented out: uncomment those the post"
                + " makes, as it\n"
                + "  # means them (kind, by, system, over, scenarios), then ./ab-replay --check"
                + " this file.\n"
                + "  # line 7\n"
                + "  # { text = \"Node.js is 39% faster than Go\", kind = faster, by = \"39%\","
                + " system = node-js, over = go, scenarios = [\"c100-n5000\", \"wrk-t2-c50-d10s\"]"
                + " }\n"
                + "  # line 12, not drafted: \"Rust is 2x faster than Go\": \"Rust\" names none of"
                + " the draft's systems (node-js, go, nginx)\n");
    assertThat(ClaimDrafts.lines(List.of(new Sentence(9, "higher is better")), THREE, SCENARIOS))
        .isEmpty();
  }
}
