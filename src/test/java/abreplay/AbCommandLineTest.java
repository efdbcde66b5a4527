package abreplay;

import static org.assertj.core.api.Assertions.assertThat;

import abreplay.config.Home;
import abreplay.testing.AbReplayScript;
import abreplay.testing.AbReplayScript.Ran;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * {@code ./ab-replay}'s ab command line as a user types it: what it is given is checked before
 * Maven starts, a problem is one line and exit status 3 with nothing else printed, and ab's options
 * become their keys. Each case runs as a dry run (ABREPLAY_DRY_RUN=1), so that a command the check
 * wrongly let through prints its Maven command, and this test fails, rather than starting a run.
 */
class AbCommandLineTest {
  private static Ran abReplay(String... args) {
    return AbReplayScript.run(Map.of("ABREPLAY_DRY_RUN", "1"), args[0], rest(args));
  }

  private static String[] rest(String[] args) {
    String[] rest = new String[args.length - 1];
    System.arraycopy(args, 1, rest, 0, rest.length);
    return rest;
  }

  private static void refused(Ran ran, String line) {
    assertThat(ran.err()).isEqualTo("ab-replay: " + line + "\n");
    assertThat(ran.out()).as("nothing else, no Maven").isEmpty();
    assertThat(ran.exitCode()).isEqualTo(3);
  }

  @Test
  void aCountThatIsNotANumberIsOneLineNamingItsKey() {
    refused(
        abReplay("-n", "abc"),
        "-Dab.requests=abc: ab.requests = \"abc\" is not a whole number: set it to the number of"
            + " requests, ab's -n, e.g. 20000");
  }

  @Test
  void noUsersAtAllIsOutOfRange() {
    refused(
        abReplay("-c", "0", "-n", "10"),
        "-Dab.concurrency=0: ab.concurrency = \"0\" is out of range [1..100000]: set it to the"
            + " number of requests at a time, ab's -c, e.g. 100");
  }

  @Test
  void aRemoteHostIsRefusedUnlessTheRunOptionAllowsIt() {
    refused(
        abReplay("-n", "10", "-c", "1", "http://example.com/"),
        "-Dab.url=http://example.com/: ab.url = \"http://example.com/\": host example.com is not"
            + " this machine; ab-replay sends load to loopback only unless replay.allow-remote ="
            + " true (set it only for a server you run)");
  }

  @Test
  void moreUsersThanRequestsIsRefusedAsAbRefusesIt() {
    refused(
        abReplay("-n", "10", "-c", "20"),
        "-Dab.concurrency=20: ab.concurrency = 20 is more than ab.requests = 10 (ab refuses this"
            + " too): lower -c or raise -n");
  }

  @Test
  void aMisspelledKeyOrABadValueGivenAsDIsOneLine() {
    refused(
        abReplay("-Dab.reqests=5"),
        "-Dab.reqests=5: ab.reqests is not a known key; did you mean ab.requests?");
    refused(
        abReplay("-n", "100", "-Dreplay.timeout=soon"),
        "-Dreplay.timeout=soon: replay.timeout = \"soon\" is not a duration such as 30s or 8.6ms:"
            + " set it to ab -s: seconds to wait for each response, e.g. 30");
  }

  @Test
  void absOptionsBecomeTheirKeysAndKeepAliveOnlyWithDashK() {
    Ran plain = abReplay("-n", "100", "-c", "10");
    Ran all = abReplay("-kc", "10", "-n100", "-s", "5", "-r", "-l", "-Dreplay.warm-up=0");

    String maven =
        Home.dir().resolve("mvnw")
            + " -B -q gatling:test -Dgatling.simulationClass=abreplay.AbSimulation";
    assertThat(plain.err()).isEmpty();
    assertThat(plain.out()).isEqualTo(maven + " -Dab.requests=100 -Dab.concurrency=10\n");
    assertThat(all.err()).isEmpty();
    assertThat(all.out())
        .isEqualTo(
            maven
                + " -Dab.keep-alive=true -Dab.concurrency=10 -Dab.requests=100 -Dreplay.timeout=5"
                + " -Dreplay.receive-errors=continue -Dreplay.variable-length=true"
                + " -Dreplay.warm-up=0\n");
    assertThat(all.exitCode()).isZero();
  }

  @Test
  void absOtherFlagsAreRefusedByTheNameAbGivesThemGluedOrApart() {
    refused(
        abReplay("-n", "100", "-t", "5"),
        "ab's -t (timelimit) is not supported: ab-replay takes -n, -c, -k, -s, -r, -l and a url");
    refused(
        abReplay("-kH", "Accept: */*"),
        "ab's -H (extra header) is not supported: ab-replay takes -n, -c, -k, -s, -r, -l and a"
            + " url");
    refused(abReplay("-j"), "option -j is not one of ab's");
  }

  @Test
  void helpPrintsTheUsageOfTheCommandAndOfEachSubcommand() {
    Ran help = abReplay("--help");
    Ran importHelp = abReplay("import", "--help");

    assertThat(help.exitCode()).isZero();
    assertThat(help.out())
        .startsWith("Usage: ./ab-replay ")
        .contains("-n  requests", "-c  concurrency", "import", "check", "rebuild", "merge");
    assertThat(importHelp.exitCode()).isZero();
    assertThat(importHelp.out()).startsWith("Usage: ./ab-replay import [-h] <post>");
  }
}
