package abreplay.run;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The turns of an interleaved population: one system at a time, each turn drained before the next.
 */
class SliceScheduleTest {

  /** The ends of the turns, as "begin 0", "end 0 (3)". */
  static final class Log implements SliceSchedule.Turns {
    final List<String> lines = new ArrayList<>();
    long allowed = Long.MAX_VALUE;

    @Override
    public long begin(int turn) {
      lines.add("begin " + turn);
      return allowed;
    }

    int repeats;

    @Override
    public boolean end(int turn, long completed) {
      lines.add("end " + turn + " (" + completed + ")");
      return turn == 0 && repeats-- > 0;
    }
  }

  @Test
  void aTurnHandsOutItsCountThenUsersWaitUntilItsLastResponseIsIn() {
    Log log = new Log();
    SliceSchedule s = new SliceSchedule(new long[] {2, 1}, new int[] {0, 1}, log);

    assertThat(s.take()).isEqualTo(0);
    assertThat(s.take()).isEqualTo(0);
    assertThat(s.take()).isEqualTo(SliceSchedule.WAIT);
    s.done();
    assertThat(s.take()).isEqualTo(SliceSchedule.WAIT);
    s.done();
    assertThat(s.take()).isEqualTo(1);
    assertThat(log.lines).containsExactly("begin 0", "end 0 (2)", "begin 1");
    s.done();
    assertThat(s.take()).isEqualTo(SliceSchedule.DONE);
    assertThat(s.take()).isEqualTo(SliceSchedule.DONE);
    assertThat(log.lines).containsExactly("begin 0", "end 0 (2)", "begin 1", "end 1 (1)");
  }

  @Test
  void aTurnWhoseEndAsksForItAgainRunsAgainBeforeTheNext() {
    Log log = new Log();
    log.repeats = 2;
    SliceSchedule s = new SliceSchedule(new long[] {1, 1}, new int[] {0, 1}, log);

    for (int i = 0; i < 3; i++) {
      assertThat(s.take()).isEqualTo(0);
      s.done();
    }
    assertThat(s.take()).isEqualTo(1);
    assertThat(log.lines)
        .containsExactly(
            "begin 0", "end 0 (1)", "begin 0", "end 0 (1)", "begin 0", "end 0 (1)", "begin 1");
  }

  @Test
  void aTurnWhoseTargetIsNotThereIsSkipped() {
    Log log = new Log();
    log.allowed = 0;
    SliceSchedule s = new SliceSchedule(new long[] {5, 5}, new int[] {0, 1}, log);

    assertThat(s.take()).isEqualTo(SliceSchedule.DONE);
    assertThat(log.lines).containsExactly("begin 0", "end 0 (0)", "begin 1", "end 1 (0)");
  }

  @Test
  void aCancelledScheduleHandsOutNothingMore() {
    SliceSchedule s = new SliceSchedule(new long[] {5}, new int[] {0}, new Log());
    assertThat(s.take()).isEqualTo(0);

    s.cancel();

    assertThat(s.take()).isEqualTo(SliceSchedule.DONE);
  }

  @Test
  void eachTurnSaysWhichCaseOfThePopulationItIs() {
    SliceSchedule s = new SliceSchedule(new long[] {1, 1, 1}, new int[] {2, 3, 0}, new Log());

    assertThat(s.caseOf(0)).isEqualTo(2);
    assertThat(s.caseOf(2)).isEqualTo(0);
    assertThat(s.size()).isEqualTo(3);
  }
}
