package abreplay.recording;

import org.HdrHistogram.Histogram;

/**
 * One interval of a {@link Recorder}: what it recorded between two flips, and where its run stood
 * at the end of it. Handed to an {@link IntervalSink} under the recorder's lock.
 *
 * @param startEpochMillis when the interval began (the previous flip, or when the sink was
 *     attached)
 * @param endEpochMillis when it ended (this flip)
 * @param histogram the interval's response times in ms; the recorder reuses it once the sink
 *     returns
 * @param counts the interval's own counters
 * @param completions the interval's responses by completion slot: only the slots from its earliest
 *     to its latest end ({@link Throughput#firstSlotEpochMillis} is where the first of them
 *     begins), {@link Throughput#NONE} when none completed; a slot may also hold completions of the
 *     interval before or after (a flip falls anywhere in a slot), so a run's slots are the sum of
 *     its intervals'
 * @param slotZeroEpochMillis when the recorder's slot 0 begins (its first request), epoch ms; 0
 *     before any response
 * @param timing the run's timing as of this flip: from its first request to its end, or to this
 *     flip while it runs
 * @param first what the run's first response said (Document Length -1 and no Server before any)
 * @param last true for the recorder's last interval: its run has ended, or was sealed
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
