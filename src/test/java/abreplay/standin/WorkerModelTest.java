package abreplay.standin;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The servers' concurrency, as the stand-ins model it: how many event loops accept connections, php
 * -S doing one request at a time, the framework's CPU per request, and Octane's recycling.
 */
class WorkerModelTest {

  /**
   * Each server's worker processes or threads, as its document (or its defaults of the time) gives
   * them.
   */
  static Stream<Arguments> workers() {
    return Stream.of(
        Arguments.of("nginx-1.4.6", 4, "worker_processes 4 (document 000)"),
        Arguments.of("go-1.5-net-http", 3, "GOMAXPROCS = 4 cores - 1 (document 000)"),
        Arguments.of("swoole-1.7-base", 4, "worker_num 4 (document 000)"),
        Arguments.of(
            "swoole-debug-empty", 4, "Swoole's default worker_num, the 4 cores (document 001)"),
        Arguments.of("node-http", 1, "one event loop"),
        Arguments.of("laravel-fpm", 1, "nginx's worker_processes auto on 1 core (document 002)"),
        Arguments.of("laravel-octane", 1, "nginx's worker_processes auto on 1 core (document 002)"),
        Arguments.of("swoole-4-hello", 2, "Swoole's default worker_num on 2 cores (document 003)"),
        Arguments.of("go-1.12-hello", 2, "GOMAXPROCS = 2 cores (document 003)"),
        Arguments.of("woo-fasthttp", 4, "fasthttp on GOMAXPROCS = 4"),
        Arguments.of("php-builtin", 1, "one process"),
        Arguments.of("swoole-4-static", 4, "Swoole's default worker_num"),
        Arguments.of("hello", 2, "ab-replay's default target"));
  }

  @Test
  void knowsTheWorkersOfEveryProfileInTargets() {
    assertThat(workers().map(a -> (String) a.get()[0]))
        .containsExactlyInAnyOrderElementsOf(StandIns.names());
  }

  @ParameterizedTest(name = "{0}: {1} ({2})")
  @MethodSource("workers")
  void acceptsConnectionsOnAsManyEventLoopsAsTheServerHadWorkers(
      String profile, int workers, String why) throws Exception {
    try (StandInServer server = StandIns.start(profile)) {
      // Connections are handed to the event loops in turn: four rounds reach every one.
      answerConcurrently(server, 4 * workers, 1);

      assertThat(server.counters().snapshot().eventLoopsUsed()).isEqualTo(workers);
    }
  }

  @ParameterizedTest(name = "{0}")
  @ValueSource(strings = {"node-http", "php-builtin"})
  void singleThreadedServersAcceptEverythingOnOneEventLoop(String profile) throws Exception {
    try (StandInServer server = StandIns.start(profile)) {
      answerConcurrently(server, 8, 1);

      assertThat(server.counters().snapshot().eventLoopsUsed()).isEqualTo(1);
    }
  }

  @Test
  void phpBuiltinServesOneRequestAtATime() throws Exception {
    try (StandInServer php = StandIns.start("php-builtin", "service.cpu = 300ms");
        RawHttp first = RawHttp.connect(php.port());
        RawHttp second = RawHttp.connect(php.port())) {
      String request = RawHttp.get("/index.php", php.port());
      // A reader per connection, so that each answer is timed when it comes, whichever is served
      // first.
      ExecutorService readers = Executors.newFixedThreadPool(2);
      try {
        first.send(request);
        second.send(request);
        Future<Long> firstDone = readers.submit(() -> readAndTime(first));
        Future<Long> secondDone = readers.submit(() -> readAndTime(second));

        long[] done = {firstDone.get(10, TimeUnit.SECONDS), secondDone.get(10, TimeUnit.SECONDS)};
        Arrays.sort(done);
        // Concurrent workers would finish both after ~300 ms; one process finishes them ~300 ms
        // apart.
        assertThat(Duration.ofNanos(done[1] - done[0]))
            .isGreaterThanOrEqualTo(Duration.ofMillis(250));
      } finally {
        readers.shutdownNow();
      }
    }
  }

  @ParameterizedTest(name = "{0}: {1} ms of a worker's CPU per request")
  @CsvSource({"laravel-fpm, 8.6", "laravel-octane, 2.6"})
  void spendsTheFrameworksCpuOnAWorkerForEachRequestBeforeAnswering(
      String profile, double costMillis) throws Exception {
    assertThat(StandIns.PROFILES.load(profile).service().orElseThrow().cpu())
        .isEqualTo(Duration.ofNanos(Math.round(costMillis * 1e6)));
    try (StandInServer server = StandIns.start(profile)) {
      answerConcurrently(server, 4, 2);
      long before = serviceWorkersCpuNanos();
      answerConcurrently(server, 4, 10);
      // The service workers' own CPU time, which a busy neighbour on this shared machine cannot
      // stretch as it stretches latency: 40 requests' worth, plus the workers' hand-offs and the
      // burn loop's last turn (0.26 ms a request, measured here with C1 only).
      double perRequest = (serviceWorkersCpuNanos() - before) / 40 / 1e6;
      assertThat(perRequest).isBetween(0.95 * costMillis, 1.25 * costMillis);
      // And the answer waits for it: no request is answered sooner than its cost (a busy machine
      // only makes it later).
      assertThat(fastestLatencyMillis(server)).isGreaterThanOrEqualTo(costMillis);
    }
  }

  @Test
  void octaneRecyclesAWorkerAfterItsMaxRequests() throws Exception {
    try (StandInServer octane =
            StandIns.start("laravel-octane", "service { max-requests = 5, recycle-cpu = 50ms }");
        RawHttp connection = RawHttp.connect(octane.port())) {
      // 30 requests on 4 workers: one of them serves at least 8, more than its 5.
      for (int i = 0; i < 30; i++)
        connection.send(RawHttp.get("/api/random", octane.port())).read();

      assertThat(octane.counters().snapshot().workerRecycles()).isPositive();
    }
  }

  /**
   * Opens {@code connections} at once; each round sends one request on every one, then reads every
   * answer.
   */
  private static void answerConcurrently(StandInServer server, int connections, int rounds)
      throws IOException {
    String request = RawHttp.get(StandIns.pathOf(server), server.port());
    List<RawHttp> open = new ArrayList<>();
    try {
      for (int i = 0; i < connections; i++) open.add(RawHttp.connect(server.port()));
      for (int round = 0; round < rounds; round++) {
        for (RawHttp connection : open) connection.send(request);
        for (RawHttp connection : open) connection.read();
      }
    } finally {
      for (RawHttp connection : open) connection.close();
    }
  }

  /** The fastest of 10 sequential requests on one keep-alive connection, in milliseconds. */
  private static double fastestLatencyMillis(StandInServer server) throws IOException {
    try (RawHttp connection = RawHttp.connect(server.port())) {
      String request = RawHttp.get(StandIns.pathOf(server), server.port());
      long fastest = Long.MAX_VALUE;
      for (int i = 0; i < 10; i++) {
        long start = System.nanoTime();
        connection.send(request).read();
        fastest = Math.min(fastest, System.nanoTime() - start);
      }
      return fastest / 1e6;
    }
  }

  /**
   * The CPU time, in nanoseconds, of every live service worker thread of this JVM (one server at a
   * time).
   */
  private static long serviceWorkersCpuNanos() {
    ThreadMXBean threads = ManagementFactory.getThreadMXBean();
    return Thread.getAllStackTraces().keySet().stream()
        .filter(t -> t.getName().startsWith("service-worker-"))
        .mapToLong(t -> Math.max(0, threads.getThreadCpuTime(t.getId())))
        .sum();
  }

  /** When the whole response had arrived, in System.nanoTime. */
  private static long readAndTime(RawHttp connection) throws IOException {
    connection.read();
    return System.nanoTime();
  }
}
