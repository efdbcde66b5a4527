package abreplay.gatling;

import static io.gatling.javaapi.core.CoreDsl.atOnceUsers;
import static io.gatling.javaapi.core.CoreDsl.bodyString;
import static io.gatling.javaapi.core.CoreDsl.exec;
import static io.gatling.javaapi.core.CoreDsl.scenario;
import static io.gatling.javaapi.http.HttpDsl.http;
import static io.gatling.javaapi.http.HttpDsl.status;

import abreplay.recording.Recorder;
import abreplay.run.SystemRun;
import abreplay.run.Tickets;
import io.gatling.javaapi.core.PopulationBuilder;
import io.gatling.javaapi.http.HttpProtocolBuilder;
import io.gatling.javaapi.http.HttpRequestActionBuilder;
import java.time.Duration;
import java.util.List;

/**
 * The three kinds of population a replay chains, each built one way: ab's closed model (C users at
 * once, sharing N requests), a target's ready check, and a control step that only runs code. Gatling
 * wiring only: what the requests came to is the recorder's and the tickets' business.
 */
final class Populations {
  /**
   * The one prefix of the control steps' scenarios and the ready checks (start, measure, stop): they
   * sort after the systems' names wherever names are sorted, and read as one family in Gatling's legends.
   */
  static final String CONTROL = "~ ";

  private final Duration timeout;
  private final List<String> localAddresses;

  /**
   * @param timeout a request's limit, its connect included (ab's -s)
   * @param localAddresses the addresses connections are made from; empty for the system's choice
   */
  Populations(Duration timeout, List<String> localAddresses) {
    this.timeout = timeout;
    this.localAddresses = List.copyOf(localAddresses);
  }

  /**
   * ab's closed model: {@code users} virtual users at once, each taking requests from {@code tickets}
   * until they run out; none if the target did not come up. A logged warm-up ({@code silent} false) is
   * logged for its first seconds only ({@link Tickets#takeLogged}), then silent.
   */
  PopulationBuilder users(SystemRun run, String name, String path, int users, boolean keepAlive, Recorder recorder,
      Tickets tickets, boolean silent) {
    var scenario = scenario(name)
        .exec(session -> {
          if (run.notReady() != null) tickets.cancel();
          return session;
        });
    if (!silent && tickets.warmUp()) {
      scenario = scenario.asLongAs(session -> tickets.takeLogged()).on(exec(request(name, run.url(path), recorder,
          false)));
    }
    boolean unlogged = silent || tickets.warmUp();
    return scenario
        .asLongAs(session -> tickets.take()).on(exec(request(name, run.url(path), recorder, unlogged)))
        .exec(session -> {
          tickets.userDone();
          return session;
        })
        .injectOpen(atOnceUsers(users)).protocols(protocol(keepAlive));
  }

  /**
   * One user: {@code before} runs (it starts the target), then one request for the page, which fails
   * unless the run says the target is ready; then {@code failed} runs if it did fail.
   */
  PopulationBuilder readyCheck(SystemRun run, String path, Runnable before, Runnable failed) {
    return scenario(CONTROL + "start " + run.plan().label())
        .exec(session -> {
          before.run();
          return session;
        })
        .exec(http(readyName(run)).get(run.url(path))
            .check(status().exists(), bodyString().transform(body -> run.notReady() == null ? "ready" : run.notReady())
                .is("ready")))
        .exec(session -> {
          if (session.isFailed()) failed.run();
          return session;
        })
        .injectOpen(atOnceUsers(1)).protocols(protocol(true));
  }

  /** The name of a system's ready request in Gatling's report. */
  static String readyName(SystemRun run) {
    return CONTROL + "ready " + run.plan().label();
  }

  /** One user that runs {@code action} and sends nothing. */
  static PopulationBuilder control(String name, Runnable action) {
    return scenario(CONTROL + name).exec(session -> {
      action.run();
      return session;
    }).injectOpen(atOnceUsers(1));
  }

  /** Each population starts when the one before has ended: one system, one step at a time. */
  static PopulationBuilder chain(List<PopulationBuilder> sequence) {
    PopulationBuilder tail = sequence.get(sequence.size() - 1);
    for (int i = sequence.size() - 2; i >= 0; i--) tail = sequence.get(i).andThen(tail);
    return tail;
  }

  /**
   * A static url: Gatling parses it once, not per request. A silent request is neither written to
   * Gatling's log nor charted: warm-ups are counted by ab-replay alone.
   */
  private HttpRequestActionBuilder request(String name, String url, Recorder recorder, boolean silent) {
    var request = http(name).get(url).requestTimeout(timeout).check(status().exists());
    if (silent) request = request.silent();
    return recorder.recordsResponses() ? request.transformResponse(new ResponseRecording(recorder)) : request;
  }

  /** ab's request (Accept: any type, its User-Agent), no caching or redirects, one connection per user. */
  private HttpProtocolBuilder protocol(boolean keepAlive) {
    HttpProtocolBuilder protocol = http.acceptHeader("*/*").userAgentHeader("ApacheBench/2.3")
        .disableCaching().disableFollowRedirect().disableUrlEncoding().disableAutoReferer().disableWarmUp();
    if (!keepAlive) protocol = protocol.connectionHeader("close");
    if (!localAddresses.isEmpty()) protocol = protocol.localAddresses(localAddresses);
    return protocol;
  }
}
