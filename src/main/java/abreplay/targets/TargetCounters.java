package abreplay.targets;

/**
 * What a bundled stand-in counted, as of one moment or over a step (see {@link #minus}). Immutable.
 *
 * @param connectionsOpen at the moment of the snapshot (a gauge)
 * @param bytesWritten status lines, headers and bodies
 * @param workerRecycles workers replaced after their request budget (Octane's --max-requests)
 * @param eventLoopsUsed distinct event-loop threads that accepted a connection so far
 * @param serviceWorkersUsed distinct service-worker threads that served a request so far
 */
public record TargetCounters(
    long connectionsAccepted,
    int connectionsOpen,
    long requestsServed,
    long bytesWritten,
    long workerRecycles,
    int eventLoopsUsed,
    int serviceWorkersUsed) {

  /**
   * What happened between {@code before} and this snapshot: counts are differences, gauges and
   * "distinct threads so far" are this snapshot's.
   */
  public TargetCounters minus(TargetCounters before) {
    return new TargetCounters(
        connectionsAccepted - before.connectionsAccepted,
        connectionsOpen,
        requestsServed - before.requestsServed,
        bytesWritten - before.bytesWritten,
        workerRecycles - before.workerRecycles,
        eventLoopsUsed,
        serviceWorkersUsed);
  }

  /**
   * This and {@code other} together, as one target in several processes counts: every count and
   * gauge added, and the distinct threads too, since two processes never share a thread.
   */
  public TargetCounters plus(TargetCounters other) {
    return new TargetCounters(
        connectionsAccepted + other.connectionsAccepted,
        connectionsOpen + other.connectionsOpen,
        requestsServed + other.requestsServed,
        bytesWritten + other.bytesWritten,
        workerRecycles + other.workerRecycles,
        eventLoopsUsed + other.eventLoopsUsed,
        serviceWorkersUsed + other.serviceWorkersUsed);
  }
}
