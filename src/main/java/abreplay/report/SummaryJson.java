package abreplay.report;

import abreplay.plan.Layout;
import abreplay.plan.Placement;
import abreplay.result.AbRun;
import abreplay.result.RunResult;
import abreplay.result.StepResult;
import abreplay.target.Target;
import abreplay.verdict.ClaimResult;
import abreplay.verdict.ScenarioJudgement;
import abreplay.verdict.Unjudged;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import java.util.List;
import java.util.Map;
import java.util.OptionalDouble;

/**
 * summary.json: every figure of every step, named with its unit, with the run's parameters and
 * machine, and, for a document, each claim's ratios and verdict.
 */
public final class SummaryJson {
  private SummaryJson() {}

  public static JsonObject of(RunResult result, List<ClaimResult> claims) {
    RunResult.Run run = result.run();
    JsonObject json =
        new JsonObject()
            .put("tool", "ab-replay")
            .put("simulation", run.simulation())
            .put("title", result.plan().title())
            .put("sources", new JsonArray(result.plan().sources()))
            .put("status", result.partial() ? "PARTIAL" : "COMPLETE")
            .put("interruption", run.interruption())
            .put("started", run.started().toString())
            .put("ended", run.ended().toString())
            .put("machine", run.machine().toJson())
            .put(
                "loadGenerator",
                run.loadGenerator()
                    + " (HTTP/1.1 requests, millisecond times) on "
                    + run.machine().jvm())
            .put(
                "parameters",
                new JsonObject()
                    .put("timeoutSeconds", result.plan().timeout().toMillis() / 1000.0)
                    .put("scale", result.plan().settings().scale())
                    .put("rounds", result.plan().rounds())
                    .put("maxFailedPerStep", result.plan().settings().maxFailed())
                    .put("localAddresses", new JsonArray(result.plan().settings().localAddresses()))
                    .put("placement", placement(result.plan().settings().placement())))
            .put("warnings", new JsonArray(result.plan().warnings()))
            .put("differencesFromAb", AbSummary.DIFFERENCES);
    JsonObject warmUps = new JsonObject();
    for (Map.Entry<String, AbRun> w : result.warmUps().entrySet())
      warmUps.put(w.getKey(), ab(w.getValue()));
    json.put("warmUps", warmUps);
    JsonArray steps = new JsonArray();
    for (StepResult s : result.steps()) {
      JsonObject step =
          new JsonObject()
              .put("system", s.step().target().name())
              .put("round", s.step().round())
              .put("target", s.step().target().description())
              .put("kind", s.step().target().kind().name())
              .put("scenario", s.step().scenario().id())
              .put("name", s.step().name())
              .put("requestsPlanned", s.step().requests())
              .put("concurrency", s.step().scenario().concurrency())
              .put("keepAlive", s.step().scenario().keepAlive())
              .put("status", s.status().name())
              .put("layout", layout(s.step().layout()))
              .put("reason", s.reason());
      if (s.step().target() instanceof Target.Real r) step.put("realServer", r.server().name());
      if (s.step().target() instanceof Target.StandIn t)
        t.fallback().ifPresent(why -> step.put("fallback", why));
      s.run().ifPresent(ab -> step.put("ab", ab(ab)));
      s.targetCounters().ifPresent(c -> step.put("targetCounters", c.toJson()));
      s.resources().target().ifPresent(u -> step.put("targetResources", u.toJson()));
      s.resources().loadGenerator().ifPresent(u -> step.put("loadGeneratorResources", u.toJson()));
      if (s.run().isPresent()) step.put("bound", s.resources().bound().toJson());
      s.abBytes().ifPresent(b -> step.put("bytesPerResponseToAbHttp10", b));
      s.injectorStarts()
          .ifPresent(
              i -> {
                JsonObject starts = abreplay.folder.InjectorStartsCodec.encode(i);
                s.run()
                    .ifPresent(
                        ab ->
                            starts.put(
                                "timeTaken",
                                InjectorLines.tolerance(i, AbStats.of(ab).timeTakenSeconds())));
                step.put("injectorStarts", starts);
              });
      steps.add(step);
    }
    json.put("steps", steps);
    if (result.plan().document().isPresent()) json.put("claims", claims(claims));
    // In the run's order: Map.copyOf would iterate in an order that changes from one JVM to the
    // next.
    json.put(
        "standInLogs", new JsonObject(new java.util.LinkedHashMap<String, Object>(result.logs())));
    return json;
  }

  private static JsonArray claims(List<ClaimResult> claims) {
    JsonArray array = new JsonArray();
    for (ClaimResult c : claims) {
      JsonArray scenarios = new JsonArray();
      for (ScenarioJudgement s : c.scenarios()) {
        JsonObject scenario = new JsonObject().put("scenario", s.scenario());
        put(scenario, "publishedRatio", s.published());
        scenario.put("ownData", s.ownData().name());
        s.estimate()
            .ifPresent(
                e ->
                    scenario
                        .put("replayedRatio", e.ratio())
                        .put(
                            "interval",
                            new JsonObject()
                                .put("low", e.low())
                                .put("high", Double.isInfinite(e.high()) ? null : e.high())
                                .put("confidence", e.confidence())
                                .put("rounds", e.rounds())
                                .put("cap", e.cap().name())));
        scenario.put("verdict", s.verdict().name()).put("measurement", s.measurement().name());
        s.whyNotJudged().ifPresent(u -> scenario.put("notJudged", unjudged(u)));
        s.whyNotMeasured().ifPresent(u -> scenario.put("notMeasured", unjudged(u)));
        s.map().ifPresent(m -> scenario.put("map", new JsonArray(m.entries())));
        scenario.put("steps", new JsonArray(s.steps().stream().map(x -> x.step().name()).toList()));
        scenarios.add(scenario);
      }
      array.add(
          new JsonObject()
              .put("text", c.claim().text())
              .put("kind", c.claim().kind().name())
              .put(
                  "by",
                  c.claim()
                      .by()
                      .map(
                          b ->
                              new JsonObject()
                                  .put("text", b.text())
                                  .put("threshold", b.threshold()))
                      .orElse(null))
              .put("system", c.claim().system())
              .put("over", c.claim().over().orElse(null))
              .put("ratio", c.meaning() + (c.claim().kind().compares() ? " req/s" : ""))
              .put("side", c.side().name())
              .put("scenarios", scenarios)
              .put("verdict", c.verdict().name())
              .put("verdictText", c.verdictText())
              .put("measurement", c.measurement().name())
              .put("measurementText", c.measurementText())
              .put("ownData", c.ownData().name())
              .put("ownDataText", c.ownDataText())
              .put("notes", new JsonArray(c.notes())));
    }
    return array;
  }

  private static JsonObject unjudged(Unjudged u) {
    return new JsonObject().put("kind", u.kind().name()).put("text", u.text());
  }

  private static JsonObject placement(Placement placement) {
    JsonObject json =
        new JsonObject()
            .put("onlineCpus", placement.online().toString())
            .put("described", placement.described());
    placement.loadGenerator().ifPresent(c -> json.put("loadGeneratorCpus", c.toString()));
    placement.target().ifPresent(c -> json.put("targetCpus", c.toString()));
    return json;
  }

  private static void put(JsonObject json, String key, OptionalDouble value) {
    if (value.isPresent()) json.put(key, value.getAsDouble());
  }

  /** One run's ab figures, named as ab prints them, with units. */
  public static JsonObject ab(AbRun run) {
    AbStats s = AbStats.of(run);
    AbRun.Command command = run.command();
    JsonObject percentiles = new JsonObject();
    for (Percentiles.Row row : s.percentiles())
      percentiles.put(Integer.toString(row.percent()), row.millis());
    JsonObject json =
        new JsonObject()
            .put("command", command.toString())
            .put("requestName", run.name())
            .put("warmUpRequests", run.warmUp().requests())
            .put("warmUpPolicy", run.warmUp().policy().name())
            .put("loadGeneratorWarmedOn", run.warmUp().loadGeneratorWarmedOn())
            .put("serverSoftware", s.serverSoftware())
            .put("serverHostname", command.url().getHost())
            .put("serverPort", command.port())
            .put("documentPath", command.path())
            .put("documentLengthBytes", s.documentLength())
            .put("concurrencyLevel", command.concurrency())
            .put("timeTakenSeconds", s.timeTakenSeconds())
            .put("startedAtEpochMillis", run.recording().timing().startEpochMillis())
            .put("completeRequests", s.complete())
            .put("failedRequests", s.failed())
            .put(
                "failedBreakdown",
                new JsonObject()
                    .put("connect", s.failures().connect())
                    .put("receive", s.failures().receive())
                    .put("length", s.failures().length())
                    .put("exceptions", s.failures().exceptions()))
            .put("non2xxResponses", s.non2xx())
            .put("keepAliveRequests", s.keepAlive())
            .put("totalTransferredBytes", s.totalTransferred())
            .put("htmlTransferredBytes", s.htmlTransferred())
            .put("requestsPerSecond", s.requestsPerSecond())
            .put("timePerRequestMs", s.timePerRequestMs())
            .put("timePerRequestAcrossAllMs", s.timePerRequestAcrossMs())
            .put("transferRateKBytesPerSecond", s.transferRateKBps())
            .put(
                "connectionTimesMs",
                new JsonObject()
                    .put("connect", "not measured")
                    .put("processing", "not measured")
                    .put("waiting", "not measured")
                    .put(
                        "total",
                        new JsonObject()
                            .put("min", s.total().min())
                            .put("mean", s.total().mean())
                            .put("sd", s.total().sd())
                            .put("median", s.total().median())
                            .put("max", s.total().max())))
            .put("percentilesMs", percentiles)
            .put("unansweredRequests", run.recording().unanswered())
            .put("requestsSent", run.recording().requests().sent())
            .put("responsesRecorded", run.recording().responsesRecorded())
            .put("partial", run.partial());
    run.targetConnections().ifPresent(c -> json.put("connectionsOpenedByTarget", c));
    if (run.interruption() != null) json.put("interruption", run.interruption());
    return json;
  }

  /**
   * The step's injectors (each one's users and requests), its target's processes, and the line
   * outputs print.
   */
  private static JsonObject layout(Layout layout) {
    JsonArray injectors = new JsonArray();
    for (int i = 1; i <= layout.injectors(); i++) {
      JsonObject one = new JsonObject().put("injector", i);
      if (!layout.shares().isEmpty()) {
        one.put("users", layout.shares().get(i - 1).users())
            .put("requests", layout.shares().get(i - 1).requests());
      }
      injectors.add(one.put("localAddresses", new JsonArray(layout.localAddresses(i))));
    }
    return new JsonObject()
        .put("described", layout.describe())
        .put("injectors", layout.injectors())
        .put("each", injectors)
        .put("targetProcesses", layout.targetProcesses())
        .put("target", layout.target());
  }
}
