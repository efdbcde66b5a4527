package abreplay.document.claim;

import static org.assertj.core.api.Assertions.assertThat;

import abreplay.document.claim.ClaimKind.FailsUnderLoad;
import org.junit.jupiter.api.Test;

/** "a could not take the load": about one system, judged on its rounds' failures. */
class FailsUnderLoadTest {
  private static final FailsUnderLoad FAILS = new FailsUnderLoad();

  @Test
  void everyRoundFailingSupportsItAndNoneFailingContradictsIt() {
    assertThat(FAILS.decide(3, 3)).isEqualTo(Verdict.SUPPORTED);
    assertThat(FAILS.decide(0, 3)).isEqualTo(Verdict.CONTRADICTED);
    assertThat(FAILS.decide(1, 3)).isEqualTo(Verdict.INCONCLUSIVE);
  }

  @Test
  void thePostsOwnWordIsItsOwnData() {
    assertThat(FAILS.ownData(true)).isEqualTo(OwnData.SUPPORTED);
    assertThat(FAILS.ownData(false)).isEqualTo(OwnData.CONTRADICTED);
  }

  @Test
  void itComparesNothingAndSaysWhatEachAnswerTakes() {
    assertThat(FAILS.compares()).isFalse();
    assertThat(FAILS.takesBy()).isFalse();
    assertThat(FAILS.name()).isEqualTo("FAILS_UNDER_LOAD");
    assertThat(FAILS.meaning("Go", "")).isEqualTo("Go under load");
    assertThat(FAILS.claimed(OnParFactor.DEFAULT))
        .isEqualTo("the post says the run did not complete");
    assertThat(FAILS.wouldTake()).hasSize(2).allMatch(e -> e.contains("every round"));
    assertThat(FAILS.<String>match(r -> "ratio", f -> "failures")).isEqualTo("failures");
  }
}
