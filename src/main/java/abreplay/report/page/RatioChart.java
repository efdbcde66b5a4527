package abreplay.report.page;

import static abreplay.report.page.CpuChart.textWidth;

import abreplay.format.Numbers;
import java.util.List;
import java.util.OptionalDouble;

/**
 * Ratios drawn against 1.0: one row each, the published ratio as an outlined bar, the replayed one
 * (median over rounds) as a filled bar with its confidence interval as a whisker, one dot per
 * round, and the range that supports a claim as a band with its threshold line. Rows are systems
 * against the baseline, or a claim's scenarios.
 */
final class RatioChart {
  /** The label column's least width; a longer row label widens it (see {@link #labelColumn}). */
  private static final double LABEL = 220;

  private static final double PLOT = 640;
  private static final double ROW = 40;
  private static final double TOP = 34;

  /**
   * A claim's supporting range on a row: replayed ratios from {@code low} (0 for any below) to
   * {@code high} (infinite for any above).
   *
   * @param label what the range is, e.g. "claim: at least 1.38x"
   */
  record Range(double low, double high, String label) {}

  /**
   * @param system the system whose color the row takes
   * @param rounds each round's ratio, in round order (one dot each)
   * @param missing why there is no replayed ratio, when there is none
   * @param interval the replayed ratio's confidence interval, {low, high} (high infinite for a
   *     lower bound); empty when there is none: drawn as a whisker through the replayed bar
   */
  record Row(
      String label,
      String system,
      OptionalDouble published,
      OptionalDouble replayed,
      List<Double> rounds,
      List<Range> ranges,
      String missing,
      List<Double> interval) {}

  private RatioChart() {}

  /**
   * @param unity what 1.0 means, e.g. "nginx/1.4.6"
   */
  static String svg(String title, String unity, List<Row> rows, Palette palette) {
    double max = 1.0;
    for (Row r : rows) {
      max = Math.max(max, Math.max(r.published().orElse(0), r.replayed().orElse(0)));
      for (double d : r.rounds()) max = Math.max(max, d);
      for (Range range : r.ranges())
        max = Math.max(max, Double.isInfinite(range.high()) ? range.low() : range.high());
    }
    double step = max > 4 ? 1 : max > 2 ? 0.5 : 0.25;
    double top = Math.ceil(max * 1.08 / step) * step;
    double height = TOP + rows.size() * ROW + 24;
    double label = labelColumn(rows);
    double width = label + PLOT + 70;
    for (Row r : rows)
      if (r.replayed().isEmpty())
        width = Math.max(width, label + 6 + textWidth("not replayed: " + r.missing()) + 8);
    width = Math.max(width, x(label, 1, top) + 4 + textWidth("1.0 = " + unity) + 8);
    Svg svg = new Svg("ratio", title, Math.ceil(width), height);
    double bottom = TOP + rows.size() * ROW;
    for (double t = 0; t <= top + 1e-9; t += step) {
      double x = x(label, t, top);
      svg.rule(x, TOP - 4, x, bottom, "grid");
      svg.text(x, bottom + 16, "middle", "tick", tick(t));
    }
    double one = x(label, 1, top);
    svg.line("unity", null, one, TOP - 14, one, bottom, "", "1.0: as fast as " + unity);
    svg.text(one + 4, TOP - 16, "start", "unity-label", "1.0 = " + unity);
    for (int i = 0; i < rows.size(); i++)
      row(svg, rows.get(i), label, TOP + i * ROW, top, palette.color(rows.get(i).system()));
    return svg.end();
  }

  /**
   * The label column's width: at least {@link #LABEL}, wider for a long row label such as a claim's
   * scenario "c20000-n300000 (swoole over go)" (12.5 px, not bold: {@link CpuChart#textWidth}'s
   * 11.5 px bold scaled), so that no label begins left of the chart.
   */
  static double labelColumn(List<Row> rows) {
    return Math.max(
        LABEL,
        rows.stream().mapToDouble(r -> textWidth(r.label()) * 12.5 / 11.5 + 14).max().orElse(0));
  }

  /**
   * A bar of {@code r}'s from 0 to {@code ratio}, titled "<row>: <what> <ratio><more>".
   *
   * @param more what the title adds after the ratio, e.g. " (median of 3 rounds)"
   */
  private static void fromZero(
      Svg svg,
      String css,
      Row r,
      double label,
      double top,
      double ratio,
      double y,
      double height,
      String style,
      String what,
      String... more) {
    svg.bar(
        css,
        r.system(),
        x(label, 0, top),
        y,
        x(label, ratio, top) - x(label, 0, top),
        height,
        style,
        r.label() + ": " + what + " " + Numbers.ratio(ratio, 2) + String.join("", more));
  }

  private static void row(Svg svg, Row r, double label, double y, double top, String color) {
    svg.text(label - 10, y + ROW / 2 + 4, "end", "row-label", r.label());
    for (Range range : r.ranges()) {
      double from = x(label, range.low(), top);
      double to =
          Double.isInfinite(range.high()) ? x(label, top, top) : x(label, range.high(), top);
      svg.bar("range", r.system(), from, y + 3, to - from, ROW - 6, "", range.label());
      // The threshold is the band's finite end that is not 0: its low end, or its high end for a
      // band that runs down to 0 (a slower claim).
      double at = range.low() > 0 ? from : to;
      svg.line("threshold", r.system(), at, y + 1, at, y + ROW - 1, "", range.label());
    }
    if (r.published().isPresent()) {
      double p = r.published().getAsDouble();
      fromZero(svg, "bar published", r, label, top, p, y + 6, 10, "stroke:" + color, "published");
      svg.text(x(label, p, top) + 5, y + 15, "start", "value muted", Numbers.ratio(p, 2));
    }
    if (r.replayed().isPresent()) {
      double v = r.replayed().getAsDouble();
      String rounds = r.rounds().size() > 1 ? " (median of " + r.rounds().size() + " rounds)" : "";
      fromZero(
          svg, "bar replayed", r, label, top, v, y + 19, 14, "fill:" + color, "replayed", rounds);
      svg.text(x(label, v, top) + 9, y + 30, "start", "value", Numbers.ratio(v, 2));
    } else {
      svg.text(
          x(label, 0, top) + 6, y + 30, "start", "value muted", "not replayed: " + r.missing());
    }
    if (r.interval().size() == 2) {
      double low = x(label, Math.min(r.interval().get(0), top), top);
      double high = x(label, Math.min(r.interval().get(1), top), top);
      String title =
          r.label()
              + ": confidence interval "
              + Numbers.ratio(r.interval().get(0), 2)
              + (Double.isInfinite(r.interval().get(1))
                  ? " or more (a load-generator bound)"
                  : " to " + Numbers.ratio(r.interval().get(1), 2));
      svg.line("interval", r.system(), low, y + 26, high, y + 26, "stroke:" + color, title);
      svg.line("interval", r.system(), low, y + 21, low, y + 31, "stroke:" + color, title);
      if (!Double.isInfinite(r.interval().get(1)))
        svg.line("interval", r.system(), high, y + 21, high, y + 31, "stroke:" + color, title);
    }
    for (int k = 0; k < r.rounds().size(); k++) {
      double d = r.rounds().get(k);
      svg.dot(
          "dot round",
          r.system(),
          x(label, d, top),
          y + 26,
          4,
          "stroke:" + color,
          r.label() + ": round " + (k + 1) + ": " + Numbers.ratio(d, 2));
    }
  }

  /** A tick's ratio with no more decimals than it has: "0.25x", "0.5x", "2x". */
  static String tick(double ratio) {
    return Numbers.plain(Math.round(ratio * 100) / 100.0) + "x";
  }

  private static double x(double label, double ratio, double top) {
    return label + PLOT * ratio / top;
  }
}
