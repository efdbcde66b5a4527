package abreplay.document.claim;

import static abreplay.document.claim.Ratios.SAME;
import static abreplay.document.claim.Ratios.atLeast;
import static abreplay.document.claim.Ratios.below;
import static abreplay.format.Numbers.ratio;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.DoubleFunction;

/**
 * "system is faster than over" (by {@code by}, when given): system serves more requests per second.
 * Threshold T = the claim's own number read with its precision ({@link Magnitude#parse}: "75%" is
 * 1.745), else 1. SUPPORTED when low >= T (and low > 1); CONTRADICTED when high < 1 (slower); NOT
 * SUPPORTED when high < T (short of its number, whatever the direction); else INCONCLUSIVE. The
 * post's own ratio short of T but not below 1 FALLS SHORT of its own data.
 *
 * @param by the claim's own number, as a gain; empty for a plain "faster"
 */
public record Faster(Optional<Magnitude> by) implements RatioKind {

  /** The least ratio at which it holds: its own number, else 1. */
  public double threshold() {
    return by.map(Magnitude::threshold).orElse(1.0);
  }

  @Override
  public String key() {
    return "faster";
  }

  @Override
  public String meaning() {
    return "system beats over";
  }

  @Override
  public String hint() {
    return "faster, with by = \"75%\" for \"75% faster\" as the text writes it, or none for"
        + " \"faster\"";
  }

  @Override
  public String cue() {
    return "\\b(?:faster|quicker|outperform\\w*|beats?|better|higher)\\b"
        + "|快|高|提升|提高|优于|優於|超过|超過|胜|勝|强|強|领先|領先";
  }

  @Override
  public boolean takesBy() {
    return true;
  }

  @Override
  public Optional<ClaimKind> withBy(String text) {
    return Magnitude.parse(text).map(m -> new Faster(Optional.of(m)));
  }

  @Override
  public String byProblem(String text) {
    return "by = \""
        + text
        + "\" is not a gain as a post writes one: write it as the text does, e.g. by ="
        + " \"75%\" for \"75% faster\" or by = \"2x\" for \"twice as fast\"";
  }

  @Override
  public String meaning(String system, String over) {
    return system + " over " + over;
  }

  @Override
  public Optional<String> claimedNumber() {
    return by.map(Magnitude::described);
  }

  @Override
  public String claimed(OnParFactor onPar) {
    return claimedNumber().map(b -> "claimed " + b).orElse("claimed > 1x");
  }

  @Override
  public Verdict decide(double low, double high, OnParFactor onPar) {
    double t = threshold();
    if (atLeast(low, t) && low > 1 * (1 + SAME)) return Verdict.SUPPORTED;
    if (below(high, 1)) return Verdict.CONTRADICTED;
    if (below(high, t)) return Verdict.NOT_SUPPORTED;
    return Verdict.INCONCLUSIVE;
  }

  @Override
  public OwnData ownData(double published, OnParFactor onPar) {
    return switch (decide(published, published, onPar)) {
      case SUPPORTED -> OwnData.SUPPORTED;
      case CONTRADICTED -> OwnData.CONTRADICTED;
      case NOT_SUPPORTED, INCONCLUSIVE, NOT_JUDGED ->
          published >= 1 ? OwnData.FALLS_SHORT : OwnData.CONTRADICTED;
    };
  }

  @Override
  public Band band(OnParFactor onPar) {
    return new Band(threshold(), Double.POSITIVE_INFINITY);
  }

  @Override
  public List<String> wouldTake(double noise, OnParFactor onPar) {
    double t = threshold();
    List<String> entries = new ArrayList<>();
    entries.add("SUPPORTED at >= " + ratio(Math.max(t, 1) * noise, 3));
    if (t > 1) entries.add("NOT SUPPORTED below " + ratio(t / noise, 3));
    entries.add("CONTRADICTED below " + ratio(1 / noise, 3));
    return entries;
  }

  @Override
  public String where(OnParFactor onPar, DoubleFunction<String> ratio) {
    return by.map(b -> "at or above " + b.text() + " read as " + ratio(b.threshold(), 3))
        .orElse("above " + ratio.apply(threshold()));
  }

  @Override
  public String chartLabel(OnParFactor onPar, DoubleFunction<String> ratio) {
    return by.map(b -> "claim: " + b.text() + ", " + ratio.apply(threshold()) + " or more")
        .orElse("claim: faster, above " + ratio.apply(threshold()));
  }

  @Override
  public String judgedAs(OnParFactor onPar) {
    return "faster by its own number read as written, \"75%\" from "
        + ratio(Magnitude.parse("75%").orElseThrow().threshold(), 3);
  }
}
