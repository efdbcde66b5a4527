package abreplay.verdict;

import abreplay.document.Document.Claim;
import abreplay.result.StepResult;
import abreplay.targets.Target;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Whether a claim's ratio rests on a stand-in whose cost per request was derived from a post's own
 * rates ({@link abreplay.targets.Capacity#calibratedFrom}): such a model gives those rates back by
 * construction, so a claim between such stand-ins, or between one and another stand-in, is not
 * judged. Two copies of one profile are the exception: their costs cancel in the ratio, which then
 * rests on nothing calibrated (src/bench/identical-copies.conf judges the intervals so). Pure.
 */
final class Calibration {
  private Calibration() {}

  /** The reason the claim is not judged, when its stand-ins' ratio rests on a calibrated cost. */
  static Optional<Unjudged> of(Claim claim, Sides sides) {
    if (sides.side() != Side.STAND_INS || claim.over().isEmpty()) return Optional.empty();
    Optional<Target.StandIn> a = standIn(sides.judgedOn(), claim.system());
    Optional<Target.StandIn> b = standIn(sides.judgedOn(), claim.overName());
    if (a.isEmpty() || b.isEmpty()) return Optional.empty();
    if (a.get().profile().equals(b.get().profile())
        && a.get().capacity().equals(b.get().capacity())) {
      return Optional.empty();
    }
    List<String> calibrated = new ArrayList<>();
    List<String> sources = new ArrayList<>();
    for (Target.StandIn s : List.of(a.get(), b.get())) {
      s.capacity()
          .calibratedFrom()
          .ifPresent(
              source -> {
                calibrated.add(s.name() + "'s stand-in " + s.profile());
                if (!sources.contains(source)) sources.add(source);
              });
    }
    if (calibrated.isEmpty()) return Optional.empty();
    return Optional.of(Unjudged.calibrated(calibrated, String.join(" and ", sources)));
  }

  private static Optional<Target.StandIn> standIn(List<StepResult> steps, String system) {
    return steps.stream()
        .map(s -> s.step().target())
        .filter(t -> t.name().equals(system) && t instanceof Target.StandIn)
        .map(t -> (Target.StandIn) t)
        .findFirst();
  }
}
