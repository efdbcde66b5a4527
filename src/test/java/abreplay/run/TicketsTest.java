package abreplay.run;

import static org.assertj.core.api.Assertions.assertThat;

import abreplay.plan.WarmUpPolicy;
import abreplay.recording.Recorder;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;

/** ab's slots: how many requests a step and a warm-up hand out. */
class TicketsTest {

  @Test
  void aStepHandsOutExactlyItsRequestsWhateverTheNumberOfUsers() throws InterruptedException {
    Tickets tickets = Tickets.exactly(100_000, 4, new Recorder("s"));
    AtomicLong taken = new AtomicLong();
    List<Thread> users = new ArrayList<>();
    for (int u = 0; u < 4; u++) {
      Thread user = new Thread(() -> {
        while (tickets.take()) taken.incrementAndGet();
      });
      user.start();
      users.add(user);
    }
    for (Thread user : users) user.join();

    assertThat(taken).hasValue(100_000);
  }

  @Test
  void theLastUserToFinishEndsTheRunsClock() {
    Recorder recorder = new Recorder("s");
    Tickets tickets = Tickets.exactly(2, 2, recorder);
    tickets.take();
    tickets.userDone();
    assertThat(recorder.closed()).as("one user still running").isFalse();

    tickets.userDone();
    assertThat(recorder.closed()).isTrue();
    assertThat(recorder.snapshot().requests().sent()).isEqualTo(1);
  }

  @Test
  void aCancelledStepHandsOutNoMore() {
    Tickets tickets = Tickets.exactly(10, 1, new Recorder("s"));
    tickets.take();
    tickets.cancel();

    assertThat(tickets.take()).isFalse();
  }

  @Test
  void aWarmUpGoesOnPastItsCountUntilTheRateIsSteady() {
    FakeClock clock = new FakeClock();
    Tickets warmUp = Tickets.untilSteady(5000, 1, new Recorder("w"), clock);

    // 1,000 requests a second: past the count (5 s) and the minimum (15 s), then two equal rounds end it.
    long taken = takeAtRate(warmUp, clock, 1000, 30);
    assertThat(taken).isBetween(15_000L + 2 * 2 * 1000, 15_000L + 4 * 2 * 1000);
  }

  @Test
  void aWarmUpWhoseRateNeverSettlesStopsAtTenTimesItsCount() {
    FakeClock clock = new FakeClock();
    Tickets warmUp = Tickets.untilSteady(1000, 1, new Recorder("w"), clock);

    long taken = 0;
    // Faster every second: no two rounds agree.
    for (int second = 1; second <= 100 && taken < 20_000; second++) {
      taken += takeAtRate(warmUp, clock, 100 * second * second, 1);
    }
    assertThat(taken).isEqualTo(1000L * WarmUpPolicy.MAX_FACTOR);
  }

  /** Takes tickets at {@code perSecond} for {@code seconds} of the fake clock, or until refused; returns how many. */
  private static long takeAtRate(Tickets tickets, FakeClock clock, long perSecond, int seconds) {
    long taken = 0;
    for (long i = 0; i < perSecond * seconds; i++) {
      clock.now += 1_000_000_000L / perSecond;
      if (!tickets.take()) return taken;
      taken++;
    }
    return taken;
  }

  private static final class FakeClock implements Tickets.Clock {
    long now = 1;

    @Override
    public long nanoTime() {
      return now;
    }
  }
}
