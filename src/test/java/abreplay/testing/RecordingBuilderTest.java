package abreplay.testing;

import static org.assertj.core.api.Assertions.assertThat;

import abreplay.recording.Recording;
import abreplay.recording.Throughput;
import org.junit.jupiter.api.Test;

/**
 * The test builder's slots: given, or spread over the step, and always summing to its responses.
 */
class RecordingBuilderTest {
  @Test
  void givenSlotsSetTheResponses() {
    Recording r = RecordingBuilder.recording().throughput(5_000, 3, 4, 5).build();

    assertThat(r.throughput()).isEqualTo(new Throughput(5_000, new long[] {3, 4, 5}));
    assertThat(r.requests().responses()).isEqualTo(12);
  }

  @Test
  void byDefaultTheResponsesAreSpreadOverTheStepAndSumToItsResponses() {
    Recording r = RecordingBuilder.recording().responses(287_104).seconds(3.5).build();

    assertThat(r.throughput().total()).isEqualTo(r.requests().responses());
    assertThat(r.throughput().completions()).hasSize(36);
    assertThat(Slots.jittered(164_490, 1.2, 0.1).total()).isEqualTo(164_490);
  }
}
