package abreplay.gatlingapi;

import static io.gatling.javaapi.core.CoreDsl.StringBody;
import static io.gatling.javaapi.core.CoreDsl.atOnceUsers;
import static io.gatling.javaapi.core.CoreDsl.bodyString;
import static io.gatling.javaapi.core.CoreDsl.constantUsersPerSec;
import static io.gatling.javaapi.core.CoreDsl.doSwitchOrElse;
import static io.gatling.javaapi.core.CoreDsl.exec;
import static io.gatling.javaapi.core.CoreDsl.onCase;
import static io.gatling.javaapi.core.CoreDsl.pause;
import static io.gatling.javaapi.core.CoreDsl.scenario;
import static io.gatling.javaapi.http.HttpDsl.http;
import static io.gatling.javaapi.http.HttpDsl.status;

import abreplay.recording.Recorder;
import abreplay.request.Request;
import abreplay.run.SliceSchedule;
import abreplay.run.StartGate;
import abreplay.run.SystemRun;
import abreplay.run.Tickets;
import io.gatling.javaapi.core.ChainBuilder;
import io.gatling.javaapi.core.Choice;
import io.gatling.javaapi.core.PopulationBuilder;
import io.gatling.javaapi.http.Http;
import io.gatling.javaapi.http.HttpProtocolBuilder;
import io.gatling.javaapi.http.HttpRequestActionBuilder;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * The kinds of population a replay chains, each built one way: ab's closed model (C users at once,
 * sharing N requests), several systems' closed models at once, a constant rate, a target's ready
 * check, and a control step that only runs code. Gatling wiring only: what the requests came to is
 * the recorder's and the tickets' business.
 */
public final class Populations {
  /**
   * The one prefix of the control steps' scenarios and the ready checks (start, measure, stop):
   * they sort after the systems' names wherever names are sorted, and read as one family in
   * Gatling's legends.
   */
  public static final String CONTROL = "~ ";

  private final Duration timeout;
  private final List<String> localAddresses;

  /**
   * @param timeout a request's limit, its connect included (ab's -s)
   * @param localAddresses the addresses connections are made from; empty for the system's choice
   */
  public Populations(Duration timeout, List<String> localAddresses) {
    this.timeout = timeout;
    this.localAddresses = List.copyOf(localAddresses);
  }

  /**
   * ab's closed model: {@code users} virtual users at once, each taking requests from {@code
   * tickets} until they run out, each sending {@code sent}; none if the target did not come up. A
   * logged warm-up ({@code silent} false) is logged for its first seconds only ({@link
   * Tickets#takeLogged}), then silent.
   */
  public PopulationBuilder users(
      SystemRun run,
      String name,
      String path,
      Request sent,
      int users,
      boolean keepAlive,
      Recorder recorder,
      Tickets tickets,
      boolean silent) {
    return users(
        run, name, path, sent, users, keepAlive, recorder, tickets, silent, null, localAddresses);
  }

  /**
   * As above, behind {@code gate} when it is not null: injector 1's share of a step that several
   * injectors run, whose users wait for the common start instant (see {@link StartGate}) and
   * connect from {@code addresses} (its own, from the step's layout; empty for the system's
   * choice). The failure tap files failures of requests named {@code name} to {@code recorder}.
   */
  public PopulationBuilder users(
      SystemRun run,
      String name,
      String path,
      Request sent,
      int users,
      boolean keepAlive,
      Recorder recorder,
      Tickets tickets,
      boolean silent,
      StartGate gate,
      List<String> addresses) {
    FailureTap.watch(recorder);
    var chain =
        scenario(name)
            .exec(
                session -> {
                  if (run.notReady() != null) tickets.cancel();
                  return session;
                });
    if (gate != null) chain = chain.exec(gated(gate, name, run.url(path), sent, users));
    if (!silent && tickets.warmUp()) {
      chain =
          chain
              .asLongAs(session -> tickets.takeLogged())
              .on(exec(request(name, run.url(path), sent, recorder, false)));
    }
    boolean unlogged = silent || tickets.warmUp();
    return chain
        .exec(closed(name, run.url(path), sent, recorder, tickets, unlogged))
        .injectOpen(atOnceUsers(users))
        .protocols(protocol(keepAlive, addresses));
  }

  /**
   * One system's part of a population that loads several at once: its users, its target, path and
   * request, its recorder and tickets; its requests are named {@code name} (its step's).
   */
  public record Member(
      SystemRun run,
      String name,
      String path,
      Request sent,
      int users,
      Recorder recorder,
      Tickets tickets) {}

  /** The session attribute holding which member a user of an at-once population belongs to. */
  static final String MEMBER = "abreplay.member";

  /**
   * Several systems at once, each ab's closed model: all the members' users start together, taken
   * in turn from each member ({@link #interleaved}); each user takes its member's tickets against
   * its member's target until they run out (none if that target did not come up). One protocol for
   * all: the scenario's keep-alive, the run's addresses.
   */
  public PopulationBuilder together(String name, List<Member> members, boolean keepAlive) {
    int[] order = interleaved(members.stream().mapToInt(Member::users).toArray());
    int total = order.length;
    AtomicInteger arrived = new AtomicInteger();
    List<Choice.WithKey> cases = new ArrayList<>();
    for (int i = 0; i < members.size(); i++) {
      Member m = members.get(i);
      FailureTap.watch(m.recorder());
      String url = m.run().url(m.path());
      cases.add(
          onCase(i)
              .then(
                  exec(session -> {
                        if (m.run().notReady() != null) m.tickets().cancel();
                        return session;
                      })
                      .exec(closed(m.name(), url, m.sent(), m.recorder(), m.tickets(), false))));
    }
    return scenario(name)
        .exec(session -> session.set(MEMBER, order[arrived.getAndIncrement() % total]))
        .doSwitch(session -> session.getInt(MEMBER))
        .on(cases)
        .injectOpen(atOnceUsers(total))
        .protocols(protocol(keepAlive));
  }

  /**
   * Which member each user is, in the order the users start: the members' users taken in turn (0,
   * 1, 0, 1, ...; a member with fewer users drops out when its run out), so that no member's
   * connections all open, and sit, before another's on the load generator's event loops.
   */
  static int[] interleaved(int[] users) {
    int total = 0;
    int most = 0;
    for (int u : users) {
      total += u;
      most = Math.max(most, u);
    }
    int[] order = new int[total];
    int next = 0;
    for (int i = 0; i < most; i++)
      for (int m = 0; m < users.length; m++) if (i < users[m]) order[next++] = m;
    return order;
  }

  /** The session attribute holding the turn an interleaved population's user sends for. */
  static final String TURN = "abreplay.turn";

  /** How long a user of an interleaved population waits before it asks again for a turn. */
  static final Duration TURN_POLL = Duration.ofMillis(1);

  /**
   * Several systems interleaved: {@code users} users, each asking {@code schedule} for its next
   * turn and sending to that turn's member (i &lt; members: member i's measured request, on its
   * tickets; members + i: member i's silent settling request), waiting {@link #TURN_POLL} while a
   * turn drains. Each user keeps its own connection to each member, as ab's does to its one server.
   */
  public PopulationBuilder interleaved(
      String name,
      List<Member> members,
      List<Recorder> settling,
      int users,
      boolean keepAlive,
      SliceSchedule schedule) {
    List<Choice.WithKey> cases = new ArrayList<>();
    for (int i = 0; i < members.size(); i++) {
      Member m = members.get(i);
      FailureTap.watch(m.recorder());
      String url = m.run().url(m.path());
      cases.add(
          onCase(i)
              .then(
                  exec(session -> session)
                      .doIf(session -> m.tickets().take())
                      .then(exec(request(m.name(), url, m.sent(), m.recorder(), false)))));
    }
    for (int i = 0; i < members.size(); i++) {
      Member m = members.get(i);
      cases.add(
          onCase(members.size() + i)
              .then(
                  exec(
                      request(
                          m.name() + " (settling)",
                          m.run().url(m.path()),
                          m.sent(),
                          settling.get(i),
                          true))));
    }
    return scenario(name)
        .exec(session -> session.set(TURN, schedule.take()))
        .asLongAs(session -> session.getInt(TURN) != SliceSchedule.DONE)
        .on(
            doSwitchOrElse(
                    session -> {
                      int turn = session.getInt(TURN);
                      return turn < 0 ? -1 : schedule.caseOf(turn);
                    })
                .on(cases)
                .orElse(pause(TURN_POLL))
                .exec(
                    session -> {
                      if (session.getInt(TURN) >= 0) schedule.done();
                      return session.set(TURN, schedule.take());
                    }))
        .exec(
            session -> {
              for (Member m : members) m.tickets().userDone();
              return session;
            })
        .injectOpen(atOnceUsers(users))
        .protocols(protocol(keepAlive));
  }

  /**
   * A constant rate, as wrk2 -R sends it: Gatling's open model, {@code
   * constantUsersPerSec(perSecond).during(seconds)}, one request per user on schedule whether or
   * not earlier ones were answered, its latency counted from the intended send time ({@link
   * Tickets#takeScheduled}). The users share one keep-alive pool, to which Gatling adds a
   * connection whenever every open one is busy. None if the target did not come up.
   */
  public PopulationBuilder rate(
      SystemRun run,
      String name,
      String path,
      Request sent,
      double perSecond,
      long seconds,
      boolean keepAlive,
      Recorder recorder,
      Tickets tickets) {
    FailureTap.watch(recorder);
    HttpProtocolBuilder shared = protocol(keepAlive, localAddresses);
    if (keepAlive) shared = shared.shareConnections();
    return scenario(name)
        .exec(
            session -> {
              if (run.notReady() != null) tickets.cancel();
              long at = tickets.takeScheduled();
              return at < 0 ? session : session.set(ResponseRecording.INTENDED, at);
            })
        .doIf(session -> session.contains(ResponseRecording.INTENDED))
        .then(exec(request(name, run.url(path), sent, recorder, false)))
        .exec(
            session -> {
              tickets.userDone();
              return session;
            })
        .injectOpen(constantUsersPerSec(perSecond).during(Duration.ofSeconds(seconds)))
        .protocols(shared);
  }

  /**
   * An injector's share of a step ({@link InjectorSimulation}): {@code users} users warm up behind
   * {@code gate}, wait for its instant, then take requests from {@code tickets}; the failure tap
   * files their failures to {@code recorder}.
   */
  PopulationBuilder share(
      String name,
      String url,
      Request sent,
      int users,
      boolean keepAlive,
      Recorder recorder,
      Tickets tickets,
      StartGate gate) {
    FailureTap.watch(recorder);
    return scenario(name)
        .exec(gated(gate, name, url, sent, users))
        .exec(closed(name, url, sent, recorder, tickets, false))
        .injectOpen(atOnceUsers(users))
        .protocols(protocol(keepAlive));
  }

  /**
   * A closed-model user's loop: requests named {@code name} while {@code tickets} has any, then its
   * end told to the tickets.
   */
  private ChainBuilder closed(
      String name, String url, Request sent, Recorder recorder, Tickets tickets, boolean silent) {
    return exec(session -> session)
        .asLongAs(session -> tickets.take())
        .on(exec(request(name, url, sent, recorder, silent)))
        .exec(
            session -> {
              tickets.userDone();
              return session;
            });
  }

  /**
   * The gate's part of a user's life: its silent warm-up requests (named apart so the failure tap
   * leaves them out), one count when warm, then pauses of {@link StartGate#POLL} until the gate has
   * an instant (shorter pauses over thousands of users flood the timer: src/bench/README.md), and
   * one pause to that instant, to the millisecond.
   */
  private ChainBuilder gated(StartGate gate, String name, String url, Request sent, int users) {
    return exec(session -> session)
        .asLongAs(session -> gate.warmUpTicket())
        .on(
            exec(
                sending(http(StartGate.WARM_UP_PREFIX + name), url, sent)
                    .requestTimeout(timeout)
                    .silent()))
        .exec(
            session -> {
              gate.userWarm(users);
              return session;
            })
        .asLongAs(session -> gate.startAt() == 0)
        .on(pause(StartGate.POLL))
        .pause(
            session -> Duration.ofMillis(Math.max(0, gate.startAt() - System.currentTimeMillis())));
  }

  /**
   * One user, scenario {@code name}: {@code before} runs (it starts the target), then one request
   * for the page, which fails unless the run says the target is ready; then {@code failed} runs if
   * it did fail.
   */
  public PopulationBuilder readyCheck(
      String name, SystemRun run, String path, Runnable before, Runnable failed) {
    return scenario(CONTROL + name)
        .exec(
            session -> {
              before.run();
              return session;
            })
        .exec(
            http(readyName(run))
                .get(run.url(path))
                .check(
                    status().exists(),
                    bodyString()
                        .transform(body -> run.notReady() == null ? "ready" : run.notReady())
                        .is("ready")))
        .exec(
            session -> {
              if (session.isFailed()) failed.run();
              return session;
            })
        .injectOpen(atOnceUsers(1))
        .protocols(protocol(true));
  }

  /** The name of a system's ready request in Gatling's report. */
  public static String readyName(SystemRun run) {
    return CONTROL + "ready " + run.plan().label();
  }

  /** One user that runs {@code action} and sends nothing. */
  public static PopulationBuilder control(String name, Runnable action) {
    return scenario(CONTROL + name)
        .exec(
            session -> {
              action.run();
              return session;
            })
        .injectOpen(atOnceUsers(1));
  }

  /** Each population starts when the one before has ended: one system, one step at a time. */
  public static PopulationBuilder chain(List<PopulationBuilder> sequence) {
    PopulationBuilder tail = sequence.get(sequence.size() - 1);
    for (int i = sequence.size() - 2; i >= 0; i--) tail = sequence.get(i).andThen(tail);
    return tail;
  }

  /**
   * A static url: Gatling parses it once, not per request. A silent request is neither written to
   * Gatling's log nor charted: warm-ups are counted by ab-replay alone.
   */
  private HttpRequestActionBuilder request(
      String name, String url, Request sent, Recorder recorder, boolean silent) {
    var request = sending(http(name), url, sent).requestTimeout(timeout).check(status().exists());
    if (silent) request = request.silent();
    return recorder.recordsResponses()
        ? request.transformResponse(new ResponseRecording(recorder))
        : request;
  }

  /**
   * {@code url} asked as {@code sent} says: its method, its headers (beside the protocol's, in
   * place of one of the same name) and its body, as UTF-8 with its Content-Length. Values are sent
   * as written: never read as Gatling's expression language ("#{...}").
   */
  static HttpRequestActionBuilder sending(Http named, String url, Request sent) {
    HttpRequestActionBuilder request = named.httpRequest(sent.method().name(), url);
    for (Request.Header h : sent.headers()) {
      String value = h.value();
      request = request.header(h.name(), session -> value);
    }
    if (sent.body().isPresent()) {
      String body = sent.body().get();
      request = request.body(StringBody(session -> body));
    }
    return request;
  }

  /**
   * ab's request (Accept: any type, its User-Agent), no caching or redirects, one connection per
   * user.
   */
  private HttpProtocolBuilder protocol(boolean keepAlive) {
    return protocol(keepAlive, localAddresses);
  }

  private static HttpProtocolBuilder protocol(boolean keepAlive, List<String> localAddresses) {
    HttpProtocolBuilder protocol =
        http.acceptHeader("*/*")
            .userAgentHeader("ApacheBench/2.3")
            .disableCaching()
            .disableFollowRedirect()
            .disableUrlEncoding()
            .disableAutoReferer()
            .disableWarmUp();
    if (!keepAlive) protocol = protocol.connectionHeader("close");
    if (!localAddresses.isEmpty()) protocol = protocol.localAddresses(localAddresses);
    return protocol;
  }
}
