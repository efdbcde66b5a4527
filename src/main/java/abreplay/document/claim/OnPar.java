package abreplay.document.claim;

import static abreplay.document.claim.Ratios.above;
import static abreplay.document.claim.Ratios.atLeast;
import static abreplay.document.claim.Ratios.atMost;
import static abreplay.document.claim.Ratios.below;
import static abreplay.format.Numbers.ratio;

import java.util.List;
import java.util.function.DoubleFunction;

/**
 * "system is on par with over": their rates within a factor F of each other, either way
 * (replay.on-par, {@link OnParFactor}), [1/F, F], symmetric in log space whichever system is named
 * first. SUPPORTED when the interval is inside; CONTRADICTED when wholly outside; else
 * INCONCLUSIVE.
 */
public record OnPar() implements RatioKind {

  @Override
  public String key() {
    return "on-par";
  }

  @Override
  public String meaning() {
    return "within a factor of replay.on-par of each other, either way";
  }

  @Override
  public String hint() {
    return key();
  }

  @Override
  public String cue() {
    return "\\b(?:on par|comparable)\\b|媲美|相当|相當";
  }

  @Override
  public String meaning(String system, String over) {
    return system + " vs " + over;
  }

  @Override
  public String claimed(OnParFactor onPar) {
    return "claimed within 1/"
        + onPar.text()
        + "x-"
        + onPar.text()
        + "x ("
        + ratio(onPar.low(), 3)
        + "-"
        + ratio(onPar.factor(), 3)
        + ")";
  }

  @Override
  public Verdict decide(double low, double high, OnParFactor onPar) {
    if (atLeast(low, onPar.low()) && atMost(high, onPar.factor())) return Verdict.SUPPORTED;
    if (below(high, onPar.low()) || above(low, onPar.factor())) return Verdict.CONTRADICTED;
    return Verdict.INCONCLUSIVE;
  }

  @Override
  public OwnData ownData(double published, OnParFactor onPar) {
    return decide(published, published, onPar) == Verdict.SUPPORTED
        ? OwnData.SUPPORTED
        : OwnData.CONTRADICTED;
  }

  @Override
  public Band band(OnParFactor onPar) {
    return new Band(onPar.low(), onPar.factor());
  }

  @Override
  public List<String> wouldTake(double noise, OnParFactor onPar) {
    double lo = onPar.low() * noise;
    double hi = onPar.factor() / noise;
    return List.of(
        lo <= hi
            ? "SUPPORTED at " + ratio(lo, 3) + "-" + ratio(hi, 3)
            : "SUPPORTED at no ratio: this noise is wider than the on-par band (more rounds"
                + " narrow it)",
        "CONTRADICTED below "
            + ratio(onPar.low() / noise, 3)
            + " or above "
            + ratio(onPar.factor() * noise, 3));
  }

  @Override
  public String where(OnParFactor onPar, DoubleFunction<String> ratio) {
    return "between " + ratio.apply(onPar.low()) + " and " + ratio.apply(onPar.factor());
  }

  @Override
  public String chartLabel(OnParFactor onPar, DoubleFunction<String> ratio) {
    return "claim: on par, " + ratio.apply(onPar.low()) + " to " + ratio.apply(onPar.factor());
  }

  @Override
  public String judgedAs(OnParFactor onPar) {
    return "on par within a factor of " + onPar.text() + " either way";
  }
}
