package abreplay.run;

import static abreplay.testing.RecordingBuilder.recording;
import static org.assertj.core.api.Assertions.assertThat;

import abreplay.document.Scenario;
import abreplay.machine.CpuSet;
import abreplay.machine.ProcessSampler;
import abreplay.plan.AbSemantics;
import abreplay.plan.Placement;
import abreplay.plan.RunPlan;
import abreplay.plan.SkipReason;
import abreplay.plan.Step;
import abreplay.plan.SystemPlan;
import abreplay.plan.WarmUp;
import abreplay.recording.Recording;
import abreplay.result.StepResult;
import abreplay.result.StepResult.Status;
import abreplay.result.WarmUpResult;
import abreplay.targets.Capacity;
import abreplay.targets.Target;
import abreplay.targets.TargetCounters;
import abreplay.targets.TargetError;
import abreplay.targets.TargetProcess;
import abreplay.testing.Steps;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/** What a planned step came to, from what its system and recorder saw. */
class OutcomesTest {
  private static final Scenario SCENARIO = new Scenario("s", 1000, 10, true, "/");
  private static final Target TARGET =
      Target.standIn("nginx", "nginx-1.4.6", 10001, new Capacity(4, Optional.empty(), 4));
  private static final Step STEP =
      Steps.of(TARGET, SCENARIO, "nginx -c10 -n1000 -k", 1000, Optional.empty(), 1);
  private static final SystemPlan SYSTEM =
      new SystemPlan(TARGET, 1, 1, WarmUp.none("/"), List.of(STEP));
  private static final RunPlan PLAN =
      new RunPlan(
          "t",
          List.of(),
          "replay",
          new RunPlan.Settings(
              Duration.ofSeconds(30),
              0,
              1,
              List.of(),
              Placement.unpinned(CpuSet.online()),
              0.15,
              AbSemantics.AB,
              abreplay.document.claim.OnParFactor.DEFAULT,
              abreplay.plan.BudgetSettings.NONE,
              0,
              false,
              Long.MAX_VALUE),
          List.of(SYSTEM),
          List.of(),
          Optional.empty());

  private final FakeTarget target = new FakeTarget();
  private final ProcessSampler loadGenerator = ProcessSampler.self();
  private SystemRun run;

  @AfterEach
  void stop() {
    if (run != null) run.stop();
    loadGenerator.close();
  }

  private SystemRun started() {
    run =
        new SystemRun(
            SYSTEM,
            context((t, processes, log, group) -> Optional.of(target)),
            Path.of("unused.log"));
    run.start();
    return run;
  }

  private SystemRun.Context context(TargetLauncher launcher) {
    return new SystemRun.Context(launcher, loadGenerator, Placement.unpinned(CpuSet.online()));
  }

  private static StepResult outcome(SystemRun run, Recording recording, String interruption) {
    return Outcomes.step(
        STEP, Optional.ofNullable(run), recording, interruption, WarmUpResult.NONE, PLAN);
  }

  @Test
  void aStepThisMachineCannotRunIsSkippedWithItsReason() {
    Step skipped =
        Steps.of(
            TARGET,
            SCENARIO,
            "n",
            1000,
            Optional.of(
                new SkipReason(SkipReason.Kind.TOO_MANY_CONNECTIONS, "needs ~20,150 open files")),
            1);

    StepResult r = Outcomes.step(skipped, Optional.empty(), null, null, WarmUpResult.NONE, PLAN);

    assertThat(r.status()).isEqualTo(Status.SKIPPED);
    assertThat(r.reason()).isEqualTo("needs ~20,150 open files");
  }

  @Test
  void aStepWhoseTargetDidNotStartDidNotRunAndSaysWhy() {
    run =
        new SystemRun(
            SYSTEM,
            context(
                (t, processes, log, group) -> {
                  throw new TargetError("stand-in nginx-1.4.6 exited before it listened");
                }),
            Path.of("unused.log"));
    run.start();

    StepResult r = outcome(run, null, null);

    assertThat(r.status()).isEqualTo(Status.NOT_RUN);
    assertThat(r.reason())
        .isEqualTo("the stand-in did not start: stand-in nginx-1.4.6 exited before it listened");
  }

  @Test
  void aStepTheRunNeverReachedDidNotRun() {
    assertThat(outcome(null, null, null).reason()).isEqualTo("not reached");
    assertThat(outcome(started(), null, "the simulation was stopped").reason())
        .isEqualTo("not reached: the simulation was stopped");
  }

  @Test
  void aStepWhoseEveryRequestGotAResponseIsCompleteWithWhatTheTargetCounted() {
    SystemRun run = started();
    target.counters = new TargetCounters(5, 0, 100, 1000, 0, 4, 0);
    run.beginStep(STEP);
    target.counters = new TargetCounters(15, 10, 1100, 268_000, 0, 4, 0);
    run.endStep(STEP);

    StepResult r = outcome(run, recording().responses(1000).build(), null);

    assertThat(r.status()).isEqualTo(Status.COMPLETE);
    assertThat(r.reason()).isEmpty();
    assertThat(r.targetCounters()).contains(new TargetCounters(10, 10, 1000, 267_000, 0, 4, 0));
    assertThat(r.run().orElseThrow().targetConnections()).hasValue(10);
    assertThat(r.run().orElseThrow().command())
        .hasToString("ab -n 1000 -c 10 -k -s 30 http://127.0.0.1:10001/");
  }

  @Test
  void aStepWithALostInjectorIsPartialNamingItInOneLineAndKeepsWhatTheOthersMeasured() {
    SystemRun run = started();
    run.beginStep(STEP);
    run.endStep(STEP);
    List<abreplay.injector.Share> shares = abreplay.injector.Share.split(10, 1000, 3);
    Recording one = recording().responses(334).build();
    List<InjectorEnd> others =
        List.of(
            new InjectorEnd.NeverStarted(shares.get(1), "not warm within 180 s; stopped"),
            new InjectorEnd.Died(
                shares.get(2), "exit status 137, signal 9; its last line: x", Optional.empty()));

    String lost = Outcomes.lost(others);
    StepResult r = Outcomes.step(STEP, Optional.of(run), one, lost, null, WarmUpResult.NONE, PLAN);

    assertThat(r.status()).isEqualTo(Status.PARTIAL);
    assertThat(r.reason())
        .isEqualTo(
            "injector 2 of 3 never started (not warm within 180 s; stopped): its 3 users and 333"
                + " requests are not in these figures\n"
                + "injector 3 of 3 died mid-step (exit status 137, signal 9; its last line: x): 0"
                + " of its 333 requests are in these figures");
    assertThat(Outcomes.lost(List.of())).isNull();
    assertThat(Outcomes.united(one, others)).as("nothing recorded by the lost ones").isSameAs(one);
  }

  @Test
  void aStepWithRequestsThatGotNoResponseIsPartialAndNamesTheTimeoutKeyOfItsRun() {
    SystemRun run = started();
    run.beginStep(STEP);
    run.endStep(STEP);

    StepResult r =
        outcome(run, recording().responses(990).failures(7, 0, 0, 0).sent(1000).build(), null);

    assertThat(r.status()).isEqualTo(Status.PARTIAL);
    assertThat(r.reason())
        .isEqualTo(
            "10 requests got no response (target down, not answering, or past replay.timeout)");
  }

  @Test
  void aStepDuringWhichTheTargetDiedIsPartialWithItsLastLines() {
    SystemRun run = started();
    run.beginStep(STEP);
    target.alive = false;
    run.endStep(STEP);

    StepResult r = outcome(run, recording().responses(500).failures(500, 0, 0, 0).build(), null);

    assertThat(r.status()).isEqualTo(Status.PARTIAL);
    assertThat(r.reason())
        .isEqualTo("the stand-in exited during this step; its last lines:\n    killed");
  }

  @Test
  void aStepCutShortByTheRunsEndIsPartialWithTheRunsReason() {
    SystemRun run = started();
    run.beginStep(STEP);

    StepResult running =
        outcome(run, recording().responses(400).build(), "the simulation was stopped");
    run.endStep(STEP);
    StepResult cancelled =
        outcome(run, recording().responses(400).build(), "the simulation was stopped");
    StepResult done =
        outcome(run, recording().responses(1000).build(), "the simulation was stopped");

    assertThat(running.status()).isEqualTo(Status.PARTIAL);
    assertThat(running.reason()).isEqualTo("the simulation was stopped");
    assertThat(cancelled.reason())
        .as("ended only because the run's end cancelled it")
        .isEqualTo("the simulation was stopped");
    assertThat(done.status()).as("it had ended before the interruption").isEqualTo(Status.COMPLETE);
  }

  @Test
  void aStepStoppedAtItsFirstReceiveErrorSaysSoAsAbWould() {
    SystemRun run = started();
    run.beginStep(STEP);
    run.endStep(STEP);

    StepResult r =
        outcome(run, recording().responses(41).failures(0, 1, 0, 0).sent(50).build(), null);

    assertThat(r.status()).isEqualTo(Status.PARTIAL);
    assertThat(r.reason())
        .isEqualTo(
            "stopped at the first receive error, as ab does without -r (replay.receive-errors"
                + " = continue goes on)");
  }

  /** A target whose counters and life the test sets. */
  private static final class FakeTarget implements TargetProcess {
    volatile TargetCounters counters;
    volatile boolean alive = true;

    @Override
    public long pid() {
      return ProcessHandle.current().pid();
    }

    @Override
    public boolean alive() {
      return alive;
    }

    @Override
    public Optional<TargetCounters> counters() {
      return Optional.ofNullable(counters);
    }

    @Override
    public String lastLines() {
      return "    killed";
    }

    @Override
    public void stop() {
      alive = false;
    }
  }
}
