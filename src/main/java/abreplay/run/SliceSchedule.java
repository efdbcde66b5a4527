package abreplay.run;

/**
 * The turns of an interleaved scenario, handed out to the users of its one population: each turn a
 * closed population of the scenario's -c against one system alone. Once a turn's requests are
 * handed out, users that ask wait ({@link #WAIT}) until its last response is in, so the systems
 * never share the load generator; a turn runs again when its end says so (a settling slice until
 * its server is steady). Thread-safe: users take and return requests under this object's lock, and
 * a turn's end runs there, on the first thread that asks after it.
 */
public final class SliceSchedule {
  /** No request for now: the turn's last responses are in flight. */
  public static final int WAIT = -1;

  /** No request left: every turn is over, or the schedule was cancelled. */
  public static final int DONE = -2;

  /** What runs at each turn's ends, under the schedule's lock. */
  public interface Turns {
    /**
     * Turn {@code turn} begins: the requests it may send, at most its planned count; 0 skips it
     * (its target is not there).
     */
    long begin(int turn);

    /**
     * Turn {@code turn} is over: {@code completed} requests were answered or failed. True to run it
     * again (a settling slice whose server is not steady yet), false to go on to the next.
     */
    boolean end(int turn, long completed);
  }

  private final long[] counts;
  private final int[] cases;
  private final Turns turns;
  private int current = -1;
  private long left;
  private long completed;
  private int inFlight;
  private boolean cancelled;

  /**
   * @param counts each turn's requests, in order
   * @param cases each turn's member case, as the population switches on it
   * @param turns what runs at each turn's ends
   */
  public SliceSchedule(long[] counts, int[] cases, Turns turns) {
    if (counts.length != cases.length) throw new IllegalArgumentException("counts and cases");
    this.counts = counts.clone();
    this.cases = cases.clone();
    this.turns = turns;
  }

  /** The turns, in all. */
  public int size() {
    return counts.length;
  }

  /**
   * A request to send: the turn it belongs to (from 0), {@link #WAIT} or {@link #DONE}. A turn
   * handed out must be {@linkplain #done() returned} once its response (or failure) is in.
   */
  public synchronized int take() {
    while (!cancelled) {
      if (current >= 0 && current < counts.length) {
        if (left > 0) {
          left--;
          inFlight++;
          return current;
        }
        if (inFlight > 0) return WAIT;
        if (turns.end(current, completed)) {
          completed = 0;
          left = Math.min(counts[current], Math.max(0, turns.begin(current)));
          continue;
        }
      }
      if (current >= counts.length) return DONE;
      current++;
      if (current >= counts.length) return DONE;
      completed = 0;
      left = Math.min(counts[current], Math.max(0, turns.begin(current)));
    }
    return DONE;
  }

  /** A request of the current turn has its response, or failed. */
  public synchronized void done() {
    inFlight--;
    completed++;
  }

  /** The member case of turn {@code turn} ({@link #take}'s answer). */
  public int caseOf(int turn) {
    return cases[turn];
  }

  /** No more requests: the run is being stopped. The current turn's end does not run. */
  public synchronized void cancel() {
    cancelled = true;
    left = 0;
  }
}
