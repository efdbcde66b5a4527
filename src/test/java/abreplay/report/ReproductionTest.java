package abreplay.report;

import static abreplay.testing.DocumentBuilder.document;
import static abreplay.testing.RecordingBuilder.perSecond;
import static abreplay.testing.RecordingBuilder.recording;
import static abreplay.testing.Results.ran;
import static abreplay.testing.Results.real;
import static abreplay.testing.Results.result;
import static abreplay.testing.Results.standIn;
import static abreplay.testing.Results.step;
import static org.assertj.core.api.Assertions.assertThat;

import abreplay.document.Document;
import abreplay.document.Document.Claim;
import abreplay.document.Document.Published;
import abreplay.document.Scenario;
import abreplay.targets.RealServers;
import abreplay.targets.Target;
import abreplay.result.RunResult;
import abreplay.verdict.Judge;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalDouble;
import java.util.OptionalLong;
import org.junit.jupiter.api.Test;

/** reproduction.md: what a reader of a document's replay is shown. */
class ReproductionTest {
  private static final Scenario S = new Scenario("s", 1000, 10, true, "/");

  private static Document document75() {
    return document().system("a", "A").system("b", "B").baseline("b").scenario("s", 1000, 10, true)
        .published("s", "a", 175).published("s", "b", 100)
        .fasterBy("a is 75% faster than b", 1.75, "a", "b", "s").build();
  }

  private static String markdown(Document d, RunResult result) {
    return Reproduction.markdown(d, result, Judge.all(d, result.steps(), new Judge.Context(0.15, 2)));
  }

  @Test
  void writesOneLinePerClaimWithBothRatiosAndTheVerdict() {
    Document d = document75();
    String md = markdown(d, result(d, ran(real("a"), S, perSecond(24000)), ran(real("b"), S, perSecond(10000))));

    assertThat(md).contains("- \"a is 75% faster than b\" (A over B req/s, claimed: 1.75x or more): published 1.75x,"
        + " replayed 2.40x (2.09x-2.76x: one round, widened by the run-to-run spread of 15%): faster yes, by 1.75x yes"
        + " here: **SUPPORTED**\n");
    assertThat(md).contains("How a claim is judged: each scenario's ratio of the two systems' rates is a range, here"
        + " from one round");
  }

  @Test
  void explainsWhatAVerdictBetweenStandInsMeans() {
    Document d = document75();
    String md = markdown(d, result(d, ran(standIn("a"), S, perSecond(5000)), ran(standIn("b"), S, perSecond(10000))));

    assertThat(md).contains("faster no, by 1.75x no here: **NOT REPRODUCED BY WHAT THE STAND-INS MODEL"
        + " (bytes, keep-alive, workers, framework cost): the published gap, if real, comes from the servers' code;"
        + " replay against the real servers to test it**");
  }

  @Test
  void saysAClaimBetweenAStandInAndARealServerIsNotJudgedAndWhy() {
    Document d = document75();
    String md = markdown(d, result(d, ran(standIn("a"), S, perSecond(20000)), ran(real("b"), S, perSecond(10000))));

    assertThat(md).contains("- \"a is 75% faster than b\" (A over B req/s, claimed: 1.75x or more): published 1.75x,"
        + " no replayed ratio (a"
        + " stand-in against a real server) here: **NOT JUDGED (A is a stand-in, B is a real server): a claim is judged"
        + " between two real servers or between two stand-ins");
  }

  @Test
  void comparesAStandInWithItsRealServerAndMarksEachRowWithItsSide() {
    Document d = document().system("nginx", "nginx").system("go", "Go").scenario("s", 1000, 10, true).build();
    Target real = Target.real("nginx", new RealServers.Entry("nginx-static", "Debian nginx", Optional.of("hello"),
        Optional.empty(), "Its Server header is\n  8 bytes shorter.", -8), 10001);
    String md = markdown(d, result(d,
        ran(standIn("nginx"), S, recording().responses(10000).keepAlive(9900).bytesPerResponse(267, 23).build(), 267),
        ran(real, S, recording().responses(20000).keepAlive(19800).bytesPerResponse(259, 23).build(), 259),
        ran(standIn("go"), S, perSecond(5000))));

    assertThat(md).contains("| nginx | 10,000 / 20,000 | 2.00x | 267.00 / 259.00 | 267 / 259 (-8, as expected) |"
            + " 9,900 / 19,800 | - / - | - / - |\n",
        "> nginx, real server nginx-static (Debian nginx): Its Server header is 8 bytes shorter.\n",
        "| nginx (stand-in) | - / 23 |", "| nginx (real) | - / 23 |", "| Go (stand-in) | - / 12 |");
    assertThat(md).as("each compared with the baseline of its own side")
        .contains("| Go (stand-in hello) | - | 5,000.00 |", "| 0.50x | COMPLETE |");
    assertThat(md).contains("| nginx (real nginx-static: Debian nginx) | - | 20,000.00 | - | 259.00 | 259 | - | 1/1/1"
        + " | - | 1.00x | COMPLETE |");
  }

  @Test
  void saysAUrlOnAnotherMachineHasNoResourcesHere() {
    Document d = document().realSystem("far", "Far", "http://10.1.2.3:8080/").scenario("s", 1000, 10, true).build();
    String md = markdown(d, result(d, ran(Target.external("far", java.net.URI.create("http://10.1.2.3:8080/")), S,
        perSecond(100))));

    assertThat(md).contains("| Far (url) | not on this machine | not on this machine | not on this machine |");
  }

  @Test
  void showsTheMedianRateWithEachRoundsBeside() {
    Document d = document75();
    String md = markdown(d, result(d, ran(step(real("a"), S, 1), perSecond(5000)),
        ran(step(real("a"), S, 2), perSecond(30000)), ran(step(real("a"), S, 3), perSecond(20000)),
        ran(step(real("b"), S, 1), perSecond(10000)), ran(step(real("b"), S, 2), perSecond(10000)),
        ran(step(real("b"), S, 3), perSecond(10000))));

    // Round k against round k: 0.50x, 3.00x, 2.00x.
    assertThat(md).contains("| A (http://127.0.0.1:8080/) | 175.00 | 20,000.00 (5,000 / 30,000 / 20,000) |")
        .contains("| 1.75x | 2.00x (0.50x-3.00x) |");
  }

  @Test
  void showsEveryPublishedFigureBesideTheReplayedOne() {
    Published nginx = new Published(OptionalDouble.of(164489.92), OptionalDouble.of(6.079), OptionalLong.of(1_000_000),
        OptionalLong.of(0), OptionalLong.of(990_048), OptionalLong.of(266_950_240), OptionalLong.of(23_000_000),
        OptionalLong.of(23), Map.of(50, 0L, 99, 5L, 100, 22L), "");
    Document d = document().system("nginx", "nginx").scenario("s", 1000, 10, true).published("s", "nginx", nginx)
        .build();
    String md = markdown(d, result(d, ran(standIn("nginx"), S, recording().responses(5000).keepAlive(4950)
        .bytesPerResponse(267, 23).seconds(0.5).build())));

    assertThat(md).contains("| nginx | 23 / 23 | 0 / 0 | 990,048 (99.00%) / 4,950 (99.00%) | 6.079 / 0.500 |"
        + " 23.00 / 23.00 |");
  }
}
