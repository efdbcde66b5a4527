package abreplay.injector;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import abreplay.request.Method;
import abreplay.request.Request;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * An injector's order travels as -D properties and comes back the same; a bad one is refused in one
 * line.
 */
class InjectorOrderTest {
  private static final InjectorOrder ORDER =
      new InjectorOrder(
          "ab -n 200000 -c 20000",
          "http://127.0.0.1:8080/",
          Share.split(20_000, 200_000, 2).get(1),
          20_000,
          200_000,
          false,
          30_000,
          false,
          true,
          List.of("127.0.0.2", "127.0.0.4"),
          5000,
          InjectorOrder.Start.fromFile(Path.of("/tmp/run/.start")),
          Path.of("/tmp/run/injector-2"),
          180,
          Request.GET);

  @Test
  void anOrderReadBackFromItsPropertiesIsTheSame() {
    assertThat(InjectorOrder.read(ORDER.properties(), null)).isEqualTo(ORDER);
    InjectorOrder fixed =
        new InjectorOrder(
            "s",
            "http://127.0.0.1:1/",
            new Share(1, 1, 1, 1),
            1,
            1,
            true,
            1,
            true,
            false,
            List.of(),
            0,
            InjectorOrder.Start.at(1_800_000_000_000L),
            Path.of("f"),
            1,
            Request.GET);
    assertThat(InjectorOrder.read(fixed.properties(), null)).isEqualTo(fixed);
    assertThat(ORDER.jvmOptions())
        .contains("-Dabreplay.injector.index=2", "-Dabreplay.injector.users=10000");
  }

  @Test
  void aRequestThatIsNotAbsGetTravelsAsPropertiesAndAbsGetAsNone() {
    Request post =
        new Request(
            Method.POST,
            List.of(
                new Request.Header("Content-Type", "application/json"),
                new Request.Header("X-Note", " two: colons ")),
            Optional.of("{\"n\": 3}"));
    InjectorOrder posting =
        new InjectorOrder(
            ORDER.step(),
            ORDER.url(),
            ORDER.share(),
            ORDER.stepUsers(),
            ORDER.stepRequests(),
            ORDER.keepAlive(),
            ORDER.timeoutMillis(),
            ORDER.variableLength(),
            ORDER.stopAtReceiveError(),
            ORDER.localAddresses(),
            ORDER.warmUpRequests(),
            ORDER.start(),
            ORDER.folder(),
            ORDER.waitSeconds(),
            post);

    assertThat(InjectorOrder.read(posting.properties(), null).request()).isEqualTo(post);
    assertThat(posting.jvmOptions())
        .contains(
            "-Dabreplay.injector.method=POST",
            "-Dabreplay.injector.header.1=Content-Type: application/json");
    assertThat(ORDER.properties().keySet())
        .noneMatch(k -> k.contains("method") || k.contains("header") || k.contains("body"));
  }

  @Test
  void aKubernetesIndexStandsForTheIndexZeroBasedAndTheShareIsComputedFromTheStepsTotals() {
    Map<String, String> p = new HashMap<>(ORDER.properties());
    p.remove(InjectorOrder.PREFIX + "index");
    p.remove(InjectorOrder.PREFIX + "users");
    p.remove(InjectorOrder.PREFIX + "requests");
    p.put(InjectorOrder.PREFIX + "step-users", "3");
    p.put(InjectorOrder.PREFIX + "step-requests", "10");
    p.put(InjectorOrder.PREFIX + "count", "2");
    assertThat(InjectorOrder.read(p, "0").share()).isEqualTo(new Share(1, 2, 2, 5));
    assertThat(InjectorOrder.read(p, "1").share()).isEqualTo(new Share(2, 2, 1, 5));
    p.put(InjectorOrder.PREFIX + "step-users", "20000");
    p.put(InjectorOrder.PREFIX + "step-requests", "200000");
    assertThat(InjectorOrder.read(p, "0").share().injector()).isEqualTo(1);
    assertThat(InjectorOrder.read(p, "1").share().injector()).isEqualTo(2);
    assertThatThrownBy(() -> InjectorOrder.read(p, "2"))
        .hasMessage(
            "abreplay.injector.index = 3: not between 1 and abreplay.injector.count = 2"
                + " (JOB_COMPLETION_INDEX is 0-based: 0 is injector 1)");
    assertThatThrownBy(() -> InjectorOrder.read(p, "x"))
        .hasMessageStartingWith("JOB_COMPLETION_INDEX = x: not a" + " number");
  }

  @Test
  void aBadOrderIsRefusedInOneLineNamingTheKey() {
    assertThat(refusal("step-users", "1"))
        .isEqualTo(
            "abreplay.injector.step-users = 1, abreplay.injector.step-requests = 200000,"
                + " abreplay.injector.count = 2: every injector needs a user and ab refuses -c"
                + " above -n; give at most as many injectors as users and as many users as"
                + " requests");
    assertThat(refusal("users", "9999"))
        .startsWith(
            "abreplay.injector.users = 9999, abreplay.injector.requests ="
                + " 100000: injector 2's share is 2/2: 10,000 users, 100,000 requests;");
    assertThat(refusal("keep-alive", "yes"))
        .isEqualTo("abreplay.injector.keep-alive = yes: true or false");
    assertThat(refusal("url", "127.0.0.1:8080"))
        .startsWith("abreplay.injector.url = 127.0.0.1:8080: not an http(s)");
    assertThat(refusal("step-requests", "many"))
        .isEqualTo("abreplay.injector.step-requests = many: not a whole number");
    assertThat(refusal("step", "")).startsWith("abreplay.injector.step is not set");
    assertThat(refusal("start-file", ""))
        .startsWith(
            "abreplay.injector.start-at and abreplay.injector.start-file are" + " both unset");
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
