package abreplay.recording;

/** Per-request times in microseconds, as a sorted array that ab's statistics can index. */
public interface LatencySample {
  long count();

  long sum();

  /** The {@code index}-th smallest value, 0-based. */
  long valueAt(long index);

  /** Sum of (x - mean)^2 over every value. */
  double sumOfSquaredDeviations(long mean);

  /** A sample over explicit values (microseconds), e.g. hand-computed fixtures. */
  static LatencySample of(long... micros) {
    long[] sorted = micros.clone();
    java.util.Arrays.sort(sorted);
    return new LatencySample() {
      public long count() {
        return sorted.length;
      }

      public long sum() {
        long s = 0;
        for (long v : sorted) s += v;
        return s;
      }

      public long valueAt(long index) {
        return sorted[(int) index];
      }

      public double sumOfSquaredDeviations(long mean) {
        double s = 0;
        for (long v : sorted) s += (double) (v - mean) * (v - mean);
        return s;
      }
    };
  }
}
