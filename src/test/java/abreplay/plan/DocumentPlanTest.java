package abreplay.plan;

import static org.assertj.core.api.Assertions.assertThat;

import abreplay.config.Home;
import java.util.List;
import java.util.Properties;
import org.junit.jupiter.api.Test;

/** How a document's conf and -Dreplay.* keys become the steps that will run. */
class DocumentPlanTest {

  private static RunPlan plan(String conf, String... keyValues) {
    Properties system = new Properties();
    for (int i = 0; i < keyValues.length; i += 2) system.setProperty(keyValues[i], keyValues[i + 1]);
    return DocumentPlan.load(Home.dir(), conf, system).plan();
  }

  @Test
  void runsTheSystemsInTheFilesOrderOrInTheOrderReplaySystemsGives() {
    RunPlan asFiled = plan("conf/documents/000-swoole-vs-nginx-and-go.conf");
    RunPlan reordered = plan("conf/documents/000-swoole-vs-nginx-and-go.conf", "replay.systems", "swoole,nginx");

    assertThat(asFiled.systems()).extracting(s -> s.target().name()).containsExactly("nginx", "go", "swoole");
    assertThat(reordered.systems()).extracting(s -> s.target().name()).containsExactly("swoole", "nginx");
  }

  @Test
  void runsEverySystemOncePerRoundEveryOtherRoundInReverseOnTheSamePort() {
    RunPlan twice = plan("conf/documents/000-swoole-vs-nginx-and-go.conf", "replay.rounds", "2");

    assertThat(twice.systems()).extracting(SystemPlan::label)
        .containsExactly("nginx #1", "go #1", "swoole #1", "swoole #2", "go #2", "nginx #2");
    assertThat(twice.steps()).extracting(Step::name).doesNotHaveDuplicates().contains("nginx -c100 -n1000000 -k #2");
    assertThat(twice.systems().get(0).target().port()).isEqualTo(twice.systems().get(5).target().port());
  }

  @Test
  void scalesEveryRequestCountButNeverBelowTheConcurrencyAndKeepsNamesUnique() {
    RunPlan ladder = plan("conf/documents/003-swoole-vs-go-ladder.conf", "replay.scale", "0.01", "replay.systems", "go");

    assertThat(ladder.steps()).extracting(Step::requests).containsExactly(10L, 100L, 1000L, 10000L, 20000L, 20000L, 20000L);
    assertThat(ladder.steps()).extracting(Step::name).doesNotHaveDuplicates()
        .contains("go -c20000 -n20000", "go -c20000 -n20000 (c20000-n300000)");
  }

  @Test
  void leavesTheWarmUpUnscaledBecauseCompilersNeedACountOfRequests() {
    RunPlan quick = plan("conf/documents/000-swoole-vs-nginx-and-go.conf", "replay.scale", "0.01");

    assertThat(quick.systems()).extracting(SystemPlan::warmUpRequests).containsOnly(200000L);
    assertThat(quick.steps()).extracting(Step::requests).containsOnly(10000L);
  }

  @Test
  void givesEachStandInItsOwnPortBelowTheEphemeralRange() {
    RunPlan plan = plan("conf/documents/004-woo-vs-php.conf");

    List<Integer> ports = plan.systems().stream().map(s -> s.target().port()).toList();
    assertThat(ports).doesNotHaveDuplicates().allMatch(p -> p >= 10000 && p < abreplay.machine.Limits.read().ephemeralLow());
  }

  @Test
  void takesTheSystemsOwnPathWhereTheDocumentAskedItForAnother() {
    RunPlan plan = plan("conf/documents/004-woo-vs-php.conf");

    assertThat(plan.steps()).extracting(s -> s.target().name() + " " + s.scenario().path())
        .containsExactly("woo /", "php /index.php", "swoole /");
  }
}
