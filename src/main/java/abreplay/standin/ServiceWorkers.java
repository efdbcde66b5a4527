package abreplay.standin;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.time.Duration;
import java.util.concurrent.Executor;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * The framework behind the server (Laravel under PHP-FPM or Octane, a PHP script under php -S):
 * each request costs real CPU time on one of {@code pool} workers, then an optional I/O wait. With
 * pool 0 the work runs on the event loop itself, blocking it as a single-threaded PHP process does.
 */
final class ServiceWorkers implements AutoCloseable {
  private static final ThreadMXBean THREADS = ManagementFactory.getThreadMXBean();

  private final Profile.Service service;
  private final Counters counters;
  private final ExecutorService pool;
  private final ThreadLocal<int[]> servedByThisWorker = ThreadLocal.withInitial(() -> new int[1]);

  /** Keeps the JIT from dropping the arithmetic that burns the CPU. */
  private volatile long sink;

  ServiceWorkers(Profile.Service service, Counters counters) {
    this.service = service;
    this.counters = counters;
    if (service.pool() > 0) {
      AtomicInteger ids = new AtomicInteger();
      this.pool =
          Executors.newFixedThreadPool(
              service.pool(),
              r -> {
                Thread t = new Thread(r, "service-worker-" + ids.incrementAndGet());
                t.setDaemon(true);
                return t;
              });
    } else {
      this.pool = null;
    }
  }

  /** Does one request's work, then runs {@code then} on {@code eventLoop}. */
  void serve(Executor eventLoop, Runnable then) {
    if (pool == null) {
      work();
      then.run();
    } else {
      pool.execute(
          () -> {
            work();
            eventLoop.execute(then);
          });
    }
  }

  private void work() {
    counters.serviceWorkerUsed(Thread.currentThread().getName());
    int[] served = servedByThisWorker.get();
    if (service.maxRequests() > 0 && served[0] >= service.maxRequests()) {
      // Octane's --max-requests: the worker exits and a fresh one boots the application.
      sink ^= burn(service.recycleCpu());
      served[0] = 0;
      counters.workerRecycled();
    }
    served[0]++;
    sink ^= burn(service.cpu());
    if (!service.ioWait().isZero()) {
      try {
        Thread.sleep(service.ioWait().toMillis(), service.ioWait().toNanosPart() % 1_000_000);
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
      }
    }
  }

  /**
   * Spends {@code cost} of this thread's CPU time (not wall time: a busy machine stretches it, as
   * it would PHP).
   */
  static long burn(Duration cost) {
    long end = THREADS.getCurrentThreadCpuTime() + cost.toNanos();
    long x = System.nanoTime();
    while (THREADS.getCurrentThreadCpuTime() < end) {
      for (int i = 0; i < 512; i++) x = x * 6364136223846793005L + 1442695040888963407L;
    }
    return x;
  }

  @Override
  public void close() {
    if (pool != null) {
      pool.shutdownNow();
      try {
        pool.awaitTermination(5, TimeUnit.SECONDS);
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
      }
    }
  }
}
