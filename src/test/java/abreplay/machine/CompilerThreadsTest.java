package abreplay.machine;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

/** Another JVM's JIT work, read from its compiler threads in /proc. */
class CompilerThreadsTest {
  @Test
  void hotSpotsCompilerThreadsAreTheJitsAndNoOthers() {
    assertThat(CompilerThreads.compiler("C2 CompilerThre")).isTrue();
    assertThat(CompilerThreads.compiler("C1 CompilerThre")).isTrue();
    assertThat(CompilerThreads.compiler("VM Thread")).isFalse();
    assertThat(CompilerThreads.compiler("nginx")).isFalse();
  }

  @Test
  void thisJvmHasCompiledForSomeTimeByNowAndAGoneProcessForNone() {
    // A test JVM has compiled JUnit and AssertJ for far more than one 10-ms tick by now.
    assertThat(CompilerThreads.cpuMillis(List.of(ProcessHandle.current().pid()))).isPositive();
    assertThat(CompilerThreads.cpuMillis(List.of(Long.MAX_VALUE))).isZero();
  }
}
