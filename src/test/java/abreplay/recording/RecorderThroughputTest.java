package abreplay.recording;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicBoolean;
import org.junit.jupiter.api.Test;

/** A recorder's responses by completion slot: where each end counts, across flips and threads. */
class RecorderThroughputTest {
  private static final long T0 = 1_764_000_000_000L;

  /** A recorder whose slot 0 begins at T0 (its first response ends there: no markStart). */
  private static Recorder startedAtT0() {
    Recorder recorder = new Recorder("s");
    recorder.response(T0, 1, 200, 100, 12, true);
    return recorder;
  }

  @Test
  void countsEachResponseInTheSlotOfItsEndOutOfOrderOrNot() {
    Recorder recorder = startedAtT0();
    recorder.response(T0 + 99, 1, 200, 100, 12, true);
    recorder.response(T0 + 350, 1, 200, 100, 12, true);
    recorder.response(T0 + 100, 1, 200, 100, 12, true);
    recorder.response(T0 + 250, 1, 200, 100, 12, true);
    recorder.response(T0 + 30, 1, 200, 100, 12, true);

    Recording r = recorder.snapshot();

    assertThat(r.throughput()).isEqualTo(new Throughput(T0, new long[] {3, 1, 1, 1}));
    assertThat(r.throughput().total()).isEqualTo(r.requests().responses());
  }

  @Test
  void slotZeroIsTheFirstRequestAndAnEndBeforeItCountsThere() {
    Recorder recorder = new Recorder("s");
    recorder.markStart();
    long start = recorder.snapshot().timing().startEpochMillis();
    recorder.response(start + 450, 1, 200, 100, 12, true);
    recorder.response(start - 5_000, 1, 200, 100, 12, true);

    Throughput t = recorder.snapshot().throughput();

    assertThat(t.firstSlotEpochMillis()).isEqualTo(start);
    assertThat(t.completions()).containsExactly(1, 0, 0, 0, 1);
  }

  @Test
  void aSlotSpanningFlipsHoldsTheCompletionsOfEachAndTheIntervalsSumToTheRun() {
    List<Interval> intervals = new ArrayList<>();
    Recorder recorder = startedAtT0();
    recorder.attach(intervals::add);
    recorder.response(T0 + 120, 1, 200, 100, 12, true);
    recorder.flip();
    recorder.response(T0 + 150, 1, 200, 100, 12, true);
    recorder.response(T0 + 420, 1, 200, 100, 12, true);
    recorder.flip();
    recorder.flip();
    recorder.response(T0 + 20, 1, 200, 100, 12, true);
    recorder.close();

    assertThat(intervals)
        .extracting(Interval::completions)
        .containsExactly(
            new Throughput(T0, new long[] {1, 1}),
            new Throughput(T0 + 100, new long[] {1, 0, 0, 1}),
            Throughput.NONE,
            new Throughput(T0, new long[] {1}));
    assertThat(intervals).extracting(Interval::slotZeroEpochMillis).containsOnly(T0);
    assertThat(recorder.snapshot().throughput())
        .isEqualTo(new Throughput(T0, new long[] {2, 2, 0, 0, 1}));
  }

  @Test
  void endsSpreadWiderThanATallysArrayGrowItAndLoseNothing() {
    Recorder recorder = startedAtT0();
    long[] expected = new long[200];
    expected[0] = 1;
    for (int slot : new int[] {150, 3, 199, 40, 0, 120}) {
      recorder.response(T0 + slot * Throughput.SLOT_MILLIS + 50, 1, 200, 100, 12, true);
      expected[slot]++;
    }
    recorder.flip();
    for (int slot : new int[] {180, 181, 2}) {
      recorder.response(T0 + slot * Throughput.SLOT_MILLIS, 1, 200, 100, 12, true);
      expected[slot]++;
    }

    assertThat(recorder.snapshot().throughput()).isEqualTo(new Throughput(T0, expected));
  }

  @Test
  void theSlotsSumToTheResponsesWhileThreadsRecordAndAnotherFlips() throws InterruptedException {
    Recorder recorder = startedAtT0();
    List<Interval> intervals = new ArrayList<>();
    recorder.attach(intervals::add);
    AtomicBoolean writing = new AtomicBoolean(true);
    List<Thread> threads = new ArrayList<>();
    for (int t = 0; t < 3; t++) {
      int thread = t;
      Thread writer =
          new Thread(
              () -> {
                for (int i = 0; i < 200_000; i++) {
                  // Ends move forward 1 ms every 100 responses, each thread a little behind the one
                  // before.
                  recorder.response(T0 + i / 100 - thread * 37L, 1, 200, 100, 12, true);
                }
              });
      writer.start();
      threads.add(writer);
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
    assertThat(r.requests().responses()).isEqualTo(600_001);
    assertThat(r.throughput().total()).isEqualTo(600_001);
    assertThat(r.throughput().slots()).isEqualTo(20);
    // Each thread's 200,000 ends cover 2,000 ms evenly: 10,000 a slot, shifted by 37 ms per thread.
    assertThat(r.throughput().at(10)).isEqualTo(30_000);
    long[] summed = new long[r.throughput().slots()];
    for (Interval i : intervals) {
      long first = (i.completions().firstSlotEpochMillis() - T0) / Throughput.SLOT_MILLIS;
      for (int j = 0; j < i.completions().slots(); j++)
        summed[(int) first + j] += i.completions().at(j);
    }
    assertThat(new Throughput(T0, summed)).isEqualTo(r.throughput());
  }

  @Test
  void aRecorderWithoutResponsesHasNoSlots() {
    Recorder recorder = new Recorder("s");
    recorder.markStart();
    recorder.requestSent();
    recorder.failure(FailureKind.CONNECT);

    assertThat(recorder.snapshot().throughput()).isEqualTo(Throughput.NONE);
  }
}
