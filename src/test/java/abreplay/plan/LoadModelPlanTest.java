package abreplay.plan;

import static org.assertj.core.api.Assertions.assertThat;

import abreplay.document.Scenario;
import abreplay.machine.Limits;
import abreplay.replay.DocumentReplay;
import abreplay.standin.ProfileLoader;
import abreplay.targets.RealServers;
import abreplay.testing.GatlingRun;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Properties;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Each load model planned: a duration scaled with the run (never below a second), and a load no
 * replay can make SKIPPED with its reason, before any load.
 */
class LoadModelPlanTest {
  private static final Limits ROOMY = new Limits(1024, 50_000, 4096, 32768, 60999, 2);
  private static final String CONF = "conf/documents/900-tools.conf";

  @TempDir static Path home;

  @BeforeAll
  static void writeADocumentOfTwoTools() throws Exception {
    GatlingRun.copyOfHome(home);
    Files.writeString(
        home.resolve(CONF),
        String.join(
            "\n",
            "document {",
            "  id = \"900\", title = \"t\", source = \"s\", baseline = a",
            "  machine { cores = \"1\", cpu = \"c\", memory = \"m\", os = \"o\","
                + " load-generator = \"wrk\" }",
            "}",
            "systems { a { target = hello } }",
            "scenarios = [",
            "  { id = wrk, tool = wrk, path = \"/\", load { model = closed-by-duration,"
                + " connections = 20, duration = 10s, threads = 2 } }",
            "  { id = autocannon, tool = autocannon, path = \"/\", load { model = not-replayable,"
                + " connections = 10, reason = pipelining, detail = \"autocannon -p 4\" } }",
            "]",
            "claims = []",
            ""));
  }

  private static List<Step> steps(String scale) {
    Properties system = new Properties();
    system.setProperty("replay.scale", scale);
    DocumentReplay.Read read = DocumentReplay.read(home, CONF, system);
    AtomicInteger ports = new AtomicInteger(10_000);
    DocumentPlanner.Context context =
        new DocumentPlanner.Context(
            new PreFlight(ROOMY),
            ports::incrementAndGet,
            profile -> ProfileLoader.standard().load(profile).capacity(),
            RealServers.NONE,
            LayoutPlanner.Splits.UNSPLIT);
    return DocumentPlanner.plan(read.document(), read.options(), context, read.source()).steps();
  }

  @Test
  void aDurationIsScaledWithTheRunAndNamesItsStep() {
    Step step = steps("0.3").get(0);

    assertThat(step.scenario().duration()).contains(Duration.ofSeconds(3));
    assertThat(step.name()).isEqualTo("a -c20 -d3s");
    assertThat(step.runs()).isTrue();
    assertThat(step.layout().describe()).startsWith("1 injector x 20 users");
  }

  @Test
  void aScaledDurationIsNeverBelowASecond() {
    assertThat(steps("0.01").get(0).scenario().duration()).contains(Scenario.SHORTEST);
  }

  @Test
  void aLoadNoReplayCanMakeIsSkippedWithItsReasonBeforeAnyLoad() {
    Step step = steps("1").get(1);

    assertThat(step.runs()).isFalse();
    assertThat(step.skipped().orElseThrow().kind()).isEqualTo(SkipReason.Kind.NOT_REPLAYABLE);
    assertThat(step.skipped().orElseThrow().message())
        .isEqualTo("NOT REPLAYABLE (pipelining): autocannon -p 4");
  }
}
