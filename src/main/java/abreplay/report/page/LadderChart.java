package abreplay.report.page;

import static abreplay.report.page.Html.grouped;

import abreplay.document.Document;
import abreplay.document.Scenario;
import abreplay.result.StepResult;
import abreplay.targets.Target;
import abreplay.verdict.Rates;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.OptionalDouble;

/**
 * A concurrency ladder (document 003: the same request at -c 10 ... 20,000): req/s against each
 * scenario in the document's order, published as dashed lines with hollow points, replayed (median
 * over rounds) as solid lines with filled points, each round as a small dot, and a step that did
 * not run as a crossed circle on the axis, with its reason as its tooltip. Absolute req/s from
 * another machine are drawn for their shape, not to be compared point by point.
 */
final class LadderChart {
  private static final double LEFT = 70;
  private static final double TOP = 30;

  /** The legend's column, right of the plot. */
  private static final double LEGEND = 280;

  private static final double PLOT_W = 680;
  private static final double PLOT_H = 260;

  private LadderChart() {}

  /**
   * A ladder: at least three scenarios of the same request whose concurrency never goes down and
   * takes three values.
   */
  static boolean applies(Document d) {
    List<Scenario> s = d.scenarios();
    if (s.size() < 3) return false;
    for (int i = 1; i < s.size(); i++) {
      if (s.get(i).concurrency() < s.get(i - 1).concurrency()
          || s.get(i).keepAlive() != s.get(0).keepAlive()
          || !s.get(i).path().equals(s.get(0).path())) return false;
    }
    return s.stream().mapToInt(Scenario::concurrency).distinct().count() >= 3;
  }

  static String svg(Document d, List<StepResult> steps, Palette palette) {
    List<Scenario> scenarios = d.scenarios();
    double max = 1;
    for (Scenario sc : scenarios) {
      for (String system : d.systems().keySet()) {
        var p = d.published(sc.id(), system);
        if (p != null) max = Math.max(max, p.requestsPerSecond().orElse(0));
      }
    }
    for (StepResult s : steps)
      max = Math.max(max, s.run().map(ab -> ab.requestsPerSecond()).orElse(0.0));
    double step = niceStep(max / 5);
    double top = Math.ceil(max * 1.05 / step) * step;
    Svg svg =
        new Svg("ladder", "req/s against concurrency", LEFT + PLOT_W + LEGEND, TOP + PLOT_H + 50);
    for (double t = 0; t <= top + 1e-9; t += step) {
      svg.rule(LEFT, y(t, top), LEFT + PLOT_W, y(t, top), "grid");
      svg.text(LEFT - 8, y(t, top) + 4, "end", "tick", grouped(t, 0));
    }
    for (int i = 0; i < scenarios.size(); i++) {
      Scenario sc = scenarios.get(i);
      double x = x(i, scenarios.size());
      svg.text(x, TOP + PLOT_H + 18, "middle", "tick", "-c " + grouped(sc.concurrency(), 0));
      svg.text(x, TOP + PLOT_H + 32, "middle", "tick muted", "-n " + grouped(sc.requests(), 0));
    }
    svg.text(LEFT - 8, TOP - 14, "end", "axis-label", "req/s");
    List<Line> lines = lines(d, steps);
    for (Line line : lines) series(svg, d, line, steps, top, palette.color(line.key()));
    legend(svg, lines, palette);
    return svg.end();
  }

  /**
   * One system's lines: the document's published figures (drawn once per system) and what one of
   * its targets replayed; a system that ran as a stand-in and on its real server has two.
   *
   * @param key the target's run name, or the system's name when it did not run: its color
   */
  private record Line(String key, String system, String label, boolean published) {}

  private static List<Line> lines(Document d, List<StepResult> steps) {
    List<Line> lines = new ArrayList<>();
    List<Target> targets = Palette.targets(d, steps);
    for (String system : d.systems().keySet()) {
      List<Target> mine = targets.stream().filter(t -> t.name().equals(system)).toList();
      if (mine.isEmpty()) lines.add(new Line(system, system, d.label(system), true));
      for (int i = 0; i < mine.size(); i++) {
        lines.add(new Line(mine.get(i).runName(), system, Palette.label(d, mine.get(i)), i == 0));
      }
    }
    return lines;
  }

  /**
   * Which line is which: each system's color, published dashed, replayed solid, a step not run
   * crossed out.
   */
  private static void legend(Svg svg, List<Line> lines, Palette palette) {
    double x = LEFT + PLOT_W + 30;
    double y = TOP + 10;
    for (Line line : lines) {
      String color = palette.color(line.key());
      svg.text(x, y, "start", "row-label", line.label());
      svg.rule(x, y + 12, x + 36, y + 12, "legend-published", "stroke:" + color);
      svg.text(x + 44, y + 16, "start", "tick", "published");
      svg.rule(x, y + 28, x + 36, y + 28, "legend-replayed", "stroke:" + color);
      svg.text(x + 44, y + 32, "start", "tick", "replayed");
      y += 56;
    }
    svg.text(x, y + 4, "start", "tick", "\u2297  a step this machine did not run");
    svg.text(x, y + 20, "start", "tick muted", "(hover it for the reason)");
  }

  private static void series(
      Svg svg, Document d, Line line, List<StepResult> steps, double top, String color) {
    String system = line.system();
    String key = line.key();
    List<Scenario> scenarios = d.scenarios();
    List<double[]> published = new ArrayList<>();
    List<double[]> replayed = new ArrayList<>();
    String label = line.label();
    for (int i = 0; i < scenarios.size(); i++) {
      String id = scenarios.get(i).id();
      double x = x(i, scenarios.size());
      var p = d.published(id, system);
      if (line.published() && p != null && p.requestsPerSecond().isPresent()) {
        double rps = p.requestsPerSecond().getAsDouble();
        published.add(new double[] {x, y(rps, top)});
        svg.dot(
            "point published",
            key,
            x,
            y(rps, top),
            4,
            "stroke:" + color,
            label + " " + id + ": published " + grouped(rps, 2) + " req/s");
      }
      List<StepResult> mine =
          steps.stream()
              .filter(
                  s ->
                      s.step().scenario().id().equals(id)
                          && s.step().target().runName().equals(key))
              .toList();
      OptionalDouble median = Rates.median(mine);
      if (median.isPresent()) {
        replayed.add(new double[] {x, y(median.getAsDouble(), top)});
        svg.dot(
            "point replayed",
            key,
            x,
            y(median.getAsDouble(), top),
            4.5,
            "fill:" + color,
            label
                + " "
                + id
                + ": replayed "
                + grouped(median.getAsDouble(), 2)
                + " req/s"
                + (mine.size() > 1 ? " (median)" : ""));
      }
      for (StepResult s : mine) {
        if (s.run().isEmpty()) {
          // Side by side when several systems did not run the step.
          List<Line> all = lines(d, steps);
          double offset = (all.indexOf(line) - (all.size() - 1) / 2.0) * 16;
          svg.skipped(
              key,
              x + offset,
              TOP + PLOT_H - 8,
              label
                  + " "
                  + id
                  + ": "
                  + s.status().name().toLowerCase(Locale.ROOT).replace('_', ' ')
                  + ": "
                  + s.reason());
        } else if (mine.size() > 1) {
          double rps = s.run().get().requestsPerSecond();
          svg.dot(
              "dot round",
              key,
              x,
              y(rps, top),
              2.5,
              "fill:" + color,
              s.step().name() + ": " + grouped(rps, 2) + " req/s");
        }
      }
    }
    if (published.size() > 1)
      svg.polyline("line published", key, published, "stroke:" + color, label + ": published");
    if (replayed.size() > 1)
      svg.polyline("line replayed", key, replayed, "stroke:" + color, label + ": replayed");
  }

  /** 1, 2 or 5 times a power of ten, at least {@code raw}. */
  static double niceStep(double raw) {
    double magnitude = Math.pow(10, Math.floor(Math.log10(Math.max(raw, 1e-9))));
    for (double m : new double[] {1, 2, 5, 10}) {
      if (m * magnitude >= raw) return m * magnitude;
    }
    return 10 * magnitude;
  }

  private static double x(int i, int n) {
    return LEFT + PLOT_W * (i + 0.5) / n;
  }

  private static double y(double rps, double top) {
    return TOP + PLOT_H * (1 - rps / top);
  }
}
