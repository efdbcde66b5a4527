/**
 * What ab counts, recorded from the load generator's threads: {@link abreplay.recording.Recorder}
 * keeps a double-buffered HdrHistogram and counters per thread, flipped into {@link
 * abreplay.recording.Interval}s each second by the one {@link abreplay.recording.IntervalClock}
 * thread (threading explained there); {@link abreplay.recording.Recording} is what it saw, merged
 * and immutable, with its {@link abreplay.recording.Throughput}. Imports nothing of ab-replay.
 */
package abreplay.recording;
