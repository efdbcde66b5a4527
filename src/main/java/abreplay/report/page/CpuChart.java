package abreplay.report.page;

import abreplay.format.Numbers;
import abreplay.machine.ProcessSampler;
import java.util.List;
import java.util.Optional;

/**
 * CPU per step, in % of one core (as top shows it, so a 2-core machine goes to 200%): the target's
 * user and system time stacked, and under it the load generator's own when the run measured it. The
 * two share the machine: when their sum nears the cores, the replay measured the machine, not the
 * server.
 */
final class CpuChart {
  private static final double LABEL = 260;
  private static final double PLOT = 460;
  private static final double ROW = 34;

  private CpuChart() {}

  /**
   * @param steps the steps whose target was sampled, in run order
   */
  static String svg(List<StepFigures> steps, int cores, Palette palette) {
    double max = 100.0 * cores;
    for (StepFigures s : steps) {
      max = Math.max(max, total(s.target()) + 1);
      max = Math.max(max, total(s.loadGenerator()) + 1);
    }
    double top = Math.ceil(max / 50) * 50;
    double height = 20 + steps.size() * ROW + 24;
    // The label column: at least LABEL, wider for a long step name such as
    // "swoole -c20000 -n20000 (c20000-n300000)" (12.5 px, not bold: textWidth's 11.5 px bold
    // scaled).
    final double label =
        Math.max(
            LABEL,
            steps.stream()
                .mapToDouble(s -> textWidth(s.name()) * 12.5 / 11.5 + 14)
                .max()
                .orElse(0));
    double width = label + PLOT + 120;
    for (StepFigures s : steps) {
      width = Math.max(width, x(label, total(s.target()), top) + 5 + textWidth(targetLabel(s)) + 8);
      width =
          Math.max(
              width,
              x(label, total(s.loadGenerator()), top) + 5 + textWidth(loadGeneratorLabel(s)) + 8);
    }
    Svg svg = new Svg("cpu", "CPU per step", Math.ceil(width), height);
    double bottom = 20 + steps.size() * ROW;
    for (double t = 0; t <= top + 1e-9; t += top > 400 ? 100 : 50) {
      svg.rule(
          x(label, t, top),
          14,
          x(label, t, top),
          bottom,
          t == 100.0 * cores ? "grid cores" : "grid");
      svg.text(x(label, t, top), bottom + 16, "middle", "tick", Numbers.fixed(t, 0) + "%");
    }
    for (int i = 0; i < steps.size(); i++) {
      StepFigures s = steps.get(i);
      double y = 20 + i * ROW;
      String color = palette.color(s.system());
      svg.text(label - 10, y + 14, "end", "row-label", s.name());
      s.target()
          .ifPresent(
              u -> {
                svg.bar(
                    "bar cpu-user",
                    s.system(),
                    x(label, 0, top),
                    y + 4,
                    x(label, u.cpuUserPercent(), top) - x(label, 0, top),
                    12,
                    "fill:" + color,
                    s.name() + ": target CPU user " + Numbers.fixed(u.cpuUserPercent(), 1) + "%");
                svg.bar(
                    "bar cpu-system",
                    s.system(),
                    x(label, u.cpuUserPercent(), top),
                    y + 4,
                    x(label, u.cpuUserPercent() + u.cpuSystemPercent(), top)
                        - x(label, u.cpuUserPercent(), top),
                    12,
                    "fill:" + color,
                    s.name()
                        + ": target CPU system "
                        + Numbers.fixed(u.cpuSystemPercent(), 1)
                        + "%");
                svg.text(
                    x(label, total(s.target()), top) + 5, y + 14, "start", "value", targetLabel(s));
              });
      s.loadGenerator()
          .ifPresent(
              u -> {
                svg.bar(
                    "bar cpu-load-generator",
                    s.system(),
                    x(label, 0, top),
                    y + 19,
                    x(label, total(s.loadGenerator()), top) - x(label, 0, top),
                    9,
                    "",
                    s.name()
                        + ": load generator CPU "
                        + Numbers.fixed(total(s.loadGenerator()), 1)
                        + "%");
                svg.text(
                    x(label, total(s.loadGenerator()), top) + 5,
                    y + 27,
                    "start",
                    "value muted",
                    loadGeneratorLabel(s));
              });
    }
    return svg.end();
  }

  private static String targetLabel(StepFigures s) {
    return "target " + Numbers.fixed(total(s.target()), 0) + "%";
  }

  private static String loadGeneratorLabel(StepFigures s) {
    return "load generator "
        + Numbers.fixed(total(s.loadGenerator()), 0)
        + "%"
        + s.bound().map(b -> " " + b).orElse("");
  }

  /**
   * A label's width in the chart's units, at its 11.5 px bold at most: wide enough for a sans-serif
   * font's capitals and digits (0.72 em), other letters 0.6 em, so that the chart is made wide
   * enough to hold it rather than clip it.
   */
  static double textWidth(String text) {
    double em = 0;
    for (char c : text.toCharArray())
      em += Character.isUpperCase(c) || Character.isDigit(c) || c == '%' ? 0.72 : 0.6;
    return em * 11.5;
  }

  private static double total(Optional<ProcessSampler.Usage> usage) {
    return StepFigures.cpu(usage).orElse(0.0);
  }

  private static double x(double label, double percent, double top) {
    return label + PLOT * percent / top;
  }
}
