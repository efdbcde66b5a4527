package abreplay.document.claim;

import java.util.List;
import java.util.function.DoubleFunction;
import java.util.function.Function;

/**
 * A kind of claim about two systems' rates, judged on their ratio (system / over). A replayed ratio
 * is an interval [low, high]; the published one a point. A claim holds only when the whole interval
 * is on its side of its threshold and is refuted only when the whole interval is on the other side,
 * so a verdict never gets better as the interval moves away from the claim's side. Immutable.
 */
public sealed interface RatioKind extends ClaimKind permits Faster, Slower, OnPar, AtLeastOnPar {

  /**
   * The claim's verdict for a replayed interval (low may be 0, high infinite, for a load-generator
   * bound).
   */
  Verdict decide(double low, double high, OnParFactor onPar);

  /** The post's own ratio against the claim, as exact. */
  OwnData ownData(double published, OnParFactor onPar);

  /** The replayed ratios that support it. */
  Band band(OnParFactor onPar);

  /**
   * The ratios at which each answer would be given, over a noise that widens a ratio by {@code
   * noise} either way (the interval's half-width as a factor): "SUPPORTED at >= 1.890x", ...
   */
  List<String> wouldTake(double noise, OnParFactor onPar);

  /** Where the interval must lie to support it: "between 0.87x and 1.15x". */
  String where(OnParFactor onPar, DoubleFunction<String> ratio);

  /** Its band on a ratio chart: "claim: on par, 0.87x to 1.15x". */
  String chartLabel(OnParFactor onPar, DoubleFunction<String> ratio);

  /**
   * How a claim of this kind is judged, in a phrase: "on par within a factor of 1.15 either way".
   */
  String judgedAs(OnParFactor onPar);

  @Override
  default boolean compares() {
    return true;
  }

  @Override
  default String rule(OnParFactor onPar, DoubleFunction<String> ratio, boolean severalScenarios) {
    return "The replayed ratio's whole confidence interval (this run's own noise) must lie "
        + where(onPar, ratio)
        + " to support the claim"
        + (severalScenarios ? ", in every scenario" : "")
        + "; wholly on the other side refutes it; across the threshold is INCONCLUSIVE.";
  }

  @Override
  default <T> T match(Function<RatioKind, T> ratio, Function<FailsUnderLoad, T> failures) {
    return ratio.apply(this);
  }
}
