package abreplay.recording;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** What a recorder counts, as ab counts it, from any number of threads. */
class RecorderTest {

  @Test
  void mergesEveryThreadsShareOnceTheRunHasEnded() throws InterruptedException {
    Recorder recorder = new Recorder("s");
    List<Thread> threads = new ArrayList<>();
    for (int t = 0; t < 4; t++) {
      Thread thread =
          new Thread(
              () -> {
                for (int i = 0; i < 10_000; i++) {
                  recorder.requestSent();
                  recorder.response(2, 200, 100, 12, true);
                }
              });
      thread.start();
      threads.add(thread);
    }
    for (Thread t : threads) t.join();

    Recording r = recorder.snapshot();
    assertThat(r.requests()).isEqualTo(new Recording.Requests(40_000, 40_000, 40_000, 0));
    assertThat(r.transfer()).isEqualTo(new Recording.Transfer(4_000_000, 480_000));
    assertThat(r.times().count()).isEqualTo(40_000);
    assertThat(r.times().valueAt(39_999)).as("microseconds").isEqualTo(2000);
    assertThat(r.lost()).isZero();
  }

  @Test
  void takesTheFirstBodysLengthAsTheDocumentLengthAndFailsOthersAsAbDoes() {
    Recorder recorder = new Recorder("s");

    assertThat(recorder.response(1, 200, 100, 12, true)).isFalse();
    assertThat(recorder.response(1, 200, 101, 13, true)).as("a Length failure").isTrue();
    assertThat(recorder.response(1, 404, 100, 12, false)).as("a non-2xx is no failure").isFalse();

    Recording r = recorder.snapshot();
    assertThat(r.first().documentLength()).isEqualTo(12);
    assertThat(r.failures()).isEqualTo(new Recording.Failures(0, 0, 1, 0));
    assertThat(r.requests().non2xx()).isEqualTo(1);
    assertThat(r.requests().keepAlive()).isEqualTo(2);
  }

  @Test
  void withAbsDashLAcceptsBodiesOfAnyLength() {
    Recorder recorder = new Recorder("s").variableLength();

    assertThat(recorder.response(1, 200, 100, 12, true)).isFalse();
    assertThat(recorder.response(1, 200, 101, 13, true)).isFalse();
    assertThat(recorder.snapshot().failures().length()).isZero();
  }

  @Test
  void stopsAtTheFirstReceiveErrorOnceAsAbDoesWithoutDashR() {
    java.util.concurrent.atomic.AtomicInteger stops =
        new java.util.concurrent.atomic.AtomicInteger();
    Recorder recorder = new Recorder("s").stopAtFirstReceiveError(stops::incrementAndGet);

    recorder.failure(FailureKind.CONNECT);
    assertThat(stops).hasValue(0);
    recorder.failure(FailureKind.RECEIVE);
    recorder.failure(FailureKind.RECEIVE);
    assertThat(stops).hasValue(1);
  }

  @Test
  void countsRequestsThatGotNoResponseByClassAndTheRestAsUnanswered() {
    Recorder recorder = new Recorder("s");
    for (int i = 0; i < 10; i++) recorder.requestSent();
    recorder.response(1, 200, 100, 12, true);
    recorder.failure(FailureKind.CONNECT);
    recorder.failure(FailureKind.RECEIVE);
    recorder.failure(FailureKind.RECEIVE);

    Recording r = recorder.snapshot();
    assertThat(r.failures()).isEqualTo(new Recording.Failures(1, 2, 0, 0));
    assertThat(r.unanswered()).isEqualTo(6);
    assertThat(r.lost()).isEqualTo(9);
  }

  @Test
  void keepsTheFirstServerHeaderAndAnEmptyOneWhenTheFirstResponseHadNone() {
    Recorder first = new Recorder("a");
    first.serverHeader("nginx/1.4.6 (Ubuntu)");
    first.serverHeader("other");
    Recorder none = new Recorder("b");
    none.serverHeader(null);

    assertThat(first.snapshot().first().serverSoftware()).isEqualTo("nginx/1.4.6 (Ubuntu)");
    assertThat(none.snapshot().first().serverSoftware()).isEmpty();
    assertThat(new Recorder("c").snapshot().first().serverSoftware())
        .as("before any response")
        .isNull();
  }

  @Test
  void timesTheRunFromTheFirstRequestToTheLastCompletion() throws InterruptedException {
    Recorder recorder = new Recorder("s");
    recorder.markStart();
    Thread.sleep(20);
    recorder.markStart();
    recorder.markEnd();

    assertThat(recorder.snapshot().timing().elapsedNanos()).isBetween(20_000_000L, 2_000_000_000L);
    assertThat(new Recorder("t").snapshot().timing().elapsedNanos()).as("never started").isZero();
  }
}
