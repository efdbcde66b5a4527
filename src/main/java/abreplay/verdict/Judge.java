package abreplay.verdict;

import abreplay.document.Document;
import abreplay.document.Document.Claim;
import abreplay.result.Bound;
import abreplay.result.StepResult;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.OptionalDouble;

/**
 * The rules by which a replay judges a document's claims, all in this class. In each scenario of a
 * claim the replayed ratio system / over is a {@link Range}: over several rounds, round k of one system
 * against round k of the other; from one round, that ratio widened by the run-to-run spread. A count
 * holds only when the whole range lies on the claim's side of its threshold:
 * <ul>
 *   <li>FASTER: direction, above 1; magnitude, at or above the claim's own factor (when it gives one);
 *   <li>ON_PAR: within {@link #ON_PAR} of 1 either way; AT_LEAST_ON_PAR: at or above 1 - {@link #ON_PAR}.
 *   <li>a claim is judged between systems of the same side: both real (a bundled real server or a url),
 *       or else both stand-ins; a stand-in against a real server is NOT_JUDGED, with which is which.
 * </ul>
 * A scenario's verdict: the direction failing contradicts (NOT SUPPORTED for on-par, which has no
 * direction to contradict); the direction holding with the magnitude failing does not support; either
 * undecided is INCONCLUSIVE. Over scenarios: one contradiction contradicts, else one inconclusive makes
 * it inconclusive, else all supporting supports. Between two stand-ins, which share one engine, the
 * verdict speaks only for what they model.
 */
public final class Judge {
  /** "On par" means within this fraction of each other. */
  static final double ON_PAR = 0.15;

  private Judge() {}

  /**
   * What the judging needs besides the results.
   *
   * @param singleRoundSpread how far one round's ratio may be off, as a share: widens a one-round range
   * @param cores the CPUs this machine has, for notes on ratios that depend on them
   */
  public record Context(double singleRoundSpread, int cores) {}

  /** Every claim of the document, in its order. */
  public static List<ClaimResult> all(Document document, List<StepResult> steps, Context context) {
    return document.claims().stream().map(claim -> claim(document, claim, steps, context)).toList();
  }

  public static ClaimResult claim(Document d, Claim claim, List<StepResult> all, Context context) {
    Optional<Boolean> side = side(all, claim);
    boolean mixed = side.isEmpty() && ranOnBoth(all, claim);
    List<StepResult> steps = judgedOn(all, claim);
    List<ClaimResult.ScenarioRatio> ratios = new ArrayList<>();
    List<Verdict> verdicts = new ArrayList<>();
    for (String scenario : claim.scenarios()) {
      List<StepResult> inScenario = steps.stream().filter(s -> s.step().scenario().id().equals(scenario)).toList();
      OptionalDouble published = Rates.publishedRatio(d, scenario, claim.system(), claim.over());
      // A stand-in's rate over a real server's is no evidence of anything: no ratio then.
      Optional<Range> replayed = mixed ? Optional.empty()
          : Range.of(Rates.roundRatios(inScenario, claim.system(), claim.over()), context.singleRoundSpread());
      Finding direction = replayed.map(r -> direction(claim, r)).orElse(Finding.UNDECIDED);
      Finding magnitude = replayed.map(r -> magnitude(claim, r)).orElse(Finding.NOT_CLAIMED);
      ratios.add(new ClaimResult.ScenarioRatio(scenario, published, replayed, replayed.isPresent() ? Optional.empty()
          : Optional.of(mixed ? "a stand-in against a real server" : notReplayed(inScenario, claim)),
          direction, magnitude));
      if (replayed.isPresent()) verdicts.add(scenario(claim.kind(), direction, magnitude));
    }
    Verdict overall = verdicts.isEmpty() ? Verdict.NOT_TESTED
        : verdicts.contains(Verdict.CONTRADICTED) ? Verdict.CONTRADICTED
        : verdicts.contains(Verdict.INCONCLUSIVE) ? Verdict.INCONCLUSIVE
        : verdicts.stream().allMatch(Verdict.SUPPORTED::equals) ? Verdict.SUPPORTED : Verdict.NOT_SUPPORTED;
    List<StepResult> judgedOn = steps.stream().filter(s -> claim.scenarios().contains(s.step().scenario().id())
        && involves(s, claim)).toList();
    if (!verdicts.isEmpty() && side.equals(Optional.of(false))) {
      overall = switch (overall) {
        case SUPPORTED -> Verdict.REPRODUCED_BY_STAND_INS;
        case INCONCLUSIVE -> Verdict.INCONCLUSIVE;
        default -> Verdict.NOT_REPRODUCED_BY_STAND_INS;
      };
    }
    String reason = "";
    if (mixed) {
      overall = Verdict.NOT_JUDGED;
      reason = d.label(claim.system()) + " is " + what(all, claim.system()) + ", " + d.label(claim.over()) + " is "
          + what(all, claim.over());
    }
    String meaning = d.label(claim.system()) + (claim.kind() == Claim.Kind.FASTER ? " over " : " vs ")
        + d.label(claim.over());
    return new ClaimResult(claim, meaning, ratios, overall, mixed ? List.of() : notes(claim, judgedOn, context), reason);
  }

  /**
   * The steps a claim is judged on: those of the side both its systems ran on (real servers first, else
   * stand-ins); all of them when there is no such side. Charts draw a claim's rounds from these.
   */
  public static List<StepResult> judgedOn(List<StepResult> all, Claim claim) {
    return side(all, claim).map(real -> all.stream().filter(s -> s.step().target().kind().real() == real).toList())
        .orElse(all);
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

  static Finding direction(Claim claim, Range r) {
    return switch (claim.kind()) {
      case FASTER -> side(r.above(1), r.below(1));
      case ON_PAR -> side(r.low() >= 1 - ON_PAR && r.high() <= 1 + ON_PAR, r.below(1 - ON_PAR) || r.above(1 + ON_PAR));
      case AT_LEAST_ON_PAR -> side(r.low() >= 1 - ON_PAR, r.below(1 - ON_PAR));
    };
  }

  static Finding magnitude(Claim claim, Range r) {
    if (claim.factor().isEmpty()) return Finding.NOT_CLAIMED;
    double factor = claim.factor().getAsDouble();
    return side(r.low() >= factor, r.below(factor));
  }

  private static Finding side(boolean holds, boolean fails) {
    return holds ? Finding.HOLDS : fails ? Finding.FAILS : Finding.UNDECIDED;
  }

  static Verdict scenario(Claim.Kind kind, Finding direction, Finding magnitude) {
    if (direction == Finding.FAILS) return kind == Claim.Kind.ON_PAR ? Verdict.NOT_SUPPORTED : Verdict.CONTRADICTED;
    if (direction == Finding.UNDECIDED || magnitude == Finding.UNDECIDED) return Verdict.INCONCLUSIVE;
    return magnitude == Finding.FAILS ? Verdict.NOT_SUPPORTED : Verdict.SUPPORTED;
  }

  private static List<String> notes(Claim claim, List<StepResult> judgedOn, Context context) {
    List<String> notes = new ArrayList<>();
    long bound = judgedOn.stream().filter(s -> s.run().isPresent()
        && s.resources().bound().kind() == Bound.Kind.LOAD_GENERATOR).count();
    if (bound > 0) {
      notes.add("judged on " + bound + " of " + judgedOn.stream().filter(s -> s.run().isPresent()).count()
          + " steps that were LOAD-GENERATOR-BOUND: the load generator, not the servers, set their rates, which"
          + " pulls the ratio toward 1");
    }
    ModelRatio.note(judgedOn, claim, context.cores()).ifPresent(notes::add);
    return notes;
  }

  private static boolean involves(StepResult s, Claim claim) {
    String name = s.step().target().name();
    return name.equals(claim.system()) || name.equals(claim.over());
  }

  /**
   * The replayed ratios (system / over) that support a claim, as {low, high} (high is infinite for
   * FASTER and AT_LEAST_ON_PAR): its threshold, for drawing. A range wholly inside it supports the
   * claim; SupportingRangeTest checks that against {@link #scenario}.
   */
  public static double[] supportingRange(Claim claim) {
    return switch (claim.kind()) {
      case FASTER -> new double[] {Math.max(1, claim.factor().orElse(1)), Double.POSITIVE_INFINITY};
      case ON_PAR -> new double[] {1 - ON_PAR, 1 + ON_PAR};
      case AT_LEAST_ON_PAR -> new double[] {1 - ON_PAR, Double.POSITIVE_INFINITY};
    };
  }

  private static String notReplayed(List<StepResult> steps, Claim claim) {
    return steps.stream().filter(s -> s.run().isEmpty() && involves(s, claim))
        .map(s -> s.status().name().toLowerCase(Locale.ROOT)).findFirst().orElse("not in this run");
  }
}
