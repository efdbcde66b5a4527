package abreplay.result;

import static org.assertj.core.api.Assertions.assertThat;

import io.vertx.core.json.JsonObject;
import org.junit.jupiter.api.Test;

/** A bound's one JSON form, written to the run record and to summary.json alike, and read back. */
class BoundTest {
  private static final Bound BUSY = new Bound(Bound.Kind.LOAD_GENERATOR, 1.4, 0.6, 2, 0.01, 0.3);

  @Test
  void namesEachFigureWithItsUnitBesideTheMarkAndItsExplanation() {
    JsonObject json = BUSY.toJson();
    assertThat(json.fieldNames())
        .containsExactlyInAnyOrder(
            "kind",
            "mark",
            "explained",
            "loadGeneratorCores",
            "targetCores",
            "targetCapacityCores",
            "loadGeneratorCpusIdleShare",
            "otherProcessesCores");
    assertThat(json.getString("mark")).isEqualTo("LOAD-GENERATOR-BOUND");
    assertThat(json.getString("explained")).isEqualTo(BUSY.explained());
    assertThat(json.getDouble("otherProcessesCores")).isEqualTo(0.3);
  }

  @Test
  void comesBackAsItWasWithAnUnknownFigureAsAnAbsentKey() {
    Bound remote = new Bound(Bound.Kind.NEITHER, 0.5, Double.NaN, 2, 0.4, Double.NaN);
    assertThat(remote.toJson().containsKey("targetCores")).isFalse();
    assertThat(Bound.fromJson(remote.toJson())).isEqualTo(remote);
    assertThat(Bound.fromJson(BUSY.toJson())).isEqualTo(BUSY);
    assertThat(Bound.fromJson(Bound.unknown().toJson())).isEqualTo(Bound.unknown());
  }

  @Test
  void readsTheNamesEarlierRunRecordsUsedSoThatTheirFoldersStillRebuild() {
    JsonObject earlier =
        new JsonObject()
            .put("kind", "LOAD_GENERATOR")
            .put("loadGeneratorCores", 1.4)
            .put("targetCores", 0.6)
            .put("targetCapacityCores", 2.0)
            .put("loadGeneratorCpusIdle", 0.01)
            .put("otherCores", 0.3);
    assertThat(Bound.fromJson(earlier)).isEqualTo(BUSY);
  }
}
