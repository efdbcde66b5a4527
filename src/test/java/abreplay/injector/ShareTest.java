package abreplay.injector;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import java.util.stream.LongStream;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * A step's users and requests over several injectors: every user and request once, none lost or
 * doubled.
 */
class ShareTest {

  static Stream<Arguments> steps() {
    // Document 003's ladder, and the awkward cases: remainders on both, c = n, c = I.
    int[][] cn = {
      {10, 100},
      {100, 1000},
      {1000, 10000},
      {10000, 100000},
      {20000, 200000},
      {20000, 300000},
      {20000, 400000},
      {7, 7},
      {3, 10},
      {5, 9},
      {19999, 20001},
      {2, 3}
    };
    return Stream.of(cn)
        .flatMap(
            s ->
                Stream.of(1, 2, 3, 4, 7)
                    .filter(i -> i <= s[0])
                    .map(i -> Arguments.of(s[0], (long) s[1], i)));
  }

  @ParameterizedTest(name = "-c {0} -n {1} over {2}")
  @MethodSource("steps")
  void sharesAddUpExactlyAndEveryInjectorCanRunItsOwn(int users, long requests, int injectors) {
    List<Share> shares = Share.split(users, requests, injectors);

    assertThat(shares)
        .extracting(Share::injector)
        .containsExactlyElementsOf(Stream.iterate(1, i -> i + 1).limit(injectors).toList());
    assertThat(shares.stream().mapToInt(Share::users).sum()).as("users in all").isEqualTo(users);
    assertThat(shares.stream().mapToLong(Share::requests).sum())
        .as("requests in all")
        .isEqualTo(requests);
    assertThat(shares)
        .allSatisfy(
            s -> {
              assertThat(s.users()).as("a user at least").isPositive();
              assertThat(s.users())
                  .as("no more users than requests, as ab requires")
                  .isLessThanOrEqualTo((int) s.requests());
            });
    assertThat(spread(shares.stream().mapToLong(Share::users).toArray())).isLessThanOrEqualTo(1);
    assertThat(spread(shares.stream().mapToLong(Share::requests).toArray())).isLessThanOrEqualTo(1);
  }

  @Test
  void document003sTopStepOverTwoInjectors() {
    assertThat(Share.split(20000, 200000, 2))
        .extracting(Share::describe)
        .containsExactly(
            "1/2: 10,000 users, 100,000 requests", "2/2: 10,000 users, 100,000 requests");
    assertThat(Share.split(5, 9, 2)).containsExactly(new Share(1, 2, 3, 5), new Share(2, 2, 2, 4));
  }

  @Test
  void moreInjectorsThanUsersOrUsersThanRequestsAreRefused() {
    assertThatThrownBy(() -> Share.split(2, 10, 3))
        .hasMessage("3 injectors for 2 users: an injector would have no" + " user; use at most 2");
    assertThatThrownBy(() -> Share.split(10, 5, 1))
        .hasMessage("10 users for 5 requests: ab refuses -c above -n");
    assertThatThrownBy(() -> Share.split(10, 50, 0))
        .hasMessageStartingWith("a step needs at least one injector");
  }

  private static long spread(long[] values) {
    return LongStream.of(values).max().orElseThrow() - LongStream.of(values).min().orElseThrow();
  }
}
