package abreplay.machine;

import java.util.HashMap;
import java.util.Map;

/**
 * The CPU ticks and context switches of processes that serve as one, summed over every member ever
 * read: a member that exits keeps what it was last read at (at most its last second is missed). A
 * reading below a member's last (its pid reused) is ignored. Not thread-safe: {@link
 * ProcessSampler} calls it under its own lock.
 */
final class MemberTotals {
  /**
   * One member's counters as /proc gives them, each growing over its life.
   *
   * @param userTicks utime, USER_HZ (100 a second)
   * @param systemTicks stime, USER_HZ
   * @param voluntary voluntary context switches, summed over its threads
   * @param involuntary involuntary context switches, summed over its threads
   */
  record Reading(long userTicks, long systemTicks, long voluntary, long involuntary) {
    static final Reading ZERO = new Reading(0, 0, 0, 0);

    Reading plus(Reading o) {
      return new Reading(
          userTicks + o.userTicks,
          systemTicks + o.systemTicks,
          voluntary + o.voluntary,
          involuntary + o.involuntary);
    }

    /**
     * Whether this reading can follow {@code o} in one process's life: by its CPU ticks, which
     * /proc keeps for the whole process (its exited threads too). Its context switches are summed
     * over the threads alive now, so they drop when a thread exits: they cannot tell.
     */
    boolean notBelow(Reading o) {
      return userTicks >= o.userTicks && systemTicks >= o.systemTicks;
    }
  }

  private final Map<Long, Reading> last = new HashMap<>();

  /**
   * Takes this sample's readings, by pid (members not read now keep their last), and returns the
   * sum over every member read so far.
   */
  Reading add(Map<Long, Reading> now) {
    now.forEach(
        (pid, reading) -> {
          Reading before = last.get(pid);
          if (before == null || reading.notBelow(before)) last.put(pid, reading);
        });
    Reading sum = Reading.ZERO;
    for (Reading r : last.values()) sum = sum.plus(r);
    return sum;
  }
}
