package abreplay.report.page;

import static org.assertj.core.api.Assertions.assertThat;

import abreplay.testing.RunFixture;
import java.nio.file.Path;
import java.util.List;
import java.util.OptionalDouble;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The ratio chart makes room for what it writes: no label begins left of it or ends past it. */
class RatioChartTest {
  private static final Pattern ROW_LABEL =
      Pattern.compile(
          "<text x=\"([0-9.]+)\" y=\"[0-9.]+\" text-anchor=\"end\" class=\"row-label\">");
  private static final Pattern WIDTH = Pattern.compile("viewBox=\"0 0 ([0-9.]+) ");

  private static RatioChart.Row row(String label, OptionalDouble replayed) {
    return new RatioChart.Row(
        label,
        "swoole",
        OptionalDouble.of(1.75),
        replayed,
        List.of(),
        List.of(),
        "skipped: the step needs 2 injectors and this build has none",
        List.of());
  }

  @Test
  void aLongRowLabelWidensTheLabelColumnInsteadOfBeginningLeftOfTheChart(@TempDir Path folder) {
    String longest = "swoole -c20000 -n20000 (c20000-n300000) over go -c20000 -n20000";
    List<RatioChart.Row> rows =
        List.of(row("c10-n100", OptionalDouble.of(1.2)), row(longest, OptionalDouble.of(0.9)));

    String svg = RatioChart.svg("ratios", "go", rows, palette(folder));

    Matcher label = ROW_LABEL.matcher(svg);
    int labels = 0;
    while (label.find()) {
      labels++;
      assertThat(Double.parseDouble(label.group(1)) - CpuChart.textWidth(longest) * 12.5 / 11.5)
          .as("the longest label's left end")
          .isGreaterThanOrEqualTo(0);
    }
    assertThat(labels).isEqualTo(2);
    assertThat(RatioChart.labelColumn(List.of(row("c10-n100", OptionalDouble.empty()))))
        .as("a short label keeps the least column")
        .isEqualTo(220);
  }

  @Test
  void whyARowWasNotReplayedFitsInsideTheChart(@TempDir Path folder) {
    String why =
        "skipped: c20000 needs 2 injectors under this machine's open-file hard limit of 20,000"
            + " files, and the injector runtime is not in this build";
    RatioChart.Row missing =
        new RatioChart.Row(
            "c20000-n300000",
            "swoole",
            OptionalDouble.of(1.75),
            OptionalDouble.empty(),
            List.of(),
            List.of(),
            why,
            List.of());

    String svg = RatioChart.svg("ratios", "go", List.of(missing), palette(folder));

    Matcher width = WIDTH.matcher(svg);
    assertThat(width.find()).isTrue();
    assertThat(Double.parseDouble(width.group(1)))
        .isGreaterThanOrEqualTo(
            RatioChart.labelColumn(List.of(missing)) + CpuChart.textWidth("not replayed: " + why));
  }

  @Test
  void aBandThatRunsDownToZeroHasItsThresholdAtItsHighEnd(@TempDir Path folder) {
    RatioChart.Row slower =
        new RatioChart.Row(
            "s",
            "swoole",
            OptionalDouble.of(0.57),
            OptionalDouble.empty(),
            List.of(),
            List.of(new RatioChart.Range(0, 0.605, "claim: 40% slower, 0.61x or less")),
            "skipped",
            List.of());

    String svg = RatioChart.svg("ratios", "go", List.of(slower), palette(folder));

    Matcher band =
        Pattern.compile(
                "class=\"mark range\"[^>]* x=\"([0-9.]+)\" y=\"[0-9.]+\" width=\"([0-9.]+)\"")
            .matcher(svg);
    Matcher threshold =
        Pattern.compile("class=\"mark threshold\"[^>]* x1=\"([0-9.]+)\"").matcher(svg);
    assertThat(band.find()).isTrue();
    assertThat(threshold.find()).isTrue();
    assertThat(Double.parseDouble(threshold.group(1)))
        .isCloseTo(
            Double.parseDouble(band.group(1)) + Double.parseDouble(band.group(2)),
            org.assertj.core.api.Assertions.offset(0.1));
  }

  private static Palette palette(Path folder) {
    return new Palette(RunFixture.document000(folder, 1).run());
  }
}
