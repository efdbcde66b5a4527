package abreplay.folder;

import static abreplay.folder.Json.array;
import static abreplay.folder.Json.objects;
import static abreplay.folder.Json.optionalDouble;
import static abreplay.folder.Json.optionalLong;
import static abreplay.folder.Json.put;
import static abreplay.folder.Json.string;
import static abreplay.folder.Json.strings;

import abreplay.document.Document;
import abreplay.document.Document.Claim;
import abreplay.document.Document.Published;
import abreplay.document.ReportDetails;
import abreplay.document.Scenario;
import abreplay.document.SystemSpec;
import abreplay.document.claim.ClaimKind;
import abreplay.document.claim.ClaimKinds;
import io.vertx.core.json.JsonObject;
import java.net.URI;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.TreeMap;

/** A {@link Document} as the run record keeps it, and back: every fact, maps in their order. */
final class DocumentCodec {
  private DocumentCodec() {}

  static JsonObject encode(Document d) {
    Document.PublishedMachine m = d.machine();
    JsonObject systems = new JsonObject();
    d.systems()
        .forEach(
            (name, s) -> {
              JsonObject system = new JsonObject().put("label", s.label());
              put(system, "profile", s.profile());
              put(system, "url", s.url());
              put(system, "path", s.path());
              systems.put(name, system);
            });
    JsonObject published = new JsonObject();
    d.published()
        .forEach(
            (scenario, bySystem) -> {
              JsonObject figures = new JsonObject();
              bySystem.forEach((system, p) -> figures.put(system, published(p)));
              published.put(scenario, figures);
            });
    return new JsonObject()
        .put("id", d.id())
        .put("title", d.title())
        .put("source", d.source())
        .put(
            "machine",
            new JsonObject()
                .put("cores", m.cores())
                .put("cpu", m.cpu())
                .put("memory", m.memory())
                .put("os", m.os())
                .put("loadGenerator", m.loadGenerator()))
        .put("baseline", d.baseline())
        .put("notes", d.notes())
        .put("systems", systems)
        .put("scenarios", array(d.scenarios(), DocumentCodec::scenario))
        .put("published", published)
        .put("claims", array(d.claims(), DocumentCodec::claim));
  }

  private static JsonObject claim(Claim c) {
    JsonObject json =
        new JsonObject()
            .put("text", c.text())
            .put("kind", c.kind().name())
            .put("system", c.system())
            .put("scenarios", array(c.scenarios(), s -> s))
            .put("unpublished", array(c.unpublished(), s -> s));
    c.over().ifPresent(over -> json.put("over", over));
    c.by().ifPresent(by -> json.put("by", by.text()));
    return json;
  }

  static Document decode(JsonObject json) {
    JsonObject m = json.getJsonObject("machine");
    Map<String, SystemSpec> systems = new LinkedHashMap<>();
    JsonObject systemsJson = json.getJsonObject("systems");
    for (String name : systemsJson.fieldNames()) {
      JsonObject s = systemsJson.getJsonObject(name);
      systems.put(
          name,
          new SystemSpec(
              name,
              s.getString("label"),
              string(s, "profile"),
              string(s, "url").map(URI::create),
              string(s, "path")));
    }
    Map<String, Map<String, Published>> published = new LinkedHashMap<>();
    JsonObject publishedJson = json.getJsonObject("published");
    for (String scenario : publishedJson.fieldNames()) {
      Map<String, Published> bySystem = new LinkedHashMap<>();
      JsonObject figures = publishedJson.getJsonObject(scenario);
      for (String system : figures.fieldNames())
        bySystem.put(system, published(figures.getJsonObject(system)));
      published.put(scenario, bySystem);
    }
    return new Document(
        json.getString("id"),
        json.getString("title"),
        json.getString("source"),
        new Document.PublishedMachine(
            m.getString("cores"),
            m.getString("cpu"),
            m.getString("memory"),
            m.getString("os"),
            m.getString("loadGenerator")),
        json.getString("baseline"),
        json.getString("notes"),
        systems,
        objects(json.getJsonArray("scenarios"), DocumentCodec::scenario),
        published,
        objects(json.getJsonArray("claims"), DocumentCodec::claim));
  }

  /**
   * A claim as {@link #claim(Claim)} wrote it. Run records written before claims had {@code by}
   * give a {@code factor} (1.75): it reads as the percentage it stood for ("75%").
   */
  private static Claim claim(JsonObject c) {
    Optional<String> by = string(c, "by");
    if (by.isEmpty() && c.containsKey("factor")) {
      by =
          Optional.of(
              new java.math.BigDecimal(c.getDouble("factor").toString())
                      .subtract(java.math.BigDecimal.ONE)
                      .movePointRight(2)
                      .stripTrailingZeros()
                      .toPlainString()
                  + "%");
    }
    ClaimKind kind = ClaimKinds.named(c.getString("kind")).orElseThrow();
    return new Claim(
        c.getString("text"),
        by.flatMap(kind::withBy).orElse(kind),
        c.getString("system"),
        string(c, "over"),
        strings(c.getJsonArray("scenarios")),
        c.containsKey("unpublished") ? strings(c.getJsonArray("unpublished")) : List.of());
  }

  static JsonObject scenario(Scenario s) {
    return new JsonObject()
        .put("id", s.id())
        .put("requests", s.requests())
        .put("concurrency", s.concurrency())
        .put("keepAlive", s.keepAlive())
        .put("path", s.path());
  }

  static Scenario scenario(JsonObject s) {
    return new Scenario(
        s.getString("id"),
        s.getLong("requests"),
        s.getInteger("concurrency"),
        s.getBoolean("keepAlive"),
        s.getString("path"));
  }

  private static JsonObject published(Published p) {
    JsonObject json = new JsonObject();
    p.completed().ifPresent(completed -> json.put("completed", completed));
    put(json, "requestsPerSecond", p.requestsPerSecond());
    put(json, "timeTaken", p.timeTaken());
    put(json, "complete", p.complete());
    put(json, "failed", p.failed());
    put(json, "keepAlive", p.keepAlive());
    put(json, "totalBytes", p.totalBytes());
    put(json, "htmlBytes", p.htmlBytes());
    put(json, "documentLength", p.documentLength());
    JsonObject percentiles = new JsonObject();
    p.percentiles()
        .forEach((percent, millis) -> percentiles.put(Integer.toString(percent), millis));
    return json.put("percentiles", percentiles)
        .put("note", p.note())
        .put("details", details(p.details()));
  }

  private static JsonObject details(ReportDetails d) {
    JsonObject json = new JsonObject();
    put(json, "serverSoftware", d.serverSoftware());
    put(json, "serverHostname", d.serverHostname());
    if (d.serverPort().isPresent()) json.put("serverPort", d.serverPort().getAsInt());
    put(json, "documentPath", d.documentPath());
    JsonObject failures = new JsonObject();
    put(failures, "connect", d.failures().connect());
    put(failures, "receive", d.failures().receive());
    put(failures, "length", d.failures().length());
    put(failures, "exceptions", d.failures().exceptions());
    json.put("failures", failures);
    put(json, "writeErrors", d.writeErrors());
    put(json, "non2xx", d.non2xx());
    put(json, "timePerRequest", d.timePerRequest());
    put(json, "timePerRequestAll", d.timePerRequestAll());
    put(json, "transferRate", d.transferRate());
    JsonObject rows = new JsonObject();
    for (ReportDetails.Row row : ReportDetails.Row.values()) {
      ReportDetails.Times t = d.connectionTimes().get(row);
      if (t == null) continue;
      JsonObject times =
          new JsonObject().put("min", t.min()).put("mean", t.mean()).put("max", t.max());
      put(times, "sd", t.sd());
      put(times, "median", t.median());
      rows.put(row.key(), times);
    }
    return json.put("connectionTimes", rows);
  }

  private static ReportDetails details(JsonObject json) {
    if (json == null) return ReportDetails.NONE; // a record written before the details were kept
    JsonObject f = json.getJsonObject("failures");
    Map<ReportDetails.Row, ReportDetails.Times> rows = new LinkedHashMap<>();
    JsonObject r = json.getJsonObject("connectionTimes");
    for (ReportDetails.Row row : ReportDetails.Row.values()) {
      JsonObject t = r.getJsonObject(row.key());
      if (t != null) {
        rows.put(
            row,
            new ReportDetails.Times(
                t.getLong("min"),
                t.getLong("mean"),
                optionalDouble(t, "sd"),
                optionalLong(t, "median"),
                t.getLong("max")));
      }
    }
    return new ReportDetails(
        string(json, "serverSoftware"),
        string(json, "serverHostname"),
        json.containsKey("serverPort")
            ? OptionalInt.of(json.getInteger("serverPort"))
            : OptionalInt.empty(),
        string(json, "documentPath"),
        new ReportDetails.Failures(
            optionalLong(f, "connect"),
            optionalLong(f, "receive"),
            optionalLong(f, "length"),
            optionalLong(f, "exceptions")),
        optionalLong(json, "writeErrors"),
        optionalLong(json, "non2xx"),
        optionalDouble(json, "timePerRequest"),
        optionalDouble(json, "timePerRequestAll"),
        optionalDouble(json, "transferRate"),
        rows);
  }

  private static Published published(JsonObject json) {
    Map<Integer, Long> percentiles = new TreeMap<>();
    JsonObject p = json.getJsonObject("percentiles");
    for (String percent : p.fieldNames())
      percentiles.put(Integer.parseInt(percent), p.getLong(percent));
    return new Published(
        optionalDouble(json, "requestsPerSecond"),
        optionalDouble(json, "timeTaken"),
        optionalLong(json, "complete"),
        optionalLong(json, "failed"),
        optionalLong(json, "keepAlive"),
        optionalLong(json, "totalBytes"),
        optionalLong(json, "htmlBytes"),
        optionalLong(json, "documentLength"),
        percentiles,
        json.getString("note"),
        details(json.getJsonObject("details")),
        json.containsKey("completed")
            ? Optional.of(json.getBoolean("completed"))
            : Optional.empty());
  }
}
