package abreplay.importer;

import static abreplay.importer.ConfText.oneLine;
import static abreplay.importer.ConfText.q;

import abreplay.request.Method;
import abreplay.request.Request;

/**
 * A scenario's request as a draft writes it: where it was read, then its {@code method} (left out
 * for GET), {@code headers { Name = "value" }} (several one a line, in their order) and {@code
 * body}, the keys a document reads back as the same request. Nothing for ab's plain GET.
 */
final class RequestText {
  private RequestText() {}

  /** {@code sends}' keys, each line indented by {@code indent}. */
  static void append(StringBuilder out, Shape.Sends sends, String indent) {
    Request r = sends.request();
    if (r.plain() && sends.path().isEmpty()) return;
    out.append(indent).append("# its request: ").append(oneLine(sends.from())).append('\n');
    if (r.method() != Method.GET)
      out.append(indent).append("method = ").append(r.method()).append('\n');
    if (r.headers().size() == 1) {
      Request.Header h = r.headers().get(0);
      out.append(indent).append("headers { ").append(header(h)).append(" }\n");
    } else if (!r.headers().isEmpty()) {
      // One a line: a conf keeps the order of its lines, not of the keys on one line.
      out.append(indent).append("headers {\n");
      for (Request.Header h : r.headers())
        out.append(indent).append("  ").append(header(h)).append('\n');
      out.append(indent).append("}\n");
    }
    r.body().ifPresent(b -> out.append(indent).append("body = ").append(q(b)).append('\n'));
  }

  /** "Name = \"value\"": the name bare when it can be, else quoted (a dot would split it). */
  private static String header(Request.Header h) {
    String name = h.name().matches("[A-Za-z0-9_-]+") ? h.name() : q(h.name());
    return name + " = " + q(h.value());
  }
}
