package abreplay.recording;

import org.HdrHistogram.Histogram;
import org.HdrHistogram.HistogramIterationValue;

/**
 * A millisecond HdrHistogram seen as ab's sorted array of microsecond times. Equal when the
 * histograms hold the same values.
 */
final class HistogramSample implements LatencySample {
  private final Histogram millis;

  HistogramSample(Histogram millis) {
    this.millis = millis;
  }

  /** The histogram itself, for {@link Union} (not to be changed). */
  Histogram millis() {
    return millis;
  }

  @Override
  public long count() {
    return millis.getTotalCount();
  }

  @Override
  public long sum() {
    long sum = 0;
    for (HistogramIterationValue v : millis.recordedValues())
      sum += v.getValueIteratedTo() * v.getCountAtValueIteratedTo();
    return sum * 1000;
  }

  @Override
  public long valueAt(long index) {
    long seen = 0;
    for (HistogramIterationValue v : millis.recordedValues()) {
      seen += v.getCountAtValueIteratedTo();
      if (index < seen) return v.getValueIteratedTo() * 1000;
    }
    throw new IndexOutOfBoundsException(index + " of " + count());
  }

  @Override
  public double sumOfSquaredDeviations(long mean) {
    double s = 0;
    for (HistogramIterationValue v : millis.recordedValues()) {
      double d = v.getValueIteratedTo() * 1000.0 - mean;
      s += d * d * v.getCountAtValueIteratedTo();
    }
    return s;
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof HistogramSample other && millis.equals(other.millis);
  }

  @Override
  public int hashCode() {
    return Long.hashCode(millis.getTotalCount()) * 31 + Long.hashCode(millis.getMaxValue());
  }
}
