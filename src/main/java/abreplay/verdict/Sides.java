package abreplay.verdict;

import abreplay.document.Document.Claim;
import abreplay.result.StepResult;
import java.util.List;
import java.util.Optional;
import java.util.function.UnaryOperator;

/**
 * The side a claim is judged on: real when all its systems ran on real servers (or urls), else
 * stand-ins when all ran as stand-ins; "mixed" when they ran only on different sides, which judges
 * nothing. Immutable.
 *
 * @param mixed which ran where, when they ran only on different sides
 * @param judgedOn the steps of the claim's systems on that side (all of theirs when mixed)
 */
record Sides(Side side, Optional<Unjudged> mixed, List<StepResult> judgedOn) {

  static Sides of(List<StepResult> all, Claim claim, UnaryOperator<String> label) {
    List<String> systems =
        claim.over().map(o -> List.of(claim.system(), o)).orElse(List.of(claim.system()));
    List<StepResult> theirs =
        all.stream().filter(s -> systems.contains(s.step().target().name())).toList();
    for (boolean real : List.of(true, false)) {
      if (systems.stream().allMatch(system -> ran(theirs, system, real))) {
        return new Sides(
            real ? Side.REAL : Side.STAND_INS,
            Optional.empty(),
            theirs.stream().filter(s -> s.step().target().realCode() == real).toList());
      }
    }
    boolean mixed =
        systems.size() == 2 && systems.stream().allMatch(system -> ran(theirs, system, null));
    Optional<Unjudged> what =
        mixed
            ? Optional.of(
                Unjudged.mixedSides(
                    label.apply(systems.get(0)),
                    ran(theirs, systems.get(0), true),
                    label.apply(systems.get(1)),
                    ran(theirs, systems.get(1), true)))
            : Optional.empty();
    boolean real = theirs.stream().anyMatch(s -> s.step().target().realCode());
    return new Sides(real ? Side.REAL : Side.STAND_INS, what, theirs);
  }

  /** True when {@code system} has a step that ran, on the given side (either when null). */
  private static boolean ran(List<StepResult> steps, String system, Boolean real) {
    return steps.stream()
        .anyMatch(
            s ->
                s.run().isPresent()
                    && s.step().target().name().equals(system)
                    && (real == null || s.step().target().realCode() == real));
  }
}
