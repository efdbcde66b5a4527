package abreplay.folder;

import abreplay.document.ReportDetails;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.math.BigDecimal;
import java.util.List;
import java.util.Map;

/**
 * A run record of version 1 reshaped as version 2 is, where more than a name changed (renames are
 * aliases of the mappings): ab semantics, systems keyed by name, a claim's {@code factor} (1.75 for
 * "75%"), missing details, and resources and bound beside a step's figures. Pure: changes the tree
 * it is given.
 */
final class RecordVersion1 {
  private static final List<String> SEMANTICS = List.of("stopAtReceiveError", "variableLength");
  private static final List<String> RESOURCES =
      List.of("targetResources", "loadGeneratorResources", "bound");

  private RecordVersion1() {}

  static void upgrade(ObjectNode record) {
    JsonNode plan = record.path("plan");
    if (plan.path("settings") instanceof ObjectNode settings && !settings.has("semantics"))
      settings.set("semantics", moved(settings, SEMANTICS));
    JsonNode document = plan.path("document");
    if (document.path("systems") instanceof ObjectNode systems) {
      for (Map.Entry<String, JsonNode> e : systems.properties())
        if (e.getValue() instanceof ObjectNode system) system.put("name", e.getKey());
    }
    for (JsonNode bySystem : document.path("published")) {
      for (JsonNode figures : bySystem) {
        if (figures instanceof ObjectNode f && !f.has("details"))
          f.set("details", Json.MAPPER.valueToTree(ReportDetails.NONE));
      }
    }
    for (JsonNode claim : document.path("claims")) {
      if (claim instanceof ObjectNode c && !c.has("by") && c.has("factor"))
        c.put("by", percent(c.remove("factor").decimalValue()));
    }
    for (JsonNode step : record.path("steps")) {
      if (step.path("outcome") instanceof ObjectNode outcome && !outcome.has("resources"))
        outcome.set("resources", moved(outcome, RESOURCES));
    }
  }

  /** {@code keys} of {@code from}, taken out of it into an object of their own. */
  private static ObjectNode moved(ObjectNode from, List<String> keys) {
    ObjectNode to = from.objectNode();
    for (String key : keys) if (from.has(key)) to.set(key, from.remove(key));
    return to;
  }

  /** A factor as the percentage it stood for: 1.75 is "75%". */
  private static String percent(BigDecimal factor) {
    return factor.subtract(BigDecimal.ONE).movePointRight(2).stripTrailingZeros().toPlainString()
        + "%";
  }
}
