package abreplay.importer;

import java.time.Duration;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.function.Function;

/**
 * The load a tool's command line asked for, as a replay would have to make it: closed (a number of
 * connections, each sending its next request when the last is answered) until a count of requests
 * or for a duration, or a constant rate, or a load no replay can honour, with why. Immutable.
 */
sealed interface LoadModel {
  /** How many connections (or workers, or users) the tool kept open. */
  int connections();

  /** {@code connections} closed loops sending {@code requests} in all, as ab -n -c does. */
  record ClosedByCount(int connections, long requests) implements LoadModel {}

  /** {@code connections} closed loops sending as fast as answered for {@code duration}. */
  record ClosedByDuration(int connections, Duration duration) implements LoadModel {}

  /**
   * Requests sent at a constant rate, over {@code connections} connections, for a duration or a
   * count.
   *
   * @param rate requests per second, in the {@code scope} the tool took it in
   */
  record ConstantRate(
      double rate, Scope scope, int connections, Optional<Duration> duration, OptionalLong requests)
      implements LoadModel {

    /** What the tool's rate is a rate of. */
    enum Scope {
      /** The whole run's rate: wrk2 -R, oha -q, autocannon -R, bombardier -r. */
      OVERALL,
      /** Each connection's: autocannon -r. */
      PER_CONNECTION,
      /** Each worker's: hey -q (one connection per worker). */
      PER_WORKER
    }

    /** The rate of the whole run, in requests per second. */
    double overall() {
      return scope == Scope.OVERALL ? rate : rate * connections;
    }
  }

  /**
   * A load no replay here can make: {@code reason} says what, {@code asked} what the command asked
   * for besides.
   */
  record NotReplayable(Reason reason, String detail, LoadModel asked) implements LoadModel {
    /** Why. */
    enum Reason {
      /** HTTP/1.1 pipelining: several requests written before the first answer. */
      PIPELINING("pipelining"),
      /** HTTP/2 (h2load without --h1): the replay speaks HTTP/1.x. */
      HTTP2("HTTP/2"),
      /** A delay between a user's requests (siege without -b): not a closed loop. */
      THINK_TIME("think time");

      final String shown;

      Reason(String shown) {
        this.shown = shown;
      }
    }

    @Override
    public int connections() {
      return asked.connections();
    }
  }

  /** The one function of {@code this} model's kind, applied to it. */
  default <T> T match(
      Function<ClosedByCount, T> byCount,
      Function<ClosedByDuration, T> byDuration,
      Function<ConstantRate, T> rate,
      Function<NotReplayable, T> notReplayable) {
    if (this instanceof ClosedByCount c) return byCount.apply(c);
    if (this instanceof ClosedByDuration d) return byDuration.apply(d);
    if (this instanceof ConstantRate r) return rate.apply(r);
    return notReplayable.apply((NotReplayable) this);
  }

  /** "20 connections for 3 s", "10 connections, 5,000 requests", as messages say it. */
  default String shown() {
    return match(
        c -> c.connections() + " connections, " + c.requests() + " requests",
        d -> d.connections() + " connections for " + Durations.shown(d.duration()),
        r ->
            r.connections()
                + " connections at "
                + java.math.BigDecimal.valueOf(r.rate()).stripTrailingZeros().toPlainString()
                + " requests/s "
                + switch (r.scope()) {
                  case OVERALL -> "overall";
                  case PER_CONNECTION -> "per connection";
                  case PER_WORKER -> "per worker";
                }
                + r.duration().map(d -> " for " + Durations.shown(d)).orElse("")
                + (r.requests().isPresent() ? ", " + r.requests().getAsLong() + " requests" : ""),
        n -> "NOT REPLAYABLE (" + n.reason().shown + "): " + n.detail());
  }
}
