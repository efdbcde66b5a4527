package abreplay.importer;

import static org.assertj.core.api.Assertions.assertThat;

import abreplay.config.Home;
import abreplay.document.Document;
import abreplay.document.Scenario;
import abreplay.replay.DocumentReplay;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The five posts of shared/seeds (copied into the test resources), imported: each gives the ab runs
 * and the published figures of its hand-written conf in conf/documents/, figure by figure, none
 * skipped. Every figure the hand-written confs hold comes from a report printed in the post, and
 * all match; where a report is cut short at its top (document 003's three, pasted from "Document
 * Path" on), the import joins it to its server by its Document Length and bytes per response, as
 * the hand-written conf did by the post's headings, and says so. The hand-written confs' notes are
 * prose, not figures, and are not compared. The stand-ins chosen are the hand-written ones but for
 * document 001's Swoole, whose report (11 bytes per response, an empty body, no Server header) no
 * profile answers like: the hand-written conf knew from the post's prose that it was a broken
 * Swoole. The sentence each hand-written claim was drawn from is among those the draft lists beside
 * its empty claims (document 003's claim is drawn from its figures; its one statement, "已无法承受压力",
 * Go could no longer take the load, is the sentence listed).
 */
class SeedsImportTest {
  private static final Path SEEDS =
      Home.dir().resolve("src/test/resources/abreplay/importer/seeds");
  @TempDir Path dir;

  /**
   * One post's import, counted: its reports, those printed in full, every figure imported, and the
   * hand-written conf's figures compared (each matched, or the test failed).
   */
  private record Counts(int reports, int inFull, int figures, int compared) {
    Counts plus(Counts o) {
      return new Counts(
          reports + o.reports, inFull + o.inFull, figures + o.figures, compared + o.compared);
    }
  }

  /**
   * What one seed's import is compared with: its hand-written conf and which imported system is
   * which of its.
   */
  private record Seed(
      String text,
      String conf,
      Map<String, String> systems,
      Map<String, String> standIns,
      int reports,
      int inFull,
      String claim) {}

  private Document imported(Seed seed) throws Exception {
    ImportHome home = ImportHome.in(dir.resolve(seed.text()));
    ImportHome.Imported result = home.run(SEEDS.resolve(seed.text()));
    assertThat(result.exitCode()).as(result.err()).isZero();
    try (var files = Files.list(home.dir().resolve("conf/documents"))) {
      Path conf =
          files
              .filter(f -> f.getFileName().toString().startsWith("005-"))
              .findFirst()
              .orElseThrow();
      assertThat(result.out()).contains("ab-replay: wrote conf/documents/" + conf.getFileName());
      String claims = Files.readString(conf);
      claims =
          claims.substring(
              claims.indexOf("# NOT IN THE IMPORT: the claims."), claims.indexOf("claims = ["));
      assertThat(claims)
          .as("the sentence the hand-written claim comes from is listed beside the empty claims")
          .containsPattern("#   line \\d+: [^\\n]*" + java.util.regex.Pattern.quote(seed.claim()));
      return DocumentReplay.read(home.dir(), conf.toString(), new Properties()).document();
    }
  }

  private Counts matches(Seed seed) throws Exception {
    Document hand = DocumentReplay.read(Home.dir(), seed.conf(), new Properties()).document();
    Document imported = imported(seed);

    assertThat(imported.systems().keySet())
        .as("the imported systems, in the text's order")
        .containsExactlyElementsOf(seed.systems().values());
    seed.standIns()
        .forEach(
            (system, profile) ->
                assertThat(imported.systems().get(system).profile())
                    .as(system + "'s stand-in")
                    .contains(profile));
    int runs = 0;
    int figures = 0;
    int importedFigures = 0;
    for (Scenario scenario : hand.scenarios()) {
      Scenario mine =
          imported.scenarios().stream()
              .filter(
                  s ->
                      s.requests() == scenario.requests()
                          && s.concurrency() == scenario.concurrency()
                          && s.keepAlive() == scenario.keepAlive())
              .findFirst()
              .orElseThrow(() -> new AssertionError("no imported scenario " + scenario));
      assertThat(mine.id()).isEqualTo(scenario.id());
      for (Map.Entry<String, String> system : seed.systems().entrySet()) {
        Document.Published expected = hand.published(scenario.id(), system.getKey());
        Document.Published actual = imported.published(mine.id(), system.getValue());
        Map<String, Object> handFigures = expected == null ? Map.of() : Figures.of(expected);
        if (handFigures.isEmpty()) {
          // The hand-written conf's note where the post printed no report (003: Go at -c 20000 -n
          // 300000, 400000).
          assertThat(actual).as(scenario.id() + " " + system.getValue()).isNull();
          continue;
        }
        runs++;
        assertThat(path(imported, mine, system.getValue()))
            .as("the path " + system.getValue() + " was asked for")
            .isEqualTo(path(hand, scenario, system.getKey()));
        Map<String, Object> mineFigures = Figures.of(actual);
        for (Map.Entry<String, Object> figure : handFigures.entrySet()) {
          assertThat(mineFigures.get(figure.getKey()))
              .as(scenario.id() + " " + system.getValue() + " " + figure.getKey())
              .isEqualTo(figure.getValue());
          figures++;
        }
        importedFigures += mineFigures.size();
      }
    }
    long importedRuns = imported.published().values().stream().mapToLong(Map::size).sum();
    assertThat(importedRuns).as("no run the hand-written conf does not have").isEqualTo(runs);
    assertThat(runs).isEqualTo(seed.reports());
    return new Counts(runs, seed.inFull(), importedFigures, figures);
  }

  private static String path(Document d, Scenario scenario, String system) {
    return d.systems().get(system).path().orElse(scenario.path());
  }

  private static final Seed POST_000 =
      new Seed(
          "000_fe5bdd8e5945989a.txt",
          "conf/documents/000-swoole-vs-nginx-and-go.conf",
          ordered("nginx", "nginx", "go", "golang", "swoole", "swoole"),
          Map.of("nginx", "nginx-1.4.6", "golang", "go-1.5-net-http", "swoole", "swoole-1.7-base"),
          3,
          3,
          "PHP7+Swoole比Nginx/Golang性能高75%");
  private static final Seed POST_001 =
      new Seed(
          "001_6f892188f6defd6f.txt",
          "conf/documents/001-swoole-vs-node.conf",
          ordered("swoole", "port-8000", "node", "port-1337"),
          Map.of("port-8000", "draft-005-port-8000", "port-1337", "node-http"),
          2,
          2,
          "swoole的性能已經最少也和nodejs可以媲美了");
  private static final Seed POST_002 =
      new Seed(
          "002_65fed4b06a9ed9d6.txt",
          "conf/documents/002-octane-vs-fpm.conf",
          ordered("fpm", "nginx", "octane", "nginx-2"),
          Map.of("nginx", "laravel-fpm", "nginx-2", "laravel-octane"),
          2,
          2,
          "提升幅度达到220%+");
  private static final Seed POST_003 =
      new Seed(
          "003_4e9496a39d1cabe8.txt",
          "conf/documents/003-swoole-vs-go-ladder.conf",
          ordered("swoole", "swoole", "go", "port-9502"),
          Map.of("swoole", "swoole-4-hello", "port-9502", "go-1.12-hello"),
          12,
          9,
          "已无法承受压力");
  private static final Seed POST_004 =
      new Seed(
          "004_743c34f998c58953.txt",
          "conf/documents/004-woo-vs-php.conf",
          ordered("woo", "fasthttp", "php", "port-3008", "swoole", "swoole"),
          Map.of(
              "fasthttp", "woo-fasthttp", "port-3008", "php-builtin", "swoole", "swoole-4-static"),
          3,
          3,
          "woo的webserver服务性能和php swoole相当");

  @Test
  void post000ThreeReportsEveryFigureAsTheHandWrittenConf() throws Exception {
    assertThat(matches(POST_000)).isEqualTo(new Counts(3, 3, 132, 51));
  }

  @Test
  void post001TwoReportsAndTheBrokenSwooleGetsADraftStandIn() throws Exception {
    assertThat(matches(POST_001)).isEqualTo(new Counts(2, 2, 88, 32));
  }

  @Test
  void post002TheSameNginxInFrontOfTwoBackendsIsTwoSystems() throws Exception {
    assertThat(matches(POST_002)).isEqualTo(new Counts(2, 2, 86, 32));
  }

  @Test
  void post003TheLadderTwelveReportsThreeCutAtTheirTopJoinTheirServers() throws Exception {
    assertThat(matches(POST_003)).isEqualTo(new Counts(12, 9, 519, 192));
  }

  @Test
  void post004ThreeReportsRunTogetherOnOneLineByTheBlog() throws Exception {
    assertThat(matches(POST_004)).isEqualTo(new Counts(3, 3, 132, 51));
  }

  /**
   * Issue 17's closing figures: every report of the five posts, every figure, and how many matched.
   */
  @Test
  void theFivePostsTogether() throws Exception {
    Counts total = new Counts(0, 0, 0, 0);
    for (Seed seed : List.of(POST_000, POST_001, POST_002, POST_003, POST_004))
      total = total.plus(matches(seed));
    System.out.printf(
        "seeds imported: %d reports (%d printed in full), %d figures; %d figures of the"
            + " hand-written confs compared, all matched%n",
        total.reports(), total.inFull(), total.figures(), total.compared());
    assertThat(total).isEqualTo(new Counts(22, 19, 957, 358));
  }

  private static Map<String, String> ordered(String... pairs) {
    Map<String, String> map = new LinkedHashMap<>();
    for (int i = 0; i < pairs.length; i += 2) map.put(pairs[i], pairs[i + 1]);
    return map;
  }
}
