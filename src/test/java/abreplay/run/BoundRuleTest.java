package abreplay.run;

import static org.assertj.core.api.Assertions.assertThat;

import abreplay.machine.ProcessSampler.Usage;
import abreplay.result.Bound;
import java.util.Optional;
import java.util.OptionalLong;
import org.junit.jupiter.api.Test;

/**
 * Which side limited a step, from what they used. The figures are those measured on this project's
 * 2-core machine (BoundRule's comment) and near the thresholds.
 */
class BoundRuleTest {

  private static Optional<Usage> cores(double cores) {
    return Optional.of(new Usage(10, cores * 50, cores * 50, 0, 0, 0, 0, OptionalLong.empty()));
  }

  @Test
  void aFastStandInWithTheCpusBusyIsBoundByTheLoadGenerator() {
    // hello at -c 100 -k: the target uses 0.6 of its 2 cores, the machine is 1% idle.
    Bound bound = BoundRule.judge(cores(1.35), cores(0.6), 2, 0.01, Double.NaN);

    assertThat(bound.kind()).isEqualTo(Bound.Kind.LOAD_GENERATOR);
    assertThat(bound.explained())
        .isEqualTo(
            "LOAD-GENERATOR-BOUND: the load generator's CPUs were busy 99% of the time (it used"
                + " 1.35 cores) while the target used 0.60 cores of the 2.00 cores it could");
  }

  @Test
  void aTargetThatUsesAllItCanIsTheLimitWhateverTheLoadGeneratorDoes() {
    // laravel-fpm: 1.95 of 2 cores; php -S: 0.97 of its one thread with the machine half idle.
    assertThat(BoundRule.judge(cores(0.05), cores(1.95), 2, 0.0, Double.NaN).kind())
        .isEqualTo(Bound.Kind.TARGET);
    assertThat(BoundRule.judge(cores(0.4), cores(0.97), 1, 0.45, Double.NaN).kind())
        .isEqualTo(Bound.Kind.TARGET);
    assertThat(BoundRule.judge(cores(0.4), cores(0.86), 1, 0.45, Double.NaN).kind())
        .as("86% of one thread")
        .isEqualTo(Bound.Kind.TARGET);
  }

  @Test
  void whenBothHadCpuToSpareTheUsersWaitingSetTheRate() {
    Bound bound = BoundRule.judge(cores(0.7), cores(0.6), 2, 0.35, Double.NaN);

    assertThat(bound.kind()).isEqualTo(Bound.Kind.NEITHER);
    assertThat(bound.explained()).endsWith("idle 35% of the time: the users' waiting set the rate");
  }

  @Test
  void drawsItsLinesAtEightyFivePercentBusyAndTenPercentIdle() {
    assertThat(BoundRule.judge(cores(1), cores(1.69), 2, 0.05, Double.NaN).kind())
        .isEqualTo(Bound.Kind.LOAD_GENERATOR);
    assertThat(BoundRule.judge(cores(1), cores(1.70), 2, 0.05, Double.NaN).kind())
        .isEqualTo(Bound.Kind.TARGET);
    assertThat(BoundRule.judge(cores(1), cores(0.5), 2, 0.099, Double.NaN).kind())
        .isEqualTo(Bound.Kind.LOAD_GENERATOR);
    assertThat(BoundRule.judge(cores(1), cores(0.5), 2, 0.10, Double.NaN).kind())
        .isEqualTo(Bound.Kind.NEITHER);
  }

  @Test
  void saysWhenOtherProcessesHeldPartOfTheMachine() {
    Bound quiet = BoundRule.judge(cores(1.35), cores(0.6), 2, 0.01, 1.98);
    Bound noisy = BoundRule.judge(cores(0.26), cores(0.66), 1, 0.01, 1.98);

    assertThat(quiet.explained()).doesNotContain("other processes");
    assertThat(noisy.otherProcessesCores())
        .isCloseTo(1.06, org.assertj.core.api.Assertions.within(1e-9));
    assertThat(noisy.explained())
        .endsWith("; other processes used 1.06 cores meanwhile: the machine was not quiet");
  }

  @Test
  void busyCpusHeldMostlyByOtherProcessesAreTheMachinesBoundNotTheLoadGenerators() {
    // laravel-fpm while three builds ran beside it: the load generator 0.08, the target 0.47,
    // others 1.45.
    Bound busy = BoundRule.judge(cores(0.08), cores(0.47), 2, 0.0, 2.0);
    Bound even = BoundRule.judge(cores(0.8), cores(0.6), 2, 0.0, 2.0);

    assertThat(busy.kind()).isEqualTo(Bound.Kind.MACHINE);
    assertThat(busy.explained())
        .isEqualTo(
            "MACHINE-BOUND: the CPUs were busy 100% of the time, more with other processes than"
                + " with the load generator (which used 0.08 cores, the target 0.47 cores of the"
                + " 2.00 cores it could); other processes used 1.45 cores meanwhile: the machine"
                + " was not quiet");
    assertThat(even.kind())
        .as("others 0.6 < the load generator's 0.8")
        .isEqualTo(Bound.Kind.LOAD_GENERATOR);
    // laravel-fpm while five short JVMs started beside it: the load generator 0.09, the target
    // 1.39.
    assertThat(BoundRule.judge(cores(0.09), cores(1.39), 2, 0.0, 2.0).kind())
        .as("others 0.52 > the load generator's 0.09")
        .isEqualTo(Bound.Kind.MACHINE);
  }

  @Test
  void aServerNotOnThisMachineCanStillBeShownBoundByTheLoadGenerator() {
    assertThat(BoundRule.judge(cores(1.9), Optional.empty(), Double.NaN, 0.02, Double.NaN).kind())
        .isEqualTo(Bound.Kind.LOAD_GENERATOR);
    assertThat(BoundRule.judge(cores(0.5), Optional.empty(), Double.NaN, 0.5, Double.NaN).kind())
        .isEqualTo(Bound.Kind.UNKNOWN);
    assertThat(
            BoundRule.judge(Optional.empty(), Optional.empty(), Double.NaN, Double.NaN, Double.NaN)
                .kind())
        .isEqualTo(Bound.Kind.UNKNOWN);
  }

  @Test
  void aServerThatUsedItsBudgetAndWasThrottledWhileTheLoadGeneratorHadRoomIsTheLimit() {
    // nginx at 0.35 core: 0.34 used, throttled in 93% of periods; the load generator's CPUs 30%
    // idle.
    Bound bound =
        BoundRule.judge(
            1.05, 0.34, 2, 0.30, Double.NaN, Optional.of(new BoundRule.Throttling(0.35, 0.93)));

    assertThat(bound.kind()).isEqualTo(Bound.Kind.TARGET);
    assertThat(bound.targetCapacityCores()).isEqualTo(0.35);
    assertThat(bound.explained())
        .isEqualTo(
            "TARGET-BOUND: the target used 0.34 cores of its budget of 0.35 core (throttled in 93%"
                + " of its periods) (the load generator 1.05 cores, its CPUs idle 30% of the"
                + " time)");
  }

  @Test
  void underABudgetTheTargetIsTheLimitOnlyWhenItWasThrottledAndTheLoadGeneratorHadRoom() {
    Optional<BoundRule.Throttling> throttled = Optional.of(new BoundRule.Throttling(0.35, 0.6));
    assertThat(BoundRule.judge(1.6, 0.34, 2, 0.02, Double.NaN, throttled).kind())
        .as("throttled in 60% of its periods, the load generator's CPUs busy too")
        .isEqualTo(Bound.Kind.LOAD_GENERATOR);
    assertThat(
            BoundRule.judge(
                    1.0, 0.34, 2, 0.3, Double.NaN, Optional.of(new BoundRule.Throttling(0.35, 0.2)))
                .kind())
        .as("hardly throttled: its own waiting, not the budget")
        .isEqualTo(Bound.Kind.NEITHER);
    assertThat(BoundRule.judge(1.0, 0.25, 2, 0.3, Double.NaN, throttled).kind())
        .as("71% of its budget")
        .isEqualTo(Bound.Kind.NEITHER);
    assertThat(
            BoundRule.judge(
                    1.0,
                    0.34,
                    2,
                    0.3,
                    Double.NaN,
                    Optional.of(new BoundRule.Throttling(0.35, Double.NaN)))
                .kind())
        .as("a systemd scope counts no periods: its CPU alone says")
        .isEqualTo(Bound.Kind.TARGET);
  }

  @Test
  void aServerThrottledInNearlyEveryPeriodIsTheLimitOnABusyMachine() {
    // At 0.40 core with another process busy on a core: the load generator 0.81 cores, others
    // 0.69, its CPUs idle 6%; the server used 0.39 cores, throttled in 81% of its periods.
    Optional<BoundRule.Throttling> budget = Optional.of(new BoundRule.Throttling(0.40, 0.81));

    assertThat(BoundRule.judge(0.81, 0.39, 2, 0.06, 1.89, budget).kind())
        .isEqualTo(Bound.Kind.TARGET);
    assertThat(
            BoundRule.judge(
                    0.81, 0.39, 2, 0.06, 1.89, Optional.of(new BoundRule.Throttling(0.40, 0.74)))
                .kind())
        .as("throttled in under three periods of four: the machine's rules")
        .isEqualTo(Bound.Kind.LOAD_GENERATOR);
  }

  @Test
  void aBudgetAboveWhatTheTargetCouldUseBindsNothing() {
    // A post's 4 cores on this 2-core machine: the rule as without a budget.
    Bound bound =
        BoundRule.judge(1.3, 0.6, 2, 0.01, Double.NaN, Optional.of(new BoundRule.Throttling(4, 0)));

    assertThat(bound.kind()).isEqualTo(Bound.Kind.LOAD_GENERATOR);
    assertThat(bound.targetCapacityCores()).isEqualTo(2);
    assertThat(bound.budgetCores()).isNaN();
  }
}
