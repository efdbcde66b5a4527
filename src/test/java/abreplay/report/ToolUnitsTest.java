package abreplay.report;

import static org.assertj.core.api.Assertions.assertThat;

import abreplay.config.Home;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;
import org.junit.jupiter.api.Test;

/**
 * The tools' own print code, as the summaries apply it, against the reports the real tools printed
 * here: the same figures come out as the same lines, character for character.
 */
class ToolUnitsTest {
  private static final Path MADE_HERE =
      Home.dir().resolve("src/test/resources/abreplay/importer/tools/made-here");

  private static String wrk() throws Exception {
    return Files.readString(MADE_HERE.resolve("wrk-latency.txt"));
  }

  private static String row(String name, String a, String b, String c, double within) {
    return "    "
        + String.format(Locale.ROOT, "%-10s", name)
        + ToolUnits.wrkColumn(a, 8)
        + ToolUnits.wrkColumn(b, 10)
        + ToolUnits.wrkColumn(c, 9)
        + String.format(Locale.ROOT, "%8.2f%%", within);
  }

  @Test
  void wrksThreadStatsRowsComeOutAsWrkPrintedThem() throws Exception {
    assertThat(wrk())
        .contains(
            row(
                    "Latency",
                    ToolUnits.wrkTimeUs(698.24),
                    ToolUnits.wrkTimeUs(4030),
                    ToolUnits.wrkTimeUs(54_530),
                    98.40)
                + "\n")
        .contains(
            row(
                    "Req/Sec",
                    ToolUnits.wrkMetric(41_400),
                    ToolUnits.wrkMetric(6_790),
                    ToolUnits.wrkMetric(45_850),
                    87.10)
                + "\n");
  }

  @Test
  void wrksTotalsAndDistributionComeOutAsWrkPrintedThem() throws Exception {
    assertThat(wrk())
        .contains(
            String.format(
                Locale.ROOT,
                "  255212 requests in %s, %sB read%n",
                ToolUnits.wrkTimeUs(3.10e6),
                ToolUnits.wrkBinary(33.59 * 1024 * 1024)))
        .contains(
            String.format(
                Locale.ROOT, "Transfer/sec: %10sB%n", ToolUnits.wrkBinary(10.84 * 1024 * 1024)))
        .contains(
            String.format(Locale.ROOT, "%7.0f%%", 99.0)
                + ToolUnits.wrkColumn(ToolUnits.wrkTimeUs(21_820), 10)
                + "\n")
        .contains("Running " + ToolUnits.wrkTimeS(3) + " test @ ");
  }

  @Test
  void bombardiersRowsComeOutAsItsPrintCodeWritesThem() throws Exception {
    Path fromSource =
        Home.dir()
            .resolve(
                "src/test/resources/abreplay/importer/tools/from-source/bombardier-latencies.txt");
    assertThat(Files.readString(fromSource))
        .contains(
            String.format(
                    Locale.ROOT,
                    "  %-10s %10s %10s %10s",
                    "Latency",
                    ToolUnits.bombardierTimeUs(3010),
                    ToolUnits.bombardierTimeUs(512.34),
                    ToolUnits.bombardierTimeUs(48_020))
                + "\n")
        .contains(
            String.format(Locale.ROOT, "     %2.0f%% %10s", 99.0, ToolUnits.bombardierTimeUs(5610))
                + "\n")
        .contains(
            String.format(
                    Locale.ROOT,
                    "  Throughput: %10s/s",
                    ToolUnits.bombardierBinary(7.42 * 1024 * 1024))
                + "\n");
    assertThat(ToolUnits.bombardierTimeUs(1_210_000)).isEqualTo("1.21s");
  }

  @Test
  void heysSecondsComeOutAsHeyPrintedThem() throws Exception {
    assertThat(Files.readString(MADE_HERE.resolve("hey.txt")))
        .contains("  Total:\t" + ToolUnits.hey(0.1996) + " secs\n")
        .contains("  Requests/sec:\t" + ToolUnits.hey(25048.4747) + "\n");
  }
}
