package abreplay.injector;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** An injector's order travels as -D properties and comes back the same; a bad one is refused in one line. */
class InjectorOrderTest {
  private static final InjectorOrder ORDER = new InjectorOrder("ab -n 200000 -c 20000", "http://127.0.0.1:8080/",
      Share.split(20_000, 200_000, 2).get(1), false, 30_000, false, true, List.of("127.0.0.2", "127.0.0.4"), 5000,
      InjectorOrder.Start.fromFile(Path.of("/tmp/run/.start")), Path.of("/tmp/run/injector-2"), 180);

  @Test
  void anOrderReadBackFromItsPropertiesIsTheSame() {
    assertThat(InjectorOrder.read(ORDER.properties(), null)).isEqualTo(ORDER);
    InjectorOrder fixed = new InjectorOrder("s", "http://127.0.0.1:1/", new Share(1, 1, 1, 1), true, 1, true, false,
        List.of(), 0, InjectorOrder.Start.at(1_800_000_000_000L), Path.of("f"), 1);
    assertThat(InjectorOrder.read(fixed.properties(), null)).isEqualTo(fixed);
    assertThat(ORDER.jvmOptions()).contains("-Dabreplay.injector.index=2", "-Dabreplay.injector.users=10000");
  }

  @Test
  void aKubernetesIndexStandsForTheIndexZeroBased() {
    Map<String, String> p = new HashMap<>(ORDER.properties());
    p.remove(InjectorOrder.PREFIX + "index");
    assertThat(InjectorOrder.read(p, "0").share().injector()).isEqualTo(1);
    assertThat(InjectorOrder.read(p, "1").share().injector()).isEqualTo(2);
    assertThatThrownBy(() -> InjectorOrder.read(p, "2")).hasMessage("abreplay.injector.index = 3: not between 1 and"
        + " abreplay.injector.count = 2 (JOB_COMPLETION_INDEX is 0-based: 0 is injector 1)");
    assertThatThrownBy(() -> InjectorOrder.read(p, "x")).hasMessageStartingWith("JOB_COMPLETION_INDEX = x: not a"
        + " number");
  }

  @Test
  void aBadOrderIsRefusedInOneLineNamingTheKey() {
    assertThat(refusal("users", "0")).isEqualTo("abreplay.injector.users = 0, abreplay.injector.requests = 100000: an"
        + " injector needs a user and at least as many requests as users (ab refuses -c above -n)");
    assertThat(refusal("keep-alive", "yes")).isEqualTo("abreplay.injector.keep-alive = yes: true or false");
    assertThat(refusal("url", "127.0.0.1:8080")).startsWith("abreplay.injector.url = 127.0.0.1:8080: not an http(s)");
    assertThat(refusal("requests", "many")).isEqualTo("abreplay.injector.requests = many: not a whole number");
    assertThat(refusal("step", "")).startsWith("abreplay.injector.step is not set");
    assertThat(refusal("start-file", "")).startsWith("abreplay.injector.start-at and abreplay.injector.start-file are"
        + " both unset");
  }

  private static String refusal(String key, String value) {
    Map<String, String> p = new HashMap<>(ORDER.properties());
    p.put(InjectorOrder.PREFIX + key, value);
    try {
      InjectorOrder.read(p, null);
      throw new AssertionError("accepted " + key + " = " + value);
    } catch (IllegalArgumentException e) {
      assertThat(e.getMessage()).doesNotContain("\n");
      return e.getMessage();
    }
  }
}
