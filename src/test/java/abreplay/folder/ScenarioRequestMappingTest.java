package abreplay.folder;

import static org.assertj.core.api.Assertions.assertThat;

import abreplay.document.LoadModel;
import abreplay.document.LoadTool;
import abreplay.document.Scenario;
import abreplay.request.Method;
import abreplay.request.Request;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import org.junit.jupiter.api.Test;

/**
 * A scenario's request as the run record keeps it: absent for ab's plain GET (a GET scenario's
 * record is as it was before requests had a method), by its components otherwise, read back equal.
 */
class ScenarioRequestMappingTest {
  private static final Scenario GET = new Scenario("c10-n100-k", 100, 10, true, "/");
  private static final Scenario POST =
      Scenario.of(
              "wrk-t1-c4-d1s-post",
              "/api",
              LoadTool.WRK,
              new LoadModel.ClosedByDuration(4, Duration.ofSeconds(1), true),
              OptionalInt.of(1))
          .withRequest(
              new Request(
                  Method.POST,
                  List.of(new Request.Header("Content-Type", "application/json")),
                  Optional.of("{\"n\":3}")));

  @Test
  void aGetScenarioHasNoRequestKeyAndReadsBackAsAbsGet() {
    ObjectNode tree = Mapped.tree(GET);

    assertThat(tree.has("request")).isFalse();
    assertThat(Mapped.back(GET, Scenario.class)).isEqualTo(GET);
    assertThat(Mapped.back(GET, Scenario.class).request()).isEqualTo(Request.GET);
  }

  @Test
  void aPostScenarioKeepsItsMethodHeadersAndBodyAndReadsBackEqual() {
    ObjectNode tree = Mapped.tree(POST);

    assertThat(tree.at("/request/method").asText()).isEqualTo("POST");
    assertThat(tree.at("/request/headers/0/name").asText()).isEqualTo("Content-Type");
    assertThat(tree.at("/request/body").asText()).isEqualTo("{\"n\":3}");
    assertThat(Mapped.back(POST, Scenario.class)).isEqualTo(POST);
  }
}
