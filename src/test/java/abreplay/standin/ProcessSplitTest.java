package abreplay.standin;

import static org.assertj.core.api.Assertions.assertThat;

import abreplay.standin.ProcessSplit.ProcessShare;
import abreplay.standin.ProcessSplit.Refused;
import abreplay.standin.ProcessSplit.Shares;
import com.typesafe.config.ConfigFactory;
import java.util.List;
import java.util.stream.IntStream;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * A stand-in across processes keeps its model's totals: every event loop and worker, none lost,
 * none added.
 */
class ProcessSplitTest {

  static Stream<Arguments> everyProfileInOneToEightProcesses() {
    return StandIns.names().stream()
        .flatMap(name -> IntStream.rangeClosed(1, 8).mapToObj(n -> Arguments.of(name, n)));
  }

  @ParameterizedTest(name = "{0} in {1} process(es)")
  @MethodSource("everyProfileInOneToEightProcesses")
  void sharesAddUpToTheProfileOrTheSplitIsRefused(String name, int processes) {
    Profile profile = StandIns.PROFILES.load(name);
    int pool = profile.service().map(Profile.Service::pool).orElse(0);

    ProcessSplit split = ProcessSplit.of(profile, processes);

    if (profile.workers() < processes || (pool > 0 && pool < processes)) {
      assertThat(split).isInstanceOf(Refused.class);
      return;
    }
    Shares shares = (Shares) split;
    assertThat(shares.processes()).isEqualTo(processes);
    assertThat(shares.eventLoops()).as("event loops in all").isEqualTo(profile.workers());
    assertThat(shares.servicePool()).as("service workers in all").isEqualTo(pool);
    assertThat(shares.shares())
        .allSatisfy(
            s -> {
              assertThat(s.eventLoops()).as("a process needs an event loop").isPositive();
              if (pool > 0)
                assertThat(s.servicePool())
                    .as("a pool model needs a worker in each process")
                    .isPositive();
            });
    assertThat(
            shares.shares().stream().mapToInt(ProcessShare::eventLoops).max().orElseThrow()
                - shares.shares().stream().mapToInt(ProcessShare::eventLoops).min().orElseThrow())
        .as("as even as whole loops allow")
        .isLessThanOrEqualTo(1);
    assertThat(shares.shares().stream().map(ProcessShare::index))
        .containsExactlyElementsOf(IntStream.rangeClosed(1, processes).boxed().toList());
  }

  @Test
  void documentThreesServersRunInTwoProcessesOfOneEventLoopEach() {
    Shares swoole = (Shares) ProcessSplit.of(StandIns.PROFILES.load("swoole-4-hello"), 2);

    assertThat(swoole.describe()).isEqualTo("swoole-4-hello in 2 processes x 1 event loop");
    assertThat(swoole.uneven()).isFalse();
    assertThat(swoole.shares().get(0).overrides(StandIns.PROFILES.load("swoole-4-hello")))
        .containsExactly("workers=1");
    assertThat(swoole.notes())
        .singleElement()
        .asString()
        .isEqualTo(
            "each of the 2 processes listens with its own backlog (SO_REUSEPORT): 2 x"
                + " net.core.somaxconn pending connections in all");
  }

  @Test
  void threeLoopsOverTwoProcessesKeepTheTotalAndSaySoWhatChanges() {
    Profile go = StandIns.PROFILES.load("go-1.5-net-http");

    Shares split = (Shares) ProcessSplit.of(go, 2);

    assertThat(split.shares()).extracting(ProcessShare::eventLoops).containsExactly(2, 1);
    assertThat(split.uneven()).isTrue();
    assertThat(split.describe()).isEqualTo("go-1.5-net-http in 2 processes (2+1 event loops)");
    assertThat(split.notes().get(0))
        .startsWith(
            "3 event loops over 2 processes run as 2+1: the kernel spreads"
                + " connections evenly over the processes");
  }

  @Test
  void aWorkerPoolIsSplitWithTheLoopsAndEachShareSaysWhichKeysMakeIt() {
    Profile octane =
        StandIns.PROFILES.load("laravel-octane", ConfigFactory.parseString("workers = 2"));

    Shares split = (Shares) ProcessSplit.of(octane, 2);

    assertThat(split.describe())
        .isEqualTo("laravel-octane in 2 processes x 1 event loop + 2 service workers");
    assertThat(split.shares())
        .extracting(s -> s.overrides(octane))
        .containsExactly(
            List.of("workers=1", "service.pool=2"), List.of("workers=1", "service.pool=2"));
  }

  @Test
  void aProfilesOwnBacklogIsSplitLikeItsLoops() {
    Profile small =
        StandIns.PROFILES.load("nginx-1.4.6", ConfigFactory.parseString("accept-backlog = 511"));

    Shares split = (Shares) ProcessSplit.of(small, 3);

    assertThat(split.shares())
        .extracting(ProcessShare::acceptBacklog)
        .containsExactly(171, 170, 170);
    assertThat(split.shares().get(0).overrides(small))
        .containsExactly("workers=2", "accept-backlog=171");
  }

  @Test
  void aSingleLoopServerIsRefusedWithTheMostProcessesItCouldTake() {
    Refused node = (Refused) ProcessSplit.of(StandIns.PROFILES.load("node-http"), 2);
    Refused fpm =
        (Refused)
            ProcessSplit.of(
                StandIns.PROFILES.load(
                    "laravel-octane", ConfigFactory.parseString("workers = 4, service.pool = 1")),
                2);

    assertThat(node.reason())
        .isEqualTo(
            "node-http has 1 event loop: it cannot run in 2 processes without adding"
                + " loops (a process needs one); at most 1 process");
    assertThat(fpm.reason())
        .isEqualTo(
            "laravel-octane has 1 service worker: it cannot run in 2 processes without"
                + " adding workers; at most 1 process");
  }
}
