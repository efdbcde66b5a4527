package abreplay.document.claim;

import static abreplay.document.claim.Ratios.atLeast;
import static abreplay.document.claim.Ratios.below;
import static abreplay.format.Numbers.ratio;

import java.util.List;
import java.util.function.DoubleFunction;

/**
 * "system is at least comparable to over": at least 1/F of over's rate, F the on-par factor
 * (replay.on-par, {@link OnParFactor}). SUPPORTED when low >= 1/F; CONTRADICTED when high < 1/F;
 * else INCONCLUSIVE.
 */
public record AtLeastOnPar() implements RatioKind {

  @Override
  public String key() {
    return "at-least-on-par";
  }

  @Override
  public String meaning() {
    return "at least 1/replay.on-par of over's rate";
  }

  @Override
  public String hint() {
    return key();
  }

  @Override
  public String cue() {
    return "\\bas fast\\b";
  }

  @Override
  public String meaning(String system, String over) {
    return system + " vs " + over;
  }

  @Override
  public String claimed(OnParFactor onPar) {
    return "claimed >= 1/" + onPar.text() + "x (" + ratio(onPar.low(), 3) + ")";
  }

  @Override
  public Verdict decide(double low, double high, OnParFactor onPar) {
    if (atLeast(low, onPar.low())) return Verdict.SUPPORTED;
    if (below(high, onPar.low())) return Verdict.CONTRADICTED;
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
    return new Band(onPar.low(), Double.POSITIVE_INFINITY);
  }

  @Override
  public List<String> wouldTake(double noise, OnParFactor onPar) {
    return List.of(
        "SUPPORTED at >= " + ratio(onPar.low() * noise, 3),
        "CONTRADICTED below " + ratio(onPar.low() / noise, 3));
  }

  @Override
  public String where(OnParFactor onPar, DoubleFunction<String> ratio) {
    return "at or above " + ratio.apply(onPar.low());
  }

  @Override
  public String chartLabel(OnParFactor onPar, DoubleFunction<String> ratio) {
    return "claim: at least on par, " + ratio.apply(onPar.low()) + " or more";
  }

  @Override
  public String judgedAs(OnParFactor onPar) {
    return "at least on par from 1/" + onPar.text();
  }
}
