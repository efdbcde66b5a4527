package abreplay.recording;

/**
 * Where a {@link Recorder}'s intervals go as they are flipped (an interval log in the run folder).
 * Called on the flipping thread, under the recorder's lock, once per interval, in order; after the
 * interval marked {@link Interval#last} it is never called again. An implementation must not throw:
 * a sink that fails keeps the run going and says so itself.
 */
@FunctionalInterface
public interface IntervalSink {
  IntervalSink NONE = interval -> {};

  void interval(Interval interval);
}
