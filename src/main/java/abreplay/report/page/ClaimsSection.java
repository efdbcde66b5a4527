package abreplay.report.page;

import static abreplay.report.page.Html.esc;

import abreplay.document.Document;
import abreplay.report.Reproduction;
import abreplay.verdict.ClaimResult;
import abreplay.verdict.ScenarioJudgement;
import java.util.List;

/**
 * Each claim of the document: its three answers (measurement, verdict, the post's own data) as the
 * judge gave them, each scenario's published and replayed ratio with what each answer would take,
 * and its ratio chart against the band that supports it. Renders only: nothing here judges.
 */
final class ClaimsSection {
  private ClaimsSection() {}

  /** The rule the verdict came from, in words, and its notes. */
  static String why(ClaimResult c) {
    String rule = c.claim().kind().rule(c.onPar(), Html::ratio, c.scenarios().size() > 1);
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
      out.append("<dl class=\"answers\">")
          .append("<dt>Reproduces the post's measurement?</dt><dd>")
          .append(esc(c.measurementText()))
          .append("</dd>")
          .append("<dt>Does the claim hold?</dt><dd>")
          .append(esc(c.verdictText()))
          .append("</dd>")
          .append("<dt>The post's own data</dt><dd>")
          .append(esc(c.ownDataText()))
          .append("</dd></dl>\n");
      out.append("<ul class=\"scenarios\">");
      for (ScenarioJudgement s : c.scenarios())
        out.append("<li>").append(esc(Reproduction.scenario(s))).append("</li>");
      out.append("</ul>\n<p class=\"why\">").append(esc(why(c))).append("</p>\n");
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
