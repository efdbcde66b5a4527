package abreplay.verdict;

import abreplay.document.Document.Claim;
import abreplay.document.claim.Ratios;
import abreplay.format.Numbers;
import java.util.List;

/**
 * The ratio system / over in one scenario with its confidence interval in log space, from round k
 * of each system. Unpaired rounds also carry replay.step-drift; paired ones ({@link PairedNoise},
 * {@link SlicePairs}) do not. A capped rate is a lower bound: a capped system opens the interval
 * upward, a capped "over" down to 0. Method: docs/claims.md, "The interval". Immutable.
 *
 * @param ratio exp(mean log ratio)
 * @param low 0 when "over" was capped
 * @param high infinite when the system was capped
 * @param logHalfWidth the uncapped half-width in log space (low = ratio / e^h)
 * @param pairs the paired slices it comes from ({@link SlicePairs}); 0 when from whole steps
 * @param orderEffect the first-in-pair's edge (0.02 = 2%); NaN without pairs or with one order only
 */
public record RatioEstimate(
    double ratio,
    double low,
    double high,
    double logHalfWidth,
    int rounds,
    double confidence,
    Cap cap,
    boolean paired,
    int pairs,
    double orderEffect) {

  /** Which side's rate is a lower bound (LOAD-GENERATOR-BOUND). */
  public enum Cap {
    NONE,
    SYSTEM,
    OVER,
    BOTH;

    static Cap of(boolean system, boolean over) {
      return system ? (over ? BOTH : SYSTEM) : over ? OVER : NONE;
    }

    /** Whose rate this cap bounds, as a note names it: "Go's rate is", "both rates are". */
    String rates(Claim claim) {
      return switch (this) {
        case SYSTEM -> claim.system() + "'s rate is";
        case OVER -> claim.overName() + "'s rate is";
        case BOTH -> "both rates are";
        case NONE -> "no rate is";
      };
    }
  }

  /**
   * One round's pair of steps.
   *
   * @param logRatio log(system's rate / over's)
   * @param logVariance its variance: from the two steps' own noise, or the paired estimate's
   * @param degreesOfFreedom Welch-Satterthwaite's for that variance, or the paired batches - 1
   * @param paired the two steps ran at once and the round is their {@link PairedNoise}: no drift
   *     between steps is added to it
   */
  record Round(
      double logRatio,
      double logVariance,
      double degreesOfFreedom,
      boolean systemCapped,
      boolean overCapped,
      boolean paired,
      int pairs,
      double orderEffect) {

    /** Two interleaved steps (every round's pooled): the fit over their paired slices. */
    static Round sliced(SlicePairs pairs, boolean systemCapped, boolean overCapped) {
      return new Round(
          pairs.logRatio(),
          pairs.logVariance(),
          pairs.degreesOfFreedom(),
          systemCapped,
          overCapped,
          true,
          pairs.pairs(),
          pairs.orderEffect());
    }

    /** Two steps of their own: their rates, each with its own noise. */
    static Round of(
        double systemRate,
        StepNoise system,
        boolean systemCapped,
        double overRate,
        StepNoise over,
        boolean overCapped) {
      double va = system.logVariance();
      double vb = over.logVariance();
      double df =
          va + vb == 0
              ? Math.min(system.degreesOfFreedom(), over.degreesOfFreedom())
              : (va + vb)
                  * (va + vb)
                  / (va * va / system.degreesOfFreedom() + vb * vb / over.degreesOfFreedom());
      return new Round(
          Math.log(systemRate / overRate),
          va + vb,
          df,
          systemCapped,
          overCapped,
          false,
          0,
          Double.NaN);
    }

    /** Two steps that ran at once: the ratio and noise of the seconds both ran. */
    static Round paired(PairedNoise pair, boolean systemCapped, boolean overCapped) {
      return new Round(
          pair.logRatio(),
          pair.logVariance(),
          pair.degreesOfFreedom(),
          systemCapped,
          overCapped,
          true,
          0,
          Double.NaN);
    }
  }

  /** Degrees of freedom enough for t to be the normal's to three places: the drift alone. */
  private static final double MANY_DEGREES = 10_000;

  /** With no drift between steps: the steps' own noise or the rounds' spread alone. */
  static RatioEstimate of(List<Round> rounds, double confidence) {
    return of(rounds, confidence, 0);
  }

  /**
   * @param stepDrift the drift between steps, a relative standard deviation of the ratio (its
   *     log's, for small values), at least 0
   */
  static RatioEstimate of(List<Round> rounds, double confidence, double stepDrift) {
    int n = rounds.size();
    double mean = rounds.stream().mapToDouble(Round::logRatio).average().orElseThrow();
    long unpaired = rounds.stream().filter(r -> !r.paired()).count();
    // The drift between steps, over the rounds whose steps did not run at once (exactly d^2 when
    // none did).
    double drift = stepDrift * stepDrift * ((double) unpaired / n);
    // The least variance a round's log ratio has: its steps' own noise and the drift between them.
    double floor = rounds.stream().mapToDouble(Round::logVariance).average().orElseThrow() + drift;
    double variance;
    double df;
    if (n == 1) {
      variance = floor;
      // Welch-Satterthwaite with a known part (the drift: infinite degrees of freedom).
      double own = rounds.get(0).logVariance();
      double ownDf = rounds.get(0).degreesOfFreedom();
      if (drift == 0 || own == 0) df = drift == 0 ? ownDf : MANY_DEGREES;
      else df = Math.min(MANY_DEGREES, ownDf * (floor / own) * (floor / own));
    } else {
      double spread =
          rounds.stream().mapToDouble(r -> (r.logRatio() - mean) * (r.logRatio() - mean)).sum()
              / (n - 1);
      variance = Math.max(spread, floor);
      df = n - 1;
    }
    double t = StudentT.quantile(1 - (1 - confidence) / 2, Math.max(1, df));
    double h = t * Math.sqrt(variance / n);
    Cap cap =
        Cap.of(
            rounds.stream().anyMatch(Round::systemCapped),
            rounds.stream().anyMatch(Round::overCapped));
    double ratio = Math.exp(mean);
    return new RatioEstimate(
        ratio,
        cap == Cap.OVER || cap == Cap.BOTH ? 0 : ratio / Math.exp(h),
        cap == Cap.SYSTEM || cap == Cap.BOTH ? Double.POSITIVE_INFINITY : ratio * Math.exp(h),
        h,
        n,
        confidence,
        cap,
        unpaired == 0,
        rounds.stream().mapToInt(Round::pairs).sum(),
        n == 1 ? rounds.get(0).orderEffect() : Double.NaN);
  }

  /**
   * Whether the replay reproduces {@code published}: the interval the answers print holds it (to
   * within {@link Ratios#SAME}), or lies wholly below it or above it. The verdict rests on the same
   * interval, so a line never reads REPRODUCED beside an interval that misses the published ratio.
   */
  Measurement reproduces(double published) {
    if (Ratios.below(high, published)) return Measurement.LOWER;
    if (Ratios.above(low, published)) return Measurement.HIGHER;
    return Measurement.REPRODUCED;
  }

  /**
   * "1.745x (95% interval 1.702x-1.789x, one round)", "1.16x (95% interval >= 1.05x, a
   * load-generator bound, 3 rounds)"; with both rates capped the interval is open on both sides:
   * "0.85x (any ratio: both rates are load-generator bounds, so the interval is unbounded; one
   * round)". When every round's steps ran at once: "one round at once", "3 rounds at once".
   */
  public String described() {
    String over =
        pairs > 0
            ? pairs
                + " paired slices"
                + (rounds > 1 ? " over " + rounds + " rounds" : "")
                + (Double.isNaN(orderEffect)
                    ? ""
                    : String.format(
                        java.util.Locale.ROOT, ", order effect %+.1f%%", orderEffect * 100))
            : (rounds == 1 ? "one round" : rounds + " rounds") + (paired ? " at once" : "");
    if (unbounded()) {
      return Numbers.ratio(ratio, 3)
          + " (any ratio: both rates are load-generator bounds, so the interval is unbounded; "
          + over
          + ")";
    }
    String interval =
        Double.isInfinite(high)
            ? ">= " + Numbers.ratio(low, 3)
            : low == 0
                ? "<= " + Numbers.ratio(high, 3)
                : Numbers.ratio(low, 3) + "-" + Numbers.ratio(high, 3);
    return Numbers.ratio(ratio, 3)
        + " ("
        + Math.round(confidence * 100)
        + "% interval "
        + interval
        + (cap == Cap.NONE ? "" : ", a load-generator bound")
        + ", "
        + over
        + ")";
  }

  /** Open on both sides: both rates were capped, so the ratio could be anything. */
  public boolean unbounded() {
    return low == 0 && Double.isInfinite(high);
  }
}
