package abreplay.standin;

import static org.assertj.core.api.Assertions.assertThat;

import abreplay.standin.ConnectionRules.Asked;
import io.netty.buffer.ByteBuf;
import io.netty.buffer.Unpooled;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * A request head read from the socket's bytes: whole, split over reads, pipelined, with a body, or
 * malformed.
 */
class RequestHeadTest {
  private static final String AB =
      "GET / HTTP/1.0\r\nConnection: Keep-Alive\r\nHost: 127.0.0.1:8080\r\n"
          + "User-Agent: ApacheBench/2.3\r\nAccept: */*\r\n\r\n";
  private static final List<byte[]> EVERY_PATH = List.of();

  private final RequestHead head = new RequestHead();

  private static ByteBuf bytes(String s) {
    return Unpooled.copiedBuffer(s, StandardCharsets.ISO_8859_1);
  }

  private int parse(String s) {
    return head.parse(bytes(s), true, EVERY_PATH);
  }

  @Test
  void readsAbsRequestWithItsVersionConnectionAndHost() {
    assertThat(parse(AB)).isEqualTo(AB.length());
    assertThat(head.http11).isFalse();
    assertThat(head.head).isFalse();
    assertThat(head.asked).isEqualTo(Asked.KEEP_ALIVE);
    assertThat(head.host).isEqualTo("127.0.0.1:8080");
  }

  @Test
  void waitsForTheRestOfAHeadSplitOverReadsAtAnyByte() {
    for (int cut = 0; cut < AB.length(); cut++) {
      assertThat(parse(AB.substring(0, cut)))
          .as("after %d bytes", cut)
          .isEqualTo(RequestHead.INCOMPLETE);
    }
  }

  @Test
  void readsOnlyTheFirstOfPipelinedRequestsLeavingTheReaderWhereItWas() {
    String second = "HEAD /x HTTP/1.1\r\nConnection: close\r\n\r\n";
    ByteBuf both = bytes(AB + second);

    assertThat(head.parse(both, false, EVERY_PATH)).isEqualTo(AB.length());
    assertThat(both.readerIndex()).isZero();
    both.skipBytes(AB.length());
    assertThat(head.parse(both, false, EVERY_PATH)).isEqualTo(second.length());
    assertThat(head.http11).isTrue();
    assertThat(head.head).isTrue();
    assertThat(head.asked).isEqualTo(Asked.CLOSE);
    assertThat(head.host).as("not asked for").isNull();
  }

  @Test
  void countsABodyByItsContentLengthAndWaitsForAllOfIt() {
    String post = "POST / HTTP/1.1\r\nContent-Length: 5\r\n\r\nhello";

    assertThat(parse(post)).isEqualTo(post.length());
    assertThat(parse(post.substring(0, post.length() - 1))).isEqualTo(RequestHead.INCOMPLETE);
  }

  @Test
  void readsConnectionTokensWithoutRegardToCaseOrOrderAndCloseWins() {
    parse("GET / HTTP/1.1\r\nconnection: Upgrade, KEEP-ALIVE\r\n\r\n");
    assertThat(head.asked).isEqualTo(Asked.KEEP_ALIVE);
    parse("GET / HTTP/1.1\r\nConnection: close, keep-alive\r\n\r\n");
    assertThat(head.asked).isEqualTo(Asked.CLOSE);
    parse("GET / HTTP/1.1\n\n");
    assertThat(head.asked).as("bare newlines").isEqualTo(Asked.NOTHING);
  }

  @Test
  void refusesWhatIsNotAnHttp1Request() {
    assertThat(parse("SSH-2.0-OpenSSH_9.6\r\n\r\n")).isEqualTo(RequestHead.MALFORMED);
    assertThat(parse("GET / HTTP/2.0\r\n\r\n")).isEqualTo(RequestHead.MALFORMED);
    assertThat(parse("GET HTTP/1.1\r\n\r\n")).isEqualTo(RequestHead.MALFORMED);
    assertThat(parse("GET / HTTP/1.1\r\nno colon here\r\n\r\n")).isEqualTo(RequestHead.MALFORMED);
    assertThat(parse("GET / HTTP/1.1\r\nContent-Length: many\r\n\r\n"))
        .isEqualTo(RequestHead.MALFORMED);
    assertThat(parse("GET / HTTP/1.1\r\nX: " + "y".repeat(RequestHead.MAX_HEAD)))
        .isEqualTo(RequestHead.MALFORMED);
  }

  @Test
  void tellsWhetherThePathIsServedIgnoringTheQuery() {
    List<byte[]> paths =
        List.of(
            "/".getBytes(StandardCharsets.US_ASCII),
            "/index.html".getBytes(StandardCharsets.US_ASCII));

    head.parse(bytes("GET /index.html?x=1 HTTP/1.1\r\n\r\n"), false, paths);
    assertThat(head.pathServed).isTrue();
    head.parse(bytes("GET /index.htm HTTP/1.1\r\n\r\n"), false, paths);
    assertThat(head.pathServed).isFalse();
  }
}
