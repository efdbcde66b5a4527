package abreplay.report.page;

import static abreplay.report.page.Html.esc;
import static abreplay.report.page.Html.ratio;

import abreplay.document.Document;
import abreplay.result.StepResult;
import abreplay.verdict.ClaimResult;
import abreplay.verdict.Judge;
import java.util.List;

/** Each claim of the document: its verdict and why, and its ratio in each scenario against the range that supports it. */
final class ClaimsSection {
  private ClaimsSection() {}

  /** The rule the verdict came from, in words, and what the verdict means when it says more than its name. */
  static String why(ClaimResult c) {
    boolean several = c.scenarios().size() > 1;
    String rule;
    if (c.claim().kind() == Document.Claim.Kind.ON_PAR) {
      double[] range = Judge.supportingRange(c.claim().kind(), java.util.OptionalDouble.empty());
      rule = "A replayed ratio from " + ratio(range[0]) + " to " + ratio(range[1]) + " supports it"
          + (several ? " in every scenario." : ".");
    } else if (several) {
      rule = "In each scenario, a replayed ratio that keeps at least half the published lead supports it (the green"
          + " bands) and one below 1.00x contradicts it; the claim needs every scenario.";
    } else {
      double[] range = Judge.supportingRange(c.claim().kind(), c.scenarios().get(0).published());
      rule = "A replayed ratio of at least " + ratio(range[0]) + " (half the published lead kept) supports it; below"
          + " 1.00x contradicts it.";
    }
    String more = c.verdict().text().substring(c.verdict().label().length()).trim();
    return rule + (more.isEmpty() ? "" : " " + c.verdict().label() + " " + more + ".");
  }

  static void write(StringBuilder out, Document d, List<ClaimResult> claims, List<StepResult> steps, Palette palette) {
    out.append("<section id=\"claims\"><h2>Claims</h2>\n");
    if (claims.isEmpty()) out.append("<p>The document makes no comparative claim.</p>\n");
    for (ClaimResult c : claims) {
      out.append("<article class=\"claim\"><div class=\"claim-head\"><span class=\"verdict ")
          .append(Html.css(c.verdict().name())).append("\">").append(esc(c.verdict().label())).append("</span>")
          .append("<q>").append(esc(c.claim().text())).append("</q></div>\n<p class=\"meaning\">")
          .append(esc(c.meaning())).append(" req/s: ");
      boolean first = true;
      if (c.scenarios().size() > 3) {
        out.append(c.scenarios().size()).append(" scenarios, each in the chart below (hover for its figures)");
      }
      for (ClaimResult.ScenarioRatio r : c.scenarios().size() > 3 ? List.<ClaimResult.ScenarioRatio>of() : c.scenarios()) {
        out.append(first ? "" : "; ").append(c.scenarios().size() > 1 ? esc(r.scenario()) + " " : "")
            .append("published ").append(r.published().isPresent() ? ratio(r.published().getAsDouble()) : "-")
            .append(", replayed ").append(r.replayed().isPresent() ? ratio(r.replayed().getAsDouble())
                : "- (" + esc(r.notReplayed().orElse("")) + ")");
        first = false;
      }
      out.append("</p>\n<p class=\"why\">").append(esc(why(c))).append("</p>\n");
      out.append(RatioChart.svg("claim: " + c.claim().text(), d.label(c.claim().over()), RatioRows.claim(d, c, steps),
          palette));
      out.append("</article>\n");
    }
    out.append("</section>\n");
  }
}
