package abreplay.importer;

import java.util.List;
import java.util.Locale;
import java.util.regex.Pattern;
import org.jsoup.Jsoup;
import org.jsoup.nodes.Element;
import org.jsoup.nodes.Node;
import org.jsoup.nodes.TextNode;

/**
 * A web page as the text the importer reads: headings, pre blocks and tables as markdown, inline
 * code in backticks, each block on lines of its own; menus, headers, footers, sidebars, scripts and
 * forms left out. Lines in messages are this text's, not the HTML's.
 */
final class HtmlPost {
  private static final String LEFT_OUT =
      "script, style, noscript, template, nav, header, footer, aside, form, iframe, svg,"
          + " [role=navigation], [role=banner], [role=contentinfo], [aria-hidden=true]";

  /** The tags whose content is a block of lines of its own. */
  private static final Pattern BLOCKS =
      Pattern.compile(
          "p|div|li|ul|ol|section|article|blockquote|dl|dt|dd|figure|figcaption|main|body");

  private HtmlPost() {}

  /** Whether {@code text} is a web page rather than a post's text. */
  static boolean is(String text) {
    String head = text.stripLeading();
    head = head.substring(0, Math.min(head.length(), 512)).toLowerCase(Locale.ROOT);
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
    if (node instanceof TextNode t) out.append(t.text());
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
        List<Element> rows = e.select("tr");
        for (int i = 0; i < rows.size(); i++) { // markdown rows, the first the header
          List<String> cells = rows.get(i).select("th, td").eachText();
          out.append("| ").append(String.join(" | ", cells)).append(" |\n");
          if (i == 0) out.append("|").append(" --- |".repeat(cells.size())).append('\n');
        }
        out.append('\n');
      }
      case "br" -> out.append('\n');
      default -> {
        boolean block = BLOCKS.matcher(tag).matches();
        if (block) block(out);
        for (Node child : e.childNodes()) walk(child, out);
        if (block) block(out);
      }
    }
  }

  /** Ends the line being written, so that the next block starts a line of its own. */
  private static void block(StringBuilder out) {
    if (out.length() > 0 && out.charAt(out.length() - 1) != '\n') out.append('\n');
  }
}
