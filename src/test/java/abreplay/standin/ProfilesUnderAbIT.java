package abreplay.standin;

import static org.assertj.core.api.Assertions.assertThat;

import abreplay.standin.ApacheBench.Report;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Every stand-in, started with targets/serve and measured with the real ab, sends the bytes the
 * real server sent in the documents: the table holds what ab reported per response, measured by
 * hand (ab speaks HTTP/1.0; -k adds "Connection: Keep-Alive").
 */
class ProfilesUnderAbIT {
  // Under 100 requests no keep-alive connection reaches the 100th response that nginx and Octane
  // close on, so "all" keep-alive is exact; nginxClosesEveryHundredthResponseOnAKeepAliveConnection
  // covers that limit.
  private static final int REQUESTS = 96;
  private static final int CONCURRENCY = 8;

  /**
   * What ab reports for one profile.
   *
   * @param bytes bytes per response without -k
   * @param bytesKeptAlive bytes per response with -k
   * @param keepsAlive whether every response under -k is a Keep-Alive one (else none is)
   */
  record Expected(
      String profile,
      String path,
      int documentLength,
      int bytes,
      int bytesKeptAlive,
      boolean keepsAlive) {
    @Override
    public String toString() {
      return profile;
    }

    /**
     * php -S echoes the Host: its bytes are for the document's "127.0.0.1:3008", each extra
     * character is one more.
     */
    int echoedHostBytes(int port) {
      return profile.equals("php-builtin")
          ? ("127.0.0.1:" + port).length() - "127.0.0.1:3008".length()
          : 0;
    }
  }

  static Stream<Expected> measuredByHand() {
    return Stream.of(
        new Expected("hello", "/", 12, 157, 162, true),
        new Expected("nginx-1.4.6", "/", 23, 262, 267, true),
        new Expected("go-1.5-net-http", "/", 24, 256, 280, true),
        new Expected("swoole-1.7-base", "/", 24, 260, 265, true),
        new Expected("swoole-debug-empty", "/", 0, 147, 152, true),
        new Expected("node-http", "/", 12, 113, 113, false),
        new Expected("laravel-fpm", "/api/random", 30, 256, 256, false),
        new Expected("laravel-octane", "/api/random", 30, 296, 301, true),
        new Expected("swoole-4-hello", "/", 12, 160, 165, true),
        new Expected("go-1.12-hello", "/", 12, 113, 137, true),
        new Expected("woo-fasthttp", "/", 12, 166, 171, true),
        new Expected("php-builtin", "/index.php", 12, 183, 183, false),
        new Expected("swoole-4-static", "/", 12, 160, 165, true));
  }

  @Test
  void expectsBytesForEveryProfileInTargets() {
    assertThat(measuredByHand().map(Expected::profile))
        .containsExactlyInAnyOrderElementsOf(StandIns.names());
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("measuredByHand")
  void answersAbWithTheDocumentsBytesWithAndWithoutKeepAlive(Expected expected) throws Exception {
    try (ServeScript standIn = ServeScript.start(expected.profile())) {
      int port = standIn.port();
      Report closing = ApacheBench.run(port, expected.path(), REQUESTS, CONCURRENCY, false);
      Report keptAlive = ApacheBench.run(port, expected.path(), REQUESTS, CONCURRENCY, true);

      int hostBytes = expected.echoedHostBytes(port);
      assertThat(closing)
          .isEqualTo(
              new Report(
                  REQUESTS,
                  0,
                  expected.documentLength(),
                  (long) REQUESTS * (expected.bytes() + hostBytes),
                  0));
      assertThat(keptAlive)
          .isEqualTo(
              new Report(
                  REQUESTS,
                  0,
                  expected.documentLength(),
                  (long) REQUESTS * (expected.bytesKeptAlive() + hostBytes),
                  expected.keepsAlive() ? REQUESTS : 0));
    }
  }

  @Test
  void nginxClosesEveryHundredthResponseOnAKeepAliveConnection() throws Exception {
    try (ServeScript nginx = ServeScript.start("nginx-1.4.6")) {
      // One connection at a time: 3 connections of 100 responses, each ending with a closing one.
      Report oneByOne = ApacheBench.run(nginx.port(), "/", 300, 1, true);
      assertThat(oneByOne).isEqualTo(new Report(300, 0, 23, 267L * 297 + 262L * 3, 297));

      // Two at a time: ab hands each request to whichever connection is free, so its two slots
      // serve
      // a and 1000 - a requests, not always 500 each, and the closes, a/100 + (1000 - a)/100 in
      // whole
      // numbers, are 10 only when a is a multiple of 100, else 9. Real nginx 1.22.1 under the same
      // ab
      // gives 990 or 991 Keep-Alive requests too.
      Report twoAtATime = ApacheBench.run(nginx.port(), "/", 1000, 2, true);
      assertThat(twoAtATime.complete()).isEqualTo(1000);
      assertThat(twoAtATime.failed()).isZero();
      assertThat(twoAtATime.keepAliveRequests()).isIn(1000L - 10, 1000L - 9);
      long closed = twoAtATime.complete() - twoAtATime.keepAliveRequests();
      assertThat(twoAtATime.totalTransferred())
          .isEqualTo(267 * twoAtATime.keepAliveRequests() + 262 * closed);
    }
  }
}
