package abreplay.document;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import abreplay.config.ConfigError;
import abreplay.replay.DocumentReplay;
import abreplay.testing.GatlingRun;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Properties;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A scenario of another load tool, as a conf writes it: its load model read into its type, its
 * figures in the tool's units, and each mistake one line naming the file, the line, the key and the
 * fix.
 */
class ToolScenarioReaderTest {
  @TempDir Path home;

  private static final String CONF = "conf/documents/900-tools.conf";

  @BeforeEach
  void copyTheProjectFolder() {
    GatlingRun.copyOfHome(home);
  }

  private Document read(String load, String published) throws Exception {
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
            "  {",
            "    id = \"wrk-1\"",
            "    tool = wrk",
            "    load { " + load + " }",
            "    path = \"/\"",
            "    published { a { " + published + " } }",
            "  }",
            "]",
            "claims = []",
            ""));
    return DocumentReplay.read(home, CONF, new Properties()).document();
  }

  private List<String> problems(String load, String published) {
    return catchThrowableOfType(() -> read(load, published), ConfigError.class).problems();
  }

  @Test
  void aWrkScenarioReadsItsLoadModelAndItsFiguresInWrksUnits() throws Exception {
    Document d =
        read(
            "model = closed-by-duration, connections = 20, duration = 3s, threads = 2",
            "requests-per-second = \"82347.44\", transfer-per-second = \"10.84MB\","
                + " latency-avg = \"698.24us\"");

    Scenario s = d.scenarios().get(0);
    assertThat(s.tool()).isEqualTo(LoadTool.WRK);
    assertThat(s.load()).isEqualTo(new LoadModel.ClosedByDuration(20, Duration.ofSeconds(3), true));
    assertThat(s.concurrency()).isEqualTo(20);
    assertThat(s.threads()).hasValue(2);
    Document.Published p = d.published("wrk-1", "a");
    assertThat(p.requestsPerSecond()).hasValue(82347.44);
    assertThat(p.figures().get("transfer-per-second").inBase()).isEqualTo(10.84 * 1024 * 1024);
    assertThat(p.figures().get("latency-avg").inBase())
        .isEqualTo(698.24e-6, org.assertj.core.data.Offset.offset(1e-12));
  }

  @Test
  void aConstantRatePerWorkerIsItsRateTimesItsConnections() throws Exception {
    Document d =
        read(
            "model = constant-rate, connections = 5, rate = 100, rate-scope = per-worker,"
                + " duration = 2s, keep-alive = false",
            "");

    LoadModel.ConstantRate r = (LoadModel.ConstantRate) d.scenarios().get(0).load();
    assertThat(r.overall()).isEqualTo(500);
    assertThat(r.keepAlive()).isFalse();
  }

  @Test
  void aKeyOfAnotherModelIsRefusedNamingTheModelsKeys() {
    assertThat(
            problems("model = closed-by-duration, connections = 20, duration = 3s, rate = 5", ""))
        .singleElement()
        .asString()
        .startsWith(
            CONF
                + ":10: scenario wrk-1: load.rate is not a key of load.model = closed-by-duration"
                + " (its keys: model, connections, keep-alive, threads, duration); remove it");
  }

  @Test
  void aModelWithoutItsKeysIsRefusedSayingWhichToAdd() {
    assertThat(problems("model = constant-rate, connections = 20, duration = 3s", ""))
        .containsExactly(
            CONF + ":10: scenario wrk-1: load.model = constant-rate needs load.rate; add it");
  }

  @Test
  void aFigureThatIsNotANumberWithWrksUnitIsRefusedOnItsLine() {
    assertThat(
            problems(
                "model = closed-by-duration, connections = 20, duration = 3s",
                "latency-avg = \"fast\""))
        .containsExactly(
            CONF
                + ":12: scenario wrk-1: latency-avg = \"fast\" is not a figure as wrk prints one:"
                + " a number and its unit, e.g. \"698.24us\", \"33.59MB\", \"41.40k\"");
  }

  @Test
  void autocannonsKilobytesAreAThousandBytesAndWrksAreAKibibyte() {
    assertThat(PrintedFigure.parse("897 kB", LoadTool.AUTOCANNON).orElseThrow().inBase())
        .isEqualTo(897_000);
    assertThat(PrintedFigure.parse("897KB", LoadTool.WRK).orElseThrow().inBase())
        .isEqualTo(897 * 1024);
    assertThat(PrintedFigure.parse("2m", LoadTool.WRK).orElseThrow().inBase()).isEqualTo(120);
    assertThat(PrintedFigure.parse("41.40k", LoadTool.WRK).orElseThrow().inBase())
        .isEqualTo(41_400, org.assertj.core.data.Offset.offset(1e-6));
  }
}
