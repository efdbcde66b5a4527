package abreplay.document.claim;

import static abreplay.document.claim.Ratios.SAME;
import static abreplay.document.claim.Ratios.above;
import static abreplay.document.claim.Ratios.atLeast;
import static abreplay.document.claim.Ratios.atMost;
import static abreplay.document.claim.Ratios.below;
import static abreplay.format.Numbers.ratio;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.function.DoubleFunction;
import java.util.function.Function;

/**
 * What a claim says of its systems, one type per kind ({@link ClaimKinds#ALL} lists them): how it
 * reads its own number, how a replay and the post's own figures are judged against it, and every
 * word the schema, {@code --check}, the reports and the importer use for it. A kind that compares
 * two systems' rates is a {@link RatioKind}; {@link FailsUnderLoad} is about one system. Every kind
 * is a record nested here, which is what closes the sealed type. Immutable and thread-safe.
 */
public sealed interface ClaimKind {

  /** As a conf writes it, e.g. "at-least-on-par". */
  String key();

  /**
   * As run records and summary.json write it, e.g. "AT_LEAST_ON_PAR" (the names of the enum the
   * kinds once were, so that old run folders still read).
   */
  default String name() {
    return key().toUpperCase(Locale.ROOT).replace('-', '_');
  }

  /** What a claim of this kind says, for the schema: "system beats over". */
  String meaning();

  /** How a draft conf writes it, for the importer's hint: "on-par", "faster, with by = ...". */
  default String hint() {
    return key();
  }

  /**
   * The words by which a post's sentence may make such a claim, English and Chinese, as a
   * case-insensitive regular expression: the importer lists the sentences that have one.
   */
  String cue();

  /** True for the kinds that compare two systems' rates (and so name the other, over). */
  boolean compares();

  /** The claim's own number ("75%"), for a kind that takes one; empty when it gives none. */
  default Optional<Magnitude> by() {
    return Optional.empty();
  }

  /** True when a claim of this kind may give its own number, by. */
  default boolean takesBy() {
    return false;
  }

  /**
   * This kind with the claim's own number as its text writes it, e.g. "75%"; empty when {@code
   * text} does not read as one, or the kind takes none ({@link #byProblem} says why).
   */
  default Optional<ClaimKind> withBy(String text) {
    return Optional.empty();
  }

  /** Why {@code text} is not this kind's number, and how to write one: one line, for the conf. */
  default String byProblem(String text) {
    return "by = \"" + text + "\" goes with no claim of kind " + key();
  }

  /** What a claim of this kind compares, from its systems' labels: "Swoole over nginx". */
  String meaning(String system, String over);

  /** The claim's own number and how it was read, "75%, i.e. >= 1.745x"; empty without one. */
  default Optional<String> claimedNumber() {
    return Optional.empty();
  }

  /**
   * What it claims, as the post's own data is set against it: "claimed 75%, i.e. >= 1.745x",
   * "claimed within 1/1.15x-1.15x (0.870x-1.150x)".
   */
  String claimed(OnParFactor onPar);

  /**
   * The rule its verdict comes from, as a sentence for a reader.
   *
   * @param ratio how the printer writes a ratio, e.g. "1.15x"
   * @param severalScenarios whether the claim is about more than one scenario
   */
  String rule(OnParFactor onPar, DoubleFunction<String> ratio, boolean severalScenarios);

  /** The one of {@code ratio} or {@code failures} that fits this kind, applied to it. */
  <T> T match(Function<RatioKind, T> ratio, Function<FailsUnderLoad, T> failures);

  /**
   * A kind of claim about two systems' rates, judged on their ratio (system / over). A replayed
   * ratio is an interval [low, high]; the published one a point. A claim holds only when the whole
   * interval is on its side of its threshold and is refuted only when the whole interval is on the
   * other side, so a verdict never gets better as the interval moves away from the claim's side.
   * Immutable.
   */
  sealed interface RatioKind extends ClaimKind {

    /**
     * The claim's verdict for a replayed interval (low may be 0, high infinite, for a
     * load-generator bound).
     */
    Verdict decide(double low, double high, OnParFactor onPar);

    /**
     * The post's own ratio against the claim, as exact: by default it holds it where its verdict on
     * the published ratio is SUPPORTED, and contradicts it elsewhere.
     */
    default OwnData ownData(double published, OnParFactor onPar) {
      return decide(published, published, onPar) == Verdict.SUPPORTED
          ? OwnData.SUPPORTED
          : OwnData.CONTRADICTED;
    }

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

    /** "system vs over", unless the kind words it otherwise. */
    @Override
    default String meaning(String system, String over) {
      return system + " vs " + over;
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

  /**
   * "system is faster than over" (by {@code by}). T = {@code by} read with its precision ({@link
   * Magnitude#parse}), else 1. SUPPORTED when low >= T (and low > 1); CONTRADICTED when high < 1;
   * NOT SUPPORTED when high < T; else INCONCLUSIVE. The post's own ratio in [1, T) FALLS SHORT.
   *
   * @param by as a gain; empty for a plain "faster"
   */
  record Faster(Optional<Magnitude> by) implements RatioKind {

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

  /**
   * "system is slower than over" (by {@code by}): "30% slower" is a ratio of 0.70, "2x slower" 0.5.
   * T = {@code by} read with its precision ({@link Magnitude#parseLoss}), else 1. The mirror of
   * {@link Faster}: SUPPORTED when high <= T (and high < 1); CONTRADICTED when low > 1; NOT
   * SUPPORTED when low > T; else INCONCLUSIVE. The post's own ratio in (T, 1] FALLS SHORT.
   *
   * @param by as a loss of rate; empty for a plain "slower"
   */
  record Slower(Optional<Magnitude> by) implements RatioKind {

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

  /**
   * "system is on par with over": their rates within a factor F of each other, either way
   * (replay.on-par, {@link OnParFactor}), [1/F, F], symmetric in log space whichever system is
   * named first. SUPPORTED when the interval is inside; CONTRADICTED when wholly outside; else
   * INCONCLUSIVE.
   */
  record OnPar() implements RatioKind {

    @Override
    public String key() {
      return "on-par";
    }

    @Override
    public String meaning() {
      return "within a factor of replay.on-par of each other, either way";
    }

    @Override
    public String cue() {
      return "\\b(?:on par|comparable)\\b|媲美|相当|相當";
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

  /**
   * "system is at least comparable to over": at least 1/F of over's rate, F the on-par factor
   * (replay.on-par, {@link OnParFactor}). SUPPORTED when low >= 1/F; CONTRADICTED when high < 1/F;
   * else INCONCLUSIVE.
   */
  record AtLeastOnPar() implements RatioKind {

    @Override
    public String key() {
      return "at-least-on-par";
    }

    @Override
    public String meaning() {
      return "at least 1/replay.on-par of over's rate";
    }

    @Override
    public String cue() {
      return "\\bas fast\\b";
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

  /**
   * "system could not take the load" of a scenario: a round fails when requests got no response or
   * failed, or the step did not complete. SUPPORTED when every round failed, CONTRADICTED when
   * every round completed with 0 failed, INCONCLUSIVE between. The post's own data is its {@code
   * completed = false} or failed requests printed.
   */
  record FailsUnderLoad() implements ClaimKind {

    @Override
    public String key() {
      return "fails-under-load";
    }

    @Override
    public String meaning() {
      return "system could not take the scenario's load";
    }

    @Override
    public String hint() {
      return "fails-under-load, with no over, for \"could not take the load\"";
    }

    @Override
    public String cue() {
      return "\\b(?:crash\\w*|fail\\w*|could ?n[o']t (?:take|handle|bear|cope))\\b"
          + "|无法|無法|承受|扛不住|撑不住|崩溃|崩潰|挂了";
    }

    @Override
    public boolean compares() {
      return false;
    }

    @Override
    public String meaning(String system, String over) {
      return system + " under load";
    }

    @Override
    public String claimed(OnParFactor onPar) {
      return "the post says the run did not complete";
    }

    @Override
    public String rule(OnParFactor onPar, DoubleFunction<String> ratio, boolean severalScenarios) {
      return "Supported when every round of the step fails requests or does not complete;"
          + " contradicted when every round completes with 0 failed.";
    }

    /** The verdict on a scenario's rounds: {@code failed} of {@code rounds} failed (rounds > 0). */
    public Verdict decide(long failed, long rounds) {
      return failed == rounds
          ? Verdict.SUPPORTED
          : failed == 0 ? Verdict.CONTRADICTED : Verdict.INCONCLUSIVE;
    }

    /** The post's own word against the claim: did its run fail under the load? */
    public OwnData ownData(boolean failedByItsAccount) {
      return failedByItsAccount ? OwnData.SUPPORTED : OwnData.CONTRADICTED;
    }

    /** What each answer takes: no ratio, the step's failures decide. */
    public List<String> wouldTake() {
      return List.of(
          "SUPPORTED when every round's step fails requests or does not complete",
          "CONTRADICTED when every round completes with 0 failed");
    }

    @Override
    public <T> T match(Function<RatioKind, T> ratio, Function<FailsUnderLoad, T> failures) {
      return failures.apply(this);
    }
  }
}
