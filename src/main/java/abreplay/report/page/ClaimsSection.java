package abreplay.report.page;

import static abreplay.report.page.Html.esc;

import abreplay.document.Document;
import abreplay.format.Numbers;
import abreplay.report.ClaimLines;
import abreplay.verdict.ClaimResult;
import java.util.List;

/**
 * Each claim of the document: its three answers (measurement, verdict, the post's own data) as the
 * judge gave them, one line each; below them each scenario's published and replayed ratio with its
 * detail ({@link ClaimLines}), what would judge what was not, and its ratio chart against the band
 * that supports it. Renders only: nothing here judges.
 */
final class ClaimsSection {
  private ClaimsSection() {}

  /** The rule the verdict came from, in words, and its notes. */
  static String why(ClaimResult c) {
    String rule =
        c.claim().kind().rule(c.onPar(), r -> Numbers.ratio(r, 2), c.scenarios().size() > 1);
    return rule + (c.notes().isEmpty() ? "" : " Note: " + String.join("; ", c.notes()) + ".");
  }

  static void write(StringBuilder out, Document d, List<ClaimResult> claims, Palette palette) {
    out.append("<section id=\"claims\"><h2>Claims</h2>\n");
    if (claims.isEmpty()) out.append("<p>The document makes no comparative claim.</p>\n");
    for (ClaimResult c : claims) {
      out.append("<article class=\"claim\"><div class=\"claim-head\"><span class=\"verdict ")
          .append(Html.css(c.verdict().name()))
          .append("\">")
          .append(esc(c.side().words(c.verdict())))
          .append("</span>")
          .append("<q>")
          .append(esc(c.claim().text()))
          .append("</q></div>\n<p class=\"meaning\">")
          .append(esc(c.meaning()))
          .append(c.claim().kind().compares() ? " req/s" : "")
          .append(
              c.claim().kind().claimedNumber().map(b -> ", claimed " + b).map(Html::esc).orElse(""))
          .append("</p>\n");
      out.append("<dl class=\"answers\">");
      for (ClaimLines.Answer a : ClaimLines.answers(c)) {
        out.append("<dt>")
            .append(esc(a.question()))
            .append("</dt><dd>")
            .append(esc(a.text()))
            .append("</dd>");
      }
      out.append("</dl>\n<ul class=\"scenarios\">");
      for (ClaimLines.ScenarioLines s : ClaimLines.scenarios(c)) {
        out.append("<li>").append(esc(s.line()));
        if (!s.detail().isEmpty()) {
          out.append("<ul>");
          for (String line : s.detail()) out.append("<li>").append(esc(line)).append("</li>");
          out.append("</ul>");
        }
        out.append("</li>");
      }
      out.append("</ul>\n");
      for (String remedy : ClaimLines.remedies(c))
        out.append("<p class=\"remedy\">").append(esc(remedy)).append("</p>\n");
      out.append("<p class=\"why\">").append(esc(why(c))).append("</p>\n");
      if (c.claim().kind().compares()) {
        out.append(
            RatioChart.svg(
                "claim: " + c.claim().text(),
                d.label(c.claim().overName()),
                RatioRows.claim(d, c),
                palette));
      }
      out.append("</article>\n");
    }
    out.append("</section>\n");
  }
}
