package abreplay.standin;

import static org.assertj.core.api.Assertions.assertThat;

import abreplay.standin.ConnectionRules.Asked;
import abreplay.standin.Profile.BodyFraming;
import org.junit.jupiter.api.Test;

/** Each profile's keep-alive rules, read from the real targets/*.conf files. */
class ConnectionRulesTest {

  private static ConnectionRules rules(String profile) {
    return new ConnectionRules(StandIns.PROFILES.load(profile));
  }

  @Test
  void http11KeepsTheConnectionUnlessAskedToCloseAndHttp10OnlyWhenAskedToKeepIt() {
    ConnectionRules go = rules("go-1.5-net-http");

    assertThat(go.keepAlive(true, Asked.NOTHING, 0)).isTrue();
    assertThat(go.keepAlive(true, Asked.CLOSE, 0)).isFalse();
    assertThat(go.keepAlive(false, Asked.NOTHING, 0)).isFalse();
    assertThat(go.keepAlive(false, Asked.KEEP_ALIVE, 0)).isTrue();
  }

  @Test
  void nginxClosesAfterItsHundredthResponseOnAConnection() {
    ConnectionRules nginx = rules("nginx-1.4.6");

    assertThat(nginx.keepAlive(true, Asked.NOTHING, 98)).as("the 99th").isTrue();
    assertThat(nginx.keepAlive(true, Asked.NOTHING, 99)).as("the 100th").isFalse();
    assertThat(nginx.connectionHeader(true, true)).isEqualTo("keep-alive");
    assertThat(nginx.connectionHeader(true, false)).isEqualTo("close");
  }

  @Test
  void phpsBuiltinServerNeverKeepsAConnection() {
    ConnectionRules php = rules("php-builtin");

    assertThat(php.keepAlive(false, Asked.KEEP_ALIVE, 0)).isFalse();
    assertThat(php.keepAlive(true, Asked.NOTHING, 0)).isFalse();
    assertThat(php.connectionHeader(true, false)).isEqualTo("close");
  }

  @Test
  void aCloseDelimitedBodyEndsItsConnectionWhateverWasAsked() {
    ConnectionRules node = rules("node-http");

    assertThat(node.framing(false)).isEqualTo(BodyFraming.CLOSE_DELIMITED);
    assertThat(node.keepAlive(false, Asked.KEEP_ALIVE, 0)).isFalse();
    assertThat(node.framing(true)).isEqualTo(BodyFraming.CHUNKED);
    assertThat(node.keepAlive(true, Asked.NOTHING, 0)).isTrue();
  }

  @Test
  void writesTheConnectionHeaderOnlyWhereTheServerDoes() {
    ConnectionRules go = rules("go-1.5-net-http");

    // Go 1.5 answers HTTP/1.0 keep-alive with "Connection: keep-alive", HTTP/1.1 with nothing.
    assertThat(go.connectionHeader(false, true)).isEqualTo("keep-alive");
    assertThat(go.connectionHeader(true, true)).isNull();
  }
}
