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
    out.append("<svg class=\"chart\"")
        .append(attrs("data-chart", chart, "role", "img", "aria-label", esc(label)))
        .append(
            attrs("viewBox", "0 0 " + n(width) + " " + n(height), "width", width, "height", height))
        .append(">\n");
  }

  /**
   * Each name and value as {@code name="value"} after a space; a double as {@link Html#n} writes
   * it, anything else as it is (escaped by the caller where it must be).
   */
  private static String attrs(Object... namesAndValues) {
    StringBuilder a = new StringBuilder();
    for (int i = 0; i < namesAndValues.length; i += 2) {
      Object value = namesAndValues[i + 1];
      a.append(' ').append(namesAndValues[i]).append("=\"");
      a.append(value instanceof Double d ? n(d) : value).append('"');
    }
    return a.toString();
  }

  /** A data mark's opening attributes: its kind, what it belongs to, and its own attributes. */
  private void open(String element, String kind, String system, String attrs) {
    out.append('<').append(element).append(" class=\"mark ").append(kind).append('"');
    if (system != null) out.append(" data-system=\"").append(esc(system)).append('"');
    out.append(attrs);
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
        attrs("x", x, "y", y, "width", Math.max(w, 0), "height", h, "style", style));
    close("rect", title);
  }

  void dot(String kind, String system, double x, double y, double r, String style, String title) {
    open("circle", kind, system, attrs("cx", x, "cy", y, "r", r, "style", style));
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
    open("line", kind, system, attrs("x1", x1, "y1", y1, "x2", x2, "y2", y2, "style", style));
    close("line", title);
  }

  /** A curve through {@code points} (x, y pairs). */
  void polyline(String kind, String system, List<double[]> points, String style, String title) {
    StringBuilder p = new StringBuilder();
    for (double[] point : points)
      p.append(p.length() == 0 ? "" : " ").append(n(point[0])).append(',').append(n(point[1]));
    open("polyline", kind, system, attrs("points", p, "style", "fill:none;" + style));
    close("polyline", title);
  }

  /** A marker that says something did not run: a cross in a circle. */
  void skipped(String system, double x, double y, String title) {
    out.append("<g class=\"mark skipped\" data-system=\"")
        .append(esc(system))
        .append("\"><title>")
        .append(esc(title))
        .append("</title><circle")
        .append(attrs("cx", x, "cy", y, "r", 6, "class", "skip"))
        .append("/><path")
        .append(attrs("d", "M" + n(x - 3.5) + "," + n(y - 3.5) + " l7,7 m0,-7 l-7,7"))
        .append(" class=\"skip\"/></g>\n");
  }

  /** Axis and grid lines: not data. */
  void rule(double x1, double y1, double x2, double y2, String cssClass) {
    rule(x1, y1, x2, y2, cssClass, "");
  }

  /** A line that is not data, styled (a legend's sample). */
  void rule(double x1, double y1, double x2, double y2, String cssClass, String style) {
    out.append("<line").append(attrs("class", cssClass, "x1", x1, "y1", y1, "x2", x2, "y2", y2));
    if (!style.isEmpty()) out.append(attrs("style", style));
    out.append("/>\n");
  }

  /**
   * @param anchor start, middle or end
   */
  void text(double x, double y, String anchor, String cssClass, String text) {
    out.append("<text")
        .append(attrs("x", x, "y", y, "text-anchor", anchor, "class", cssClass))
        .append('>')
        .append(esc(text))
        .append("</text>\n");
  }

  String end() {
    return out.append("</svg>\n").toString();
  }
}
