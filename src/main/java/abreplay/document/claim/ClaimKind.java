package abreplay.document.claim;

import java.util.Locale;
import java.util.Optional;
import java.util.function.DoubleFunction;
import java.util.function.Function;

/**
 * What a claim says of its systems, one type per kind ({@link ClaimKinds#ALL} lists them): how it
 * reads its own number, how a replay and the post's own figures are judged against it, and every
 * word the schema, {@code --check}, the reports and the importer use for it. A kind that compares
 * two systems' rates is a {@link RatioKind}; {@link FailsUnderLoad} is about one system. Immutable
 * and thread-safe.
 */
public sealed interface ClaimKind permits RatioKind, FailsUnderLoad {

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
  String hint();

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
}
