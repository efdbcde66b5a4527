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

  /** The rule the verdict came from, in words, its notes, and what the verdict means when it says more than its name. */
  static String why(ClaimResult c) {
    boolean several = c.scenarios().size() > 1;
    double[] range = Judge.supportingRange(c.claim());
    String threshold = switch (c.claim().kind()) {
      case ON_PAR -> "between " + ratio(range[0]) + " and " + ratio(range[1]);
      case AT_LEAST_ON_PAR -> "at or above " + ratio(range[0]);
      case FASTER -> c.claim().factor().isPresent() ? "at or above the claim's own " + ratio(range[0])
          : "above " + ratio(range[0]);
    };
    String rule = "The replayed ratio's whole range (over the rounds, or one round widened by the run-to-run spread)"
        + " must lie " + threshold + " to support it" + (several ? ", in every scenario (the green bands)" : "")
        + "; a range across the threshold is INCONCLUSIVE.";
    String notes = c.notes().isEmpty() ? "" : " Note: " + String.join("; ", c.notes()) + ".";
    String more = c.verdictText().substring(c.verdict().label().length()).trim();
    return rule + notes + (more.isEmpty() ? "" : " " + c.verdict().label() + " " + more + ".");
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
            .append(", replayed ").append(r.replayed().isPresent() ? esc(r.replayed().get().described())
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
