package abreplay.recording;

import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;

/**
 * The one thread that flips a run's recorders: every {@link #PERIOD_MILLIS}, each recorder that has
 * been {@link #add}ed and is not closed ends its interval (and its sink writes it). A closed
 * recorder is dropped. Thread-safe; a daemon thread, so it never keeps a JVM alive.
 */
public final class IntervalClock implements AutoCloseable {
  /** One interval a second, as HdrHistogram's interval logs usually go. */
  public static final long PERIOD_MILLIS = 1000;

  private final Set<Recorder> recorders = ConcurrentHashMap.newKeySet();
  private final ScheduledExecutorService timer =
      Executors.newSingleThreadScheduledExecutor(
          r -> {
            Thread t = new Thread(r, "ab-replay-intervals");
            t.setDaemon(true);
            return t;
          });

  public IntervalClock() {
    timer.scheduleAtFixedRate(this::tick, PERIOD_MILLIS, PERIOD_MILLIS, TimeUnit.MILLISECONDS);
  }

  /** Flips {@code recorder} every period from now on, until it closes. */
  public void add(Recorder recorder) {
    recorders.add(recorder);
  }

  private void tick() {
    for (Recorder recorder : recorders) {
      try {
        if (recorder.closed()) {
          recorders.remove(recorder);
        } else {
          recorder.flip();
        }
      } catch (RuntimeException e) {
        // A recorder that cannot flip must not stop the others' intervals; it says why once.
        recorders.remove(recorder);
        System.err.println("ab-replay: " + recorder.name() + ": intervals stopped: " + e);
      }
    }
  }

  /** Stops flipping; recorders still open are left as they are (seal them first). */
  @Override
  public void close() {
    timer.shutdownNow();
  }
}
