package abreplay.standin;

import abreplay.targets.TargetCounters;
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

  public TargetCounters snapshot() {
    return new TargetCounters(
        connectionsAccepted.sum(),
        connectionsOpen.get(),
        requestsServed.sum(),
        bytesWritten.sum(),
        workerRecycles.sum(),
        eventLoops.size(),
        serviceWorkers.size());
  }
}
