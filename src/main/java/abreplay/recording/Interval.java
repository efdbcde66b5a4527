package abreplay.recording;

import org.HdrHistogram.Histogram;

/**
 * One interval of a {@link Recorder}: what it recorded between two flips, and where its run stood at
 * the end of it. Handed to an {@link IntervalSink} under the recorder's lock.
 *
 * @param startEpochMillis when the interval began (the previous flip, or when the sink was attached)
 * @param endEpochMillis when it ended (this flip)
 * @param histogram the interval's response times in ms; the recorder reuses it once the sink returns
 * @param counts the interval's own counters
 * @param timing the run's timing as of this flip: from its first request to its end, or to this flip
 *     while it runs
 * @param first what the run's first response said (Document Length -1 and no Server before any)
 * @param last true for the recorder's last interval: its run has ended, or was sealed
 */
public record Interval(long startEpochMillis, long endEpochMillis, Histogram histogram, Counts counts,
    Recording.Timing timing, Recording.FirstResponse first, boolean last) {}
