package abreplay.config;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Properties;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A run's configuration in layers: -D over the file over the shared defaults, each value knowing
 * where it came from.
 */
class ConfFileTest {
  @TempDir Path home;

  private ConfFile load(Properties system) throws IOException {
    Files.writeString(
        home.resolve("defaults.conf"), "replay { scale = 1, rounds = 1, timeout = 30 }\n");
    Files.writeString(home.resolve("doc.conf"), "replay {\n  rounds = 3\n}\n");
    return ConfFile.load(
        ConfFile.Source.of(home, home.resolve("doc.conf"), List.of("replay"))
            .withDefaults(home.resolve("defaults.conf"))
            .withRawKeys(k -> k.startsWith("replay.systems")),
        system);
  }

  @Test
  void dashDWinsOverTheFileWhichWinsOverTheDefaults() throws IOException {
    Properties system = new Properties();
    system.setProperty("replay.timeout", "5");
    system.setProperty("other.key", "ignored");

    ConfFile conf = load(system);

    assertThat(conf.config().getInt("replay.scale")).isEqualTo(1);
    assertThat(conf.config().getInt("replay.rounds")).isEqualTo(3);
    assertThat(conf.config().getInt("replay.timeout")).isEqualTo(5);
    assertThat(conf.config().hasPath("other")).isFalse();
    assertThat(conf.label()).isEqualTo("doc.conf");
  }

  @Test
  void namesTheLineOfTheLayerEachValueCameFrom() throws IOException {
    Properties system = new Properties();
    system.setProperty("replay.timeout", "5");
    ConfFile conf = load(system);
    Schema schema = Schema.builder(home).build();

    assertThat(schema.where(conf.config(), "replay.rounds", conf.label())).isEqualTo("doc.conf:2");
    assertThat(schema.where(conf.config(), "replay.scale", conf.label()))
        .isEqualTo("defaults.conf:1");
    assertThat(schema.where(conf.config(), "replay.timeout", conf.label()))
        .isEqualTo("-Dreplay.timeout=5");
  }

  @Test
  void keepsTheKeysItsCallerReadsItselfOutOfHocon() throws IOException {
    Properties system = new Properties();
    system.setProperty("replay.systems", "a,b");
    system.setProperty("replay.systems.a.url", "http://127.0.0.1:1/");

    ConfFile conf = load(system);

    assertThat(conf.raw())
        .containsEntry("replay.systems", "a,b")
        .containsEntry("replay.systems.a.url", "http://127.0.0.1:1/");
    assertThat(conf.config().hasPath("replay.systems")).isFalse();
  }

  @Test
  void aFileThatIsNotHoconIsNamed() throws IOException {
    Files.writeString(home.resolve("broken.conf"), "replay { rounds = \n");
    Properties system = new Properties();
    system.setProperty("config.file", home.resolve("broken.conf").toString());

    assertThatThrownBy(() -> load(system))
        .isInstanceOf(ConfigError.class)
        .hasMessageStartingWith("broken.conf: not valid HOCON:");
  }
}
