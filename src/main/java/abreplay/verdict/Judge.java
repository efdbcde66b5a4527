package abreplay.verdict;

import abreplay.document.Document;
import abreplay.document.Document.Claim;
import abreplay.result.StepResult;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.OptionalDouble;

/**
 * The rules by which a replay judges a document's claims, all in this class:
 * <ul>
 *   <li>each scenario of a claim gives the ratio system / over of the median replayed rates;
 *   <li>FASTER: below 1 contradicts; keeping at least {@link #LEAD_KEPT} of the published lead supports;
 *       anything between does not support;
 *   <li>ON_PAR: within {@link #ON_PAR} of 1 supports;
 *   <li>over scenarios: one contradiction contradicts, all supporting supports, else not supported;
 *   <li>between two stand-ins, which share one engine, the verdict speaks only for what they model.
 * </ul>
 */
public final class Judge {
  /** A "faster" claim is supported when the replay keeps at least this share of the published lead. */
  static final double LEAD_KEPT = 0.5;
  /** "On par" means within this fraction of each other. */
  static final double ON_PAR = 0.15;

  private Judge() {}

  /** Every claim of the document, in its order. */
  public static List<ClaimResult> all(Document document, List<StepResult> steps) {
    return document.claims().stream().map(claim -> claim(document, claim, steps)).toList();
  }

  public static ClaimResult claim(Document d, Claim claim, List<StepResult> steps) {
    List<ClaimResult.ScenarioRatio> ratios = new ArrayList<>();
    List<Verdict> verdicts = new ArrayList<>();
    for (String scenario : claim.scenarios()) {
      List<StepResult> inScenario = steps.stream().filter(s -> s.step().scenario().id().equals(scenario)).toList();
      OptionalDouble published = Rates.publishedRatio(d, scenario, claim.system(), claim.over());
      OptionalDouble replayed = Rates.replayedRatio(inScenario, claim.system(), claim.over());
      ratios.add(new ClaimResult.ScenarioRatio(scenario, published, replayed,
          replayed.isPresent() ? Optional.empty() : Optional.of(notReplayed(inScenario, claim))));
      replayed.ifPresent(r -> verdicts.add(scenario(claim.kind(), published, r)));
    }
    Verdict overall = verdicts.isEmpty() ? Verdict.NOT_TESTED
        : verdicts.contains(Verdict.CONTRADICTED) ? Verdict.CONTRADICTED
        : verdicts.stream().allMatch(Verdict.SUPPORTED::equals) ? Verdict.SUPPORTED : Verdict.NOT_SUPPORTED;
    if (!verdicts.isEmpty() && onStandIns(steps, claim)) {
      overall = overall == Verdict.SUPPORTED ? Verdict.REPRODUCED_BY_STAND_INS : Verdict.NOT_REPRODUCED_BY_STAND_INS;
    }
    String meaning = d.label(claim.system()) + (claim.kind() == Claim.Kind.FASTER ? " over " : " vs ")
        + d.label(claim.over());
    return new ClaimResult(claim, meaning, ratios, overall);
  }

  /** One scenario's verdict from the replayed ratio system / over. */
  static Verdict scenario(Claim.Kind kind, OptionalDouble published, double replayed) {
    if (kind == Claim.Kind.ON_PAR) return Math.abs(replayed - 1) <= ON_PAR ? Verdict.SUPPORTED : Verdict.NOT_SUPPORTED;
    if (replayed < 1) return Verdict.CONTRADICTED;
    double lead = published.orElse(1) - 1;
    return replayed - 1 >= LEAD_KEPT * lead ? Verdict.SUPPORTED : Verdict.NOT_SUPPORTED;
  }

  /**
   * The replayed ratios (system / over) with which {@link #scenario} supports a claim of {@code kind}
   * that published {@code published}, as {low, high} (high is infinite for FASTER), for drawing the
   * claim's threshold. SupportingRangeTest checks that it agrees with {@link #scenario}.
   */
  public static double[] supportingRange(Claim.Kind kind, OptionalDouble published) {
    if (kind == Claim.Kind.ON_PAR) return new double[] {1 - ON_PAR, 1 + ON_PAR};
    return new double[] {Math.max(1, 1 + LEAD_KEPT * (published.orElse(1) - 1)), Double.POSITIVE_INFINITY};
  }

  private static boolean onStandIns(List<StepResult> steps, Claim claim) {
    return steps.stream().filter(s -> s.step().target().name().equals(claim.system())
        || s.step().target().name().equals(claim.over())).allMatch(s -> s.step().target().bundled());
  }

  private static String notReplayed(List<StepResult> steps, Claim claim) {
    return steps.stream().filter(s -> s.run().isEmpty() && (s.step().target().name().equals(claim.system())
        || s.step().target().name().equals(claim.over()))).map(s -> s.status().name().toLowerCase(Locale.ROOT))
        .findFirst().orElse("not in this run");
  }
}
