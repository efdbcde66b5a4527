package abreplay.bench;

import static io.gatling.javaapi.core.CoreDsl.atOnceUsers;
import static io.gatling.javaapi.core.CoreDsl.exec;
import static io.gatling.javaapi.core.CoreDsl.pause;
import static io.gatling.javaapi.core.CoreDsl.scenario;
import static io.gatling.javaapi.http.HttpDsl.http;
import static io.gatling.javaapi.http.HttpDsl.status;

import io.gatling.javaapi.core.Simulation;
import io.gatling.javaapi.http.HttpProtocolBuilder;
import java.lang.management.ManagementFactory;
import java.time.Duration;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.atomic.AtomicLong;

/**
 * One injector of several (src/bench/injectors.sh starts them): its share of ab's users and
 * requests against one url, ab's closed model (every user takes the next request from one counter
 * until this injector's share is done), each user waiting on a pause until a common start instant,
 * so that injectors started as separate JVMs send their first requests together. Bounded: the
 * requests are counted, and Gatling's maxDuration stops the run after {@code bench.max-seconds}.
 *
 * <p>System properties: {@code bench.url} (127.0.0.1 only), {@code bench.users}, {@code
 * bench.requests} (this injector's shares), {@code bench.warm-up} (requests its users send first,
 * unmeasured, named "warm-up": a hot JIT when the step starts), {@code bench.keep-alive}, {@code
 * bench.start-file} (a file that will hold the start instant, epoch milliseconds, written by
 * whoever started the injectors once all are warm; unset = at once), {@code bench.local-addresses}
 * (comma-separated 127.0.0.x to spread connections over; empty = the system's choice), {@code
 * bench.max-seconds}. It prints {@code injector-warm <epoch ms>} once every user has done the
 * warm-up and waits (at most 300 s) for the start file, and {@code injector-heap-max <bytes>} at
 * the end.
 */
public class InjectorShare extends Simulation {
  private static final String URL = System.getProperty("bench.url", "http://127.0.0.1:8080/");
  private static final int USERS = Integer.getInteger("bench.users", 10);
  private static final long REQUESTS = Long.getLong("bench.requests", 100);
  private static final boolean KEEP_ALIVE =
      Boolean.parseBoolean(System.getProperty("bench.keep-alive", "true"));
  private static final String START_FILE = System.getProperty("bench.start-file", "");
  private static final int MAX_SECONDS = Integer.getInteger("bench.max-seconds", 300);
  private static final List<String> LOCAL =
      Arrays.stream(System.getProperty("bench.local-addresses", "").split(","))
          .map(String::trim)
          .filter(a -> !a.isEmpty())
          .toList();

  private static final long WARM_UP = Long.getLong("bench.warm-up", 0);

  private final AtomicLong tickets = new AtomicLong(REQUESTS);
  private final AtomicLong warmUpTickets = new AtomicLong(WARM_UP);
  private final java.util.concurrent.atomic.AtomicInteger warmUsers =
      new java.util.concurrent.atomic.AtomicInteger();
  private final AtomicLong heapMax = new AtomicLong();
  private volatile long startAt;

  {
    if (!URL.startsWith("http://127."))
      throw new IllegalArgumentException("bench.url must be on 127.x: " + URL);
    if (LOCAL.stream().anyMatch(a -> !a.startsWith("127."))) {
      throw new IllegalArgumentException("bench.local-addresses must be 127.x: " + LOCAL);
    }
    HttpProtocolBuilder protocol = http.disableWarmUp().disableCaching();
    if (!KEEP_ALIVE) protocol = protocol.connectionHeader("close");
    if (!LOCAL.isEmpty()) protocol = protocol.localAddresses(LOCAL);
    setUp(
            scenario("share")
                .asLongAs(session -> warmUpTickets.getAndDecrement() > 0)
                .on(exec(http("warm-up").get(URL)))
                .exec(
                    session -> {
                      if (warmUsers.incrementAndGet() == USERS) awaitStart();
                      return session;
                    })
                .asLongAs(session -> startAt == 0)
                .on(pause(Duration.ofMillis(5)))
                .pause(
                    session -> Duration.ofMillis(Math.max(0, startAt - System.currentTimeMillis())))
                .asLongAs(session -> tickets.getAndDecrement() > 0)
                .on(exec(http("request").get(URL).check(status().is(200))))
                .injectOpen(atOnceUsers(USERS)))
        .protocols(protocol)
        .maxDuration(Duration.ofSeconds(MAX_SECONDS));
    Thread heap =
        new Thread(
            () -> {
              while (true) {
                heapMax.accumulateAndGet(
                    ManagementFactory.getMemoryMXBean().getHeapMemoryUsage().getUsed(), Math::max);
                try {
                  Thread.sleep(100);
                } catch (InterruptedException e) {
                  return;
                }
              }
            },
            "heap-sampler");
    heap.setDaemon(true);
    heap.start();
  }

  /**
   * Every user is warm: says so, and reads the start instant on a thread of its own (users poll
   * {@code startAt}).
   */
  private void awaitStart() {
    System.out.println("injector-warm " + System.currentTimeMillis());
    System.out.flush();
    if (START_FILE.isEmpty()) {
      startAt = System.currentTimeMillis();
      return;
    }
    Thread reader =
        new Thread(
            () -> {
              java.nio.file.Path file = java.nio.file.Path.of(START_FILE);
              long giveUp = System.currentTimeMillis() + 300_000;
              try {
                while (!java.nio.file.Files.exists(file) || java.nio.file.Files.size(file) == 0) {
                  if (System.currentTimeMillis() > giveUp)
                    throw new IllegalStateException("no start instant in " + file);
                  Thread.sleep(2);
                }
                startAt = Long.parseLong(java.nio.file.Files.readString(file).trim());
                System.out.println("injector-start-at " + startAt);
              } catch (java.io.IOException | InterruptedException e) {
                throw new IllegalStateException("cannot read the start instant from " + file, e);
              }
            },
            "start-instant");
    reader.setDaemon(true);
    reader.start();
  }

  @Override
  public void after() {
    System.out.println("injector-heap-max " + heapMax.get());
  }
}
