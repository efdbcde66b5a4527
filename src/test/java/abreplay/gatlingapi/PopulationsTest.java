package abreplay.gatlingapi;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** Systems loaded at once: whose users start when. */
class PopulationsTest {
  @Test
  void theMembersUsersStartInTurnSoThatNoneGoesFirst() {
    assertThat(Populations.interleaved(new int[] {3, 3})).containsExactly(0, 1, 0, 1, 0, 1);
  }

  @Test
  void aMemberWithFewerUsersDropsOutWhenItsAreAllStarted() {
    assertThat(Populations.interleaved(new int[] {1, 3, 2})).containsExactly(0, 1, 2, 1, 2, 1);
  }
}
