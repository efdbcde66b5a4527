package abreplay.recording;

import org.HdrHistogram.Histogram;

/**
 * One interval of a {@link Recorder}: what it recorded between two flips, and where its run stood
 * at the end of it. Handed to an {@link IntervalSink} under the recorder's lock. Times are epoch
 * ms.
 *
 * @param startEpochMillis the previous flip, or when the sink was attached
 * @param histogram response times in ms; the recorder reuses it once the sink returns
 * @param completions responses by completion slot, from its earliest to its latest end, {@link
 *     Throughput#NONE} when none; a slot may also hold the next or previous interval's (a flip
 *     falls anywhere in a slot), so a run's slots are the sum of its intervals'
 * @param slotZeroEpochMillis when the recorder's slot 0 begins (its first request); 0 before any
 *     response
 * @param timing from the run's first request to its end, or to this flip while it runs
 * @param first what the run's first response said (Document Length -1 and no Server before any)
 * @param last the recorder's last interval: its run has ended, or was sealed
 */
public record Interval(
    long startEpochMillis,
    long endEpochMillis,
    Histogram histogram,
    Counts counts,
    Throughput completions,
    long slotZeroEpochMillis,
    Recording.Timing timing,
    Recording.FirstResponse first,
    boolean last) {}
