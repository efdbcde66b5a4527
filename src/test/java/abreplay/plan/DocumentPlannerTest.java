package abreplay.plan;

import static org.assertj.core.api.Assertions.assertThat;

import abreplay.config.Home;
import abreplay.machine.Limits;
import abreplay.realserver.Catalog;
import abreplay.realserver.Software;
import abreplay.replay.DocumentReplay;
import abreplay.replay.StandInSplits;
import abreplay.standin.ProfileLoader;
import abreplay.targets.RealServers;
import abreplay.targets.Target;
import java.io.File;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Properties;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * How a document and its replay options become the steps that will run, on a machine whose limits
 * the test chooses: planning knows nothing of the machine it happens on.
 */
class DocumentPlannerTest {
  /** soft 1,024 / hard 50,000 open files, somaxconn 4,096, ports 32768-60999. */
  private static final Limits ROOMY = new Limits(1024, 50_000, 4096, 32768, 60999, 2);

  /** This project's build machines: a hard limit of 20,000 open files. */
  private static final Limits TIGHT = new Limits(1024, 20_000, 4096, 32768, 60999, 2);

  private static RunPlan plan(Limits limits, String conf, String... keyValues) {
    Properties system = new Properties();
    for (int i = 0; i < keyValues.length; i += 2)
      system.setProperty(keyValues[i], keyValues[i + 1]);
    DocumentReplay.Read read = DocumentReplay.read(Home.dir(), conf, system);
    AtomicInteger ports = new AtomicInteger(10_000);
    DocumentPlanner.Context context =
        new DocumentPlanner.Context(
            new PreFlight(limits),
            ports::incrementAndGet,
            profile -> ProfileLoader.standard().load(profile).capacity(),
            RealServers.NONE,
            StandInSplits.of(ProfileLoader.standard()));
    return DocumentPlanner.plan(read.document(), read.options(), context, read.source());
  }

  private static RunPlan plan(String conf, String... keyValues) {
    return plan(ROOMY, conf, keyValues);
  }

  /**
   * Document 000 planned with real servers that need {@code missing} (empty: none), whatever this
   * machine has.
   */
  private static RunPlan withRealServers(Optional<String> missing, String... keyValues) {
    Properties system = new Properties();
    for (int i = 0; i < keyValues.length; i += 2)
      system.setProperty(keyValues[i], keyValues[i + 1]);
    DocumentReplay.Read read =
        DocumentReplay.read(Home.dir(), "conf/documents/000-swoole-vs-nginx-and-go.conf", system);
    RealServers servers =
        new RealServers(
            Map.of(
                "nginx",
                    new RealServers.Entry(
                        "nginx-static",
                        "Debian nginx",
                        Optional.of("nginx-1.4.6"),
                        missing,
                        "f",
                        -8),
                "go",
                    new RealServers.Entry(
                        "go-net-http",
                        "the document's Go",
                        Optional.of("go-1.5-net-http"),
                        Optional.empty(),
                        "f",
                        0)),
            Optional.of(
                new RealServers.Entry(
                    "vertx-web", "Vert.x Web", Optional.empty(), Optional.empty(), "f", 0)));
    AtomicInteger ports = new AtomicInteger(10_000);
    DocumentPlanner.Context context =
        new DocumentPlanner.Context(
            new PreFlight(ROOMY),
            ports::incrementAndGet,
            profile -> ProfileLoader.standard().load(profile).capacity(),
            servers,
            LayoutPlanner.Splits.UNSPLIT);
    return DocumentPlanner.plan(read.document(), read.options(), context, read.source());
  }

  private static List<String> targets(RunPlan plan) {
    return plan.systems().stream().map(s -> s.label() + " " + s.target().kind()).toList();
  }

  @Test
  void runsTwentyThousandUsersOnOneInjectorWhereTheOpenFilesLimitHoldsThemAndOnTwoWhereItDoesNot() {
    RunPlan roomy =
        plan(ROOMY, "conf/documents/003-swoole-vs-go-ladder.conf", "replay.systems", "go");
    RunPlan tight =
        plan(TIGHT, "conf/documents/003-swoole-vs-go-ladder.conf", "replay.systems", "go");

    assertThat(roomy.steps()).extracting(Step::runs).containsOnly(true);
    assertThat(roomy.steps())
        .extracting(s -> s.layout().injectors() + "/" + s.layout().targetProcesses())
        .containsOnly("1/1");
    assertThat(tight.steps())
        .extracting(s -> s.scenario().concurrency() + " " + s.layout().injectors() + " " + s.runs())
        .containsExactly(
            "10 1 true",
            "100 1 true",
            "1000 1 true",
            "10000 1 true",
            "20000 2 " + LayoutPlanner.INJECTOR_RUNTIME,
            "20000 2 " + LayoutPlanner.INJECTOR_RUNTIME,
            "20000 2 " + LayoutPlanner.INJECTOR_RUNTIME);
    assertThat(tight.steps().get(4).layout().describe())
        .isEqualTo(
            "2 injectors x 10,000 users; stand-in go-1.12-hello in 2 processes x 1"
                + " event loop; injector 1 from 127.0.0.1, 127.0.0.3, 127.0.0.5, 127.0.0.7,"
                + " injector 2 from 127.0.0.2, 127.0.0.4, 127.0.0.6, 127.0.0.8");
    if (!LayoutPlanner.INJECTOR_RUNTIME) {
      assertThat(tight.steps().get(4).skipped().map(SkipReason::message))
          .hasValueSatisfying(
              why ->
                  assertThat(why)
                      .startsWith(
                          "needs 2 injectors (one holds at most 19,800 users under the open-file"
                              + " hard limit of 20,000)")
                      .contains("the injector runtime is not in this build"));
      // Nothing that runs needs two processes: the stand-in runs in one for every step.
      assertThat(tight.steps().get(3).layout().target())
          .isEqualTo("stand-in go-1.12-hello in 1 process");
    } else {
      assertThat(tight.steps()).extracting(s -> s.layout().targetProcesses()).containsOnly(2);
    }
    assertThat(tight.systems().get(0).targetProcesses())
        .as("what the launcher starts")
        .isEqualTo(LayoutPlanner.INJECTOR_RUNTIME ? 2 : 1);
    assertThat(tight.warnings())
        .anySatisfy(w -> assertThat(w).contains("exceeds net.core.somaxconn 4,096"));
  }

  @Test
  void skipsWhatEvenSeveralProcessesCannotHoldWithTheReasonAndTheFix() {
    RunPlan forced =
        plan(
            ROOMY,
            "conf/documents/003-swoole-vs-go-ladder.conf",
            "replay.systems",
            "go",
            "replay.injectors",
            "20");

    assertThat(forced.steps().get(0).skipped().map(SkipReason::message))
        .hasValue(
            "replay.injectors = 20 is more injectors than the step's 10 users (an injector would"
                + " have none): set replay.injectors to at most 10, or auto");
    assertThat(forced.steps().get(1).layout().describe()).startsWith("20 injectors x 5 users; ");
  }

  @Test
  void runsTheSystemsInTheFilesOrderOrInTheOrderReplaySystemsGives() {
    RunPlan asFiled = plan("conf/documents/000-swoole-vs-nginx-and-go.conf");
    RunPlan reordered =
        plan("conf/documents/000-swoole-vs-nginx-and-go.conf", "replay.systems", "swoole,nginx");

    assertThat(asFiled.systems())
        .extracting(s -> s.target().name())
        .containsExactly("nginx", "go", "swoole");
    assertThat(reordered.systems())
        .extracting(s -> s.target().name())
        .containsExactly("swoole", "nginx");
  }

  @Test
  void runsEverySystemOncePerRoundEveryOtherRoundInReverseOnTheSamePort() {
    RunPlan twice = plan("conf/documents/000-swoole-vs-nginx-and-go.conf", "replay.rounds", "2");

    assertThat(twice.systems())
        .extracting(SystemPlan::label)
        .containsExactly("nginx #1", "go #1", "swoole #1", "swoole #2", "go #2", "nginx #2");
    assertThat(twice.steps())
        .extracting(Step::name)
        .doesNotHaveDuplicates()
        .contains("nginx -c100 -n1000000 -k #2");
    assertThat(twice.systems())
        .extracting(s -> s.target().port())
        .containsExactly(10001, 10002, 10003, 10003, 10002, 10001);
    assertThat(twice.systems())
        .extracting(SystemPlan::logName)
        .doesNotHaveDuplicates()
        .contains("standin-nginx-2.log");
  }

  @Test
  void scalesEveryRequestCountButNeverBelowTheConcurrencyAndKeepsNamesUnique() {
    RunPlan ladder =
        plan(
            "conf/documents/003-swoole-vs-go-ladder.conf",
            "replay.scale",
            "0.01",
            "replay.systems",
            "go");

    assertThat(ladder.steps())
        .extracting(Step::requests)
        .containsExactly(10L, 100L, 1000L, 10000L, 20000L, 20000L, 20000L);
    assertThat(ladder.steps())
        .extracting(Step::name)
        .doesNotHaveDuplicates()
        .contains("go -c20000 -n20000", "go -c20000 -n20000 (c20000-n300000)");
    assertThat(ladder.title())
        .isEqualTo("document 003: Swoole and Go under an ab concurrency ladder (scale 0.01)");
  }

  @Test
  void leavesTheWarmUpUnscaledBecauseCompilersNeedACountOfRequests() {
    RunPlan quick = plan("conf/documents/000-swoole-vs-nginx-and-go.conf", "replay.scale", "0.01");

    assertThat(quick.systems())
        .extracting(s -> s.warmUp().loadGeneratorRequests())
        .containsOnly(200000L);
    assertThat(quick.steps()).extracting(Step::requests).containsOnly(10000L);
  }

  @Test
  void warmsUpLikeTheSystemsFirstScenarioThatRuns() {
    RunPlan ladder =
        plan(
            TIGHT,
            "conf/documents/003-swoole-vs-go-ladder.conf",
            "replay.systems",
            "go",
            "replay.scenarios",
            "c20000-n200000,c1000-n10000");

    SystemPlan go = ladder.systems().get(0);
    // reference.conf's counts and time caps.
    assertThat(go.warmUp())
        .isEqualTo(
            new WarmUp(
                20000, 20000, 1000, false, "/", Duration.ofSeconds(60), Duration.ofSeconds(15)));
    assertThat(go.warmUpName()).isEqualTo("go warm-up -c1000");
  }

  @Test
  void takesTheSystemsOwnPathWhereTheDocumentAskedItForAnother() {
    RunPlan plan = plan("conf/documents/004-woo-vs-php.conf");

    assertThat(plan.steps())
        .extracting(s -> s.target().name() + " " + s.scenario().path())
        .containsExactly("woo /", "php /index.php", "swoole /");
  }

  @Test
  void putsARealServerInAStandInsPlaceAndTakesThePathItsUrlNames() {
    RunPlan plan =
        plan(
            "conf/documents/004-woo-vs-php.conf",
            "replay.systems.php.url",
            "http://127.0.0.1:8081/hello.php",
            "replay.systems.woo.url",
            "http://127.0.0.1:8082/");

    assertThat(plan.steps())
        .extracting(s -> s.target().description() + " " + s.scenario().path())
        .containsExactly(
            "http://127.0.0.1:8082/ /",
            "http://127.0.0.1:8081/hello.php /hello.php",
            "stand-in swoole-4-static /");
    assertThat(plan.systems().get(0).target().base()).isEqualTo("http://127.0.0.1:8082");
  }

  @Test
  void replaysEverySystemThatHasARealServerOnItWithReplayRealAndOneWithItsOwnKey() {
    RunPlan all = withRealServers(Optional.empty(), "replay.real", "true");
    RunPlan go = withRealServers(Optional.empty(), "replay.systems.go.real", "true");
    RunPlan allButGo =
        withRealServers(Optional.empty(), "replay.real", "true", "replay.systems.go.real", "false");

    assertThat(targets(all))
        .containsExactly("nginx (real) REAL", "go (real) REAL", "swoole STAND_IN");
    assertThat(all.steps())
        .extracting(Step::name)
        .containsExactly(
            "nginx (real) -c100 -n1000000 -k",
            "go (real) -c100 -n1000000 -k",
            "swoole -c100 -n1000000 -k");
    assertThat(all.systems().get(0).logName()).isEqualTo("real-nginx.log");
    assertThat(targets(go)).containsExactly("nginx STAND_IN", "go (real) REAL", "swoole STAND_IN");
    assertThat(targets(allButGo))
        .containsExactly("nginx (real) REAL", "go STAND_IN", "swoole STAND_IN");
  }

  @Test
  void comparesEachSystemThatHasARealServerStandInFirstInEveryRoundsOrder() {
    RunPlan plan =
        withRealServers(Optional.empty(), "replay.compare", "true", "replay.rounds", "2");

    assertThat(targets(plan))
        .containsExactly(
            "nginx #1 STAND_IN",
            "nginx (real) #1 REAL",
            "go #1 STAND_IN",
            "go (real) #1 REAL",
            "swoole #1 STAND_IN",
            "swoole #2 STAND_IN",
            "go (real) #2 REAL",
            "go #2 STAND_IN",
            "nginx (real) #2 REAL",
            "nginx #2 STAND_IN");
    assertThat(plan.systems())
        .extracting(s -> s.target().port())
        .as("one port per target, kept over rounds")
        .containsExactly(10001, 10002, 10003, 10004, 10005, 10005, 10004, 10003, 10002, 10001);
    assertThat(plan.steps()).extracting(Step::name).doesNotHaveDuplicates();
  }

  @Test
  void fallsBackToTheStandInWhereTheRealServersSoftwareIsMissingAndSaysSoBeforeAnyLoad() {
    RunPlan plan =
        withRealServers(
            Optional.of("needs nginx, which is not on PATH (apt-get install nginx-light)"),
            "replay.compare",
            "true");

    assertThat(targets(plan))
        .containsExactly("nginx STAND_IN", "go STAND_IN", "go (real) REAL", "swoole STAND_IN");
    assertThat(((Target.StandIn) plan.systems().get(0).target()).fallback())
        .hasValue(
            "real server nginx-static needs nginx, which is not"
                + " on PATH (apt-get install nginx-light)");
    assertThat(plan.systems().get(0).target().description())
        .isEqualTo(
            "stand-in nginx-1.4.6, in place of its real server: real server nginx-static needs"
                + " nginx, which is not on PATH (apt-get install nginx-light)");
    assertThat(plan.warnings())
        .containsExactly(
            "nginx: real server nginx-static needs nginx, which is not on PATH"
                + " (apt-get install nginx-light); nginx runs on its stand-in nginx-1.4.6 instead");
  }

  /**
   * Document 000 with -Dreplay.real=true, planned with the real servers of targets/real/ on this
   * machine, but for a php of the test's own first on PATH whose -m lists {@code modules}.
   */
  private static RunPlan document000AllReal(Path bin, String... modules) throws IOException {
    Files.createDirectories(bin);
    Path php = bin.resolve("php");
    Files.writeString(
        php, "#!/bin/sh\nprintf '[PHP Modules]\\n" + String.join("\\n", modules) + "\\n'\n");
    Files.setPosixFilePermissions(php, PosixFilePermissions.fromString("rwxr-xr-x"));
    Properties system = new Properties();
    system.setProperty("replay.real", "true");
    DocumentReplay.Read read =
        DocumentReplay.read(Home.dir(), "conf/documents/000-swoole-vs-nginx-and-go.conf", system);
    Software software = new Software(bin + File.pathSeparator + System.getenv("PATH"));
    AtomicInteger ports = new AtomicInteger(10_000);
    DocumentPlanner.Context context =
        new DocumentPlanner.Context(
            new PreFlight(ROOMY),
            ports::incrementAndGet,
            profile -> ProfileLoader.standard().load(profile).capacity(),
            Catalog.of(Home.dir(), read.document(), software),
            LayoutPlanner.Splits.UNSPLIT);
    return DocumentPlanner.plan(read.document(), read.options(), context, read.source());
  }

  @Test
  void saysInOneLineHowToGetSwoolesRealServerWhereThePhpOnPathLacksTheExtension(@TempDir Path dir)
      throws IOException {
    RunPlan plan = document000AllReal(dir.resolve("bin"), "Core", "json");

    assertThat(plan.warnings())
        .contains(
            "swoole: real server swoole-1.7-base needs PHP's swoole or openswoole module, which `"
                + dir.resolve("bin/php")
                + " -m` does not list (targets/real/install-swoole, or pecl install swoole and"
                + " extension=swoole.so in php.ini);"
                + " swoole runs on its stand-in swoole-1.7-base instead");
    assertThat(targets(plan)).contains("swoole STAND_IN");
  }

  @Test
  void runsSwooleOnItsRealServerWhereThePhpOnPathListsTheExtension(@TempDir Path dir)
      throws IOException {
    RunPlan plan = document000AllReal(dir.resolve("bin"), "Core", "swoole");

    assertThat(plan.warnings()).noneMatch(w -> w.startsWith("swoole:"));
    assertThat(targets(plan)).contains("swoole (real) REAL");
    assertThat(((Target.Real) plan.systems().get(2).target()).server().name())
        .isEqualTo("swoole-1.7-base");
  }

  @Test
  void addsTheReferenceServerAsASystemOfItsOwnAtTheEnd() {
    RunPlan plan =
        withRealServers(Optional.empty(), "replay.reference", "true", "replay.systems", "swoole");

    assertThat(targets(plan)).containsExactly("swoole STAND_IN", "vertx-web (real) REAL");
    assertThat(plan.document().orElseThrow().label("vertx-web")).isEqualTo("Vert.x Web");
    assertThat(plan.steps().get(1).scenario().path()).isEqualTo("/");
  }

  @Test
  void spreadsConnectionsOverLoopbackAddressesOnlyWhereTheLadderNeedsThem() {
    RunPlan ladder = plan("conf/documents/003-swoole-vs-go-ladder.conf");
    RunPlan keepAlive = plan("conf/documents/000-swoole-vs-nginx-and-go.conf");

    // 400,000 connections without keep-alive on 28,232 ports per address: the most, 8.
    assertThat(ladder.settings().localAddresses()).hasSize(8);
    assertThat(keepAlive.settings().localAddresses()).isEmpty();
  }
}
