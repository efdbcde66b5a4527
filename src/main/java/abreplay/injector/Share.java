package abreplay.injector;

import java.util.ArrayList;
import java.util.List;

/**
 * One injector's part of a step: its virtual users (ab's slots) and requests, out of a step's c and
 * n over I injectors. Pure and exact: injector i (1-based) gets floor(c / I) users, one more when i
 * &lt;= c mod I, and the requests likewise; so the parts add up to c and n, differ by at most one,
 * and, as c &lt;= n, no injector has more users than requests.
 *
 * @param injector from 1
 */
public record Share(int injector, int injectors, int users, long requests) {

  /**
   * The step's {@code users} and {@code requests} over {@code injectors}, injector 1 first.
   *
   * @throws IllegalArgumentException when there are more injectors than users (one would have
   *     none), or more users than requests (ab refuses -c above -n), or none of either
   */
  public static List<Share> split(int users, long requests, int injectors) {
    if (injectors < 1 || users < 1) {
      throw new IllegalArgumentException(
          "a step needs at least one injector and one user: "
              + injectors
              + " injector(s), "
              + users
              + " user(s)");
    }
    if (injectors > users) {
      throw new IllegalArgumentException(
          injectors
              + " injectors for "
              + users
              + " users: an injector would have"
              + " no user; use at most "
              + users);
    }
    if (users > requests) {
      throw new IllegalArgumentException(
          users + " users for " + requests + " requests: ab refuses -c above -n");
    }
    List<Share> shares = new ArrayList<>(injectors);
    for (int i = 1; i <= injectors; i++) {
      shares.add(
          new Share(
              i,
              injectors,
              users / injectors + (i <= users % injectors ? 1 : 0),
              requests / injectors + (i <= requests % injectors ? 1 : 0)));
    }
    return shares;
  }

  /** "2/2: 10,000 users, 100,000 requests". */
  public String describe() {
    return String.format("%d/%d: %,d users, %,d requests", injector, injectors, users, requests);
  }
}
