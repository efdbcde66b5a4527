package abreplay.document;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import abreplay.config.ConfigError;
import abreplay.config.Home;
import abreplay.replay.DocumentReplay;
import abreplay.request.Method;
import abreplay.request.Request;
import abreplay.testing.GatlingRun;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.Properties;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A scenario's request as a conf writes it (method, headers, body), ab's or another tool's, read
 * into its type; without those keys, ab's plain GET; each mistake one line naming the file, the
 * line, the key and the fix.
 */
class RequestReaderTest {
  @TempDir Path home;

  private static final String CONF = "conf/documents/900-post.conf";

  @BeforeEach
  void copyTheProjectFolder() {
    GatlingRun.copyOfHome(home);
  }

  /** A document of one scenario whose line 10 holds {@code keys}, after ab's or wrk's own. */
  private Document read(String tool, String keys) throws Exception {
    Files.writeString(
        home.resolve(CONF),
        String.join(
            "\n",
            "document {",
            "  id = \"900\", title = \"t\", source = \"s\", baseline = a",
            "  machine { cores = \"1\", cpu = \"c\", memory = \"m\", os = \"o\","
                + " load-generator = \"ab\" }",
            "}",
            "systems { a { target = hello } }",
            "scenarios = [",
            "  {",
            "    id = \"s1\", path = \"/\"",
            tool.equals("ab")
                ? "    requests = 10, concurrency = 1, keep-alive = true"
                : "    tool = wrk, load { model = closed-by-duration, connections = 2, duration ="
                    + " 1s }",
            "    " + keys,
            "  }",
            "]",
            "claims = []",
            ""));
    return DocumentReplay.read(home, CONF, new Properties()).document();
  }

  private List<String> problems(String keys) {
    return catchThrowableOfType(() -> read("ab", keys), ConfigError.class).problems();
  }

  @Test
  void anAbScenarioSendsItsMethodItsHeadersInTheOrderOfTheirLinesAndItsBody() throws Exception {
    Scenario s =
        read(
                "ab",
                "method = POST, body = \"{\\\"n\\\":1}\"\n"
                    + "    headers {\n"
                    + "      X-Trace = \"1\"\n"
                    + "      Content-Type = \"application/json\"\n"
                    + "    }")
            .scenarios()
            .get(0);

    assertThat(s.request())
        .isEqualTo(
            new Request(
                Method.POST,
                List.of(
                    new Request.Header("X-Trace", "1"),
                    new Request.Header("Content-Type", "application/json")),
                Optional.of("{\"n\":1}")));
    assertThat(s.request().contentLength()).isEqualTo(7);
  }

  @Test
  void aWrkScenarioSendsItsRequestToo() throws Exception {
    Scenario s = read("wrk", "method = PUT, body = \"x\"").scenarios().get(0);

    assertThat(s.tool()).isEqualTo(LoadTool.WRK);
    assertThat(s.request()).isEqualTo(new Request(Method.PUT, List.of(), Optional.of("x")));
  }

  @Test
  void aScenarioWithoutRequestKeysSendsAbsPlainGetAsEveryBundledDocumentDoes() throws Exception {
    assertThat(read("ab", "").scenarios().get(0).request()).isEqualTo(Request.GET);
    try (Stream<Path> confs = Files.list(Home.dir().resolve("conf/documents"))) {
      for (Path conf : confs.filter(f -> f.getFileName().toString().matches("00[0-4]-.*")).toList())
        assertThat(
                DocumentReplay.read(
                        Home.dir(), "conf/documents/" + conf.getFileName(), new Properties())
                    .document()
                    .scenarios())
            .as(conf.toString())
            .allMatch(s -> s.request().plain());
    }
  }

  @Test
  void aMethodTheReplayDoesNotSendIsOneLineNamingTheFileLineKeyAndTheNearestMethod() {
    assertThat(problems("method = post"))
        .containsExactly(
            CONF
                + ":10: method = \"post\" is not one of GET, HEAD, POST, PUT, DELETE, PATCH,"
                + " OPTIONS (did you mean POST?)");
  }

  @Test
  void aHeaderTheReplayWritesItselfIsRefusedSayingWhatWritesIt() {
    assertThat(problems("body = \"x\", headers { Content-Length = \"1\" }"))
        .containsExactly(
            CONF
                + ":10: scenario s1: headers.Content-Length is the replay's own (the body's length"
                + " in bytes); remove it");
  }

  @Test
  void anAbScenarioNoReplayCanSendIsNotReplayableWithItsReason() throws Exception {
    Scenario s =
        read(
                "ab",
                "method = POST, load { model = not-replayable, reason = \"body not in the post\","
                    + " detail = \"ab's body file p.json is not in the post\" }")
            .scenarios()
            .get(0);

    assertThat(s.load())
        .isEqualTo(
            new LoadModel.NotReplayable(
                1, "body not in the post", "ab's body file p.json is not in the post"));
    assertThat(s.request().method()).isEqualTo(Method.POST);
  }
}
