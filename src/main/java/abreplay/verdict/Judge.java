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
 *   <li>between two stand-ins, which share one engine, the verdict speaks only for what they model;
 *   <li>a claim is judged between systems of the same side: both real (a bundled real server or a url),
 *       or else both stand-ins; a stand-in against a real server is NOT_JUDGED, with which is which.
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

  public static ClaimResult claim(Document d, Claim claim, List<StepResult> all) {
    Optional<Boolean> side = side(all, claim);
    boolean mixed = side.isEmpty() && ranOnBoth(all, claim);
    List<StepResult> steps = side.map(real -> all.stream().filter(s -> s.step().target().kind().real() == real).toList())
        .orElse(all);
    List<ClaimResult.ScenarioRatio> ratios = new ArrayList<>();
    List<Verdict> verdicts = new ArrayList<>();
    for (String scenario : claim.scenarios()) {
      List<StepResult> inScenario = steps.stream().filter(s -> s.step().scenario().id().equals(scenario)).toList();
      OptionalDouble published = Rates.publishedRatio(d, scenario, claim.system(), claim.over());
      // A stand-in's rate over a real server's is no evidence of anything: no ratio then.
      OptionalDouble replayed = mixed ? OptionalDouble.empty()
          : Rates.replayedRatio(inScenario, claim.system(), claim.over());
      ratios.add(new ClaimResult.ScenarioRatio(scenario, published, replayed, replayed.isPresent() ? Optional.empty()
          : Optional.of(mixed ? "a stand-in against a real server" : notReplayed(inScenario, claim))));
      replayed.ifPresent(r -> verdicts.add(scenario(claim.kind(), published, r)));
    }
    Verdict overall = verdicts.isEmpty() ? Verdict.NOT_TESTED
        : verdicts.contains(Verdict.CONTRADICTED) ? Verdict.CONTRADICTED
        : verdicts.stream().allMatch(Verdict.SUPPORTED::equals) ? Verdict.SUPPORTED : Verdict.NOT_SUPPORTED;
    if (!verdicts.isEmpty() && side.equals(Optional.of(false))) {
      overall = overall == Verdict.SUPPORTED ? Verdict.REPRODUCED_BY_STAND_INS : Verdict.NOT_REPRODUCED_BY_STAND_INS;
    }
    String reason = "";
    if (mixed) {
      overall = Verdict.NOT_JUDGED;
      reason = d.label(claim.system()) + " is " + what(all, claim.system()) + ", " + d.label(claim.over()) + " is "
          + what(all, claim.over());
    }
    String meaning = d.label(claim.system()) + (claim.kind() == Claim.Kind.FASTER ? " over " : " vs ")
        + d.label(claim.over());
    return new ClaimResult(claim, meaning, ratios, overall, reason);
  }

  /**
   * The side the claim is judged on: real (true) when both systems ran on a real server, else stand-ins
   * (false) when both ran as stand-ins; empty when they ran only on different sides (or not at all).
   */
  private static Optional<Boolean> side(List<StepResult> steps, Claim claim) {
    for (boolean real : List.of(true, false)) {
      if (ran(steps, claim.system(), real) && ran(steps, claim.over(), real)) return Optional.of(real);
    }
    return Optional.empty();
  }

  /** True when {@code system} has a step that ran, on the given side (either when null). */
  private static boolean ran(List<StepResult> steps, String system, Boolean real) {
    return steps.stream().anyMatch(s -> s.run().isPresent() && s.step().target().name().equals(system)
        && (real == null || s.step().target().kind().real() == real));
  }

  private static boolean ranOnBoth(List<StepResult> steps, Claim claim) {
    return ran(steps, claim.system(), null) && ran(steps, claim.over(), null);
  }

  private static String what(List<StepResult> steps, String system) {
    return ran(steps, system, true) ? "a real server" : "a stand-in";
  }

  /** One scenario's verdict from the replayed ratio system / over. */
  static Verdict scenario(Claim.Kind kind, OptionalDouble published, double replayed) {
    if (kind == Claim.Kind.ON_PAR) return Math.abs(replayed - 1) <= ON_PAR ? Verdict.SUPPORTED : Verdict.NOT_SUPPORTED;
    if (replayed < 1) return Verdict.CONTRADICTED;
    double lead = published.orElse(1) - 1;
    return replayed - 1 >= LEAD_KEPT * lead ? Verdict.SUPPORTED : Verdict.NOT_SUPPORTED;
  }

  private static String notReplayed(List<StepResult> steps, Claim claim) {
    return steps.stream().filter(s -> s.run().isEmpty() && (s.step().target().name().equals(claim.system())
        || s.step().target().name().equals(claim.over()))).map(s -> s.status().name().toLowerCase(Locale.ROOT))
        .findFirst().orElse("not in this run");
  }
}
