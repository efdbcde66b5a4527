package abreplay.run;

import abreplay.folder.FolderLayout;
import abreplay.folder.IntervalLog;
import abreplay.injector.InjectorOrder;
import abreplay.recording.IntervalClock;
import abreplay.recording.Recorder;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;

/**
 * One injector of a step that several run, while it runs, without Gatling (the injector command
 * runs it in Gatling): its {@link InjectorOrder}'s share of ab's users and requests, ab's closed
 * model within it. One way: warm (prints "ab-replay-injector: warm &lt;ms&gt;"), users paused until
 * the start instant, then intervals/&lt;step&gt; measured until its last user is done; no instant
 * within the order's wait ends the run unmeasured, FAILED. {@link #bound} bounds the run.
 * Thread-safe: callbacks run on the users' threads. {@code -Dabreplay.injector.fail}: tests only.
 */
public final class InjectorLife {
  private final InjectorOrder order;
  private final Recorder recorder;
  private final Tickets tickets;
  private final IntervalClock clock = new IntervalClock();
  private final StartGate gate;
  private final String fail = System.getProperty("abreplay.injector.fail", "");

  /** When its users were all warm, epoch ms (0: not yet). */
  private volatile long warmAt;

  /** The start instant it waited for, epoch ms (0: not yet). */
  private volatile long startAt;

  public InjectorLife(InjectorOrder order) {
    this.order = order;
    this.recorder = new Recorder(order.step());
    this.tickets = Tickets.exactly(order.share().requests(), order.share().users(), recorder);
    this.gate = new StartGate(order.warmUpRequests(), this::warm);
    if (order.variableLength()) recorder.variableLength();
    if (order.stopAtReceiveError()) recorder.stopAtFirstReceiveError(tickets::cancel);
    tickets.measuredBy(
        new Tickets.Ends() {
          @Override
          public void first() {
            faultMidStep();
          }

          @Override
          public void last() {}
        });
  }

  public InjectorOrder order() {
    return order;
  }

  public Recorder recorder() {
    return recorder;
  }

  public Tickets tickets() {
    return tickets;
  }

  public StartGate gate() {
    return gate;
  }

  /** When its users were all warm, epoch ms; 0 if they never were. */
  public long warmAt() {
    return warmAt;
  }

  /** The start instant it waited for, epoch ms; 0 if none came. */
  public long startAt() {
    return startAt;
  }

  /**
   * The longest the whole run may take: the wait for the instant, a minute, then ten times the
   * request timeout (at least a second) per request of a user's share; at most an hour.
   */
  public Duration bound() {
    long perUser = (order.share().requests() + order.share().users() - 1) / order.share().users();
    return Duration.ofSeconds(
        Math.min(
            3600,
            order.waitSeconds() + 60 + perUser * 10 * Math.max(1, order.timeoutMillis() / 1000)));
  }

  /**
   * Every user is warm: opens the interval log (before the instant, so that its first request does
   * not wait for files and classes), says so, then learns the instant on a thread of its own.
   */
  private void warm(long epochMillis) {
    if (fail.equals("before-start")) Runtime.getRuntime().halt(1);
    begin();
    warmAt = epochMillis;
    System.out.println(InjectorOrder.WARM + " " + epochMillis);
    System.out.flush();
    if (order.start().epochMillis() > 0) {
      startAt = order.start().epochMillis();
      gate.open(order.start().epochMillis());
      return;
    }
    Thread reader = new Thread(this::readStartFile, "ab-replay-start-instant");
    reader.setDaemon(true);
    reader.start();
  }

  private void readStartFile() {
    Path file = order.start().file();
    long giveUp = System.currentTimeMillis() + order.waitSeconds() * 1000;
    try {
      while (System.currentTimeMillis() < giveUp) {
        String text = Files.exists(file) ? Files.readString(file).trim() : "";
        if (!text.isEmpty()) {
          startAt = Long.parseLong(text);
          gate.open(startAt);
          return;
        }
        Thread.sleep(2);
      }
      System.err.println(
          "ab-replay: injector "
              + order.share().injector()
              + ": no start instant in "
              + file
              + " within "
              + order.waitSeconds()
              + " s: giving up");
    } catch (IOException | NumberFormatException e) {
      System.err.println(
          "ab-replay: injector " + order.share().injector() + ": cannot read " + file + ": " + e);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
    tickets.cancel();
    gate.open(System.currentTimeMillis());
  }

  /**
   * The interval log starts now, flipped each second (its intervals before the first request are
   * empty).
   */
  private synchronized void begin() {
    Path base = order.folder().resolve(FolderLayout.intervalLog(order.step()));
    recorder.attach(IntervalLog.create(base, order.step(), true));
    clock.add(recorder);
  }

  private void faultMidStep() {
    if (fail.equals("mid-step")) {
      Thread killer =
          new Thread(
              () -> {
                try {
                  Thread.sleep(300);
                } catch (InterruptedException e) {
                  return;
                }
                Runtime.getRuntime().halt(137);
              },
              "ab-replay-fault");
      killer.setDaemon(true);
      killer.start();
    }
  }

  /** The run is over: no more requests, the interval log closed, what it got printed. */
  public void end() {
    tickets.cancel();
    recorder.close();
    clock.close();
    var r = recorder.snapshot();
    System.out.println(
        "ab-replay: injector "
            + order.share().describe()
            + ": "
            + r.requests().responses()
            + " responses, "
            + r.lost()
            + " lost");
    System.out.flush();
  }
}
