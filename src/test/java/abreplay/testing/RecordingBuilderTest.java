package abreplay.testing;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import abreplay.recording.Recording;
import abreplay.recording.Throughput;
import org.junit.jupiter.api.Test;

/** The test builder's slots: given, or spread evenly, and always summing to the responses. */
class RecordingBuilderTest {
  @Test
  void spreadsResponsesEvenlyWithTheLastSlotCutShort() {
    assertThat(RecordingBuilder.evenly(1000, 1000)).containsExactly(100, 100, 100, 100, 100, 100, 100, 100, 100, 100);
    assertThat(RecordingBuilder.evenly(100, 250)).containsExactly(40, 40, 20);
    assertThat(RecordingBuilder.evenly(7, 300)).containsExactly(2, 2, 3);
  }

  @Test
  void aSpreadRecordingHasItsResponsesTimeAndSlots() {
    Recording r = RecordingBuilder.recording().spread(287_104, 3.5).build();

    assertThat(r.requests().responses()).isEqualTo(287_104);
    assertThat(r.throughput().total()).isEqualTo(287_104);
    assertThat(r.throughput().slots()).isEqualTo(35);
    assertThat(r.throughput().firstSlotEpochMillis()).isEqualTo(r.timing().startEpochMillis());
    assertThat(r.requestsPerSecond()).isCloseTo(287_104 / 3.5, org.assertj.core.data.Offset.offset(0.01));
  }

  @Test
  void givenSlotsSetTheResponsesAndAMismatchIsRefused() {
    Recording r = RecordingBuilder.recording().throughput(5_000, 3, 4, 5).build();

    assertThat(r.throughput()).isEqualTo(new Throughput(5_000, new long[] {3, 4, 5}));
    assertThat(r.requests().responses()).isEqualTo(12);
    assertThat(RecordingBuilder.perSecond(10).throughput()).isEqualTo(Throughput.NONE);
    assertThatThrownBy(() -> RecordingBuilder.recording().throughput(0, 1, 2).responses(5).build())
        .isInstanceOf(IllegalStateException.class);
  }
}
