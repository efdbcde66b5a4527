package abreplay.recording;

import org.HdrHistogram.Histogram;

/**
 * The histogram every recording keeps its response times in: each thread's tallies, the recorder's
 * sums and a union of several injectors' recordings, so that they add up bucket for bucket.
 */
final class Histograms {
  static final int SIGNIFICANT_DIGITS = 4;

  private Histograms() {}

  /**
   * An auto-resizing histogram of milliseconds at {@link #SIGNIFICANT_DIGITS}: small until slow
   * responses come.
   */
  static Histogram histogram() {
    return new Histogram(SIGNIFICANT_DIGITS);
  }
}
