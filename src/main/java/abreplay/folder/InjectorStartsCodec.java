package abreplay.folder;

import static abreplay.folder.Json.optionalDouble;
import static abreplay.folder.Json.optionalLong;
import static abreplay.folder.Json.put;

import abreplay.machine.ClockSync;
import abreplay.result.ClockTolerance;
import abreplay.result.InjectorStarts;
import io.vertx.core.json.JsonObject;

/**
 * A step's {@link InjectorStarts} as JSON, and back: in the run record (so that {@code --rebuild}
 * shows them) and in summary.json. Pure.
 */
public final class InjectorStartsCodec {
  private InjectorStartsCodec() {}

  public static JsonObject encode(InjectorStarts s) {
    JsonObject json =
        new JsonObject()
            .put("startEpochMillis", s.startEpochMillis())
            .put("injectors", Json.array(s.injectors(), InjectorStartsCodec::injector))
            .put("clockTolerance", tolerance(s.tolerance()));
    put(json, "startSpreadMillis", s.spreadMillis());
    return json;
  }

  public static InjectorStarts decode(JsonObject json) {
    return new InjectorStarts(
        json.getLong("startEpochMillis"),
        Json.objects(json.getJsonArray("injectors"), InjectorStartsCodec::injector),
        tolerance(json.getJsonObject("clockTolerance")));
  }

  private static JsonObject injector(InjectorStarts.Injector i) {
    JsonObject json =
        new JsonObject()
            .put("index", i.index())
            .put("host", i.host())
            .put("bootId", i.bootId())
            .put("clock", clock(i.clock()))
            .put("warmUpRequests", i.warmUpRequests());
    put(json, "warmMillisBeforeStart", i.warmMillisBeforeStart());
    put(json, "firstRequestOffsetMillis", i.firstRequestOffsetMillis());
    return json;
  }

  private static InjectorStarts.Injector injector(JsonObject json) {
    return new InjectorStarts.Injector(
        json.getInteger("index"),
        json.getString("host"),
        json.getString("bootId"),
        clock(json.getJsonObject("clock")),
        json.getLong("warmUpRequests"),
        optionalLong(json, "warmMillisBeforeStart"),
        optionalLong(json, "firstRequestOffsetMillis"));
  }

  static JsonObject clock(ClockSync c) {
    JsonObject json = new JsonObject().put("text", c.describe());
    if (c instanceof ClockSync.Synchronised s) {
      json.put("state", "synchronised").put("source", s.source());
      put(json, "offsetMillis", s.offsetMillis());
      put(json, "boundMillis", s.boundMillis());
    } else if (c instanceof ClockSync.NotSynchronised n) {
      json.put("state", "not-synchronised").put("source", n.source());
    } else if (c instanceof ClockSync.Unknown u) {
      json.put("state", "unknown").put("why", u.why());
    }
    return json;
  }

  static ClockSync clock(JsonObject json) {
    return switch (json.getString("state")) {
      case "synchronised" ->
          new ClockSync.Synchronised(
              json.getString("source"),
              optionalDouble(json, "offsetMillis"),
              optionalDouble(json, "boundMillis"));
      case "not-synchronised" -> new ClockSync.NotSynchronised(json.getString("source"));
      default -> new ClockSync.Unknown(json.getString("why"));
    };
  }

  private static JsonObject tolerance(ClockTolerance t) {
    JsonObject json = new JsonObject().put("text", t.describe());
    put(json, "millis", t.bound());
    if (t instanceof ClockTolerance.Given) json.put("from", "given");
    else if (t instanceof ClockTolerance.OneKernel o)
      json.put("from", "one-kernel").put("bootId", o.bootId());
    else if (t instanceof ClockTolerance.Bounded) json.put("from", "bounds");
    else if (t instanceof ClockTolerance.Unknown u) json.put("from", "unknown").put("why", u.why());
    return json;
  }

  private static ClockTolerance tolerance(JsonObject json) {
    return switch (json.getString("from")) {
      case "given" -> new ClockTolerance.Given(json.getDouble("millis"));
      case "one-kernel" -> new ClockTolerance.OneKernel(json.getString("bootId"));
      case "bounds" -> new ClockTolerance.Bounded(json.getDouble("millis"));
      default -> new ClockTolerance.Unknown(json.getString("why"));
    };
  }
}
