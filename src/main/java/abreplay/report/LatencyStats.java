package abreplay.report;

import abreplay.recording.LatencySample;

/**
 * The statistics load tools print of a run's latencies, computed from the recorder's sorted sample
 * (microseconds, each a whole millisecond as Gatling times it): mean, sample standard deviation,
 * min, max, the share within one standard deviation of the mean, and percentiles by each tool's
 * rule. Binary searches over the sample: a million-request step costs a few dozen lookups, not a
 * pass per figure.
 */
record LatencyStats(LatencySample sample) {

  long count() {
    return sample.count();
  }

  double mean() {
    return count() == 0 ? 0 : (double) sample.sum() / count();
  }

  /** wrk's stats_stdev: the sample standard deviation, sqrt(sum (x - mean)^2 / (n - 1)). */
  double stdev() {
    if (count() < 2) return 0;
    return Math.sqrt(sample.sumOfSquaredDeviations(Math.round(mean())) / (count() - 1));
  }

  long min() {
    return count() == 0 ? 0 : sample.valueAt(0);
  }

  long max() {
    return count() == 0 ? 0 : sample.valueAt(count() - 1);
  }

  /** wrk's stats_within_stdev: the percent of values within mean +/- stdev. */
  double withinStdev() {
    if (count() == 0) return 0;
    double lower = mean() - stdev();
    double upper = mean() + stdev();
    return (atMost(upper) - below(lower)) * 100.0 / count();
  }

  /** wrk's stats_percentile: the value at rank round(p / 100 x n + 0.5). */
  long wrkPercentile(double percent) {
    if (count() == 0) return 0;
    long rank = Math.round(percent / 100 * count() + 0.5);
    return sample.valueAt(Math.max(0, Math.min(count(), rank) - 1));
  }

  /** hey's latencies(): the first value whose index i has i x 100 / n at least {@code percent}. */
  long heyPercentile(int percent) {
    if (count() == 0) return 0;
    long i = (percent * count() + 99) / 100;
    return sample.valueAt(Math.min(count() - 1, i));
  }

  /** How many values are at most {@code x}. */
  long atMost(double x) {
    long lo = 0;
    long hi = count();
    while (lo < hi) {
      long mid = (lo + hi) >>> 1;
      if (sample.valueAt(mid) <= x) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  /** How many values are below {@code x}. */
  long below(double x) {
    long lo = 0;
    long hi = count();
    while (lo < hi) {
      long mid = (lo + hi) >>> 1;
      if (sample.valueAt(mid) < x) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }
}
