package abreplay.testing;

import abreplay.document.claim.OnParFactor;
import abreplay.verdict.Judging;

/** Judging settings for specs: full scale, no drift between steps, systems one after the other. */
public final class Judgings {
  private Judgings() {}

  /** At the default on-par factor. */
  public static Judging of(double confidence, int cores) {
    return of(confidence, cores, OnParFactor.DEFAULT);
  }

  public static Judging of(double confidence, int cores, OnParFactor onPar) {
    return of(confidence, cores, onPar, 1);
  }

  /** At {@code scale} of the post's -n. */
  public static Judging of(double confidence, int cores, OnParFactor onPar, double scale) {
    return new Judging(confidence, cores, onPar, scale, 0, false);
  }
}
