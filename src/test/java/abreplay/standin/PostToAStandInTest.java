package abreplay.standin;

import static org.assertj.core.api.Assertions.assertThat;

import abreplay.standin.RawHttp.Response;
import java.time.Duration;
import org.junit.jupiter.api.Test;

/**
 * A stand-in answers a request with a body as it answers a GET at the same path, and reads the body
 * whole (by its Content-Length) before the next request on the connection, even when it comes in
 * two writes.
 */
class PostToAStandInTest {
  @Test
  void aPostWithABodyInTwoWritesIsAnsweredAsAGetAndTheNextRequestAfterItToo() throws Exception {
    try (StandInServer server = StandIns.start("hello");
        RawHttp connection = RawHttp.connect(server.port())) {
      String path = StandIns.pathOf(server);
      String get = RawHttp.get(path, server.port());
      String body = "{\"name\":\"made here\",\"n\":3}";
      String post =
          "POST "
              + path
              + " HTTP/1.1\r\nhost: 127.0.0.1:"
              + server.port()
              + "\r\ncontent-type: application/json\r\ncontent-length: "
              + body.length()
              + "\r\n\r\n"
              + body;
      Response toGet = connection.send(get).read();

      connection.send(post.substring(0, post.length() - 10));
      Response toPost = connection.send(post.substring(post.length() - 10) + get).read();
      Response after = connection.read();

      assertThat(toPost.statusLine()).isEqualTo("HTTP/1.1 200 OK");
      assertThat(toPost.body()).isEqualTo(toGet.body());
      assertThat(after.statusLine()).isEqualTo("HTTP/1.1 200 OK");
      assertThat(after.body()).isEqualTo(toGet.body());
      assertThat(connection.closedWithin(Duration.ofMillis(300))).isFalse();
    }
  }
}
