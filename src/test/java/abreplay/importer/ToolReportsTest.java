package abreplay.importer;

import static org.assertj.core.api.Assertions.assertThat;

import abreplay.config.Home;
import abreplay.document.LoadTool;
import abreplay.document.Unit;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * Other load tools' reports, made here by the real tools (tools/made-here/make.sh) or written from
 * the print code of those not installable here (tools/from-source/README.md), read figure for
 * figure: every number of a report's lines is one of its figures (or names one: a percentile, a
 * status code, a histogram bucket), in the unit the tool printed it in.
 */
class ToolReportsTest {
  static final Path TOOLS = Home.dir().resolve("src/test/resources/abreplay/importer/tools");

  private static final Pattern NUMBER = Pattern.compile("\\d+(?:[.,]\\d+)*");

  /** Words of a tool's lines that hold digits and are no figure: status classes, versions. */
  private static final Pattern LABELS =
      Pattern.compile("\\d+xx|Non-2xx or 3xx|1st|1/\\(1-Percentile\\)|SIEGE \\S+|http/\\d\\.\\d");

  static List<Path> files() throws Exception {
    try (Stream<Path> all = Files.walk(TOOLS)) {
      return all.filter(f -> f.toString().endsWith(".txt")).sorted().toList();
    }
  }

  private static ToolReport only(String file) throws Exception {
    List<ToolReport> reports = ToolReports.find(Text.of(TextFile.read(TOOLS.resolve(file))));
    assertThat(reports).as(file).hasSize(1);
    return reports.get(0);
  }

  private static List<String> tokens(String s) {
    List<String> t = new ArrayList<>();
    Matcher m = NUMBER.matcher(s);
    while (m.find()) t.add(m.group().replace(",", ""));
    return t;
  }

  /** The number of a figure as printed, without its unit ("42.17" of "42.17k"). */
  private static String printed(Figure f) {
    return f.printed().text().replaceAll("[^\\d,.]+$", "").replace(",", "");
  }

  @Test
  void everyNumberOfEveryReportsLinesIsOneOfItsFiguresOrNamesOne() throws Exception {
    int reports = 0;
    for (Path file : files()) {
      Text text = Text.of(TextFile.read(file));
      List<ToolReport> found = ToolReports.find(text);
      assertThat(found).as(file.getFileName() + ": one report").hasSize(1);
      ToolReport r = found.get(0);
      assertThat(r.problems()).as(file.getFileName() + ": problems").isEmpty();
      String[] lines = text.text().split("\n", -1);
      List<String> allQualifiers = new ArrayList<>();
      r.figures().forEach(f -> allQualifiers.addAll(tokens(f.qualifier())));
      for (int line = r.firstLine(); line <= r.lastLine(); line++) {
        int at = line;
        List<Figure> mine = r.figures().stream().filter(f -> f.line() == at).toList();
        String rest =
            LABELS
                .matcher(r.url().map(u -> lines[at - 1].replace(u, "")).orElse(lines[at - 1]))
                .replaceAll("");
        List<String> numbers = tokens(rest);
        List<String> accounted = new ArrayList<>();
        for (Figure f : mine) {
          assertThat(numbers).as(file.getFileName() + ":" + line + ": " + f).contains(printed(f));
          accounted.add(printed(f));
          accounted.addAll(tokens(f.qualifier()));
        }
        for (String n : numbers) {
          boolean named = mine.isEmpty() ? allQualifiers.contains(n) : accounted.remove(n);
          assertThat(named)
              .as(
                  file.getFileName()
                      + ":"
                      + line
                      + ": "
                      + n
                      + " of \""
                      + lines[at - 1]
                      + "\" is a figure")
              .isTrue();
        }
      }
      reports++;
    }
    assertThat(reports).as("made here and from source").isEqualTo(19);
  }

  @Test
  void wrksFiguresKeepWrksUnits() throws Exception {
    ToolReport r = only("made-here/wrk-latency.txt");

    assertThat(r.tool()).isEqualTo(LoadTool.WRK);
    assertThat(r.connections()).hasValue(20);
    assertThat(r.threads()).hasValue(2);
    assertThat(r.url()).contains("http://127.0.0.1:18091/");
    assertThat(r.figure(Measure.LATENCY_PERCENTILE, "Latency Distribution", "99%")).isPresent();
    assertThat(r.figures(Measure.LATENCY_PERCENTILE)).hasSize(4);
    assertThat(r.figures(Measure.TRANSFER_RATE).get(0).printed().unit()).isEqualTo(Unit.MEBIBYTES);
    assertThat(r.figures(Measure.REQUESTS).get(0).printed().unit()).isEqualTo(Unit.ONE);
    assertThat(r.figures(Measure.RATE_SAMPLES).get(0).printed().unit()).isEqualTo(Unit.THOUSAND);
    assertThat(r.lines()).doesNotContain("Socket errors", "Non-2xx or 3xx responses");
  }

  @Test
  void wrksSocketErrorsAndNon2xxAreCountsOfTheirOwn() throws Exception {
    ToolReport r = only("made-here/wrk-socket-errors.txt");

    assertThat(r.figures(Measure.ERRORS).stream().map(Figure::qualifier))
        .containsExactly("connect", "read", "write", "timeout");
    assertThat(r.figure(Measure.STATUS, "Non-2xx or 3xx responses", "")).isPresent();
  }

  @Test
  void wrk2sHdrHistogramAndCalibrationMakeItWrk2AndEveryPercentileIsKept() throws Exception {
    ToolReport r = only("from-source/wrk2-latency.txt");

    assertThat(r.tool()).isEqualTo(LoadTool.WRK2);
    assertThat(r.figure(Measure.LATENCY_PERCENTILE, "Latency Distribution (recorded)", "99.999%"))
        .map(f -> f.printed().text())
        .contains("9.86ms");
    assertThat(r.figure(Measure.LATENCY, "Detailed Percentile spectrum (recorded)", "Max"))
        .map(f -> f.printed().text())
        .contains("9.864ms");
    assertThat(r.figures(Measure.REQUESTS_PER_SECOND).get(0).printed().text()).isEqualTo("1999.89");
    assertThat(
            r.figures(Measure.OTHER).stream().filter(f -> f.label().equals("Thread calibration")))
        .hasSize(4);
  }

  @Test
  void heysDetailsFastestAndSlowestAreMarkedAsOfTheWholeRun() throws Exception {
    ToolReport r = only("made-here/hey.txt");

    List<Figure> details = r.figures(Measure.PHASE);
    assertThat(details).hasSize(15);
    assertThat(details.stream().filter(Figure::wholeRun).map(Figure::qualifier).distinct())
        .containsExactly("fastest", "slowest");
    assertThat(r.figure(Measure.STATUS, "Status code distribution", "[200]")).isPresent();
    assertThat(r.figures(Measure.LATENCY_PERCENTILE).get(0).printed().unit())
        .isEqualTo(Unit.SECONDS);
  }

  @Test
  void heysErrorDistributionKeepsEachErrorWithItsCount() throws Exception {
    ToolReport r = only("made-here/hey-errors.txt");

    assertThat(r.figures(Measure.ERRORS))
        .isNotEmpty()
        .allMatch(f -> f.qualifier().contains("connection reset by peer"));
    assertThat(r.figure(Measure.STATUS, "Status code distribution", "[500]")).isPresent();
  }

  @Test
  void ohasOldAndNewFormsAreBothOhasAndKeepTheirOwnTimeUnits() throws Exception {
    ToolReport old = only("from-source/oha-old.txt");
    ToolReport now = only("from-source/oha-new.txt");

    assertThat(old.tool()).isEqualTo(LoadTool.OHA);
    assertThat(now.tool()).isEqualTo(LoadTool.OHA);
    assertThat(old.figure(Measure.LATENCY_PERCENTILE, "Latency distribution", "99%"))
        .map(f -> f.printed().text())
        .contains("0.0035secs");
    assertThat(now.figure(Measure.LATENCY_PERCENTILE, "Response time distribution", "99.99%"))
        .map(f -> f.printed().inBase())
        .hasValueSatisfying(
            v -> assertThat(v).isCloseTo(0.0223417, org.assertj.core.data.Offset.offset(1e-12)));
    assertThat(old.figure(Measure.SUCCESS_RATE, "Success rate", "").map(f -> f.printed().unit()))
        .contains(Unit.ONE);
    assertThat(now.figure(Measure.SUCCESS_RATE, "Success rate", "").map(f -> f.printed().unit()))
        .contains(Unit.PERCENT);
    assertThat(now.figure(Measure.BYTES, "Total data", "").map(f -> f.printed().unit()))
        .contains(Unit.MEBIBYTES);
  }

  @Test
  void autocannonsOldPlainTableIsReadAsItsBoxTablesAndATitleAfterItsLinesIsLeftOut()
      throws Exception {
    ToolReport old = only("from-source/autocannon-old.txt");

    assertThat(old.tool()).isEqualTo(LoadTool.AUTOCANNON);
    assertThat(old.figure(Measure.RATE_SAMPLES, "Req/Sec", "Avg"))
        .map(f -> f.printed().text())
        .contains("20987.2");
    assertThat(old.figure(Measure.LATENCY, "Latency", "Max").map(f -> f.printed().inBase()))
        .hasValueSatisfying(
            v -> assertThat(v).isCloseTo(0.0384, org.assertj.core.data.Offset.offset(1e-12)));
    assertThat(old.figure(Measure.TRANSFER_SAMPLES, "Bytes/Sec", "Stdev"))
        .map(f -> f.printed().unit())
        .contains(Unit.KILOBYTES);
    assertThat(old.connections()).hasValue(50);

    String titled =
        TextFile.read(TOOLS.resolve("from-source/autocannon-old.txt"))
            .replace("3000/\n50", "3000/ (first run)\n50")
            .replace(" read\n", " read (first run)\n");
    List<ToolReport> reports = ToolReports.find(Text.of(titled));
    assertThat(reports).hasSize(1);
    assertThat(reports.get(0).figures()).hasSameSizeAs(old.figures());
  }

  @Test
  void autocannonsTablesAreReadByTheirColumnsAndItsBytesAre1000Based() throws Exception {
    ToolReport r = only("made-here/autocannon.txt");

    assertThat(r.figures(Measure.LATENCY_PERCENTILE).stream().map(Figure::qualifier))
        .containsExactly("2.5%", "50%", "97.5%", "99%");
    assertThat(r.figures(Measure.RATE_SAMPLES).stream().map(Figure::qualifier))
        .containsExactly("1%", "2.5%", "50%", "97.5%", "Avg", "Stdev", "Min");
    assertThat(r.figures(Measure.BYTES).get(0).printed().unit()).isEqualTo(Unit.MEGABYTES);
    assertThat(r.figures(Measure.REQUESTS).get(0).printed().unit()).isEqualTo(Unit.THOUSAND);
  }

  @Test
  void autocannonsNon2xxLineIsTwoStatusCounts() throws Exception {
    ToolReport r = only("made-here/autocannon-404.txt");

    assertThat(r.figures(Measure.STATUS).stream().map(Figure::qualifier))
        .containsExactly("2xx", "non 2xx");
  }

  @Test
  void bombardiersCodesErrorsAndThroughputAreKept() throws Exception {
    ToolReport r = only("from-source/bombardier-errors.txt");

    assertThat(r.figures(Measure.STATUS).stream().map(Figure::qualifier))
        .containsExactly("1xx", "2xx", "3xx", "4xx", "5xx", "others");
    assertThat(r.figures(Measure.ERRORS)).hasSize(1);
    assertThat(r.figure(Measure.LATENCY, "Latency", "Max").map(f -> f.printed().unit()))
        .contains(Unit.SECONDS);
    assertThat(r.figures(Measure.TRANSFER_RATE).get(0).printed().text()).isEqualTo("5.12MB");
    assertThat(only("from-source/bombardier-latencies.txt").figures(Measure.LATENCY_PERCENTILE))
        .hasSize(4);
  }

  @Test
  void siegesLinesAndItsJsonAreTheSameFigures() throws Exception {
    ToolReport lines = only("made-here/siege.txt");
    ToolReport json = only("made-here/siege-json.txt");

    assertThat(lines.figures()).hasSize(13);
    assertThat(json.figures().stream().map(f -> f.measure() + " " + f.label()))
        .containsExactlyElementsOf(
            lines.figures().stream()
                .filter(f -> !f.label().equals("Preparing"))
                .map(f -> f.measure() + " " + f.label())
                .toList());
  }

  @Test
  void h2loadsFinishedLineGivesItsRateAndItsTableItsLatency() throws Exception {
    ToolReport r = only("made-here/h2load.txt");

    assertThat(r.figures(Measure.REQUESTS_PER_SECOND)).isNotEmpty();
    assertThat(r.figures(Measure.LATENCY).stream().map(Figure::qualifier))
        .containsExactly("min", "max", "mean", "sd", "+/- sd");
  }
}
