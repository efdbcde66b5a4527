package abreplay.standin;

import io.vertx.core.json.JsonObject;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.LongAdder;

/**
 * What the stand-in did, counted where it happens: the proof of a run's keep-alive behaviour
 * ("connections accepted") and of the worker model (which threads served).
 */
public final class Counters {
  private final LongAdder connectionsAccepted = new LongAdder();
  private final AtomicInteger connectionsOpen = new AtomicInteger();
  private final LongAdder requestsServed = new LongAdder();
  private final LongAdder bytesWritten = new LongAdder();
  private final LongAdder workerRecycles = new LongAdder();
  private final Set<String> eventLoops = ConcurrentHashMap.newKeySet();
  private final Set<String> serviceWorkers = ConcurrentHashMap.newKeySet();

  void connectionOpened() {
    connectionsAccepted.increment();
    connectionsOpen.incrementAndGet();
    eventLoops.add(Thread.currentThread().getName());
  }

  void connectionClosed() {
    connectionsOpen.decrementAndGet();
  }

  void responseWritten(int bytes) {
    requestsServed.increment();
    bytesWritten.add(bytes);
  }

  void serviceWorkerUsed(String name) {
    serviceWorkers.add(name);
  }

  void workerRecycled() {
    workerRecycles.increment();
  }

  public Snapshot snapshot() {
    return new Snapshot(connectionsAccepted.sum(), connectionsOpen.get(), requestsServed.sum(), bytesWritten.sum(),
        workerRecycles.sum(), eventLoops.size(), serviceWorkers.size());
  }

  /** A point-in-time copy; {@link #minus} gives what happened between two copies. */
  public record Snapshot(long connectionsAccepted, int connectionsOpen, long requestsServed, long bytesWritten,
      long workerRecycles, int eventLoopsUsed, int serviceWorkersUsed) {

    public Snapshot minus(Snapshot before) {
      return new Snapshot(connectionsAccepted - before.connectionsAccepted, connectionsOpen,
          requestsServed - before.requestsServed, bytesWritten - before.bytesWritten,
          workerRecycles - before.workerRecycles, eventLoopsUsed, serviceWorkersUsed);
    }

    public JsonObject toJson() {
      return new JsonObject()
          .put("connectionsAccepted", connectionsAccepted)
          .put("connectionsOpen", connectionsOpen)
          .put("requestsServed", requestsServed)
          .put("bytesWritten", bytesWritten)
          .put("workerRecycles", workerRecycles)
          .put("eventLoopsUsed", eventLoopsUsed)
          .put("serviceWorkersUsed", serviceWorkersUsed);
    }

    public static Snapshot fromJson(JsonObject json) {
      return new Snapshot(json.getLong("connectionsAccepted"), json.getInteger("connectionsOpen"),
          json.getLong("requestsServed"), json.getLong("bytesWritten"), json.getLong("workerRecycles"),
          json.getInteger("eventLoopsUsed"), json.getInteger("serviceWorkersUsed"));
    }
  }
}
