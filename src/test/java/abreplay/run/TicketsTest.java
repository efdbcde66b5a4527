package abreplay.run;

import static org.assertj.core.api.Assertions.assertThat;

import abreplay.plan.WarmUp;
import abreplay.plan.WarmUpPolicy;
import abreplay.recording.Recorder;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
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
      Thread user =
          new Thread(
              () -> {
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
    long running = recorder.snapshot().timing().elapsedNanos();
    assertThat(recorder.snapshot().timing().elapsedNanos())
        .as("timed up to now")
        .isGreaterThan(running);

    tickets.userDone();
    assertThat(recorder.closed()).isTrue();
    long ended = recorder.snapshot().timing().elapsedNanos();
    assertThat(recorder.snapshot().timing().elapsedNanos()).as("ended").isEqualTo(ended);
    assertThat(recorder.snapshot().requests().sent()).isEqualTo(1);
  }

  @Test
  void aStepsWindowOpensBeforeItsFirstRequestWithNoUserAheadAndClosesWhenItsLastUserIsDone()
      throws Exception {
    List<String> events = java.util.Collections.synchronizedList(new ArrayList<>());
    java.util.concurrent.CountDownLatch opening = new java.util.concurrent.CountDownLatch(1);
    Tickets tickets =
        Tickets.exactly(10, 2, new Recorder("s"))
            .measuredBy(
                new Tickets.Ends() {
                  @Override
                  public void first() {
                    opening.countDown();
                    sleep(200);
                    events.add("first");
                  }

                  @Override
                  public void last() {
                    events.add("last");
                  }
                });
    Thread early =
        new Thread(
            () -> {
              if (tickets.take()) events.add("taken");
            });
    early.start();
    opening.await();
    // A second user arrives while the window is opening: it waits for it.
    if (tickets.take()) events.add("taken");
    early.join();
    tickets.userDone();
    assertThat(events).containsExactly("first", "taken", "taken");
    tickets.userDone();
    assertThat(events).containsExactly("first", "taken", "taken", "last");
  }

  @Test
  void aStepThatNeverSentARequestOpensNoWindow() {
    List<String> events = new ArrayList<>();
    Tickets tickets =
        Tickets.exactly(10, 1, new Recorder("s"))
            .measuredBy(
                new Tickets.Ends() {
                  @Override
                  public void first() {
                    events.add("first");
                  }

                  @Override
                  public void last() {
                    events.add("last");
                  }
                });
    tickets.cancel();
    assertThat(tickets.take()).isFalse();
    tickets.userDone();
    assertThat(events).isEmpty();
  }

  private static void sleep(long millis) {
    try {
      Thread.sleep(millis);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
  }

  @Test
  void aCancelledStepHandsOutNoMore() {
    Tickets tickets = Tickets.exactly(10, 1, new Recorder("s"));
    tickets.take();
    tickets.cancel();

    assertThat(tickets.take()).isFalse();
  }

  private static final WarmUp WARM_UP = new WarmUp(5000, 2000, 1, true, "/");

  @Test
  void theRunsFirstWarmUpWarmsTheLoadGeneratorPastItsCountUntilTheRateIsSteady() {
    FakeClock clock = new FakeClock();
    LoadGeneratorWarmUp warmth = new LoadGeneratorWarmUp();
    Tickets warmUp = Tickets.warmUp(WARM_UP, "nginx", warmth, new Recorder("w"), clock, clock);

    // 1,000 requests a second: past the count (5 s) and the minimum (15 s), then two equal 2-second
    // rounds end it.
    long taken = takeAtRate(warmUp, clock, 1000, 30);
    warmUp.userDone();

    assertThat(warmUp.policy()).contains(WarmUpPolicy.LOAD_GENERATOR);
    assertThat(taken).isBetween(15_000L + 2 * 2 * 1000, 15_000L + 4 * 2 * 1000);
    assertThat(warmth.warmed())
        .contains(
            new LoadGeneratorWarmUp.Warmed("nginx", taken, Optional.of(WarmUpPolicy.End.STEADY)));
    assertThat(warmUp.end()).contains(WarmUpPolicy.End.STEADY);
  }

  @Test
  void aLoggedWarmUpIsLoggedForItsFirstSecondsOnlyThenGoesOnSilentToTheSameEnd() {
    FakeClock clock = new FakeClock();
    Tickets warmUp =
        Tickets.warmUp(
            new WarmUp(500_000, 2000, 1, true, "/"),
            "nginx",
            new LoadGeneratorWarmUp(),
            new Recorder("w"),
            clock,
            clock);

    // 100,000 requests a second, as Populations sends them: logged while takeLogged() says so, then
    // silent.
    long logged = 0;
    long silent = 0;
    for (int i = 0; i < 6_000_000; i++) {
      clock.now += 10_000L;
      if (warmUp.takeLogged()) {
        logged++;
      } else if (warmUp.take()) {
        silent++;
      } else {
        break;
      }
    }
    warmUp.userDone();

    assertThat(logged).as("the first seconds").isEqualTo(WarmUpPolicy.LOGGED_SECONDS * 100_000L);
    assertThat(logged + silent)
        .as("as long as a warm-up logged throughout")
        .isBetween(1_500_000L + 2 * 2 * 100_000, 1_500_000L + 4 * 2 * 100_000);
    assertThat(warmUp.takeLogged()).as("never logged again").isFalse();
  }

  @Test
  void aSlowLoggedWarmUpIsLoggedForItsFirstHundredThousandRequestsPastItsSeconds() {
    FakeClock clock = new FakeClock();
    Tickets warmUp =
        Tickets.warmUp(
            new WarmUp(200_000, 2000, 1, true, "/"),
            "nginx",
            new LoadGeneratorWarmUp(),
            new Recorder("w"),
            clock,
            clock);

    // 1,000 requests a second: 5 s are 5,000 requests, too few to compile the stats path.
    long logged = 0;
    while (logged < 200_000 && warmUp.takeLogged()) {
      clock.now += 1_000_000L;
      logged++;
    }

    assertThat(logged).isEqualTo(WarmUpPolicy.LOGGED_REQUESTS);
  }

  @Test
  void theLoadGeneratorsWarmUpGoesOnWhileItsJitIsBusyThoughTheRateHoldsStill() {
    FakeClock clock = new FakeClock();
    Tickets warmUp =
        Tickets.warmUp(
            WARM_UP, "nginx", new LoadGeneratorWarmUp(), new Recorder("w"), clock, clock);

    // 1,000 requests a second throughout, while the compilers work 200 ms of every second for 30 s.
    long taken = takeWhileCompiling(warmUp, clock, 200, 30);
    assertThat(taken).as("not steady while compiling").isEqualTo(30_000);
    // Then the compilers go quiet (10 ms a second): the first whole 2-second round of quiet ends
    // it.
    taken += takeWhileCompiling(warmUp, clock, 10, 10);
    warmUp.userDone();
    assertThat(taken).isBetween(30_000L + 1000, 30_000L + 3 * 2 * 1000);
  }

  @Test
  void aTargetsWarmUpIsNotHeldByTheLoadGeneratorsJit() {
    FakeClock clock = new FakeClock();
    LoadGeneratorWarmUp warmth = warmedOnNginx();
    Tickets warmUp = Tickets.warmUp(WARM_UP, "go", warmth, new Recorder("w"), clock, clock);

    long taken = takeWhileCompiling(warmUp, clock, 500, 30);
    assertThat(taken).isBetween(3_000L + 2 * 1000, 3_000L + 4 * 1000);
  }

  @Test
  void aTargetsWarmUpGoesOnWhileTheTargetsJitIsBusyThoughTheRateHoldsStill() {
    FakeClock clock = new FakeClock();
    LoadGeneratorWarmUp warmth = warmedOnNginx();
    Tickets warmUp =
        Tickets.warmUp(WARM_UP, "go", warmth, new Recorder("w"), clock, Tickets.NO_JIT)
            .watching(clock);

    // The load generator holds the rate still while the target compiles 200 ms of every second
    // (within the count cap, 10 x 2,000).
    long taken = takeWhileCompiling(warmUp, clock, 200, 10);
    assertThat(taken).as("not steady while the target compiles").isEqualTo(10_000);
    // Quiet (10 ms a second): the first 1-second round that sees only quiet ends it.
    taken += takeWhileCompiling(warmUp, clock, 10, 8);
    warmUp.userDone();
    assertThat(taken).isBetween(10_000L + 1, 10_000L + 3 * 1000);
  }

  @Test
  void everyLaterWarmUpWarmsOnlyItsTargetBriefly() {
    FakeClock clock = new FakeClock();
    LoadGeneratorWarmUp warmth = warmedOnNginx();
    Tickets warmUp = Tickets.warmUp(WARM_UP, "go", warmth, new Recorder("w"), clock, clock);

    // Its own count (2,000: 2 s) and 3 s, then two equal 1-second rounds.
    long taken = takeAtRate(warmUp, clock, 1000, 30);
    warmUp.userDone();

    assertThat(warmUp.policy()).contains(WarmUpPolicy.TARGET);
    assertThat(taken).isBetween(3_000L + 2 * 1000, 3_000L + 4 * 1000);
    assertThat(warmth.warmed())
        .as("still warmed on nginx")
        .contains(new LoadGeneratorWarmUp.Warmed("nginx", 300_000, Optional.empty()));
  }

  @Test
  void aWarmUpWhoseRateNeverSettlesStopsAtTenTimesItsCount() {
    FakeClock clock = new FakeClock();
    Tickets warmUp =
        Tickets.warmUp(
            new WarmUp(1000, 1000, 1, true, "/"),
            "nginx",
            new LoadGeneratorWarmUp(),
            new Recorder("w"),
            clock,
            clock);

    long taken = 0;
    // Faster every second: no two rounds agree.
    for (int second = 1; second <= 100 && taken < 20_000; second++) {
      taken += takeAtRate(warmUp, clock, 100 * second * second, 1);
    }
    assertThat(taken).isEqualTo(1000L * WarmUpPolicy.MAX_FACTOR);
    assertThat(warmUp.end()).contains(WarmUpPolicy.End.COUNT_CAP);
  }

  @Test
  void aSlowServersWarmUpEndsAtItsTimeCapShortOfItsCountAndSaysSo() {
    FakeClock clock = new FakeClock();
    LoadGeneratorWarmUp warmth = new LoadGeneratorWarmUp();
    WarmUp capped =
        new WarmUp(20_000, 20_000, 1, false, "/", Duration.ofSeconds(60), Duration.ofSeconds(15));
    Tickets loadGenerator = Tickets.warmUp(capped, "fpm", warmth, new Recorder("w"), clock, clock);

    // 230 requests a second: 20,000 would take 87 s.
    long taken = takeAtRate(loadGenerator, clock, 230, 120);
    loadGenerator.userDone();

    assertThat(taken).as("60 s, to within 16 tickets").isBetween(230L * 60, 230L * 60 + 16);
    assertThat(loadGenerator.end()).contains(WarmUpPolicy.End.TIME_CAP);
    assertThat(warmth.warmed().orElseThrow().end()).contains(WarmUpPolicy.End.TIME_CAP);

    Tickets own = Tickets.warmUp(capped, "fpm", warmth, new Recorder("w"), clock, clock);
    long ownTaken = takeAtRate(own, clock, 230, 120);
    assertThat(own.policy()).contains(WarmUpPolicy.TARGET);
    assertThat(ownTaken).as("15 s").isBetween(230L * 15, 230L * 15 + 16);
    assertThat(own.end()).contains(WarmUpPolicy.End.TIME_CAP);
  }

  @Test
  void aFastServersWarmUpEndsOnItsRateLongBeforeItsTimeCap() {
    FakeClock clock = new FakeClock();
    WarmUp capped =
        new WarmUp(5000, 2000, 1, true, "/", Duration.ofSeconds(60), Duration.ofSeconds(15));
    Tickets warmUp =
        Tickets.warmUp(capped, "nginx", new LoadGeneratorWarmUp(), new Recorder("w"), clock, clock);

    long taken = takeAtRate(warmUp, clock, 1000, 70);

    assertThat(taken).isBetween(15_000L + 2 * 2 * 1000, 15_000L + 4 * 2 * 1000);
    assertThat(warmUp.end()).contains(WarmUpPolicy.End.STEADY);
  }

  @Test
  void aTargetsWarmUpWithATimeCapWaitsOnItsJitPastTenTimesItsCountUpToTheCap() {
    FakeClock clock = new FakeClock();
    WarmUp capped =
        new WarmUp(5000, 2000, 1, true, "/", Duration.ofSeconds(60), Duration.ofSeconds(15));
    Tickets busy =
        Tickets.warmUp(capped, "go", warmedOnNginx(), new Recorder("w"), clock, Tickets.NO_JIT)
            .watching(clock);

    // 2,000 requests a second while the target compiles 200 ms of each: 10 x 2,000 is 10 s.
    long taken = 0;
    for (int second = 0; second < 60; second++) {
      clock.compilingMillis += 200;
      long now = takeAtRate(busy, clock, 2000, 1);
      taken += now;
      if (now < 2000) break;
    }
    assertThat(taken).as("15 s, to within 16 tickets").isBetween(30_000L, 30_000L + 16);
    assertThat(busy.end()).contains(WarmUpPolicy.End.TIME_CAP);
  }

  @Test
  void aTimeCapNeverCutsAWarmUpShortOfItsLeastSecondsNorPastItsCountCap() {
    FakeClock clock = new FakeClock();
    // Faster every second, never steady: the count cap (10,000) comes before the time cap (60 s).
    WarmUp capped =
        new WarmUp(1000, 1000, 1, true, "/", Duration.ofSeconds(60), Duration.ofSeconds(15));
    Tickets warmUp =
        Tickets.warmUp(capped, "nginx", new LoadGeneratorWarmUp(), new Recorder("w"), clock, clock);
    long taken = 0;
    for (int second = 1; second <= 100 && taken < 20_000; second++) {
      taken += takeAtRate(warmUp, clock, 100 * second * second, 1);
    }

    assertThat(taken).isEqualTo(1000L * WarmUpPolicy.MAX_FACTOR);
    assertThat(warmUp.end()).contains(WarmUpPolicy.End.COUNT_CAP);
  }

  @Test
  void howAWarmUpEndedOutlivesTheRunsEndWhichCancelsEveryTicket() {
    FakeClock clock = new FakeClock();
    WarmUp capped =
        new WarmUp(20_000, 20_000, 1, false, "/", Duration.ofSeconds(60), Duration.ofSeconds(15));
    Tickets timed = Tickets.warmUp(capped, "fpm", warmedOnNginx(), new Recorder("w"), clock, clock);
    takeAtRate(timed, clock, 230, 30);
    Tickets counted =
        Tickets.warmUp(
            new WarmUp(1000, 1000, 1, true, "/"),
            "nginx",
            warmedOnNginx(),
            new Recorder("w"),
            clock,
            clock);
    long taken = 0;
    for (int second = 1; second <= 100 && taken < 20_000; second++) {
      taken += takeAtRate(counted, clock, 100 * second * second, 1);
    }

    timed.cancel();
    counted.cancel();
    assertThat(timed.end()).contains(WarmUpPolicy.End.TIME_CAP);
    assertThat(counted.end()).contains(WarmUpPolicy.End.COUNT_CAP);
  }

  @Test
  void aCancelledWarmUpWarmsNothing() {
    LoadGeneratorWarmUp warmth = new LoadGeneratorWarmUp();
    Tickets warmUp =
        Tickets.warmUp(WARM_UP, "nginx", warmth, new Recorder("w"), new FakeClock(), () -> 0);
    warmUp.take();
    warmUp.cancel();
    warmUp.userDone();

    assertThat(warmUp.take()).isFalse();
    assertThat(warmth.warm()).isFalse();
    assertThat(warmUp.end()).as("it never ended on its own").isEmpty();
  }

  /** A run whose load generator has warmed up on nginx, with 300,000 requests. */
  private static LoadGeneratorWarmUp warmedOnNginx() {
    LoadGeneratorWarmUp warmth = new LoadGeneratorWarmUp();
    warmth.warmed("nginx", 300_000, Optional.empty());
    return warmth;
  }

  /**
   * 1,000 tickets a second for up to {@code seconds}, the JIT compiling {@code jitMillis} of each;
   * stops when refused.
   */
  private static long takeWhileCompiling(
      Tickets tickets, FakeClock clock, long jitMillis, int seconds) {
    long taken = 0;
    for (int second = 0; second < seconds; second++) {
      clock.compilingMillis += jitMillis;
      long now = takeAtRate(tickets, clock, 1000, 1);
      taken += now;
      if (now < 1000) break;
    }
    return taken;
  }

  /**
   * Takes tickets at {@code perSecond} for {@code seconds} of the fake clock, or until refused;
   * returns how many.
   */
  private static long takeAtRate(Tickets tickets, FakeClock clock, long perSecond, int seconds) {
    long taken = 0;
    for (long i = 0; i < perSecond * seconds; i++) {
      clock.now += 1_000_000_000L / perSecond;
      if (!tickets.take()) return taken;
      taken++;
    }
    return taken;
  }

  /** Time, and a JIT that has compiled for as long as {@code compiling} says. */
  private static final class FakeClock implements Tickets.Clock, Tickets.Jit {
    long now = 1;
    long compilingMillis;

    @Override
    public long nanoTime() {
      return now;
    }

    @Override
    public long compilingMillis() {
      return compilingMillis;
    }
  }
}
