package abreplay;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowable;
import static org.assertj.core.api.Assertions.fail;
import static org.assertj.core.api.Assumptions.assumeThat;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;

import abreplay.config.ConfigError;
import abreplay.config.Home;
import abreplay.machine.CpuBudget;
import abreplay.machine.CpuSet;
import abreplay.machine.Limits;
import abreplay.plan.BudgetChoice;
import abreplay.plan.LayoutPlanner;
import abreplay.plan.RunPlan;
import abreplay.replay.AbReplay;
import abreplay.replay.DocumentReplay;
import abreplay.standin.ProfileLoader;
import abreplay.standin.StandInError;
import abreplay.standin.StandInProcess;
import abreplay.targets.Target;
import abreplay.testing.GatlingRun;
import java.io.IOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Properties;
import java.util.stream.Stream;
import org.assertj.core.api.ThrowableAssert.ThrowingCallable;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Bad input is refused before any load, one line per problem, each naming where the value came from
 * (file:line, or the -D key with its value), the key, the value and the fix. The plans are built
 * here directly (fast); one run through Gatling's launcher shows what a user of the simulation
 * sees.
 */
class BadInputTest {
  private static final String DOCUMENT = "conf/documents/000-swoole-vs-nginx-and-go.conf";

  /**
   * AbSimulation's plan: reference.conf's run options under conf/ab.conf's command line, under
   * -Dconfig.file, under -Dab.* and -Dreplay.* keys.
   */
  @Nested
  class AbSimulationPlan {
    @TempDir Path dir;

    @Test
    void aMisspelledKeyInTheFileIsShownOnItsLineWithTheNearestKey() throws IOException {
      Path conf = abConfEdited("requests = 20000", "reqests = 20000");

      // ab.requests itself is not missing: the file sets only what it changes, over conf/ab.conf.
      assertThat(refusal(() -> ab("config.file", conf.toString())).problems())
          .containsExactly(
              conf
                  + ":"
                  + lineOf(conf, "reqests")
                  + ": ab.reqests is not a known key; did you mean ab.requests?");
    }

    @Test
    void aFileOfYourOwnSetsOnlyWhatItChangesOverTheDefaults() throws IOException {
      Path conf =
          Files.writeString(
              dir.resolve("mine.conf"), "ab.requests = 500\nreplay { timeout = 7, warm-up = 0 }\n");

      RunPlan plan = ab("config.file", conf.toString(), "ab.target-port", "0");

      assertThat(plan.steps().get(0).name()).isEqualTo("ab -n 500 -c 100");
      assertThat(plan.timeout()).isEqualTo(Duration.ofSeconds(7));
      assertThat(plan.systems().get(0).warmUp().loadGeneratorRequests()).isZero();
      assertThat(plan.systems().get(0).warmUp().targetRequests())
          .as("conf/ab.conf's, under the file")
          .isEqualTo(50_000);
      assertThat(plan.settings().maxFailed()).as("reference.conf's").isZero();
      assertThat(plan.sources()).containsExactly(conf.toString());
    }

    @Test
    void theKeysThatChooseWhatOfADocumentRunsAreRefusedForOneCommand() throws IOException {
      assertThat(refusal(() -> ab("replay.rounds", "3")))
          .hasMessage(
              "-Dreplay.rounds=3: replay.rounds chooses what of a document runs; an ab one-off"
                  + " runs one command against one target, once: drop it, or replay a document"
                  + " (abreplay.Document -Dreplay.document=...)");
      assertThat(refusal(() -> ab("replay.systems.hello.url", "http://127.0.0.1:1/")))
          .hasMessageStartingWith(
              "-Dreplay.systems.hello.url=http://127.0.0.1:1/: replay.systems.hello.url chooses"
                  + " what of a document runs;");
      Path conf = Files.writeString(dir.resolve("scaled.conf"), "replay.scale = 0.1\n");
      assertThat(refusal(() -> ab("config.file", conf.toString())))
          .hasMessageStartingWith(conf + ":1: replay.scale chooses what of a document runs;");
    }

    @Test
    void aBudgetThatIsNotAutoNoneOrMoreThanZeroCoresIsOneLineEach() throws IOException {
      assertThat(refusal(() -> ab("replay.budget", "fast")))
          .hasMessage(
              "-Dreplay.budget=fast: replay.budget = \"fast\" is not auto, none or a number of"
                  + " cores: set it to auto (the largest budget the load generator can saturate,"
                  + " from the first system's warm-up), none, or the cores every system gets, e.g."
                  + " 0.35");
      assertThat(refusal(() -> ab("replay.budget", "0")))
          .hasMessage(
              "-Dreplay.budget=0: replay.budget = \"0\" is no CPU at all: give more than 0 cores,"
                  + " e.g. 0.35, or none for no budget");
      Path conf = Files.writeString(dir.resolve("budget.conf"), "replay.budget = -1\n");
      assertThat(refusal(() -> ab("config.file", conf.toString())))
          .hasMessage(
              conf
                  + ":1: replay.budget = -1 is no CPU at all: give more than 0 cores, e.g. 0.35,"
                  + " or none for no budget");
      assertThat(refusal(() -> ab("replay.budget", "0.01")))
          .hasMessage(
              "-Dreplay.budget=0.01: replay.budget = \"0.01\" is below the least the kernel gives"
                  + " in a period of 10 ms (0.1 core): give at least that, or a longer"
                  + " replay.budget-period");
      assertThat(refusal(() -> ab("replay.budget-period", "2000")))
          .hasMessageStartingWith(
              "-Dreplay.budget-period=2000: replay.budget-period = \"2000\" is outside the"
                  + " kernel's 1 to 1000 ms");
    }

    @Test
    void aBudgetIsReadAsItsKindWithItsPeriod() {
      RunPlan fixed = ab("replay.budget", "0.35", "replay.budget-period", "20");
      assertThat(fixed.settings().budget().fixed())
          .hasValue(new CpuBudget(0.35, Duration.ofMillis(20)));
      assertThat(ab().settings().budget().choice()).isEqualTo(new BudgetChoice.Auto());
      assertThat(ab("replay.budget", "none").settings().budget().off()).isTrue();
    }

    @Test
    void aWarmUpTimeCapShorterThanTheWarmUpsLeastSecondsIsRefusedNamingTheLeast() {
      assertThat(refusal(() -> ab("replay.warm-up-cap", "10")))
          .hasMessage(
              "-Dreplay.warm-up-cap=10: replay.warm-up-cap = 10 is shorter than the warm-up's"
                  + " least 15 s: set it to 0 (no time cap) or to 15 or more");
      assertThat(refusal(() -> ab("replay.target-warm-up-cap", "2")))
          .hasMessageStartingWith(
              "-Dreplay.target-warm-up-cap=2: replay.target-warm-up-cap = 2 is shorter than the"
                  + " warm-up's least 3 s");
    }

    @Test
    void theWarmUpsTimeCapsReachThePlanAndZeroIsNone() {
      RunPlan plan =
          ab("replay.warm-up-cap", "0", "replay.target-warm-up-cap", "20", "ab.target-port", "0");

      assertThat(plan.systems().get(0).warmUp().loadGeneratorCap()).isZero();
      assertThat(plan.systems().get(0).warmUp().targetCap()).isEqualTo(Duration.ofSeconds(20));
    }

    @Test
    void aTimeoutOfZeroIsRefused() {
      assertThat(refusal(() -> ab("replay.timeout", "0")))
          .hasMessage("-Dreplay.timeout=0: replay.timeout must be more than 0 s, e.g. 30");
    }

    @Test
    void aMisspelledKeyAsDIsShownWithItsValueAndTheNearestKey() {
      assertThat(refusal(() -> ab("ab.requets", "500")))
          .hasMessage("-Dab.requets=500: ab.requets is not a known key; did you mean ab.requests?");
    }

    @Test
    void aValueOfTheWrongTypeSaysWhatTheKeyWants() {
      assertThat(refusal(() -> ab("ab.requests", "abc")))
          .hasMessage(
              "-Dab.requests=abc: ab.requests = \"abc\" is not a whole number: set it to the number"
                  + " of requests, ab's -n, e.g. 20000");
    }

    @Test
    void zeroAndNegativeCountsAreOutOfRange() throws IOException {
      assertThat(refusal(() -> ab("ab.requests", "0")))
          .hasMessage(
              "-Dab.requests=0: ab.requests = \"0\" is out of range [1..]: set it to the number of"
                  + " requests, ab's -n, e.g. 20000");
      assertThat(refusal(() -> ab("ab.concurrency", "-5")))
          .hasMessage(
              "-Dab.concurrency=-5: ab.concurrency = \"-5\" is out of range [1..100000]: set it to"
                  + " the number of requests at a time, ab's -c, e.g. 100");
      Path conf = abConfEdited("concurrency = 100 ", "concurrency = 0 ");
      assertThat(refusal(() -> ab("config.file", conf.toString())))
          .hasMessage(
              conf
                  + ":"
                  + lineOf(conf, "concurrency = 0")
                  + ": ab.concurrency = 0 is out of range [1..100000]: set it to"
                  + " the number of requests at a time, ab's -c, e.g. 100");
    }

    @Test
    void moreUsersThanRequestsIsRefusedAsAbRefusesIt() {
      assertThat(refusal(() -> ab("ab.requests", "10", "ab.concurrency", "20")))
          .hasMessage(
              "-Dab.concurrency=20: ab.concurrency = 20 is more than ab.requests = 10 (ab refuses"
                  + " this too): lower -c or raise -n");
    }

    @Test
    void aMalformedUrlIsShownWithHowToWriteOne() {
      assertThat(refusal(() -> ab("ab.url", "http://exa mple/")))
          .hasMessage(
              "-Dab.url=http://exa mple/: ab.url = \"http://exa mple/\" is not a url (Illegal"
                  + " character in authority): write it as http://host[:port]/path");
      assertThat(refusal(() -> ab("ab.url", "localhost:8080/")))
          .hasMessage(
              "-Dab.url=localhost:8080/: ab.url = \"localhost:8080/\" is not an http:// or https://"
                  + " url with a host: write it as http://host[:port]/path");
    }

    @Test
    void aRemoteHostIsRefusedUnlessAllowedAndThenOnlyPlanned() {
      assertThat(refusal(() -> ab("ab.url", "http://server.invalid/")))
          .hasMessage(
              "-Dab.url=http://server.invalid/: ab.url = \"http://server.invalid/\": host"
                  + " server.invalid is not this machine; ab-replay sends load to loopback only"
                  + " unless replay.allow-remote = true (set it only for a server you run)");

      // Allowed, it is planned as given: the name is not even resolved (.invalid never resolves),
      // nothing is sent.
      RunPlan plan = ab("ab.url", "http://server.invalid/", "replay.allow-remote", "true");
      Target target = plan.systems().get(0).target();
      assertThat(target.bundled()).isFalse();
      assertThat(target)
          .isEqualTo(Target.external("server.invalid", URI.create("http://server.invalid/")));
      assertThat(plan.title()).isEqualTo("ab -n 20000 -c 100 against http://server.invalid/");
    }

    @Test
    void anUnknownTargetListsTheProfilesAndTheNearestOne() {
      assertThat(refusal(() -> ab("ab.target", "helo")))
          .hasMessage(
              "-Dab.target=helo: ab.target = \"helo\": no such stand-in profile (did you mean"
                  + " hello?): there is no targets/helo.conf; known profiles: "
                  + String.join(", ", ProfileLoader.standard().names()));
    }

    @Test
    void aConfigFileThatDoesNotExistIsNamedAsGiven() {
      assertThat(refusal(() -> ab("config.file", "conf/abb.conf")))
          .hasMessage(
              "-Dconfig.file=conf/abb.conf: no such file (looked for "
                  + Home.dir().resolve("conf/abb.conf")
                  + "); point -Dconfig.file at a conf file, e.g. conf/ab.conf");
    }

    @Test
    void aTakenTargetPortIsRefusedWithHowToFindWhatHoldsIt() throws IOException {
      try (ServerSocket taken = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
        int port = taken.getLocalPort();

        assertThat(refusal(() -> ab("ab.target-port", Integer.toString(port))))
            .hasMessage(
                "-Dab.target-port="
                    + port
                    + ": ab.target-port = "
                    + port
                    + ": port "
                    + port
                    + " on 127.0.0.1 is taken by another process: choose another port, 0 for a free"
                    + " one, or stop what listens there (ss -ltnp 'sport = :"
                    + port
                    + "')");
      }
    }

    @Test
    void aConcurrencyBeyondWhatOneInjectorHoldsGivesTheFiguresAndTheFix() {
      Limits limits = Limits.read();
      assumeThat(LayoutPlanner.usersPerInjector(limits.openFilesHard()))
          .as("one injector holds 20,000 users here")
          .isLessThan(20_000);
      assumeThat(LayoutPlanner.INJECTOR_RUNTIME).as("this build runs several injectors").isFalse();

      assertThat(refusal(() -> ab("ab.requests", "100000", "ab.concurrency", "20000")))
          .hasMessage(
              String.format(
                  "-Dab.concurrency=20000: ab.concurrency = 20000 cannot run here: needs 2"
                      + " injectors (one holds at most %,d users under the open-file hard limit of"
                      + " %,d); the injector runtime is not in this build: raise the open-file hard"
                      + " limit (ulimit -Hn / nofile in /etc/security/limits.conf) above 20,200, or"
                      + " lower -c",
                  LayoutPlanner.usersPerInjector(limits.openFilesHard()), limits.openFilesHard()));
    }

    @Test
    void injectorsOtherThanAutoOrOneToSixtyFourAreRefusedWithTheFix() {
      assertThat(refusal(() -> ab("replay.injectors", "three")))
          .hasMessage(
              "-Dreplay.injectors=three: replay.injectors = \"three\" is not auto or a whole number"
                  + " in [1..64]: set it to auto (as many load-generator processes as the open-file"
                  + " limit needs, usually 1) or a number of injectors from 1 to 64, e.g. 2");
      assertThat(refusal(() -> ab("replay.injectors", "0")))
          .hasMessage(
              "-Dreplay.injectors=0: replay.injectors = \"0\" is out of range [1..64]: set it to"
                  + " auto (as many load-generator processes as the open-file limit needs, usually"
                  + " 1) or a number of injectors from 1 to 64, e.g. 2");
      assertThat(refusal(() -> ab("replay.injectors", "3", "ab.concurrency", "2")))
          .hasMessage(
              "-Dreplay.injectors=3: replay.injectors = 3 is more injectors than the step's 2 users"
                  + " (an injector would have none): set replay.injectors to at most 2, or auto");
    }

    @Test
    void aCpuListThatIsNotOneOrNamesCpusThisMachineHasNotIsRefused() {
      assertThat(refusal(() -> ab("replay.cpus.target", "1-x")))
          .hasMessage(
              "-Dreplay.cpus.target=1-x: replay.cpus.target = \"1-x\": \"1-x\" is not a CPU number"
                  + " or range: write CPUs as taskset -c takes them, e.g. 0 or 0-1 or 0,2");
      assertThat(refusal(() -> ab("replay.cpus.load-generator", "0,999")))
          .hasMessage(
              "-Dreplay.cpus.load-generator=0,999:"
                  + " replay.cpus.load-generator = \"0,999\": this machine has "
                  + CpuSet.online().described()
                  + " online: choose among them");
    }

    @Test
    void aReceiveErrorsChoiceOtherThanAbsIsRefusedWithTheNearest() {
      assertThat(refusal(() -> ab("replay.receive-errors", "contiue")))
          .hasMessage(
              "-Dreplay.receive-errors=contiue: replay.receive-errors = \"contiue\" is not one of"
                  + " stop, continue (did you mean continue?)");
    }

    /** conf/ab.conf with one edit, in a file of the test's (given as -Dconfig.file). */
    private Path abConfEdited(String from, String to) throws IOException {
      String conf = Files.readString(Home.dir().resolve("conf/ab.conf"));
      assertThat(conf).contains(from);
      return Files.writeString(dir.resolve("ab.conf"), conf.replace(from, to));
    }
  }

  /** A document's plan, in a project folder of the test's whose copies each case breaks. */
  @Nested
  class DocumentReplayPlan {
    @TempDir Path home;

    @BeforeEach
    void copyTheProjectFolder() {
      GatlingRun.copyOfHome(home);
    }

    @Test
    void aMisspelledKeyInTheDocumentIsShownOnItsLineWithTheNearestKey() throws IOException {
      edit(DOCUMENT, "  notes = ", "  note = ");

      assertThat(refusal(() -> document()).problems())
          .containsExactly(
              DOCUMENT
                  + ":"
                  + lineOf("  note = ")
                  + ": document.note is not a known key; did you mean document.notes?");
    }

    @Test
    void aPublishedFigureForASystemTheDocumentDoesNotHaveIsRefused() throws IOException {
      edit(DOCUMENT, "      nginx { requests-per-second", "      ngnix { requests-per-second");

      assertThat(refusal(() -> document()).problems())
          .containsExactly(
              DOCUMENT
                  + ":"
                  + lineOf("ngnix {")
                  + ": published \"ngnix\" is not one of this document's: nginx, go, swoole (did"
                  + " you mean nginx?)");
    }

    @Test
    void aClaimAboutAnUnknownScenarioIsRefused() throws IOException {
      edit(
          DOCUMENT,
          "over = nginx, scenarios = [\"c100-n1000000-k\"]",
          "over = nginx, scenarios = [\"c100-n100000-k\"]");

      assertThat(refusal(() -> document()).problems())
          .containsExactly(
              DOCUMENT
                  + ":"
                  + lineOf("c100-n100000-k")
                  + ": claim scenario \"c100-n100000-k\" is not one of this document's:"
                  + " c100-n1000000-k (did you mean c100-n1000000-k?)");
    }

    @Test
    void aBrokenProfileOfASystemIsNamedByItsOwnFileAndLine() throws IOException {
      edit("targets/nginx-1.4.6.conf", "workers = 4", "worker = 4");

      assertThat(refusal(() -> document()).problems())
          .containsExactly(
              "targets/nginx-1.4.6.conf:"
                  + lineOf("targets/nginx-1.4.6.conf", "worker = 4")
                  + ": worker is not a known key; did you mean workers?",
              "targets/nginx-1.4.6.conf: workers is missing: set it to the server's event loops /"
                  + " worker processes, e.g. 4");
    }

    @Test
    void injectorsOtherThanAutoOrOneToSixtyFourAreRefusedInTheFileAndAsD() throws IOException {
      assertThat(refusal(() -> document("replay.injectors", "65")))
          .hasMessage(
              "-Dreplay.injectors=65: replay.injectors = \"65\" is out of range [1..64]: set it to"
                  + " auto (as many load-generator processes as the open-file limit needs, usually"
                  + " 1) or a number of injectors from 1 to 64, e.g. 2");
      edit(DOCUMENT, "  warm-up = 200000", "  injectors = many\n  warm-up = 200000");

      assertThat(refusal(() -> document()).problems())
          .containsExactly(
              DOCUMENT
                  + ":"
                  + lineOf("injectors = many")
                  + ": replay.injectors = \"many\" is not auto or a whole number in [1..64]: set it"
                  + " to auto (as many load-generator processes as the open-file limit needs,"
                  + " usually 1) or a number of injectors from 1 to 64, e.g. 2");
    }

    @Test
    void anUnknownSystemToReplayListsTheDocumentsSystemsAndTheNearest() {
      assertThat(refusal(() -> document("replay.systems", "ngnix")))
          .hasMessage(
              "-Dreplay.systems=ngnix: replay.systems \"ngnix\" is not one of this document's:"
                  + " nginx, go, swoole (did you mean nginx?)");
    }

    @Test
    void aMisspelledSystemKeySuggestsTheUrlKey() {
      assertThat(refusal(() -> document("replay.systems.nginx.ur", "http://127.0.0.1:1/")))
          .hasMessage(
              "-Dreplay.systems.nginx.ur=http://127.0.0.1:1/: replay.systems.nginx.ur is not a"
                  + " known key; did you mean replay.systems.nginx.url?");
    }

    @Test
    void aRemoteUrlForASystemIsRefusedUnlessAllowed() {
      assertThat(refusal(() -> document("replay.systems.nginx.url", "http://server.invalid/")))
          .hasMessage(
              "-Dreplay.systems.nginx.url=http://server.invalid/: replay.systems.nginx.url ="
                  + " \"http://server.invalid/\": host server.invalid is not this machine;"
                  + " ab-replay sends load to loopback only unless replay.allow-remote = true (set"
                  + " it only for a server you run)");
    }

    @Test
    void aBrokenRealServerFileIsNamedByItsOwnFileAndLine() throws IOException {
      String conf = "targets/real/nginx-static/real-server.conf";
      edit(conf, "start = [", "strat = [");

      assertThat(refusal(() -> document("replay.real", "true")).problems())
          .containsExactly(
              conf
                  + ":"
                  + lineOf(conf, "strat = [")
                  + ": strat is not a known key; did you mean start?",
              conf
                  + ": start is missing: set it to its command line, e.g. [\"{nginx}\", \"-c\","
                  + " \"{dir}/nginx.conf\"]");
    }

    @Test
    void anUnknownPlaceholderInARealServersTemplateIsNamedOnItsLine() throws IOException {
      String template = "targets/real/nginx-static/nginx.conf";
      edit(
          template,
          "listen 127.0.0.1:{port} default_server",
          "listen 127.0.0.1:{prot} default_server");

      assertThat(refusal(() -> document("replay.compare", "true")))
          .hasMessage(
              template
                  + ":"
                  + lineOf(template, "{prot}")
                  + ": \"listen 127.0.0.1:{prot} default_server reuseport backlog=65535;\" uses"
                  + " unknown placeholder"
                  + " {prot}; known: {classpath}, {dir}, {home}, {java}, {nginx}, {port}");
    }

    @Test
    void aRealServerPlayingASystemTheDocumentDoesNotHaveIsRefused() throws IOException {
      String conf = "targets/real/nginx-static/real-server.conf";
      edit(conf, "plays = [\"000/nginx\"]", "plays = [\"000/ngnix\"]");

      assertThat(refusal(() -> document("replay.real", "true")))
          .hasMessage(
              conf
                  + ":"
                  + lineOf(conf, "000/ngnix")
                  + ": plays: system \"ngnix\" is not one of this document's: nginx, go, swoole"
                  + " (did you mean nginx?)");
    }

    @Test
    void aRealServerForASystemThatHasNoneSaysWhatToAdd() throws IOException {
      Files.delete(home.resolve("targets/real/swoole-1.7-base/real-server.conf"));

      assertThat(refusal(() -> document("replay.systems.swoole.real", "true")))
          .hasMessage(
              "-Dreplay.systems.swoole.real=true: swoole has no real server here (no folder of"
                  + " targets/real/ plays 000/swoole; real servers of document 000: go"
                  + " (targets/real/go-net-http), nginx (targets/real/nginx-static)): replay it on"
                  + " its stand-in, or add targets/real/<name>/real-server.conf with plays ="
                  + " [\"000/swoole\"]");
    }

    @Test
    void aRealServerForAnUnknownSystemOrWithAValueThatIsNotABooleanIsRefused() {
      assertThat(refusal(() -> document("replay.systems.ngnix.real", "true")))
          .hasMessage(
              "-Dreplay.systems.ngnix.real=true: system \"ngnix\" is not one of this document's:"
                  + " nginx, go, swoole (did you mean nginx?)");
      assertThat(refusal(() -> document("replay.systems.nginx.real", "yes")))
          .hasMessage(
              "-Dreplay.systems.nginx.real=yes: replay.systems.nginx.real = \"yes\" is not true or"
                  + " false: set it to true to replay nginx on its real server");
      assertThat(refusal(() -> document("replay.compare", "maybe")))
          .hasMessage(
              "-Dreplay.compare=maybe: replay.compare = \"maybe\" is not true or false: set it to"
                  + " true to replay every system that has a real server twice, stand-in then"
                  + " real");
    }

    @Test
    void aUrlSystemJoinsTheBudgetOnlyWhereItIsSaid() {
      RunPlan plan =
          document(
              "replay.systems.nginx.url",
              "http://127.0.0.1:8080/",
              "replay.systems.nginx.budget",
              "true");
      assertThat(plan.settings().budget().urlSystems()).containsExactly("nginx");
      assertThat(refusal(() -> document("replay.systems.go.budget", "true")))
          .hasMessage(
              "-Dreplay.systems.go.budget=true: go has no url: every server the run starts"
                  + " itself is inside the budget already; replay.systems.go.budget = true is for a"
                  + " server you run, named by replay.systems.go.url");
      assertThat(refusal(() -> document("replay.systems.nginx.budget", "yes")))
          .hasMessage(
              "-Dreplay.systems.nginx.budget=yes: replay.systems.nginx.budget = \"yes\" is not"
                  + " true or false: set it to true to run nginx's server (on its url) inside the"
                  + " run's CPU budget");
    }

    @Test
    void aSystemOnBothItsRealServerAndAUrlIsRefused() {
      assertThat(
              refusal(
                  () ->
                      document(
                          "replay.systems.nginx.real",
                          "true",
                          "replay.systems.nginx.url",
                          "http://127.0.0.1:8080/")))
          .hasMessage(
              "-Dreplay.systems.nginx.real=true: nginx also has a url (http://127.0.0.1:8080/): a"
                  + " system runs on its bundled real server or on a url, not both; drop one");
    }

    private RunPlan document(String... keys) {
      return DocumentReplay.load(home, DOCUMENT, properties(keys));
    }

    private void edit(String file, String from, String to) throws IOException {
      String text = Files.readString(home.resolve(file));
      assertThat(text).contains(from);
      Files.writeString(home.resolve(file), text.replace(from, to));
    }

    private int lineOf(String text) throws IOException {
      return lineOf(DOCUMENT, text);
    }

    private int lineOf(String file, String text) throws IOException {
      return BadInputTest.lineOf(home.resolve(file), text);
    }
  }

  /** A stand-in that cannot start says why in its own one line, which its launcher passes on. */
  @Nested
  class StandInLauncher {
    @TempDir Path logs;

    @Test
    void anUnknownProfileEndsTheStartWithTheStandInsOwnLine() {
      StandInError error = startFails("no-such-profile", 0);

      assertThat(error.getMessage())
          .startsWith("stand-in no-such-profile exited before it listened; its last lines:")
          .contains("ab-replay: stand-in profile \"no-such-profile\": no such stand-in profile");
    }

    @Test
    void aTakenPortEndsTheStartWithTheStandInsOwnLine() throws IOException {
      try (ServerSocket taken = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
        StandInError error = startFails("hello", taken.getLocalPort());

        assertThat(error.getMessage())
            .startsWith("stand-in hello exited before it listened; its last lines:")
            .contains(
                "ab-replay: port "
                    + taken.getLocalPort()
                    + " on 127.0.0.1 is taken by another process");
      }
    }

    /**
     * Starts {@code profile}, expecting it to fail: well before the launcher's own 60 s wait for
     * "listening".
     */
    private StandInError startFails(String profile, int port) {
      Throwable thrown =
          assertTimeoutPreemptively(
              Duration.ofSeconds(30),
              () ->
                  catchThrowable(
                      () ->
                          StandInProcess.start(
                                  profile,
                                  port,
                                  logs.resolve(profile + ".log"),
                                  Home.dir(),
                                  Optional.empty())
                              .stop()));
      assertThat(thrown).isInstanceOf(StandInError.class);
      return (StandInError) thrown;
    }
  }

  /** What a user of the simulation sees: Gatling's launcher, as `mvn gatling:test` forks it. */
  @Nested
  class ThroughGatling {
    @TempDir Path results;

    @Test
    void aBadKeyExitsWithCode3AndOneLineBeforeAnyRunFolderExists() throws IOException {
      GatlingRun.Result run =
          GatlingRun.run(
              "abreplay.AbSimulation",
              Map.of("ab.requets", "100"),
              results,
              Duration.ofSeconds(90));

      assertThat(run.exitCode()).as(run.output()).isEqualTo(3);
      assertThat(run.output().lines().filter(l -> l.startsWith("ab-replay: ")))
          .containsExactly(
              "ab-replay: -Dab.requets=100: ab.requets is not a known key; did you mean"
                  + " ab.requests?");
      assertThat(run.output()).doesNotContain("\tat ").doesNotContain("Exception");
      try (Stream<Path> entries = Files.list(results)) {
        assertThat(entries.filter(Files::isDirectory)).as("run folders").isEmpty();
      }
    }
  }

  private static RunPlan ab(String... keys) {
    return AbReplay.load(Home.dir(), properties(keys));
  }

  private static Properties properties(String... keys) {
    Properties properties = new Properties();
    for (int i = 0; i < keys.length; i += 2) properties.setProperty(keys[i], keys[i + 1]);
    return properties;
  }

  private static ConfigError refusal(ThrowingCallable plan) {
    Throwable thrown = catchThrowable(plan);
    if (!(thrown instanceof ConfigError error))
      return fail("expected a ConfigError, got " + thrown);
    return error;
  }

  /** The 1-based line of {@code file} that holds {@code text}. */
  private static int lineOf(Path file, String text) throws IOException {
    List<String> lines = Arrays.asList(Files.readString(file).split("\n", -1));
    return lines.indexOf(lines.stream().filter(l -> l.contains(text)).findFirst().orElseThrow())
        + 1;
  }
}
