package abreplay.standin;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.catchThrowable;

import abreplay.config.ConfigError;
import abreplay.config.Home;
import abreplay.standin.ServeScript.Finished;
import java.io.IOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.nio.file.Files;
import java.nio.file.Path;
import org.assertj.core.api.ThrowableAssert.ThrowingCallable;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A broken profile is refused before anything listens, with one line per problem that names the
 * file and line, the key, the value and the fix: each case edits a copy of targets/hello.conf in a
 * project folder of its own.
 */
class ProfileErrorsTest {
  @TempDir Path home;
  private String hello;
  private ProfileLoader loader;

  @BeforeEach
  void copyHelloIntoItsOwnProjectFolder() throws IOException {
    hello = Files.readString(Home.dir().resolve("targets/hello.conf"));
    Files.createDirectories(home.resolve("targets"));
    Files.writeString(home.resolve("targets/hello.conf"), hello);
    loader = new ProfileLoader(home);
  }

  @Test
  void namesAMissingRequiredKeyAndWhatToSetItTo() throws IOException {
    ConfigError error =
        loadEdited("no-emulates", "emulates = \"a plain HTTP server answering Hello World\"\n", "");

    assertThat(error.problems())
        .singleElement()
        .asString()
        .startsWith("targets/no-emulates.conf: emulates is missing: set it to ");
  }

  @Test
  void pointsAtAMistypedKeyOnItsLineAndSuggestsTheKnownOne() throws IOException {
    ConfigError error = loadEdited("typo", "workers = 2", "worker = 2");

    assertThat(error.problems())
        .contains(
            "targets/typo.conf:"
                + lineOf("workers = 2")
                + ": worker is not a known key; did you mean workers?");
  }

  @Test
  void listsTheValuesAnOptionAllowsAndTheNearestOne() throws IOException {
    ConfigError error = loadEdited("enum", "http11 = content-length", "http11 = chunks");

    assertThat(error.problems())
        .containsExactly(
            "targets/enum.conf:"
                + lineOf("http11 = content-length")
                + ": framing.http11 = \"chunks\" is not one of content-length, close-delimited,"
                + " chunked (did you mean chunked?)");
  }

  @Test
  void refusesAnUnknownPlaceholderInAHeader() throws IOException {
    ConfigError error = loadEdited("placeholder", "\"Date: {date}\"", "\"Date: {now}\"");

    assertThat(error.problems())
        .singleElement()
        .asString()
        .startsWith("targets/placeholder.conf:" + lineOf("\"Date: {date}\"") + ": ")
        .contains(
            "header \"Date: {now}\" uses unknown placeholder {now}; known: [date, content-length,");
  }

  @Test
  void listsTheKnownProfilesAndTheNearestForAnUnknownName() throws IOException {
    Files.writeString(home.resolve("targets/world.conf"), hello);

    ConfigError error = refusal(() -> loader.load("helo"));

    assertThat(error)
        .hasMessage(
            "stand-in profile \"helo\": no such stand-in profile (did you mean hello?):"
                + " there is no targets/helo.conf; known profiles: hello, world");
  }

  @Test
  void namesTheBodyFileThatDoesNotExist() throws IOException {
    ConfigError error =
        loadEdited(
            "no-body", "body = \"Hello World\\n\"", "body-file = \"user-files/missing.html\"");

    assertThat(error.problems())
        .containsExactly(
            "targets/no-body.conf:"
                + lineOf("body = ")
                + ": body-file = \"user-files/missing.html\": no such file (looked for "
                + home.resolve("user-files/missing.html")
                + "); create it or fix the path");
  }

  @Test
  void refusesATakenPortNamingIt() throws IOException {
    try (ServerSocket taken = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
      int port = taken.getLocalPort();

      assertThatThrownBy(() -> StandInServer.start(loader.load("hello"), port).close())
          .isInstanceOf(StandInError.class)
          .hasMessageStartingWith("port " + port + " on 127.0.0.1 is taken by another process");
    }
  }

  @Test
  void serveScriptRefusesAnUnknownProfileInOneLineWithoutAStackTrace() throws Exception {
    Finished serve = ServeScript.run("ngnix-1.4.6");

    assertThat(serve.exitCode()).isNotZero();
    assertThat(serve.stdout()).isEmpty();
    // When sources are newer than the build, the script compiles first and Maven 3.8 writes bare
    // colour
    // resets (ESC[0m) even with -B -q: terminal codes, not lines.
    String stderr = serve.stderr().replaceAll("\\x1B\\[[0-9;]*m", "");
    assertThat(stderr.lines())
        .singleElement()
        .asString()
        .startsWith(
            "ab-replay: stand-in profile \"ngnix-1.4.6\": no such stand-in profile (did you mean"
                + " nginx-1.4.6?)")
        .contains("known profiles: " + String.join(", ", StandIns.names()));
  }

  /**
   * Writes targets/{@code name}.conf as hello.conf with one edit, and the ConfigError loading it
   * gives.
   */
  private ConfigError loadEdited(String name, String from, String to) throws IOException {
    assertThat(hello).contains(from);
    Files.writeString(home.resolve("targets/" + name + ".conf"), hello.replace(from, to));
    return refusal(() -> loader.load(name));
  }

  private static ConfigError refusal(ThrowingCallable load) {
    Throwable thrown = catchThrowable(load);
    assertThat(thrown).isInstanceOf(ConfigError.class);
    return (ConfigError) thrown;
  }

  /**
   * The 1-based line of hello.conf where {@code text} is: the line of an edit that keeps the line
   * count.
   */
  private int lineOf(String text) {
    return (int) hello.substring(0, hello.indexOf(text)).chars().filter(c -> c == '\n').count() + 1;
  }
}
