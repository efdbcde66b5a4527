package abreplay.standin;

import static org.assertj.core.api.Assertions.assertThat;

import abreplay.standin.Profile.BodyFraming;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

/**
 * A profile's response as bytes: its header lines in order, placeholders filled, the body framed as
 * the server frames it.
 */
class ResponseTemplateTest {
  private static final String DATE = "Mon, 30 Nov 2026 19:00:00 GMT";

  private static String render(
      String profile,
      boolean http11,
      String connection,
      BodyFraming framing,
      boolean notFound,
      boolean head,
      String host) {
    return new String(
        new ResponseTemplate(StandIns.PROFILES.load(profile))
            .render(http11, connection, framing, notFound, head, host, DATE),
        StandardCharsets.ISO_8859_1);
  }

  @Test
  void fillsThePlaceholdersAndLeavesOutAHeaderWithoutAValue() {
    assertThat(render("hello", true, null, BodyFraming.CONTENT_LENGTH, false, false, null))
        .isEqualTo(
            "HTTP/1.1 200 OK\r\nServer: ab-replay-hello\r\nDate: "
                + DATE
                + "\r\nContent-Type: text/html\r\n"
                + "Content-Length: 12\r\n\r\nHello World\n");
    assertThat(render("hello", false, "keep-alive", BodyFraming.CONTENT_LENGTH, false, false, null))
        .contains("Content-Length: 12\r\nConnection: keep-alive\r\n\r\n");
  }

  @Test
  void chunksABodyAsOneChunkAndTheLastOne() {
    assertThat(render("node-http", true, "keep-alive", BodyFraming.CHUNKED, false, false, null))
        .isEqualTo(
            "HTTP/1.1 200 OK\r\nContent-Type: text/plain\r\nDate: "
                + DATE
                + "\r\nConnection: keep-alive\r\n"
                + "Transfer-Encoding: chunked\r\n\r\nc\r\nHello World\n\r\n0\r\n\r\n");
  }

  @Test
  void endsACloseDelimitedBodyWithNoLengthAtAll() {
    assertThat(render("node-http", false, "close", BodyFraming.CLOSE_DELIMITED, false, false, null))
        .endsWith("Connection: close\r\n\r\nHello World\n")
        .doesNotContain("Transfer-Encoding", "Content-Length");
  }

  @Test
  void answersHeadWithTheHeadersOnlyAndAnUnservedPathWithA404() {
    assertThat(render("hello", true, null, BodyFraming.CONTENT_LENGTH, false, true, null))
        .endsWith("Content-Length: 12\r\n\r\n");
    assertThat(
            render(
                "nginx-1.4.6", true, "keep-alive", BodyFraming.CONTENT_LENGTH, true, false, null))
        .startsWith("HTTP/1.1 404 Not Found\r\n")
        .endsWith("\r\n\r\n404 Not Found\n");
  }

  @Test
  void echoesTheRequestsVersionAndHostWhereTheServerDoes() {
    String php =
        render(
            "php-builtin",
            false,
            "close",
            BodyFraming.CLOSE_DELIMITED,
            false,
            false,
            "127.0.0.1:3008");

    assertThat(php).startsWith("HTTP/1.0 200 OK\r\nHost: 127.0.0.1:3008\r\n");
    assertThat(new ResponseTemplate(StandIns.PROFILES.load("php-builtin")).perRequest()).isTrue();
    assertThat(new ResponseTemplate(StandIns.PROFILES.load("hello")).perRequest()).isFalse();
  }

  @Test
  void drawsARandomNumberPaddedToTheWidthOfItsUpperBoundForEachResponse() {
    ResponseTemplate fpm = new ResponseTemplate(StandIns.PROFILES.load("laravel-fpm"));

    for (int i = 0; i < 200; i++) {
      assertThat(
              new String(
                  fpm.render(true, "keep-alive", BodyFraming.CHUNKED, false, false, null, DATE),
                  StandardCharsets.ISO_8859_1))
          .matches(
              "(?s).*\r\n\r\n1e\r\n\\{\"code\":0,\"msg\":\"random: (0\\d\\d|100)\"}\r\n0\r\n\r\n");
    }
    assertThat(fpm.perRequest()).isTrue();
  }
}
