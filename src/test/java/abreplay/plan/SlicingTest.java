package abreplay.plan;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** How a step's -n is cut for interleaving, and the order the systems take their turns in. */
class SlicingTest {

  @Test
  void theMainCommandsStepIsCutIntoFortySlicesThatAddUpToItsRequestsExactly() {
    Slicing s = Slicing.of(1_000_000, 100);

    assertThat(s.slices()).hasSize(40).allMatch(n -> n == 25_000);
    assertThat(s.settle()).isEqualTo(25_000);
    assertThat(s.sliced()).isTrue();
  }

  @Test
  void countsThatDoNotDivideEvenlyDifferByOneAndStillAddUp() {
    Slicing s = Slicing.of(100_003, 100);

    assertThat(s.slices()).hasSize(10);
    assertThat(s.slices().stream().mapToLong(Long::longValue).sum()).isEqualTo(100_003);
    assertThat(
            s.slices().stream().mapToLong(Long::longValue).max().getAsLong()
                - s.slices().stream().mapToLong(Long::longValue).min().getAsLong())
        .isLessThanOrEqualTo(1);
  }

  @Test
  void eachSliceKeepsAHundredRequestsAUser() {
    assertThat(Slicing.of(250_000, 100).slices()).hasSize(25);
    assertThat(Slicing.of(100_000, 100).slices()).hasSize(10);
    assertThat(Slicing.of(40_000, 100).slices()).hasSize(4);
  }

  @Test
  void aStepTooShortForFourSlicesRunsWhole() {
    assertThat(Slicing.of(30_000, 100)).isEqualTo(Slicing.WHOLE);
    // Document 003's c = 20,000 with n = 300,000: fifteen requests a user in all.
    assertThat(Slicing.of(300_000, 20_000)).isEqualTo(Slicing.WHOLE);
  }

  @Test
  void twoSystemsTakeTheirTurnsInAbbaOrderAfterASettlingRow() {
    List<String> order = new ArrayList<>();
    for (Slicing.Turn t : Slicing.turns(2, 4))
      order.add((t.member() == 0 ? "A" : "B") + (t.settling() ? "s" : "" + t.slice()));

    assertThat(order).containsExactly("As", "Bs", "A0", "B0", "B1", "A1", "B2", "A2", "A3", "B3");
  }

  @Test
  void eachSystemGoesFirstInHalfTheRowsOfTwo() {
    int aFirst = 0;
    for (int j = 0; j < 20; j++) if (Slicing.before(2, j, 0, 1)) aFirst++;

    assertThat(aFirst).isEqualTo(10);
  }

  @Test
  void threeSystemsRotateSoThatEachPairIsSplitBetweenBothOrders() {
    for (int a = 0; a < 3; a++) {
      for (int b = 0; b < 3; b++) {
        if (a == b) continue;
        int first = 0;
        for (int j = 0; j < 18; j++) if (Slicing.before(3, j, a, b)) first++;
        assertThat(first).as("%d before %d", a, b).isEqualTo(9);
      }
    }
  }

  @Test
  void everyRowHoldsEverySystemOnce() {
    for (int j = 0; j < 12; j++) assertThat(Slicing.row(3, j)).containsExactlyInAnyOrder(0, 1, 2);
  }
}
