package abreplay.report.page;

import abreplay.format.Numbers;
import abreplay.recording.LatencySample;
import abreplay.report.ConnectionTimes;
import abreplay.result.StepResult;
import java.util.ArrayList;
import java.util.List;

/**
 * Response-time percentiles as HdrHistogram plots them: each system's curve over the percentile on
 * a log scale (50%, 90%, 99%, 99.9%... up to the slowest request), time on a log scale, from the
 * recorder's exact histograms (the values ab's percentile table indexes), not Gatling's estimates.
 * A whole-millisecond time of 0 is drawn on the "&lt;1" line.
 */
final class LatencyChart {
  private static final double LEFT = 56;
  private static final double TOP = 22;

  private LatencyChart() {}

  /**
   * @param curves one step per system (the median round's), in the order to draw them
   */
  static String svg(
      String title, List<StepResult> curves, Palette palette, double width, double height) {
    double plotW = width - LEFT - 34;
    double plotH = height - TOP - 40;
    long most =
        curves.stream().mapToLong(s -> s.run().get().recording().times().count()).max().orElse(1);
    double xMax = Math.max(2, Math.ceil(Math.log10(Math.max(most, 10))));
    long slowest =
        curves.stream()
            .mapToLong(
                s ->
                    s.run()
                        .get()
                        .recording()
                        .times()
                        .valueAt(s.run().get().recording().times().count() - 1))
            .max()
            .orElse(1000);
    double yMax = Math.max(1, Math.ceil(Math.log10(Math.max(1, ConnectionTimes.roundMs(slowest)))));
    Svg svg = new Svg("latency", title, width, height);
    for (int k = 0; k <= xMax; k++) {
      double x = LEFT + plotW * k / xMax;
      svg.rule(x, TOP, x, TOP + plotH, "grid");
      svg.text(x, TOP + plotH + 16, "middle", "tick", percentLabel(k));
    }
    for (int k = -1; k <= yMax; k++) {
      double y = y(k < 0 ? Math.log10(0.5) : k, yMax, plotH);
      svg.rule(LEFT, y, LEFT + plotW, y, "grid");
      svg.text(LEFT - 6, y + 4, "end", "tick", k < 0 ? "<1" : Numbers.fixed(Math.pow(10, k), 0));
    }
    svg.text(LEFT - 6, TOP - 10, "end", "axis-label", "ms");
    svg.text(LEFT + plotW, TOP + plotH + 32, "end", "axis-label", "percentile (log scale)");
    for (StepResult s : curves) {
      List<double[]> points = new ArrayList<>();
      LatencySample times = s.run().get().recording().times();
      for (double[] point : curve(times)) {
        points.add(
            new double[] {
              LEFT + plotW * Math.min(point[0], xMax) / xMax, y(point[1], yMax, plotH)
            });
      }
      String system = s.step().target().runName();
      svg.polyline(
          "line latency",
          system,
          points,
          "stroke:" + palette.color(system),
          s.step().name()
              + ": "
              + times.count()
              + " responses, slowest "
              + ConnectionTimes.roundMs(times.valueAt(times.count() - 1))
              + " ms");
    }
    return svg.end();
  }

  /**
   * The curve's points as {log10(1 / (1 - p)), log10(ms)}: ten a decade of percentiles, then the
   * slowest request at log10(count).
   */
  static List<double[]> curve(LatencySample times) {
    long n = times.count();
    List<double[]> points = new ArrayList<>();
    double last = Math.log10(n);
    for (int k = 0; k < 10 * last; k++) {
      double p = 1 - Math.pow(10, -k / 10.0);
      points.add(new double[] {k / 10.0, logMs(times.valueAt(Math.min(n - 1, (long) (n * p))))});
    }
    points.add(new double[] {Math.max(last, 0.05), logMs(times.valueAt(n - 1))});
    return points;
  }

  private static double logMs(long micros) {
    long ms = ConnectionTimes.roundMs(micros);
    return Math.log10(ms < 1 ? 0.5 : ms);
  }

  private static double y(double logMs, double yMax, double plotH) {
    double bottom = Math.log10(0.5);
    return TOP + plotH * (1 - (logMs - bottom) / (yMax - bottom));
  }

  private static String percentLabel(int nines) {
    if (nines == 0) return "0%";
    StringBuilder s = new StringBuilder("99");
    if (nines == 1) return "90%";
    if (nines > 2) s.append('.').append("9".repeat(nines - 2));
    return s.append('%').toString();
  }
}
