package abreplay.recording;

import static org.assertj.core.api.Assertions.assertThat;

import java.lang.management.ManagementFactory;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicBoolean;
import org.HdrHistogram.Histogram;
import org.junit.jupiter.api.Test;

/** A recorder's intervals: what each flip hands out, and why the totals are their sum. */
class RecorderIntervalsTest {
  /** Keeps a copy of every interval it is given (the recorder reuses the histogram). */
  private static final class Kept implements IntervalSink {
    final List<Interval> intervals = new ArrayList<>();

    @Override
    public void interval(Interval i) {
      intervals.add(
          new Interval(
              i.startEpochMillis(),
              i.endEpochMillis(),
              i.histogram().copy(),
              i.counts(),
              i.completions(),
              i.slotZeroEpochMillis(),
              i.timing(),
              i.first(),
              i.last()));
    }

    Counts sum() {
      return intervals.stream().map(Interval::counts).reduce(Counts.ZERO, Counts::plus);
    }

    Histogram histogram() {
      Histogram all = Histograms.histogram();
      intervals.forEach(i -> all.add(i.histogram()));
      return all;
    }
  }

  @Test
  void totalsAreTheSumOfTheIntervalsWhileThreadsRecordAndAnotherFlips()
      throws InterruptedException {
    Recorder recorder = new Recorder("s");
    Kept kept = new Kept();
    recorder.attach(kept);
    AtomicBoolean writing = new AtomicBoolean(true);
    List<Thread> threads = new ArrayList<>();
    for (int t = 0; t < 3; t++) {
      int millis = t + 1;
      Thread thread =
          new Thread(
              () -> {
                for (int i = 0; i < 200_000; i++) {
                  recorder.requestSent();
                  recorder.response(millis, 200, 100, 12, true);
                }
              });
      thread.start();
      threads.add(thread);
    }
    Thread flipper =
        new Thread(
            () -> {
              while (writing.get()) recorder.flip();
            });
    flipper.start();
    for (Thread t : threads) t.join();
    writing.set(false);
    flipper.join();
    recorder.close();

    Recording r = recorder.snapshot();
    assertThat(kept.intervals.size()).as("flipped while the threads wrote").isGreaterThan(2);
    assertThat(kept.sum().responses()).isEqualTo(600_000);
    assertThat(r.requests()).isEqualTo(new Recording.Requests(600_000, 600_000, 600_000, 0));
    assertThat(r.transfer()).isEqualTo(new Recording.Transfer(60_000_000, 7_200_000));
    assertThat(r.times())
        .isEqualTo(Recording.of(true, kept.sum(), r.first(), r.timing(), kept.histogram()).times());
    assertThat(r.times().valueAt(599_999)).as("microseconds").isEqualTo(3000);
  }

  @Test
  void eachIntervalHoldsOnlyWhatCameSinceTheFlipBeforeAndTheLastIsMarked() {
    Recorder recorder = new Recorder("s");
    Kept kept = new Kept();
    recorder.attach(kept);
    recorder.markStart();
    recorder.requestSent();
    recorder.response(5, 200, 100, 12, false);
    recorder.flip();
    recorder.requestSent();
    recorder.failure(FailureKind.RECEIVE);
    recorder.markEnd();
    recorder.flip();

    assertThat(kept.intervals).hasSize(2);
    Interval first = kept.intervals.get(0);
    Interval second = kept.intervals.get(1);
    assertThat(first.counts()).isEqualTo(new Counts(1, 1, 0, 0, 100, 12, 0, 0, 0, 0));
    assertThat(first.histogram().getTotalCount()).isEqualTo(1);
    assertThat(first.last()).isFalse();
    assertThat(second.counts()).isEqualTo(new Counts(1, 0, 0, 0, 0, 0, 0, 1, 0, 0));
    assertThat(second.histogram().getTotalCount()).isZero();
    assertThat(second.last()).as("closed at the end; the flip after it is a no-op").isTrue();
    assertThat(second.startEpochMillis()).isEqualTo(first.endEpochMillis());
    assertThat(second.first()).isEqualTo(new Recording.FirstResponse(12, null));
    assertThat(recorder.snapshot().timing()).isEqualTo(second.timing());
  }

  @Test
  void aRunningRecordersTimingRunsToItsLatestFlip() throws InterruptedException {
    Recorder recorder = new Recorder("s");
    recorder.markStart();
    Thread.sleep(20);

    long elapsed = recorder.snapshot().timing().elapsedNanos();

    assertThat(elapsed)
        .as("up to the snapshot's flip, as ab's report on Ctrl-C")
        .isBetween(20_000_000L, 2_000_000_000L);
    assertThat(recorder.closed()).isFalse();
  }

  @Test
  void recordingAResponseAllocatesNothing() {
    Recorder recorder = new Recorder("s");
    com.sun.management.ThreadMXBean threads =
        (com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean();
    for (int i = 0; i < 200_000; i++)
      record(recorder, i); // the JIT's turn, and the shard's first allocation
    recorder.flip();

    long before = threads.getCurrentThreadAllocatedBytes();
    for (int i = 0; i < 1_000_000; i++) record(recorder, i);
    long allocated = threads.getCurrentThreadAllocatedBytes() - before;

    assertThat(allocated).as("bytes allocated for a million responses").isLessThan(10_000);
  }

  private static void record(Recorder recorder, int i) {
    recorder.requestSent();
    recorder.response(i % 50, 200, 162, 12, true);
  }
}
