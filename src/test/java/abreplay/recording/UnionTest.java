package abreplay.recording;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.HdrHistogram.Histogram;
import org.junit.jupiter.api.Test;

/**
 * Several injectors' recordings of one step as one: sums, the histograms' union, the widest time
 * span.
 */
class UnionTest {
  private static Histogram millis(long... values) {
    Histogram h = Histograms.histogram();
    for (long v : values) h.recordValue(v);
    return h;
  }

  private static Recording part(
      Counts counts, long startMillis, long elapsedNanos, Histogram times, Throughput slots) {
    return Recording.of(
        true,
        counts,
        new Recording.FirstResponse(12, "hello"),
        new Recording.Timing(elapsedNanos, startMillis),
        times,
        slots);
  }

  private static Counts counts(long responses, long connect, long non2xx) {
    return new Counts(
        responses + connect,
        responses,
        responses / 2,
        non2xx,
        responses * 138,
        responses * 12,
        connect,
        1,
        2,
        3);
  }

  @Test
  void countsAreSummedAndTheTimesAreTheUnionOfTheHistograms() {
    Recording a = part(counts(4, 1, 1), 1000, 1_000_000_000L, millis(1, 2, 3, 40), Throughput.NONE);
    Recording b = part(counts(3, 2, 0), 1000, 1_000_000_000L, millis(5, 6, 700), Throughput.NONE);

    Recording union = Union.of(List.of(a, b));

    assertThat(union.requests()).isEqualTo(new Recording.Requests(10, 7, 3, 1));
    assertThat(union.failures()).isEqualTo(new Recording.Failures(3, 2, 4, 6));
    assertThat(union.transfer()).isEqualTo(new Recording.Transfer(7 * 138, 7 * 12));
    Recording whole =
        part(counts(7, 0, 0), 1000, 1, millis(1, 2, 3, 40, 5, 6, 700), Throughput.NONE);
    assertThat(union.times()).isEqualTo(whole.times());
    assertThat(union.times().count()).isEqualTo(7);
    assertThat(union.times().valueAt(6)).as("the longest request, in µs").isEqualTo(700_000);
    assertThat(union.times().sum()).isEqualTo(a.times().sum() + b.times().sum());
    assertThat(a.times().count()).as("the parts are left as they were").isEqualTo(4);
  }

  @Test
  void timeTakenRunsFromTheEarliestFirstRequestToTheLatestLastResponse() {
    Recording early = part(counts(1, 0, 0), 10_000, 2_000_000_000L, millis(1), Throughput.NONE);
    Recording late = part(counts(1, 0, 0), 10_500, 2_000_000_123L, millis(1), Throughput.NONE);
    Recording never = part(Counts.ZERO, 0, 0, millis(), Throughput.NONE);

    Recording.Timing timing = Union.of(List.of(late, never, early)).timing();

    assertThat(timing.startEpochMillis()).isEqualTo(10_000);
    assertThat(timing.elapsedNanos()).isEqualTo(2_500_000_123L);
    assertThat(Union.of(List.of(never, never)).timing()).isEqualTo(new Recording.Timing(0, 0));
  }

  @Test
  void slotsAreAddedOnTheEarliestSlotZeroAndTheTotalIsKept() {
    Recording a =
        part(counts(3, 0, 0), 1000, 1, millis(1, 1, 1), new Throughput(1000, new long[] {1, 2}));
    Recording b =
        part(
            counts(4, 0, 0),
            1240,
            1,
            millis(1, 1, 1, 1),
            new Throughput(1240, new long[] {3, 0, 1}));

    Throughput t = Union.of(List.of(a, b)).throughput();

    assertThat(t.firstSlotEpochMillis()).isEqualTo(1000);
    assertThat(t.completions()).containsExactly(1, 2, 3, 0, 1);
    assertThat(t.total()).isEqualTo(7);
    Recording noSlots = part(counts(2, 0, 0), 1000, 1, millis(1, 1), Throughput.NONE);
    assertThat(Union.of(List.of(a, noSlots)).throughput()).isEqualTo(Throughput.NONE);
  }

  @Test
  void theFirstResponseIsTheFirstPartsThatHasOne() {
    Recording none =
        Recording.of(
            true,
            Counts.ZERO,
            new Recording.FirstResponse(-1, null),
            new Recording.Timing(0, 0),
            millis());
    Recording b = part(counts(1, 0, 0), 1000, 1, millis(1), Throughput.NONE);

    assertThat(Union.of(List.of(none, b)).first())
        .isEqualTo(new Recording.FirstResponse(12, "hello"));
    assertThat(Union.of(List.of(b))).isSameAs(b);
    assertThatThrownBy(() -> Union.of(List.of())).isInstanceOf(IllegalArgumentException.class);
  }

  @Test
  void aRecordersRecordingsUniteIntoWhatOneRecorderWouldHaveSeen() {
    Recorder one = new Recorder("a");
    Recorder two = new Recorder("b");
    Recorder both = new Recorder("ab");
    for (int i = 0; i < 1000; i++) {
      Recorder r = i % 3 == 0 ? two : one;
      r.response(i % 97, 200, 138, 12, true);
      both.response(i % 97, 200, 138, 12, true);
    }
    Recording union = Union.of(List.of(one.snapshot(), two.snapshot()));
    Recording whole = both.snapshot();

    assertThat(union.requests()).isEqualTo(whole.requests());
    assertThat(union.transfer()).isEqualTo(whole.transfer());
    assertThat(union.times()).isEqualTo(whole.times());
    assertThat(union.throughput().total()).isEqualTo(1000);
  }
}
