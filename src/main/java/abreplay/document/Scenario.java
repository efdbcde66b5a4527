package abreplay.document;

import abreplay.format.Numbers;
import abreplay.request.Request;
import java.time.Duration;
import java.util.Optional;
import java.util.OptionalInt;

/**
 * One command line of a document: ab's ({@code ab -n requests -c concurrency [-k] url+path}) or
 * another load tool's. For a model by duration or rate, {@code concurrency} is its connections and
 * {@code requests} 0. Immutable.
 *
 * @param load for ab, {@link LoadModel.ClosedByCount} or {@link LoadModel.NotReplayable}
 * @param threads the tool's (wrk -t), shown as the tool did; the replay's users are not threads
 * @param request {@link Request#GET} unless the conf's method, headers or body say otherwise
 */
public record Scenario(
    String id,
    long requests,
    int concurrency,
    boolean keepAlive,
    String path,
    LoadTool tool,
    LoadModel load,
    OptionalInt threads,
    Request request) {

  public Scenario {
    // A run record from before load models reads as ab's scenario, which it was.
    if (tool == null) tool = LoadTool.AB;
    if (load == null) load = new LoadModel.ClosedByCount(concurrency, requests, keepAlive);
    if (threads == null) threads = OptionalInt.empty();
    // A run record keeps no request for ab's plain GET.
    if (request == null) request = Request.GET;
  }

  /** ab's scenario: {@code ab -n requests -c concurrency [-k]}. */
  public Scenario(String id, long requests, int concurrency, boolean keepAlive, String path) {
    this(
        id,
        requests,
        concurrency,
        keepAlive,
        path,
        LoadTool.AB,
        new LoadModel.ClosedByCount(concurrency, requests, keepAlive),
        OptionalInt.empty(),
        Request.GET);
  }

  /** Another tool's scenario, its ab fields taken from {@code load}. */
  public static Scenario of(
      String id, String path, LoadTool tool, LoadModel load, OptionalInt threads) {
    long requests = load instanceof LoadModel.ClosedByCount c ? c.requests() : 0;
    return new Scenario(
        id, requests, load.connections(), load.keepAlive(), path, tool, load, threads, Request.GET);
  }

  /**
   * "-c100 -n1000000 -k" (by count), "-c20 -d3s" (by duration), "-c20 -R2000 -d3s" (a rate,
   * overall), as the step names in the Gatling report read.
   */
  public String label(long requestsRun) {
    return load.match(
        c -> "-c" + concurrency + " -n" + requestsRun + (keepAlive ? " -k" : ""),
        d -> "-c" + concurrency + " -d" + Numbers.seconds(d.duration()),
        r ->
            "-c"
                + concurrency
                + " -R"
                + Numbers.plain(r.overall())
                + " -d"
                + Numbers.seconds(r.duration()),
        n -> "-c" + concurrency + " (not replayable)");
  }

  /** How long the tool ran, for a model by duration or rate; empty for one by count. */
  public Optional<Duration> duration() {
    return load.match(
        c -> Optional.empty(),
        d -> Optional.of(d.duration()),
        r -> Optional.of(r.duration()),
        n -> Optional.empty());
  }

  /**
   * This scenario at {@code scale}: a duration (of a model by duration or rate) multiplied, never
   * below {@link #SHORTEST} (a recorder counts in 100-ms slots and 1-s intervals); a count is the
   * planner's to scale, as it always was.
   */
  public Scenario scaled(double scale) {
    if (scale == 1) return this;
    LoadModel scaledLoad =
        load.match(
            c -> c,
            d ->
                new LoadModel.ClosedByDuration(
                    d.connections(), times(d.duration(), scale), d.keepAlive()),
            r ->
                new LoadModel.ConstantRate(
                    r.rate(),
                    r.scope(),
                    r.connections(),
                    times(r.duration(), scale),
                    r.keepAlive()),
            n -> n);
    return new Scenario(
        id, requests, concurrency, keepAlive, path, tool, scaledLoad, threads, request);
  }

  /** The shortest duration a scaled scenario runs for. */
  public static final Duration SHORTEST = Duration.ofSeconds(1);

  private static Duration times(Duration d, double scale) {
    Duration scaled = Duration.ofNanos(Math.round(d.toNanos() * scale));
    return scaled.compareTo(SHORTEST) < 0 && d.compareTo(SHORTEST) >= 0 ? SHORTEST : scaled;
  }

  /** The same command with another path (a system that was asked for a page of its own). */
  public Scenario withPath(String other) {
    return new Scenario(id, requests, concurrency, keepAlive, other, tool, load, threads, request);
  }

  /** The same command sending {@code other} instead of its request. */
  public Scenario withRequest(Request other) {
    return new Scenario(id, requests, concurrency, keepAlive, path, tool, load, threads, other);
  }
}
