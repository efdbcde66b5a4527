package abreplay.importer;

import java.util.List;
import org.jsoup.Jsoup;
import org.jsoup.nodes.Element;
import org.jsoup.nodes.Node;
import org.jsoup.nodes.TextNode;

/**
 * A web page as the text the importer reads: its headings as markdown headings, its pre blocks as
 * fenced code, its tables as markdown tables, inline code in backticks, each block on lines of its
 * own; the site's menus, headers, footers, sidebars, scripts and forms left out. Lines in messages
 * are the lines of this text, not of the page's HTML.
 */
final class HtmlPost {
  private static final String LEFT_OUT =
      "script, style, noscript, template, nav, header, footer, aside, form, iframe, svg,"
          + " [role=navigation], [role=banner], [role=contentinfo], [aria-hidden=true]";

  private HtmlPost() {}

  /** Whether {@code text} is a web page rather than a post's text. */
  static boolean is(String text) {
    String head = text.stripLeading();
    head = head.substring(0, Math.min(head.length(), 512)).toLowerCase(java.util.Locale.ROOT);
    return head.startsWith("<!doctype html") || head.startsWith("<html") || head.contains("<body");
  }

  static String text(String html) {
    var page = Jsoup.parse(html);
    page.select(LEFT_OUT).remove();
    Element root = page.selectFirst("article, main, [role=main]");
    StringBuilder out = new StringBuilder();
    String title = page.title().strip();
    if (!title.isEmpty() && page.selectFirst("h1") == null)
      out.append("# ").append(title).append("\n\n");
    walk(root != null ? root : page.body(), out);
    return out.toString().replaceAll("[ \\t]+\\n", "\n").replaceAll("\\n{3,}", "\n\n").strip()
        + "\n";
  }

  private static void walk(Node node, StringBuilder out) {
    if (node instanceof TextNode t) {
      out.append(t.text());
      return;
    }
    if (!(node instanceof Element e)) return;
    String tag = e.normalName();
    switch (tag) {
      case "h1", "h2", "h3", "h4", "h5", "h6" -> {
        block(out);
        out.append("#".repeat(tag.charAt(1) - '0')).append(' ').append(e.text()).append('\n');
      }
      case "pre" -> {
        block(out);
        out.append("```\n").append(e.wholeText().stripTrailing()).append("\n```\n");
      }
      case "code", "kbd", "samp", "tt" -> out.append('`').append(e.wholeText()).append('`');
      case "table" -> {
        block(out);
        table(e, out);
      }
      case "br" -> out.append('\n');
      case "p",
          "div",
          "li",
          "ul",
          "ol",
          "section",
          "article",
          "blockquote",
          "dl",
          "dt",
          "dd",
          "figure",
          "figcaption",
          "main",
          "body" -> {
        block(out);
        for (Node child : e.childNodes()) walk(child, out);
        block(out);
      }
      default -> {
        for (Node child : e.childNodes()) walk(child, out);
      }
    }
  }

  /** A table as markdown rows, its first row the header. */
  private static void table(Element table, StringBuilder out) {
    List<Element> rows = table.select("tr");
    for (int i = 0; i < rows.size(); i++) {
      List<String> cells = rows.get(i).select("th, td").eachText();
      out.append("| ").append(String.join(" | ", cells)).append(" |\n");
      if (i == 0) out.append("|").append(" --- |".repeat(cells.size())).append('\n');
    }
    out.append('\n');
  }

  /** Ends the line being written, so that the next block starts a line of its own. */
  private static void block(StringBuilder out) {
    if (out.length() > 0 && out.charAt(out.length() - 1) != '\n') out.append('\n');
  }
}
