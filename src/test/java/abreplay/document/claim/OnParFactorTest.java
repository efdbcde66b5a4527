package abreplay.document.claim;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import abreplay.config.Home;
import abreplay.replay.DocumentReplay;
import java.util.Properties;
import org.junit.jupiter.api.Test;

/** replay.on-par as a value: above 1, printed as a conf writes it. */
class OnParFactorTest {
  @Test
  void aFactorIsAboveOne() {
    assertThat(OnParFactor.problem(1.15)).isEmpty();
    assertThat(OnParFactor.problem(1)).hasValueSatisfying(p -> p.contains("above 1"));
    assertThat(OnParFactor.problem(0.9)).isPresent();
    assertThat(OnParFactor.problem(Double.POSITIVE_INFINITY)).isPresent();
    assertThatThrownBy(() -> new OnParFactor(1)).hasMessageContaining("above 1");
  }

  @Test
  void itPrintsAsAConfWritesIt() {
    assertThat(new OnParFactor(1.15).text()).isEqualTo("1.15");
    assertThat(new OnParFactor(1.10).text()).isEqualTo("1.1");
    assertThat(new OnParFactor(2).text()).isEqualTo("2");
  }

  @Test
  void theDefaultIsTheReplayBlocksDefault() {
    // A document that sets no replay.on-par is judged at the replay block's default, which is the
    // factor run records without the key are read at.
    assertThat(
            DocumentReplay.read(
                    Home.dir(), "conf/documents/000-swoole-vs-nginx-and-go.conf", new Properties())
                .options()
                .onPar())
        .isEqualTo(OnParFactor.DEFAULT);
  }
}
