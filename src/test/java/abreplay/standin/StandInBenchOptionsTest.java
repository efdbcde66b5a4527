package abreplay.standin;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/** abreplay.standin.jvm-options: a bench's JVM options for every stand-in, none unless given. */
class StandInBenchOptionsTest {
  private static final String KEY = "abreplay.standin.jvm-options";

  @AfterEach
  void clear() {
    System.clearProperty(KEY);
  }

  @Test
  void noPropertyOrNoneAddsNoOption() {
    assertThat(StandInProcess.benchOptions()).isEmpty();
    System.setProperty(KEY, "none");
    assertThat(StandInProcess.benchOptions()).isEmpty();
  }

  @Test
  void optionsAreSplitOnWhitespace() {
    System.setProperty(KEY, " -XX:TieredStopAtLevel=1  -XX:CICompilerCount=1 ");
    assertThat(StandInProcess.benchOptions())
        .containsExactly("-XX:TieredStopAtLevel=1", "-XX:CICompilerCount=1");
  }
}
