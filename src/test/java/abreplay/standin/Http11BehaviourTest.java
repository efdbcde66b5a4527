package abreplay.standin;

import static abreplay.standin.Profile.BodyFraming.CHUNKED;
import static abreplay.standin.Profile.BodyFraming.CLOSE_DELIMITED;
import static abreplay.standin.Profile.BodyFraming.CONTENT_LENGTH;
import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.params.provider.Arguments.arguments;

import abreplay.config.Home;
import abreplay.standin.Profile.BodyFraming;
import abreplay.standin.RawHttp.Response;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.ZonedDateTime;
import java.time.format.DateTimeFormatter;
import java.util.Optional;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * What each stand-in answers to HTTP/1.1 as Gatling sends it, byte for byte on a raw socket: the
 * real server's status line, Connection header, framing and close, which ab (HTTP/1.0) never sees.
 */
class Http11BehaviourTest {
  /** A server that keeps the connection stays silent this long after its response. */
  private static final Duration KEPT_OPEN_FOR = Duration.ofMillis(300);

  /** A server that closes does so right after its response; this only bounds the wait. */
  private static final Duration CLOSES_WITHIN = Duration.ofSeconds(5);

  private static final String KEEP_ALIVE_GET = "keep-alive";
  private static final String CLOSING_GET = "connection: close";

  /**
   * The answer to Gatling's keep-alive GET.
   *
   * @param keptConnectionHeader the Connection header of a response that keeps the connection, null
   *     for none
   * @param keeps whether the server keeps the connection (php -S never does, and says close)
   */
  record Http11(String profile, String keptConnectionHeader, BodyFraming framing, boolean keeps) {
    @Override
    public String toString() {
      return profile;
    }
  }

  static Stream<Http11> answers() {
    return Stream.of(
        new Http11("hello", null, CONTENT_LENGTH, true),
        // Go writes "Connection: keep-alive" only to an HTTP/1.0 client, fasthttp likewise.
        new Http11("go-1.12-hello", null, CONTENT_LENGTH, true),
        new Http11("go-1.5-net-http", null, CONTENT_LENGTH, true),
        new Http11("woo-fasthttp", null, CONTENT_LENGTH, true),
        new Http11("nginx-1.4.6", "keep-alive", CONTENT_LENGTH, true),
        new Http11("laravel-octane", "keep-alive", CONTENT_LENGTH, true),
        new Http11("swoole-1.7-base", "keep-alive", CONTENT_LENGTH, true),
        new Http11("swoole-4-hello", "keep-alive", CONTENT_LENGTH, true),
        new Http11("swoole-4-static", "keep-alive", CONTENT_LENGTH, true),
        new Http11("swoole-debug-empty", "keep-alive", CONTENT_LENGTH, true),
        // No length known: chunked to HTTP/1.1 (where ab's HTTP/1.0 got a close-delimited body).
        new Http11("node-http", "keep-alive", CHUNKED, true),
        new Http11("laravel-fpm", "keep-alive", CHUNKED, true),
        new Http11("php-builtin", "close", CLOSE_DELIMITED, false));
  }

  static Stream<Http11> keepingAnswers() {
    return answers().filter(Http11::keeps);
  }

  @Test
  void describesEveryProfileInTargets() {
    assertThat(answers().map(Http11::profile))
        .containsExactlyInAnyOrderElementsOf(StandIns.names());
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("answers")
  void answersGatlingsKeepAliveRequestAsTheRealServerDoes(Http11 expected) throws Exception {
    try (StandInServer server = StandIns.start(expected.profile());
        RawHttp connection = RawHttp.connect(server.port())) {
      Response response =
          connection.send(RawHttp.get(StandIns.pathOf(server), server.port())).read();

      assertThat(response.statusLine()).isEqualTo("HTTP/1.1 200 OK");
      assertThat(response.header("Connection"))
          .isEqualTo(Optional.ofNullable(expected.keptConnectionHeader()));
      assertThat(response.framing()).isEqualTo(expected.framing());
      if (expected.keeps()) {
        assertThat(connection.closedWithin(KEPT_OPEN_FOR)).as("closed by the server").isFalse();
      } else {
        assertThat(connection.closedWithin(CLOSES_WITHIN)).as("closed by the server").isTrue();
      }
    }
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("answers")
  void saysCloseAndClosesWhenGatlingAsksForClose(Http11 expected) throws Exception {
    try (StandInServer server = StandIns.start(expected.profile());
        RawHttp connection = RawHttp.connect(server.port())) {
      Response response =
          connection.send(RawHttp.getAndClose(StandIns.pathOf(server), server.port())).read();

      assertThat(response.statusLine()).isEqualTo("HTTP/1.1 200 OK");
      assertThat(response.header("Connection")).hasValue("close");
      assertThat(response.framing()).isEqualTo(expected.framing());
      assertThat(connection.closedWithin(CLOSES_WITHIN)).isTrue();
    }
  }

  static Stream<Arguments> exactResponses() {
    String nginxBody = "<h1>Hello World!</h1>\r\n";
    String goBody = "<h1>\nHello world!\n</h1>\n";
    String laravelBody = "{\"code\":0,\"msg\":\"random: {random}\"}";
    return Stream.of(
        arguments(
            "nginx-1.4.6",
            KEEP_ALIVE_GET,
            response(
                nginxBody,
                "HTTP/1.1 200 OK",
                "Server: nginx/1.4.6 (Ubuntu)",
                "Date: {date}",
                "Content-Type: text/html",
                "Content-Length: 23",
                "Last-Modified: {file-mtime}",
                "Connection: keep-alive",
                "ETag: \"{file-etag}\"",
                "Accept-Ranges: bytes")),
        arguments(
            "nginx-1.4.6",
            CLOSING_GET,
            response(
                nginxBody,
                "HTTP/1.1 200 OK",
                "Server: nginx/1.4.6 (Ubuntu)",
                "Date: {date}",
                "Content-Type: text/html",
                "Content-Length: 23",
                "Last-Modified: {file-mtime}",
                "Connection: close",
                "ETag: \"{file-etag}\"",
                "Accept-Ranges: bytes")),
        arguments(
            "go-1.5-net-http",
            KEEP_ALIVE_GET,
            response(
                goBody,
                "HTTP/1.1 200 OK",
                "Accept-Ranges: bytes",
                "E-Tag: 55829c5b-17",
                "Last-Modified: Thu, 18 Jun 2015 10:24:27 GMT",
                "Server: golang-http-server",
                "Date: {date}",
                "Content-Length: 24",
                "Content-Type: text/html; charset=utf-8")),
        arguments(
            "go-1.5-net-http",
            CLOSING_GET,
            response(
                goBody,
                "HTTP/1.1 200 OK",
                "Accept-Ranges: bytes",
                "E-Tag: 55829c5b-17",
                "Last-Modified: Thu, 18 Jun 2015 10:24:27 GMT",
                "Server: golang-http-server",
                "Date: {date}",
                "Content-Length: 24",
                "Content-Type: text/html; charset=utf-8",
                "Connection: close")),
        arguments(
            "node-http",
            KEEP_ALIVE_GET,
            response(
                "Hello World\n",
                "HTTP/1.1 200 OK",
                "Content-Type: text/plain",
                "Date: {date}",
                "Connection: keep-alive",
                "Transfer-Encoding: chunked")),
        arguments(
            "node-http",
            CLOSING_GET,
            response(
                "Hello World\n",
                "HTTP/1.1 200 OK",
                "Content-Type: text/plain",
                "Date: {date}",
                "Connection: close",
                "Transfer-Encoding: chunked")),
        arguments(
            "php-builtin",
            KEEP_ALIVE_GET,
            response(
                "hello world!",
                "HTTP/1.1 200 OK",
                "Host: 127.0.0.1:{port}",
                "Date: {date}",
                "Connection: close",
                "X-Powered-By: PHP/7.3.0-1+ubuntu",
                "Content-type: text/html; charset=UTF-8")),
        arguments(
            "laravel-fpm",
            KEEP_ALIVE_GET,
            response(
                laravelBody,
                "HTTP/1.1 200 OK",
                "Server: nginx",
                "Content-Type: application/json",
                "Transfer-Encoding: chunked",
                "Connection: keep-alive",
                "Vary: Accept-Encoding",
                "X-Powered-By: PHP/8.0.10",
                "Cache-Control: no-cache, private",
                "Date: {date}",
                "X-XSS-Protection: 0")),
        arguments(
            "laravel-fpm",
            CLOSING_GET,
            response(
                laravelBody,
                "HTTP/1.1 200 OK",
                "Server: nginx",
                "Content-Type: application/json",
                "Transfer-Encoding: chunked",
                "Connection: close",
                "Vary: Accept-Encoding",
                "X-Powered-By: PHP/8.0.10",
                "Cache-Control: no-cache, private",
                "Date: {date}",
                "X-XSS-Protection: 0")));
  }

  @ParameterizedTest(name = "{0}, Gatling''s {1} GET")
  @MethodSource("exactResponses")
  void writesTheRealServersHeaderBlockAndBody(String profile, String gatlingAsks, String expected)
      throws Exception {
    try (StandInServer server = StandIns.start(profile);
        RawHttp connection = RawHttp.connect(server.port())) {
      String path = StandIns.pathOf(server);
      String request =
          gatlingAsks.equals(CLOSING_GET)
              ? RawHttp.getAndClose(path, server.port())
              : RawHttp.get(path, server.port());
      Response response = connection.send(request).read();

      // The Date and Laravel's random number differ from run to run: masked (the Date is checked
      // below).
      String masked =
          (response.head() + response.body())
              .replaceFirst("\r\nDate: [^\r]{29}\r\n", "\r\nDate: {date}\r\n")
              .replaceFirst("\"random: \\d{3}\"", "\"random: {random}\"");
      assertThat(masked)
          .isEqualTo(
              expected
                  .replace("{port}", Integer.toString(server.port()))
                  .replace("{file-mtime}", webrootIndexMtime())
                  .replace("{file-etag}", webrootIndexEtag()));
    }
  }

  @ParameterizedTest(name = "{0}")
  @ValueSource(strings = {"go-1.12-hello", "go-1.5-net-http", "php-builtin"})
  void echoesTheRequestsVersionInTheStatusLine(String profile) throws Exception {
    try (StandInServer server = StandIns.start(profile);
        RawHttp http10 = RawHttp.connect(server.port());
        RawHttp http11 = RawHttp.connect(server.port())) {
      String path = StandIns.pathOf(server);
      assertThat(http10.send("GET " + path + " HTTP/1.0\r\n\r\n").read().statusLine())
          .isEqualTo("HTTP/1.0 200 OK");
      assertThat(http11.send(RawHttp.get(path, server.port())).read().statusLine())
          .isEqualTo("HTTP/1.1 200 OK");
    }
  }

  @Test
  void nginxClosesAKeepAliveConnectionAfterItsHundredthResponse() throws Exception {
    try (StandInServer nginx = StandIns.start("nginx-1.4.6");
        RawHttp connection = RawHttp.connect(nginx.port())) {
      for (int i = 1; i < 100; i++) {
        assertThat(connection.send(RawHttp.get("/", nginx.port())).read().header("Connection"))
            .as("response %d", i)
            .hasValue("keep-alive");
      }
      assertThat(connection.send(RawHttp.get("/", nginx.port())).read().header("Connection"))
          .hasValue("close");
      assertThat(connection.closedWithin(CLOSES_WITHIN)).isTrue();
    }
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("answers")
  void datesEachResponseWithTheCurrentSecond(Http11 expected) throws Exception {
    try (StandInServer server = StandIns.start(expected.profile());
        RawHttp connection = RawHttp.connect(server.port())) {
      long before = System.currentTimeMillis() / 1000;
      Response response =
          connection.send(RawHttp.get(StandIns.pathOf(server), server.port())).read();
      long after = System.currentTimeMillis() / 1000;

      String date = response.header("Date").orElseThrow();
      // IMF-fixdate: RFC 1123 with a two-digit day, always 29 characters.
      assertThat(date)
          .matches("[A-Z][a-z]{2}, \\d{2} [A-Z][a-z]{2} \\d{4} \\d{2}:\\d{2}:\\d{2} GMT");
      long second = ZonedDateTime.parse(date, DateTimeFormatter.RFC_1123_DATE_TIME).toEpochSecond();
      // The Date is refreshed at each second boundary by a timer, which may fire a little late.
      assertThat(second).isBetween(before - 1, after);
    }
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("keepingAnswers")
  void answersPipelinedRequestsInOrder(Http11 expected) throws Exception {
    try (StandInServer server = StandIns.start(expected.profile());
        RawHttp connection = RawHttp.connect(server.port())) {
      String path = StandIns.pathOf(server);
      // One write: a keep-alive request, then a closing one; their answers tell which is which.
      connection.send(RawHttp.get(path, server.port()), RawHttp.getAndClose(path, server.port()));

      Response first = connection.read();
      Response second = connection.read();
      assertThat(first.header("Connection"))
          .isEqualTo(Optional.ofNullable(expected.keptConnectionHeader()));
      assertThat(second.header("Connection")).hasValue("close");
      assertThat(connection.closedWithin(CLOSES_WITHIN)).isTrue();
    }
  }

  /** A response: its head lines, the empty line, and the body (decoded when chunked). */
  private static String response(String body, String... headLines) {
    return String.join("\r\n", headLines) + "\r\n\r\n" + body;
  }

  private static Path webrootIndex() {
    return Home.dir().resolve("user-files/webroot/index.html");
  }

  /** nginx's Last-Modified: the file's mtime. */
  private static String webrootIndexMtime() throws Exception {
    return HttpDate.format(Files.getLastModifiedTime(webrootIndex()).toMillis() / 1000);
  }

  /** nginx's ETag: hex(mtime)-hex(size). */
  private static String webrootIndexEtag() throws Exception {
    return Long.toHexString(Files.getLastModifiedTime(webrootIndex()).toMillis() / 1000)
        + "-"
        + Long.toHexString(Files.size(webrootIndex()));
  }
}
