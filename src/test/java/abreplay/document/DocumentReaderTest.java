package abreplay.document;

import static org.assertj.core.api.Assertions.assertThat;

import abreplay.config.Home;
import abreplay.plan.ReplayOptions;
import abreplay.replay.DocumentReplay;
import java.util.Map;
import java.util.Properties;
import org.junit.jupiter.api.Test;

/** The five documents' conf files, read into what the replay and its reports use. */
class DocumentReaderTest {

  private static DocumentReplay.Read read(String conf) {
    return DocumentReplay.read(Home.dir(), conf, new Properties());
  }

  @Test
  void readsDocument000sSystemsScenarioEveryPublishedFigureAndClaims() {
    Document d = read("conf/documents/000-swoole-vs-nginx-and-go.conf").document();

    assertThat(d.systems().keySet()).containsExactly("nginx", "go", "swoole");
    assertThat(d.systems().get("nginx").profile()).contains("nginx-1.4.6");
    assertThat(d.label("swoole")).isEqualTo("PHP 7 + Swoole 1.7.22");
    assertThat(d.baseline()).isEqualTo("nginx");
    assertThat(d.scenarios())
        .containsExactly(new Scenario("c100-n1000000-k", 1_000_000, 100, true, "/"));
    Document.Published nginx = d.published("c100-n1000000-k", "nginx");
    assertThat(nginx.requestsPerSecond()).hasValue(164489.92);
    assertThat(nginx.timeTaken()).hasValue(6.079);
    assertThat(nginx.keepAlive()).hasValue(990_048);
    assertThat(nginx.failed()).hasValue(0);
    assertThat(nginx.htmlBytes()).hasValue(23_000_000);
    assertThat(nginx.documentLength()).hasValue(23);
    assertThat(nginx.bytesPerResponse()).hasValue(266.95024);
    assertThat(nginx.percentiles())
        .isEqualTo(
            Map.of(50, 0L, 66, 1L, 75, 1L, 80, 1L, 90, 1L, 95, 1L, 98, 2L, 99, 5L, 100, 22L));
    assertThat(d.claims())
        .extracting(Document.Claim::text)
        .containsExactly(
            "PHP7+Swoole is 75% faster than nginx", "PHP7+Swoole is 75% faster than Go");
  }

  @Test
  void takesEveryReplayKeyADocumentDoesNotSetFromTheSharedDefaults() {
    ReplayOptions ladder = read("conf/documents/003-swoole-vs-go-ladder.conf").options();
    ReplayOptions octane = read("conf/documents/002-octane-vs-fpm.conf").options();

    assertThat(ladder.scale()).isEqualTo(1);
    assertThat(ladder.rounds()).isEqualTo(1);
    assertThat(ladder.warmUp()).as("reference.conf").isEqualTo(20_000);
    assertThat(ladder.timeout()).hasSeconds(30);
    assertThat(ladder.maxFailed()).isZero();
    assertThat(octane.warmUp()).as("its own").isEqualTo(2000);
  }

  @Test
  void readsASystemAskedForAPathOfItsOwnAndFiguresTheDocumentDidNotPrint() {
    Document woo = read("conf/documents/004-woo-vs-php.conf").document();
    Document ladder = read("conf/documents/003-swoole-vs-go-ladder.conf").document();

    assertThat(woo.systems().get("php").path()).contains("/index.php");
    assertThat(ladder.published("c20000-n300000", "go").requestsPerSecond()).isEmpty();
    assertThat(ladder.published("c20000-n300000", "go").note()).contains("could not take the load");
    assertThat(ladder.scenarios()).hasSize(7);
  }
}
