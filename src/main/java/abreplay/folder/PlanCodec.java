package abreplay.folder;

import static abreplay.folder.Json.array;
import static abreplay.folder.Json.objects;
import static abreplay.folder.Json.put;
import static abreplay.folder.Json.string;
import static abreplay.folder.Json.strings;

import abreplay.document.Scenario;
import abreplay.document.claim.OnParFactor;
import abreplay.machine.CpuSet;
import abreplay.plan.AbSemantics;
import abreplay.plan.Layout;
import abreplay.plan.Placement;
import abreplay.plan.RunPlan;
import abreplay.plan.SkipReason;
import abreplay.plan.Step;
import abreplay.plan.SystemPlan;
import abreplay.plan.WarmUp;
import abreplay.target.Capacity;
import abreplay.target.RealServers;
import abreplay.target.Target;
import io.vertx.core.json.JsonObject;
import java.net.URI;
import java.time.Duration;

/**
 * A {@link RunPlan} as the run record keeps it, and back. A step is kept once, in its system's
 * plan; results name it by its index in {@link RunPlan#steps()}.
 */
final class PlanCodec {
  private PlanCodec() {}

  static JsonObject encode(RunPlan plan) {
    RunPlan.Settings s = plan.settings();
    JsonObject json =
        new JsonObject()
            .put("title", plan.title())
            .put("sources", array(plan.sources(), v -> v))
            .put("namespace", plan.namespace())
            .put(
                "settings",
                new JsonObject()
                    .put("timeout", s.timeout().toString())
                    .put("maxFailed", s.maxFailed())
                    .put("scale", s.scale())
                    .put("localAddresses", array(s.localAddresses(), v -> v))
                    .put("placement", placement(s.placement()))
                    .put("confidence", s.confidence())
                    .put("onPar", s.onPar().factor())
                    .put("stopAtReceiveError", s.semantics().stopAtReceiveError())
                    .put("variableLength", s.semantics().variableLength()))
            .put("systems", array(plan.systems(), PlanCodec::system))
            .put("warnings", array(plan.warnings(), v -> v));
    plan.document().ifPresent(d -> json.put("document", DocumentCodec.encode(d)));
    return json;
  }

  static RunPlan decode(JsonObject json) {
    JsonObject s = json.getJsonObject("settings");
    return new RunPlan(
        json.getString("title"),
        strings(json.getJsonArray("sources")),
        json.getString("namespace"),
        new RunPlan.Settings(
            Duration.parse(s.getString("timeout")),
            s.getLong("maxFailed"),
            s.getDouble("scale"),
            strings(s.getJsonArray("localAddresses")),
            placement(s.getJsonObject("placement")),
            // Run records from before replay.confidence were judged at 95% anyway when rebuilt.
            s.getDouble("confidence", 0.95),
            new AbSemantics(s.getBoolean("stopAtReceiveError"), s.getBoolean("variableLength")),
            // Run records from before replay.on-par were judged at its default.
            new OnParFactor(s.getDouble("onPar", OnParFactor.DEFAULT.factor()))),
        objects(json.getJsonArray("systems"), PlanCodec::system),
        strings(json.getJsonArray("warnings")),
        json.containsKey("document")
            ? java.util.Optional.of(DocumentCodec.decode(json.getJsonObject("document")))
            : java.util.Optional.empty());
  }

  private static JsonObject system(SystemPlan p) {
    WarmUp w = p.warmUp();
    return new JsonObject()
        .put("target", target(p.target()))
        .put("round", p.round())
        .put("rounds", p.rounds())
        .put(
            "warmUp",
            new JsonObject()
                .put("loadGeneratorRequests", w.loadGeneratorRequests())
                .put("targetRequests", w.targetRequests())
                .put("concurrency", w.concurrency())
                .put("keepAlive", w.keepAlive())
                .put("path", w.path()))
        .put("steps", array(p.steps(), PlanCodec::step));
  }

  private static SystemPlan system(JsonObject json) {
    JsonObject w = json.getJsonObject("warmUp");
    return new SystemPlan(
        target(json.getJsonObject("target")),
        json.getInteger("round"),
        json.getInteger("rounds"),
        new WarmUp(
            w.getLong("loadGeneratorRequests"),
            w.getLong("targetRequests"),
            w.getInteger("concurrency"),
            w.getBoolean("keepAlive"),
            w.getString("path")),
        objects(json.getJsonArray("steps"), PlanCodec::step));
  }

  private static JsonObject placement(Placement p) {
    JsonObject json = new JsonObject().put("online", p.online().toString());
    p.loadGenerator().ifPresent(c -> json.put("loadGenerator", c.toString()));
    p.target().ifPresent(c -> json.put("target", c.toString()));
    return json;
  }

  private static Placement placement(JsonObject json) {
    return new Placement(
        string(json, "loadGenerator").map(PlanCodec::cpus),
        string(json, "target").map(PlanCodec::cpus),
        cpus(json.getString("online")));
  }

  private static CpuSet cpus(String list) {
    return CpuSet.parse(list, new StringBuilder())
        .orElseThrow(() -> new IllegalArgumentException("CPUs: " + list));
  }

  private static JsonObject step(Step s) {
    JsonObject json =
        new JsonObject()
            .put("target", target(s.target()))
            .put("scenario", DocumentCodec.scenario(s.scenario()))
            .put("name", s.name())
            .put("requests", s.requests())
            .put("round", s.round());
    put(json, "skipped", s.skipped().map(SkipReason::message));
    put(json, "skippedKind", s.skipped().map(r -> r.kind().name()));
    Layout l = s.layout();
    json.put(
        "layout",
        new JsonObject()
            .put("injectors", l.injectors())
            .put("targetProcesses", l.targetProcesses())
            .put("target", l.target())
            .put("localAddresses", array(l.localAddresses(), a -> array(a, v -> v))));
    return json;
  }

  private static Step step(JsonObject json) {
    Target target = target(json.getJsonObject("target"));
    Scenario scenario = DocumentCodec.scenario(json.getJsonObject("scenario"));
    long requests = json.getLong("requests");
    JsonObject l = json.getJsonObject("layout");
    // Run records from before layouts ran every step on one injector and the target as it is.
    Layout layout =
        l == null
            ? Layout.single(target, scenario.concurrency(), requests)
            : Layout.of(
                l.getInteger("injectors"),
                scenario.concurrency(),
                requests,
                l.getInteger("targetProcesses"),
                l.getString("target"),
                l.getJsonArray("localAddresses").stream()
                    .map(a -> strings((io.vertx.core.json.JsonArray) a))
                    .toList());
    return new Step(
        target,
        scenario,
        json.getString("name"),
        requests,
        string(json, "skipped")
            .map(
                why ->
                    new SkipReason(
                        // Records from before reasons had kinds keep the message alone.
                        string(json, "skippedKind")
                            .map(SkipReason.Kind::valueOf)
                            .orElse(SkipReason.Kind.RECORDED),
                        why)),
        json.getInteger("round"),
        layout);
  }

  private static JsonObject target(Target t) {
    Capacity c = t.capacity();
    JsonObject json =
        new JsonObject()
            .put("name", t.name())
            .put("kind", t.kind().name())
            .put("port", t.port())
            .put(
                "capacity",
                new JsonObject().put("threads", c.threads()).put("cpuWorkers", c.cpuWorkers()));
    c.cpuPerRequest()
        .ifPresent(cpu -> json.getJsonObject("capacity").put("cpuPerRequest", cpu.toString()));
    if (t instanceof Target.StandIn s) {
      json.put("profile", s.profile());
      put(json, "fallback", s.fallback());
    } else if (t instanceof Target.Real r) {
      json.put("real", realServer(r.server()));
    } else if (t instanceof Target.Url u) {
      json.put("url", u.url().toString());
    }
    return json;
  }

  private static JsonObject realServer(RealServers.Entry r) {
    JsonObject json =
        new JsonObject()
            .put("name", r.name())
            .put("label", r.label())
            .put("fidelity", r.fidelity())
            .put("abBytesVsStandIn", r.abBytesVsStandIn());
    put(json, "standIn", r.standIn());
    put(json, "missing", r.missing());
    return json;
  }

  private static RealServers.Entry realServer(JsonObject json) {
    return new RealServers.Entry(
        json.getString("name"),
        json.getString("label"),
        string(json, "standIn"),
        string(json, "missing"),
        json.getString("fidelity"),
        json.getInteger("abBytesVsStandIn"));
  }

  private static Target target(JsonObject json) {
    JsonObject c = json.getJsonObject("capacity");
    Capacity capacity =
        new Capacity(
            c.getInteger("threads"),
            string(c, "cpuPerRequest").map(Duration::parse),
            c.getInteger("cpuWorkers"));
    String name = json.getString("name");
    return switch (Target.Kind.valueOf(json.getString("kind"))) {
      case STAND_IN ->
          new Target.StandIn(
              name,
              json.getString("profile"),
              json.getInteger("port"),
              string(json, "fallback"),
              capacity);
      case REAL ->
          Target.real(name, realServer(json.getJsonObject("real")), json.getInteger("port"));
      case URL -> Target.external(name, URI.create(json.getString("url")));
    };
  }
}
