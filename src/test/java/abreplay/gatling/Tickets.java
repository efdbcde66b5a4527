package abreplay.gatling;

import abreplay.recording.Recorder;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;

/**
 * ab's slots: exactly {@code requests} requests handed out to {@code users} virtual users, the
 * next one to whichever user is free first. The recorder's clock runs from the first ticket taken
 * to the last user leaving.
 */
final class Tickets {
  private final AtomicLong remaining;
  private final AtomicInteger usersLeft;
  private final Recorder recorder;

  Tickets(long requests, int users, Recorder recorder) {
    this.remaining = new AtomicLong(requests);
    this.usersLeft = new AtomicInteger(users);
    this.recorder = recorder;
  }

  /** True, and one request fewer to hand out, when a request is left. */
  boolean take() {
    if (remaining.getAndDecrement() <= 0) return false;
    recorder.markStart();
    recorder.requestSent();
    return true;
  }

  void userDone() {
    if (usersLeft.decrementAndGet() == 0) recorder.markEnd();
  }

  /** No more requests: the target is not there, or the run is being stopped. */
  void cancel() {
    remaining.set(0);
  }
}
