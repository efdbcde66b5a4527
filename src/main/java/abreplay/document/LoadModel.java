package abreplay.document;

import abreplay.format.Numbers;
import java.time.Duration;
import java.util.Locale;
import java.util.function.Function;

/**
 * The load a scenario's tool made, as its replay has to make it again: closed loops until a count
 * of requests (ab -n -c, hey -n, oha -n, bombardier -n) or for a duration (wrk, hey -z, oha -z,
 * bombardier -d, autocannon), a constant rate (wrk2 -R, oha -q, hey -q, autocannon -R and -r), or a
 * load no replay here can make, with why. The conf's {@code load} block ({@link DocumentReader});
 * immutable.
 */
public sealed interface LoadModel {

  /** How many connections (ab's -c, wrk's -c, hey's workers) the tool kept. */
  int connections();

  /** Whether the tool kept its connections open between requests. */
  default boolean keepAlive() {
    return match(
        ClosedByCount::keepAlive, ClosedByDuration::keepAlive, ConstantRate::keepAlive, n -> true);
  }

  /**
   * {@code connections} closed loops sharing {@code requests}: ab's model, and the default of every
   * scenario without a {@code load} block.
   */
  record ClosedByCount(int connections, long requests, boolean keepAlive) implements LoadModel {}

  /**
   * {@code connections} closed loops, each on its own connection (kept open unless {@code
   * keepAlive} is false: hey -disable-keepalive), sending its next request when the last is
   * answered, for {@code duration}.
   */
  record ClosedByDuration(int connections, Duration duration, boolean keepAlive)
      implements LoadModel {}

  /**
   * Requests sent on a schedule, {@code rate} a second in {@code scope}, for {@code duration},
   * whether or not earlier ones were answered; their latency counts from each one's intended send
   * time.
   */
  record ConstantRate(
      double rate, Scope scope, int connections, Duration duration, boolean keepAlive)
      implements LoadModel {

    /** The whole run's rate, in requests per second. */
    public double overall() {
      return scope == Scope.OVERALL ? rate : rate * connections;
    }
  }

  /** What a tool's rate is a rate of. */
  enum Scope {
    /** The whole run's: wrk2 -R, oha -q, autocannon -R. */
    OVERALL,
    /** Each connection's: autocannon -r. */
    PER_CONNECTION,
    /** Each worker's (one connection each): hey -q. */
    PER_WORKER;

    /** "overall", "per-connection", "per-worker": the conf's {@code rate-scope}. */
    public String key() {
      return name().toLowerCase(Locale.ROOT).replace('_', '-');
    }
  }

  /**
   * A load no replay here makes as the tool did, never approximated: the step is SKIPPED with this
   * reason.
   *
   * @param reason a few words: "pipelining", "HTTP/2", "think time"
   * @param detail what the tool's command asked for, e.g. "autocannon -p 10: 10 requests written
   *     before the first answer"
   */
  record NotReplayable(int connections, String reason, String detail) implements LoadModel {
    /** "NOT REPLAYABLE (pipelining): ...", as every output says it. */
    public String shown() {
      return "NOT REPLAYABLE (" + reason + "): " + detail;
    }
  }

  /** The conf's word for this model: closed-by-count, closed-by-duration, ... */
  default String key() {
    return match(
        c -> "closed-by-count",
        d -> "closed-by-duration",
        r -> "constant-rate",
        n -> "not-replayable");
  }

  /** The one function of this model's kind, applied to it. */
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

  /** "20 connections for 3s", as reports say it. */
  default String shown() {
    return match(
        c -> c.connections() + " connections, " + c.requests() + " requests",
        d -> d.connections() + " connections for " + Numbers.seconds(d.duration()),
        r ->
            r.connections()
                + " connections at "
                + Numbers.plain(r.rate())
                + " requests/s "
                + r.scope().key().replace('-', ' ')
                + " for "
                + Numbers.seconds(r.duration()),
        NotReplayable::shown);
  }

  /** "3s", "0.5s" ({@link Numbers#seconds}), for the importer's drafts. */
  static String seconds(Duration d) {
    return Numbers.seconds(d);
  }

  /** "500", "2.5" ({@link Numbers#plain}), for the importer's drafts. */
  static String plain(double n) {
    return Numbers.plain(n);
  }
}
