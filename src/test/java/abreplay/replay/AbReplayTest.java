package abreplay.replay;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import abreplay.config.ConfigError;
import abreplay.config.Home;
import abreplay.machine.CpuSet;
import abreplay.machine.Limits;
import abreplay.plan.AbSemantics;
import abreplay.plan.Placement;
import abreplay.plan.PreFlight;
import abreplay.plan.RunPlan;
import abreplay.plan.Step;
import abreplay.plan.SystemPlan;
import abreplay.plan.WarmUp;
import abreplay.targets.Capacity;
import abreplay.targets.Target;
import java.net.URI;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import java.util.Properties;
import org.junit.jupiter.api.Test;

/**
 * One ab command, planned by the document planner as a document of one system and one scenario: the
 * plan is what a plain ab run has always been given (its names, warm-up, layout and settings), and
 * a step this machine cannot run is refused before any load, naming the key to change.
 */
class AbReplayTest {
  private static final long GB = 1_000_000_000L;

  /** soft and hard 20,000 open files, as this project's machine has them. */
  private static final Limits MACHINE = new Limits(20_000, 20_000, 4096, 32768, 60999, 2);

  private static RunPlan plan(long memory, String... keys) {
    Properties system = new Properties();
    for (int i = 0; i < keys.length; i += 2) system.setProperty(keys[i], keys[i + 1]);
    return AbReplay.load(
        Home.dir(), system, new PreFlight(MACHINE, memory), new StandInPorts(MACHINE));
  }

  private static RunPlan plan(String... keys) {
    return plan(20 * GB, keys);
  }

  @Test
  void theBundledCommandIsAbsOwnDefaultWithoutKeepAliveAgainstTheHelloStandIn() {
    RunPlan plan = plan("ab.target-port", "18999");

    assertThat(plan.title()).isEqualTo("ab -n 20000 -c 100 against stand-in hello");
    assertThat(plan.sources()).containsExactly("conf/ab.conf");
    assertThat(plan.document()).as("nothing published to compare with").isEmpty();
    assertThat(plan.warnings())
        .singleElement()
        .asString()
        .startsWith("20,000 new connections without keep-alive against 28,232 ephemeral ports");
    Target hello = Target.standIn("hello", "hello", 18999, new Capacity(2, Optional.empty(), 2));
    SystemPlan system = plan.systems().get(0);
    assertThat(plan.systems()).hasSize(1);
    assertThat(system.target()).isEqualTo(hello);
    assertThat(system.round()).isEqualTo(1);
    assertThat(system.rounds()).isEqualTo(1);
    assertThat(system.warmUp())
        .as("conf/ab.conf's counts, reference.conf's time caps")
        .isEqualTo(
            new WarmUp(
                50_000, 50_000, 100, false, "/", Duration.ofSeconds(60), Duration.ofSeconds(15)));
    Step step = system.steps().get(0);
    assertThat(system.steps()).hasSize(1);
    assertThat(step.name()).isEqualTo("ab -n 20000 -c 100");
    assertThat(step.scenario().id()).isEqualTo("ab");
    assertThat(step.requests()).isEqualTo(20_000);
    assertThat(step.skipped()).isEmpty();
    assertThat(step.layout().describe())
        .isEqualTo(
            "1 injector x 100 users; stand-in hello in 1 process; from 127.0.0.1, 127.0.0.2");
    RunPlan.Settings settings = plan.settings();
    assertThat(settings.timeout()).isEqualTo(Duration.ofSeconds(30));
    assertThat(settings.maxFailed()).isZero();
    assertThat(settings.scale()).isEqualTo(1.0);
    assertThat(settings.localAddresses()).containsExactly("127.0.0.1", "127.0.0.2");
    assertThat(settings.placement()).isEqualTo(Placement.unpinned(CpuSet.online()));
    assertThat(settings.semantics()).isEqualTo(AbSemantics.AB);
  }

  @Test
  void abFlagsAndRunOptionsReachThePlanAsTheirReplayKeys() {
    RunPlan plan =
        plan(
            "ab.keep-alive", "true",
            "ab.target-port", "18999",
            "replay.timeout", "5s",
            "replay.max-failed", "-1",
            "replay.receive-errors", "continue",
            "replay.variable-length", "true",
            "replay.injectors", "2",
            "replay.warm-up", "1000",
            "replay.target-warm-up", "700");

    assertThat(plan.title()).isEqualTo("ab -k -n 20000 -c 100 against stand-in hello");
    assertThat(plan.steps().get(0).name()).isEqualTo("ab -n 20000 -c 100 -k");
    assertThat(plan.timeout()).isEqualTo(Duration.ofSeconds(5));
    assertThat(plan.settings().maxFailed()).isEqualTo(-1);
    assertThat(plan.settings().semantics()).isEqualTo(new AbSemantics(false, true));
    assertThat(plan.steps().get(0).layout().describe())
        .isEqualTo("2 injectors x 50 users; stand-in hello in 1 process");
    assertThat(plan.systems().get(0).warmUp())
        .isEqualTo(
            new WarmUp(1000, 700, 100, true, "/", Duration.ofSeconds(60), Duration.ofSeconds(15)));
  }

  @Test
  void aUrlIsTheSystemNamedByItsHostAskedForItsPathAndQuery() {
    RunPlan plan =
        plan("ab.url", "http://127.0.0.1:8080/x?y=1", "ab.requests", "100", "ab.concurrency", "10");

    Step step = plan.steps().get(0);
    assertThat(step.target())
        .isEqualTo(Target.external("127.0.0.1", URI.create("http://127.0.0.1:8080/x?y=1")));
    assertThat(step.scenario().path()).isEqualTo("/x?y=1");
    assertThat(plan.systems().get(0).warmUp().path()).isEqualTo("/x?y=1");
    assertThat(plan.title()).isEqualTo("ab -n 100 -c 10 against http://127.0.0.1:8080/x?y=1");
    assertThat(step.layout().describe())
        .isEqualTo("1 injector x 10 users; http://127.0.0.1:8080/x?y=1");
  }

  @Test
  void twentyThousandUsersRunOnTwoInjectorsAndTheStandInInTwoProcesses() {
    RunPlan plan =
        plan("ab.requests", "100000", "ab.concurrency", "20000", "ab.target-port", "18999");

    assertThat(plan.steps().get(0).layout().describe())
        .startsWith("2 injectors x 10,000 users; stand-in hello in 2 processes");
    assertThat(plan.systems().get(0).targetProcesses()).isEqualTo(2);
  }

  @Test
  void whatThisMachineCannotRunIsRefusedNamingTheConcurrency() {
    ConfigError refused =
        catchThrowableOfType(
            () ->
                plan(
                    GB,
                    "ab.requests",
                    "100000",
                    "ab.concurrency",
                    "20000",
                    "ab.target-port",
                    "18999"),
            ConfigError.class);

    assertThat(refused)
        .hasMessage(
            "-Dab.concurrency=20000: ab.concurrency = 20000 cannot run here: needs 2 injectors of"
                + " 0.6 GB and the stand-in's 2 processes of 0.6 GB, 2.4 GB in all; 0.8 GB"
                + " available (80% of MemAvailable): free memory or lower -c");
  }

  @Test
  void injectorsThatCannotBeAreRefusedNamingTheInjectorsKeyWhereverItWasSet() {
    ConfigError refused =
        catchThrowableOfType(
            () -> plan("replay.injectors", "3", "ab.concurrency", "2", "ab.requests", "10"),
            ConfigError.class);

    assertThat(refused)
        .hasMessage(
            "-Dreplay.injectors=3: replay.injectors = 3 is more injectors than the step's 2 users"
                + " (an injector would have none): set replay.injectors to at most 2, or auto");
  }

  @Test
  void theStepsPathAndPortComeFromTheStandInKeys() {
    RunPlan plan =
        plan("ab.target", "nginx-1.4.6", "ab.path", "/index.html", "ab.target-port", "18999");

    Step step = plan.steps().get(0);
    assertThat(step.target()).isInstanceOf(Target.StandIn.class);
    assertThat(((Target.StandIn) step.target()).profile()).isEqualTo("nginx-1.4.6");
    assertThat(step.target().port()).isEqualTo(18999);
    assertThat(step.scenario().path()).isEqualTo("/index.html");
    assertThat(plan.title()).isEqualTo("ab -n 20000 -c 100 against stand-in nginx-1.4.6");
    assertThat(List.of(plan.systems().get(0).warmUp().path())).containsExactly("/index.html");
  }
}
