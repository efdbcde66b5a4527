package abreplay.recording;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.util.AbstractMap.SimpleEntry;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * A response's bytes on the wire and its keep-alive, rebuilt from what Gatling parsed, as ab would
 * count them.
 */
class ResponseHeadTest {

  private static ResponseHead head(String reason, String... nameValues) {
    List<Map.Entry<CharSequence, CharSequence>> headers = new ArrayList<>();
    for (int i = 0; i < nameValues.length; i += 2)
      headers.add(new SimpleEntry<>(nameValues[i], nameValues[i + 1]));
    return ResponseHead.read(reason, headers.iterator());
  }

  private static int bytes(String wire) {
    return wire.getBytes(StandardCharsets.ISO_8859_1).length;
  }

  @Test
  void countsTheStatusLineEveryHeaderLineAndTheBlankLine() {
    ResponseHead h = head("OK", "Server", "nginx/1.4.6 (Ubuntu)", "Content-Length", "23");

    assertThat(h.bytes())
        .isEqualTo(
            bytes("HTTP/1.1 200 OK\r\nServer: nginx/1.4.6 (Ubuntu)\r\nContent-Length: 23\r\n\r\n"));
    assertThat(h.wireBytes(23)).isEqualTo(h.bytes() + 23);
    assertThat(h.server()).hasToString("nginx/1.4.6 (Ubuntu)");
    assertThat(h.keptOpen()).isTrue();
  }

  @Test
  void countsAChunkedBodyAsOneChunkAndTheLastOne() {
    ResponseHead h = head("OK", "Transfer-Encoding", "chunked");

    assertThat(h.wireBytes(12) - h.bytes()).isEqualTo(bytes("c\r\nHello World\n\r\n0\r\n\r\n"));
    assertThat(h.wireBytes(0) - h.bytes()).isEqualTo(bytes("0\r\n\r\n"));
    assertThat(h.wireBytes(300) - h.bytes()).isEqualTo(3 + 2 + 300 + 2 + 5);
    assertThat(h.keptOpen()).isTrue();
  }

  @Test
  void aResponseThatSaysCloseOrHasNoLengthEndsItsConnection() {
    assertThat(head("OK", "Content-Length", "5", "Connection", "close").keptOpen()).isFalse();
    assertThat(head("OK", "connection", "Keep-Alive, CLOSE", "content-length", "5").keptOpen())
        .isFalse();
    assertThat(head("OK", "Content-Type", "text/plain").keptOpen()).as("close-delimited").isFalse();
    assertThat(head("Not Found", "CONTENT-LENGTH", "0").keptOpen()).isTrue();
  }

  @Test
  void keepsTheFirstServerHeaderAndNoneWhenThereIsNone() {
    assertThat(head("OK", "Server", "a", "Server", "b").server()).hasToString("a");
    assertThat(head("OK", "Content-Length", "0").server()).isNull();
  }
}
