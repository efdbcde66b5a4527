package abreplay.plan;

import static org.assertj.core.api.Assertions.assertThat;

import abreplay.injector.Share;
import abreplay.machine.Limits;
import abreplay.replay.StandInSplits;
import abreplay.standin.ProfileLoader;
import abreplay.targets.Capacity;
import abreplay.targets.RealServers;
import abreplay.targets.Target;
import java.net.URI;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import org.junit.jupiter.api.Test;

/**
 * The injectors and target processes a step gets from the limits the test chooses, and when it is
 * refused.
 */
class LayoutPlannerTest {
  private static final long GB = 1_000_000_000L;
  private static final Target SWOOLE =
      Target.standIn("swoole", "swoole-4-hello", 10_000, Capacity.UNKNOWN);
  private static final Target NODE = Target.standIn("node", "node-http", 10_001, Capacity.UNKNOWN);
  private static final Target GO =
      Target.real(
          "go",
          new RealServers.Entry("go-net-http", "Go", Optional.empty(), Optional.empty(), "f", 0),
          10_002);
  private static final LayoutPlanner.Splits PROFILES = StandInSplits.of(ProfileLoader.standard());

  private static Limits files(long hard) {
    return new Limits(1024, hard, 4096, 32768, 60999, 2);
  }

  private static LayoutPlanner planner(long hard, long memory, OptionalInt asked) {
    return new LayoutPlanner(new PreFlight(files(hard), memory), PROFILES, asked);
  }

  private static LayoutPlanner.Planned plan(
      LayoutPlanner planner, Target target, int c, long n, boolean keepAlive) {
    return planner.plan(target, Math.max(1, planner.targetProcesses(target, c)), c, n, keepAlive);
  }

  @Test
  void
      splitsTwentyThousandUsersOverTwoInjectorsAndTheStandInOverTwoProcessesUnderTwentyThousandFiles() {
    LayoutPlanner.Planned planned =
        plan(planner(20_000, 20 * GB, OptionalInt.empty()), SWOOLE, 20_000, 200_000, true);

    Layout layout = planned.layout();
    assertThat(layout.injectors()).isEqualTo(2);
    assertThat(layout.shares()).extracting(Share::users).containsExactly(10_000, 10_000);
    assertThat(layout.shares()).extracting(Share::requests).containsExactly(100_000L, 100_000L);
    assertThat(layout.targetProcesses()).isEqualTo(2);
    assertThat(layout.describe())
        .isEqualTo(
            "2 injectors x 10,000 users; stand-in swoole-4-hello in 2 processes x 1 event loop");
    assertThat(LayoutPlanner.usersPerInjector(20_000)).isEqualTo(19_800);
    assertThat(LayoutPlanner.processesFor(20_000, 20_000)).isEqualTo(2);
  }

  @Test
  void saysPlainlyThatTwoInjectorsNeedTheRuntimeWhenTheBuildLacksIt() {
    PreFlight machine = new PreFlight(files(20_000), 20 * GB);
    LayoutPlanner without = new LayoutPlanner(machine, PROFILES, OptionalInt.empty(), false);
    LayoutPlanner with = new LayoutPlanner(machine, PROFILES, OptionalInt.empty(), true);
    LayoutPlanner asked =
        new LayoutPlanner(
            new PreFlight(files(50_000), 20 * GB), PROFILES, OptionalInt.of(2), false);

    assertThat(plan(without, SWOOLE, 20_000, 200_000, true).skipped().map(SkipReason::message))
        .hasValue(
            "needs 2 injectors (one holds at most 19,800 users under the open-file hard limit of"
                + " 20,000); the injector runtime is not in this build: raise the open-file hard"
                + " limit (ulimit -Hn / nofile in /etc/security/limits.conf) above 20,200, or lower"
                + " -c");
    assertThat(plan(with, SWOOLE, 20_000, 200_000, true).skipped().map(SkipReason::message))
        .isEmpty();
    assertThat(plan(asked, SWOOLE, 100, 1000, true).skipped().map(SkipReason::message))
        .hasValue(
            "replay.injectors = 2 asks for 2 injectors; the"
                + " injector runtime is not in this build: set replay.injectors = auto");
  }

  @Test
  void keepsOneInjectorAndOneProcessWhereTheLimitHoldsEveryone() {
    LayoutPlanner.Planned planned =
        plan(planner(50_000, 20 * GB, OptionalInt.empty()), SWOOLE, 20_000, 200_000, true);

    assertThat(planned.skipped().map(SkipReason::message)).isEmpty();
    assertThat(planned.layout().injectors()).isEqualTo(1);
    assertThat(planned.layout().targetProcesses()).isEqualTo(1);
    assertThat(planned.layout().describe())
        .isEqualTo("1 injector x 20,000 users; stand-in swoole-4-hello in 1 process");
    assertThat(
            plan(planner(20_000, 20 * GB, OptionalInt.empty()), SWOOLE, 10_000, 100_000, true)
                .layout()
                .describe())
        .isEqualTo("1 injector x 10,000 users; stand-in swoole-4-hello in 1 process");
  }

  @Test
  void takesTheAskedNumberOfInjectorsWhenItIsMoreThanTheLimitsNeed() {
    Layout layout =
        plan(planner(50_000, 20 * GB, OptionalInt.of(3)), SWOOLE, 20_000, 200_000, true).layout();

    assertThat(layout.injectors()).isEqualTo(3);
    assertThat(layout.shares()).extracting(Share::users).containsExactly(6_667, 6_667, 6_666);
    assertThat(layout.shares().stream().mapToLong(Share::requests).sum()).isEqualTo(200_000);
    assertThat(layout.describe()).startsWith("3 injectors (6,667 + 6,667 + 6,666 users); ");
    assertThat(
            plan(planner(20_000, 20 * GB, OptionalInt.of(1)), SWOOLE, 20_000, 200_000, true)
                .layout()
                .injectors())
        .isEqualTo(2);
  }

  @Test
  void refusesMoreInjectorsThanUsers() {
    LayoutPlanner.Planned planned =
        plan(planner(50_000, 20 * GB, OptionalInt.of(3)), SWOOLE, 2, 100, true);

    assertThat(planned.skipped().map(SkipReason::message))
        .hasValue(
            "replay.injectors = 3 is more injectors than the step's 2 users (an injector"
                + " would have none): set replay.injectors to at most 2, or auto");
    assertThat(planned.layout().shares()).isEmpty();
  }

  @Test
  void refusesWhatMemoryCannotHoldSayingHowMuchItNeeds() {
    // 2 injectors of 0.2 GB + 10,000 x 39 KB = 0.59 GB, and the stand-in's 2 processes as much:
    // 2.36 GB.
    LayoutPlanner.Planned planned =
        plan(planner(20_000, 2 * GB, OptionalInt.empty()), SWOOLE, 20_000, 200_000, true);

    assertThat(planned.skipped().map(SkipReason::message))
        .hasValue(
            "needs 2 injectors of 0.6 GB and the stand-in's 2 processes of 0.6 GB, 2.4 GB in all;"
                + " 1.6 GB available (80% of MemAvailable): free memory or lower -c");
    assertThat(
            plan(planner(20_000, 3 * GB, OptionalInt.empty()), SWOOLE, 20_000, 200_000, true)
                .skipped()
                .map(SkipReason::message)
                .orElse(""))
        .doesNotContain("memory");
  }

  @Test
  void refusesAStandInThatCannotSplitIntoTheProcessesItNeedsWithTheFix() {
    LayoutPlanner.Planned planned =
        plan(planner(20_000, 20 * GB, OptionalInt.empty()), NODE, 20_000, 200_000, true);

    assertThat(planned.skipped().map(SkipReason::message))
        .hasValueSatisfying(
            why ->
                assertThat(why)
                    .startsWith("node-http has 1 event loop: it cannot run in 2 processes")
                    .contains(
                        "raise the open-file hard limit",
                        "above 20,150",
                        "-Dreplay.systems.node.url"));
  }

  @Test
  void runsARealServerAsItIsAndAUrlAsGiven() {
    LayoutPlanner planner = planner(50_000, 20 * GB, OptionalInt.empty());
    Target url = Target.external("php", URI.create("http://127.0.0.1:8081/"));

    assertThat(plan(planner, GO, 20_000, 200_000, true).layout().describe())
        .isEqualTo("1 injector x 20,000 users; real go-net-http, as it runs");
    assertThat(planner.targetProcesses(GO, 20_000)).isEqualTo(1);
    assertThat(plan(planner, url, 100, 1000, true).layout().target())
        .isEqualTo("http://127.0.0.1:8081/");
  }

  @Test
  void givesEachInjectorItsOwnSourceAddressesWhenPortsRunShort() {
    // 200,000 new connections against 28,232 ports: 8 addresses, 4 for each of 2 injectors, none
    // shared.
    Layout two =
        plan(planner(50_000, 20 * GB, OptionalInt.of(2)), SWOOLE, 20_000, 200_000, false).layout();
    Layout keepAlive =
        plan(planner(50_000, 20 * GB, OptionalInt.of(2)), SWOOLE, 20_000, 200_000, true).layout();

    assertThat(two.localAddresses(1))
        .containsExactly("127.0.0.1", "127.0.0.3", "127.0.0.5", "127.0.0.7");
    assertThat(two.localAddresses(2))
        .containsExactly("127.0.0.2", "127.0.0.4", "127.0.0.6", "127.0.0.8");
    assertThat(two.describe())
        .endsWith(
            "; injector 1 from 127.0.0.1, 127.0.0.3, 127.0.0.5, 127.0.0.7, injector 2"
                + " from 127.0.0.2, 127.0.0.4, 127.0.0.6, 127.0.0.8");
    assertThat(keepAlive.localAddresses()).isEqualTo(List.of(List.of(), List.of()));
  }

  @Test
  void findsTheLeastProcessesThatKeepTheBusiestFourDeviationsInsideTheLimit() {
    assertThat(LayoutPlanner.processesFor(19_850, 20_000)).isEqualTo(1);
    assertThat(LayoutPlanner.processesFor(19_851, 20_000)).isEqualTo(2);
    // 3 processes: 20,000 + 4 x 115 + 150 = 20,610 <= 20,800.
    assertThat(LayoutPlanner.processesFor(60_000, 20_800)).isEqualTo(3);
    assertThat(LayoutPlanner.processesFor(100, 150)).isZero();
  }
}
