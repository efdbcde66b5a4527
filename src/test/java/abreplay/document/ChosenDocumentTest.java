package abreplay.document;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import abreplay.config.ConfigError;
import abreplay.config.Home;
import abreplay.replay.DocumentReplay;
import java.util.Properties;
import org.junit.jupiter.api.Test;

/**
 * abreplay.Document's -Dreplay.document: any document conf, and one line naming the ones there are
 * when it is wrong.
 */
class ChosenDocumentTest {
  private static Properties with(String value) {
    Properties p = new Properties();
    if (value != null) p.setProperty("replay.document", value);
    return p;
  }

  @Test
  void namesTheConfToReplayWhichThenPassesItsOwnCheckWithTheKeySet() {
    Properties system = with("conf/documents/001-swoole-vs-node.conf");

    String conf = ChosenDocument.file(Home.dir(), system);

    assertThat(conf).isEqualTo("conf/documents/001-swoole-vs-node.conf");
    assertThat(DocumentReplay.read(Home.dir(), conf, system).document().id())
        .as("-Dreplay.document is a known key")
        .isEqualTo("001");
  }

  @Test
  void unsetOrNamingNoFileIsOneLineListingTheDocumentsThereAre() {
    assertThatThrownBy(() -> ChosenDocument.file(Home.dir(), with(null)))
        .isInstanceOf(ConfigError.class)
        .hasMessageStartingWith(
            "abreplay.Document replays the document conf that -Dreplay.document names: add"
                + " -Dreplay.document=conf/documents/<nnn>-<name>.conf; there are:"
                + " conf/documents/000-swoole-vs-nginx-and-go.conf,")
        .hasMessageNotContaining("\n");
    assertThatThrownBy(() -> ChosenDocument.file(Home.dir(), with("conf/documents/005-nope.conf")))
        .hasMessageStartingWith(
            "-Dreplay.document=conf/documents/005-nope.conf: no such file (looked for ")
        .hasMessageContaining(
            "conf/documents/004-woo-vs-php.conf, or write one with ./ab-replay --import"
                + " <post.txt>");
  }
}
