package abreplay.machine;

import static org.assertj.core.api.Assertions.assertThat;

import abreplay.machine.MemberTotals.Reading;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The load generator on several injector JVMs: its CPU is every member's, and a member that exits
 * inside a window takes nothing away from the window's sum.
 */
class MemberTotalsTest {
  @Test
  void sumsEveryMembersTicksAndSwitches() {
    MemberTotals totals = new MemberTotals();

    Reading sum =
        totals.add(Map.of(1L, new Reading(100, 20, 5, 1), 2L, new Reading(300, 40, 7, 2)));

    assertThat(sum).isEqualTo(new Reading(400, 60, 12, 3));
  }

  @Test
  void aMemberThatExitedKeepsWhatItWasLastReadAt() {
    MemberTotals totals = new MemberTotals();
    Reading begin =
        totals.add(Map.of(1L, new Reading(100, 20, 0, 0), 2L, new Reading(300, 40, 0, 0)));
    totals.add(Map.of(1L, new Reading(150, 25, 0, 0), 2L, new Reading(380, 50, 0, 0)));

    // Injector 2 has exited: only this JVM is read at the window's end.
    Reading end = totals.add(Map.of(1L, new Reading(160, 26, 0, 0)));

    assertThat(end.userTicks() - begin.userTicks()).isEqualTo(60 + 80);
    assertThat(end.systemTicks() - begin.systemTicks()).isEqualTo(6 + 10);
  }

  @Test
  void aReadingBelowAMembersLastIsAnotherProcessOnItsPidAndIsIgnored() {
    MemberTotals totals = new MemberTotals();
    totals.add(Map.of(1L, new Reading(100, 20, 9, 9), 2L, new Reading(300, 40, 9, 9)));

    Reading sum = totals.add(Map.of(1L, new Reading(110, 20, 9, 9), 2L, new Reading(3, 1, 0, 0)));

    assertThat(sum).isEqualTo(new Reading(410, 60, 18, 18));
  }

  @Test
  void aMemberWhoseThreadsExitedStillCountsItsGrowingTicks() {
    MemberTotals totals = new MemberTotals();
    totals.add(Map.of(1L, new Reading(100, 20, 50, 10)));

    // Its switches are summed over the threads alive now: one exited, they dropped; its ticks grew.
    Reading sum = totals.add(Map.of(1L, new Reading(130, 24, 30, 6)));

    assertThat(sum).isEqualTo(new Reading(130, 24, 30, 6));
  }
}
