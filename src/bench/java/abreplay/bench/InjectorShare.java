package abreplay.bench;

import static io.gatling.javaapi.core.CoreDsl.atOnceUsers;
import static io.gatling.javaapi.core.CoreDsl.exec;
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
 * One injector of several (src/bench/injectors.sh starts them): its share of ab's users and requests
 * against one url, ab's closed model (every user takes the next request from one counter until this
 * injector's share is done), each user waiting on a pause until a common start instant, so that
 * injectors started as separate JVMs send their first requests together. Bounded: the requests are
 * counted, and Gatling's maxDuration stops the run after {@code bench.max-seconds}.
 *
 * <p>System properties: {@code bench.url} (127.0.0.1 only), {@code bench.users}, {@code bench.requests}
 * (this injector's shares), {@code bench.keep-alive}, {@code bench.start-at} (epoch milliseconds; 0 = at
 * once), {@code bench.local-addresses} (comma-separated 127.0.0.x to spread connections over; empty = the
 * system's choice), {@code bench.max-seconds}. It prints {@code injector-ready <epoch ms>} once Gatling has
 * built it (before its users start) and {@code injector-heap-max <bytes>} at the end.
 */
public class InjectorShare extends Simulation {
  private static final String URL = System.getProperty("bench.url", "http://127.0.0.1:8080/");
  private static final int USERS = Integer.getInteger("bench.users", 10);
  private static final long REQUESTS = Long.getLong("bench.requests", 100);
  private static final boolean KEEP_ALIVE = Boolean.parseBoolean(System.getProperty("bench.keep-alive", "true"));
  private static final long START_AT = Long.getLong("bench.start-at", 0);
  private static final int MAX_SECONDS = Integer.getInteger("bench.max-seconds", 300);
  private static final List<String> LOCAL = Arrays.stream(System.getProperty("bench.local-addresses", "").split(","))
      .map(String::trim).filter(a -> !a.isEmpty()).toList();

  private final AtomicLong tickets = new AtomicLong(REQUESTS);
  private final AtomicLong heapMax = new AtomicLong();

  {
    if (!URL.startsWith("http://127.")) throw new IllegalArgumentException("bench.url must be on 127.x: " + URL);
    if (LOCAL.stream().anyMatch(a -> !a.startsWith("127."))) {
      throw new IllegalArgumentException("bench.local-addresses must be 127.x: " + LOCAL);
    }
    HttpProtocolBuilder protocol = http.disableWarmUp().disableCaching().shareConnections(false);
    if (!KEEP_ALIVE) protocol = protocol.connectionHeader("close");
    if (!LOCAL.isEmpty()) protocol = protocol.localAddresses(LOCAL);
    setUp(scenario("share")
        .pause(session -> Duration.ofMillis(Math.max(0, START_AT - System.currentTimeMillis())))
        .asLongAs(session -> tickets.getAndDecrement() > 0).on(exec(http("request").get(URL).check(status().is(200))))
        .injectOpen(atOnceUsers(USERS)))
        .protocols(protocol)
        .maxDuration(Duration.ofSeconds(MAX_SECONDS));
    Thread heap = new Thread(() -> {
      while (true) {
        heapMax.accumulateAndGet(ManagementFactory.getMemoryMXBean().getHeapMemoryUsage().getUsed(), Math::max);
        try {
          Thread.sleep(100);
        } catch (InterruptedException e) {
          return;
        }
      }
    }, "heap-sampler");
    heap.setDaemon(true);
    heap.start();
  }

  @Override
  public void before() {
    System.out.println("injector-ready " + System.currentTimeMillis());
  }

  @Override
  public void after() {
    System.out.println("injector-heap-max " + heapMax.get());
  }
}
