package abreplay.document.claim;

import static abreplay.document.claim.Ratios.SAME;
import static abreplay.document.claim.Ratios.above;
import static abreplay.document.claim.Ratios.atMost;
import static abreplay.format.Numbers.ratio;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.DoubleFunction;

/**
 * "system is slower than over" (by {@code by}, when given): system serves fewer requests per
 * second. "30% slower" is 30% fewer requests per second, a ratio of 0.70, read with its precision
 * ({@link Magnitude#parseLoss}: "30%" holds up to 0.705); "2x slower" is half the rate (up to
 * 1/1.5). Threshold T = that, else 1. The mirror of {@link Faster}: SUPPORTED when high <= T (and
 * high < 1); CONTRADICTED when low > 1 (faster); NOT SUPPORTED when low > T (short of its number);
 * else INCONCLUSIVE. The post's own ratio above T but not above 1 FALLS SHORT of its own data.
 *
 * @param by the claim's own number, as a loss of rate; empty for a plain "slower"
 */
public record Slower(Optional<Magnitude> by) implements RatioKind {

  /** The greatest ratio at which it holds: its own number, else 1. */
  public double threshold() {
    return by.map(Magnitude::threshold).orElse(1.0);
  }

  @Override
  public String key() {
    return "slower";
  }

  @Override
  public String meaning() {
    return "system serves fewer requests per second than over";
  }

  @Override
  public String hint() {
    return "slower, with by = \"30%\" for \"30% slower\" (30% fewer requests per second) or"
        + " \"2x\" for \"half as fast\", or none for \"slower\"";
  }

  @Override
  public String cue() {
    return "\\b(?:slower|worse|lower)\\b|慢|低|逊|遜|不如";
  }

  @Override
  public boolean takesBy() {
    return true;
  }

  @Override
  public Optional<ClaimKind> withBy(String text) {
    return Magnitude.parseLoss(text).map(m -> new Slower(Optional.of(m)));
  }

  @Override
  public String byProblem(String text) {
    return "by = \""
        + text
        + "\" is not a loss of rate as a post writes one: write it as the text does, e.g. by ="
        + " \"30%\" for \"30% slower\" (under 100%) or by = \"2x\" for \"half as fast\"";
  }

  @Override
  public String meaning(String system, String over) {
    return system + " vs " + over;
  }

  @Override
  public Optional<String> claimedNumber() {
    return by.map(b -> b.text() + ", i.e. <= " + ratio(b.threshold(), 3));
  }

  @Override
  public String claimed(OnParFactor onPar) {
    return claimedNumber().map(b -> "claimed " + b).orElse("claimed < 1x");
  }

  @Override
  public Verdict decide(double low, double high, OnParFactor onPar) {
    double t = threshold();
    if (atMost(high, t) && high < 1 * (1 - SAME)) return Verdict.SUPPORTED;
    if (above(low, 1)) return Verdict.CONTRADICTED;
    if (above(low, t)) return Verdict.NOT_SUPPORTED;
    return Verdict.INCONCLUSIVE;
  }

  @Override
  public OwnData ownData(double published, OnParFactor onPar) {
    return switch (decide(published, published, onPar)) {
      case SUPPORTED -> OwnData.SUPPORTED;
      case CONTRADICTED -> OwnData.CONTRADICTED;
      case NOT_SUPPORTED, INCONCLUSIVE, NOT_JUDGED ->
          published <= 1 ? OwnData.FALLS_SHORT : OwnData.CONTRADICTED;
    };
  }

  @Override
  public Band band(OnParFactor onPar) {
    return new Band(0, threshold());
  }

  @Override
  public List<String> wouldTake(double noise, OnParFactor onPar) {
    double t = threshold();
    List<String> entries = new ArrayList<>();
    entries.add("SUPPORTED at <= " + ratio(Math.min(t, 1) / noise, 3));
    if (t < 1) entries.add("NOT SUPPORTED above " + ratio(t * noise, 3));
    entries.add("CONTRADICTED above " + ratio(noise, 3));
    return entries;
  }

  @Override
  public String where(OnParFactor onPar, DoubleFunction<String> ratio) {
    return by.map(b -> "at or below " + b.text() + " slower read as " + ratio(b.threshold(), 3))
        .orElse("below " + ratio.apply(threshold()));
  }

  @Override
  public String chartLabel(OnParFactor onPar, DoubleFunction<String> ratio) {
    return by.map(b -> "claim: " + b.text() + " slower, " + ratio.apply(threshold()) + " or less")
        .orElse("claim: slower, below " + ratio.apply(threshold()));
  }

  @Override
  public String judgedAs(OnParFactor onPar) {
    return "slower likewise, \"30%\" (30% fewer requests per second) up to "
        + ratio(Magnitude.parseLoss("30%").orElseThrow().threshold(), 3);
  }
}
