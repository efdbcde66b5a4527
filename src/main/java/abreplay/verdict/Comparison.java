package abreplay.verdict;

import abreplay.document.Document;
import abreplay.document.Document.Claim;
import abreplay.document.claim.ClaimKind.RatioKind;
import abreplay.document.claim.OnParFactor;
import abreplay.document.claim.OwnData;
import abreplay.document.claim.Verdict;
import abreplay.recording.Throughput;
import abreplay.result.Bound;
import abreplay.result.StepResult;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalDouble;
import java.util.TreeMap;

/**
 * A claim comparing two systems' rates, judged in one scenario ({@link Judge} has the rules'
 * order).
 */
final class Comparison {
  private Comparison() {}

  /**
   * @param stepDrift the least noise of a rate between steps, beyond their own (relative sd)
   * @param together a round's systems loaded at once: a round whose steps overlap ({@link
   *     PairedNoise#together}) is judged on their common seconds, without step drift, and such a
   *     round is judged on a busy machine too
   */
  static ScenarioJudgement judge(
      Document d,
      Claim claim,
      RatioKind kind,
      String scenario,
      List<StepResult> steps,
      Sides sides,
      double confidence,
      OnParFactor onPar,
      double stepDrift,
      boolean together) {
    OptionalDouble published = published(d, claim, scenario);
    OwnData ownData =
        published.isPresent()
            ? kind.ownData(published.getAsDouble(), onPar)
            : OwnData.NOT_CHECKABLE;
    if (sides.mixed().isPresent()) {
      return ScenarioJudgement.unjudged(scenario, published, ownData, sides.mixed().get(), steps);
    }
    Map<Integer, StepResult> a = complete(steps, claim.system());
    Map<Integer, StepResult> b = complete(steps, claim.overName());
    a.keySet().retainAll(b.keySet());
    if (a.isEmpty()) {
      String blamed = complete(steps, claim.system()).isEmpty() ? claim.system() : claim.overName();
      return ScenarioJudgement.unjudged(
          scenario, published, ownData, Unjudged.missing(steps, blamed, scenario), steps);
    }
    // A model calibrated on the post's rates answers nothing, whatever else this run shows.
    Optional<Unjudged> calibrated = Calibration.of(claim, sides);
    List<RatioEstimate.Round> rounds = new ArrayList<>();
    Optional<Unjudged> busy = Optional.empty();
    // Interleaved steps: every round's paired slices as one fit, busy machine or not.
    Optional<SlicePairs> sliced = SlicePairs.of(List.copyOf(a.values()), List.copyOf(b.values()));
    if (sliced.isPresent()) {
      rounds.add(
          RatioEstimate.Round.sliced(
              sliced.get(),
              a.values().stream().anyMatch(Comparison::capped),
              b.values().stream().anyMatch(Comparison::capped)));
    }
    for (int round : sliced.isPresent() ? List.<Integer>of() : a.keySet()) {
      StepResult x = a.get(round);
      StepResult y = b.get(round);
      Optional<PairedNoise> pair = together ? paired(x, y) : Optional.empty();
      if (pair.isPresent()) {
        // Whatever the machine did hit both steps alike: the pair's own noise holds it, one round
        // judges on it, busy or not.
        rounds.add(RatioEstimate.Round.paired(pair.get(), capped(x), capped(y)));
        continue;
      }
      Optional<StepNoise> nx = noise(x);
      Optional<StepNoise> ny = noise(y);
      if (a.size() == 1) {
        Optional<Unjudged> short_ = tooShort(x, nx, y, ny);
        if (short_.isPresent())
          return ScenarioJudgement.unjudged(
              scenario, published, ownData, calibrated.orElse(short_.get()), steps);
        busy = busy(x, y);
      }
      // Over several rounds their spread measures the noise; a step without its own counts none of
      // its own.
      rounds.add(
          RatioEstimate.Round.of(
              rate(x),
              nx.orElse(new StepNoise(0, StepNoise.MIN_BATCHES)),
              capped(x),
              rate(y),
              ny.orElse(new StepNoise(0, StepNoise.MIN_BATCHES)),
              capped(y)));
    }
    RatioEstimate e = RatioEstimate.of(rounds, confidence, stepDrift);
    Optional<Unjudged> withheld = calibrated.isPresent() ? calibrated : busy;
    if (withheld.isPresent()) {
      // The estimate is shown, for what it is worth; no answer rests on it.
      return new ScenarioJudgement(
          scenario,
          published,
          ownData,
          Optional.of(e),
          Verdict.NOT_JUDGED,
          Measurement.NOT_JUDGED,
          withheld,
          withheld,
          Optional.of(VerdictMap.of(kind, e, published, onPar)),
          steps);
    }
    Verdict verdict = kind.decide(e.low(), e.high(), onPar);
    Optional<Unjudged> whyNot = Optional.empty();
    if (verdict == Verdict.INCONCLUSIVE && e.cap() != RatioEstimate.Cap.NONE) {
      verdict = Verdict.NOT_JUDGED;
      whyNot = Optional.of(bound(claim, e));
    } else if (verdict == Verdict.INCONCLUSIVE
        && sliced.isPresent()
        && sliced.get().pairSpread() > SlicePairs.NOISY_PAIRS) {
      verdict = Verdict.NOT_JUDGED;
      whyNot = Optional.of(Unjudged.noisyPairs(sliced.get().pairs(), sliced.get().pairSpread()));
    }
    Measurement m = Measurement.NOT_JUDGED;
    Optional<Unjudged> whyNotMeasured = Optional.empty();
    if (published.isEmpty()) {
      whyNotMeasured = Optional.of(Unjudged.noPublishedRatio(scenario));
    } else {
      m = e.reproduces(published.getAsDouble());
      if (m == Measurement.REPRODUCED && e.cap() != RatioEstimate.Cap.NONE) {
        m = Measurement.NOT_JUDGED;
        whyNotMeasured = Optional.of(bound(claim, e));
      }
    }
    return new ScenarioJudgement(
        scenario,
        published,
        ownData,
        Optional.of(e),
        verdict,
        m,
        whyNot,
        whyNotMeasured,
        Optional.of(VerdictMap.of(kind, e, published, onPar)),
        steps);
  }

  /**
   * The two steps' paired estimate, when they ran at once and their common seconds are long enough
   * to show its noise; else they are judged as two steps of their own.
   */
  private static Optional<PairedNoise> paired(StepResult x, StepResult y) {
    Throughput tx = throughput(x);
    Throughput ty = throughput(y);
    return PairedNoise.together(tx, ty) ? PairedNoise.of(tx, ty) : Optional.empty();
  }

  /**
   * One round of two steps of their own judges on the steps' own noise: both must be long enough to
   * show it (a paired round, on its common seconds: {@link PairedNoise#of} is then present).
   */
  private static Optional<Unjudged> tooShort(
      StepResult x, Optional<StepNoise> nx, StepResult y, Optional<StepNoise> ny) {
    for (StepResult s : List.of(x, y)) {
      if ((s == x ? nx : ny).isEmpty()) {
        return Optional.of(
            Unjudged.tooShort(
                s.step().target().name(),
                s.run().orElseThrow().recording().timing().elapsedNanos() / 1e9));
      }
    }
    return Optional.empty();
  }

  /**
   * One round of two steps of their own judges on the steps' own noise, which cannot see what other
   * processes did between the two steps: a machine they were using ({@link Bound#NOISY_CORES} or
   * more during either step) judges nothing in one round. Not asked of a paired round, whose two
   * steps the same processes hit at the same time.
   */
  private static Optional<Unjudged> busy(StepResult x, StepResult y) {
    for (StepResult s : List.of(x, y)) {
      double others = s.resources().bound().otherProcessesCores();
      if (others >= Bound.NOISY_CORES) {
        return Optional.of(Unjudged.noisyMachine(s.step().target().name(), others));
      }
    }
    return Optional.empty();
  }

  private static Unjudged bound(Claim claim, RatioEstimate e) {
    return Unjudged.loadGeneratorBound(e.cap().rates(claim), e.unbounded());
  }

  /** Round -> step, for the system's steps that ran to completion. */
  private static Map<Integer, StepResult> complete(List<StepResult> steps, String system) {
    Map<Integer, StepResult> byRound = new TreeMap<>();
    for (StepResult s : steps) {
      if (s.step().target().name().equals(system)
          && s.status() == StepResult.Status.COMPLETE
          && s.run().isPresent()
          && s.run().get().requestsPerSecond() > 0) {
        byRound.put(s.step().round(), s);
      }
    }
    return byRound;
  }

  private static Optional<StepNoise> noise(StepResult s) {
    return StepNoise.of(throughput(s));
  }

  private static Throughput throughput(StepResult s) {
    return s.run().orElseThrow().recording().throughput();
  }

  private static double rate(StepResult s) {
    return s.run().orElseThrow().requestsPerSecond();
  }

  private static boolean capped(StepResult s) {
    return s.resources().bound().kind() == Bound.Kind.LOAD_GENERATOR;
  }

  private static OptionalDouble published(Document d, Claim claim, String scenario) {
    return claim.unpublished().contains(scenario)
        ? OptionalDouble.empty()
        : Rates.publishedRatio(d, scenario, claim.system(), claim.overName());
  }
}
