package abreplay.plan;

import java.util.ArrayList;
import java.util.List;

/**
 * How a step's -n is cut when its scenario runs interleaved: closed populations of the scenario's
 * -c adding up to -n exactly, run turn by turn with the other systems' slices in a counterbalanced
 * order ({@link #turns}). Unmeasured settling slices of {@code settle} requests come first, so the
 * first measured slice does not carry the change from warm-up to budget. Immutable.
 *
 * @param settle 0 when the step runs whole
 * @param slices in order; empty when the step runs whole
 */
public record Slicing(long settle, List<Long> slices) {
  /** A step that runs whole, in one closed population. */
  public static final Slicing WHOLE = new Slicing(0, List.of());

  /**
   * The most slices a step is cut into: 40, about a second each for the main command's steps, so
   * that a pair's two slices are seconds apart and a machine whose load changes within seconds
   * still hits both alike.
   */
  static final int MAX_SLICES = 40;

  /** The fewest slices worth cutting: two pairs, one in each order. */
  static final int MIN_SLICES = 4;

  /**
   * The fewest requests a user sends in a slice: the closed model's ramp (every user's first
   * request) and drain (its last, while the others are done) are then about 1% of a slice.
   */
  static final int MIN_REQUESTS_PER_USER = 100;

  public Slicing {
    slices = slices == null ? List.of() : List.copyOf(slices);
  }

  /** Whether the step runs in slices. */
  public boolean sliced() {
    return !slices.isEmpty();
  }

  /**
   * The slicing of {@code requests} (a step's -n) over {@code users} (its -c): as many slices as
   * keep each at {@link #MIN_REQUESTS_PER_USER} a user, at most {@link #MAX_SLICES}; whole when
   * fewer than {@link #MIN_SLICES} would (document 003's c = 20,000 with n = 300,000). The slices
   * differ by at most one request; the settling slice is as long as a measured one.
   */
  public static Slicing of(long requests, int users) {
    long most = requests / ((long) Math.max(1, users) * MIN_REQUESTS_PER_USER);
    int k = (int) Math.min(MAX_SLICES, most);
    if (k < MIN_SLICES) return WHOLE;
    List<Long> slices = new ArrayList<>(k);
    for (int i = 0; i < k; i++) slices.add(requests / k + (i < requests % k ? 1 : 0));
    return new Slicing(slices.get(slices.size() - 1), slices);
  }

  /**
   * One turn of an interleaved scenario: {@code member}'s slice {@code slice} (the index into the
   * member's own slices), or its settling slice when {@code slice} is -1.
   */
  public record Turn(int member, int slice) {
    public boolean settling() {
      return slice < 0;
    }
  }

  /**
   * The order {@code members} systems take their turns in, {@code slices} each: a settling row in
   * row 0's order, then row j holding slice j of every member, a rotated Latin square (row j
   * rotated by j mod members, reversed in every other cycle of rows). For two members, ABBA
   * BAAB...: each is first in half the rows.
   */
  public static List<Turn> turns(int members, int slices) {
    List<Turn> turns = new ArrayList<>(members * (slices + 1));
    for (int m : row(members, 0)) turns.add(new Turn(m, -1));
    for (int j = 0; j < slices; j++) for (int m : row(members, j)) turns.add(new Turn(m, j));
    return turns;
  }

  /** Row j's order of members 0 to members - 1. */
  static int[] row(int members, int j) {
    int[] order = new int[members];
    boolean reversed = (j / members) % 2 == 1;
    for (int i = 0; i < members; i++) {
      int m = (i + j) % members;
      order[reversed ? members - 1 - i : i] = m;
    }
    return order;
  }

  /**
   * Whether {@code member} went before {@code other} in row j: the order effect's sign for their
   * pair j.
   */
  public static boolean before(int members, int j, int member, int other) {
    for (int m : row(members, j)) {
      if (m == member) return true;
      if (m == other) return false;
    }
    throw new IllegalArgumentException("members " + member + " and " + other + " of " + members);
  }
}
