package abreplay.report.page;

import static abreplay.report.page.Html.esc;
import static abreplay.report.page.Html.n;

import java.util.List;

/**
 * An inline SVG chart, element by element. Every data mark carries {@code class="mark <kind>"}
 * (bar, dot, line, point, skipped, threshold, unity) so that a reader, or a test in a browser, can
 * count them; every mark has a {@code <title>}, the tooltip a browser shows on hover. Not
 * thread-safe.
 */
final class Svg {
  private final StringBuilder out = new StringBuilder();

  /**
   * @param chart what the chart shows ({@code data-chart}: ratio, ladder, latency, cpu)
   * @param label the chart's accessible name
   */
  Svg(String chart, String label, double width, double height) {
    out.append("<svg class=\"chart\" data-chart=\"")
        .append(chart)
        .append("\" role=\"img\" aria-label=\"")
        .append(esc(label))
        .append("\" viewBox=\"0 0 ")
        .append(n(width))
        .append(' ')
        .append(n(height))
        .append("\" width=\"")
        .append(n(width))
        .append("\" height=\"")
        .append(n(height))
        .append("\">\n");
  }

  /** A data mark's opening attributes: its kind, what it belongs to, and any extra attributes. */
  private void open(String element, String kind, String system, String extra) {
    out.append('<').append(element).append(" class=\"mark ").append(kind).append('"');
    if (system != null) out.append(" data-system=\"").append(esc(system)).append('"');
    out.append(' ').append(extra);
  }

  private void close(String element, String title) {
    out.append("><title>").append(esc(title)).append("</title></").append(element).append(">\n");
  }

  void bar(
      String kind,
      String system,
      double x,
      double y,
      double w,
      double h,
      String style,
      String title) {
    open(
        "rect",
        kind,
        system,
        "x=\""
            + n(x)
            + "\" y=\""
            + n(y)
            + "\" width=\""
            + n(Math.max(w, 0))
            + "\" height=\""
            + n(h)
            + "\" style=\""
            + style
            + "\"");
    close("rect", title);
  }

  void dot(String kind, String system, double x, double y, double r, String style, String title) {
    open(
        "circle",
        kind,
        system,
        "cx=\"" + n(x) + "\" cy=\"" + n(y) + "\" r=\"" + n(r) + "\" style=\"" + style + "\"");
    close("circle", title);
  }

  void line(
      String kind,
      String system,
      double x1,
      double y1,
      double x2,
      double y2,
      String style,
      String title) {
    open(
        "line",
        kind,
        system,
        "x1=\""
            + n(x1)
            + "\" y1=\""
            + n(y1)
            + "\" x2=\""
            + n(x2)
            + "\" y2=\""
            + n(y2)
            + "\" style=\""
            + style
            + "\"");
    close("line", title);
  }

  /** A curve through {@code points} (x, y pairs). */
  void polyline(String kind, String system, List<double[]> points, String style, String title) {
    StringBuilder p = new StringBuilder();
    for (double[] point : points)
      p.append(p.length() == 0 ? "" : " ").append(n(point[0])).append(',').append(n(point[1]));
    open("polyline", kind, system, "points=\"" + p + "\" style=\"fill:none;" + style + "\"");
    close("polyline", title);
  }

  /** A marker that says something did not run: a cross in a circle. */
  void skipped(String system, double x, double y, String title) {
    out.append("<g class=\"mark skipped\" data-system=\"")
        .append(esc(system))
        .append("\"><title>")
        .append(esc(title))
        .append("</title><circle cx=\"")
        .append(n(x))
        .append("\" cy=\"")
        .append(n(y))
        .append("\" r=\"6\" class=\"skip\"/><path d=\"M")
        .append(n(x - 3.5))
        .append(',')
        .append(n(y - 3.5))
        .append(" l7,7 m0,-7 l-7,7\" class=\"skip\"/></g>\n");
  }

  /** Axis and grid lines: not data. */
  void rule(double x1, double y1, double x2, double y2, String cssClass) {
    rule(x1, y1, x2, y2, cssClass, "");
  }

  /** A line that is not data, styled (a legend's sample). */
  void rule(double x1, double y1, double x2, double y2, String cssClass, String style) {
    out.append("<line class=\"")
        .append(cssClass)
        .append("\" x1=\"")
        .append(n(x1))
        .append("\" y1=\"")
        .append(n(y1))
        .append("\" x2=\"")
        .append(n(x2))
        .append("\" y2=\"")
        .append(n(y2))
        .append('"');
    if (!style.isEmpty()) out.append(" style=\"").append(style).append('"');
    out.append("/>\n");
  }

  /**
   * @param anchor start, middle or end
   */
  void text(double x, double y, String anchor, String cssClass, String text) {
    out.append("<text x=\"")
        .append(n(x))
        .append("\" y=\"")
        .append(n(y))
        .append("\" text-anchor=\"")
        .append(anchor)
        .append("\" class=\"")
        .append(cssClass)
        .append("\">")
        .append(esc(text))
        .append("</text>\n");
  }

  String end() {
    return out.append("</svg>\n").toString();
  }
}
