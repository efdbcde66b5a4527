package abreplay.report;

import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import java.util.Map;

/** summary.json: every figure of every step, named with its unit, with the run's parameters and machine. */
public final class SummaryJson {
  private SummaryJson() {}

  public static JsonObject of(RunResult result) {
    JsonObject json = new JsonObject()
        .put("tool", "ab-replay")
        .put("simulation", result.simulation())
        .put("title", result.plan().title())
        .put("sources", new JsonArray(result.plan().sources()))
        .put("status", result.partial() ? "PARTIAL" : "COMPLETE")
        .put("interruption", result.interruption())
        .put("started", result.started().toString())
        .put("ended", result.ended().toString())
        .put("machine", result.machine().toJson())
        .put("loadGenerator", "Gatling 3.15.1 (HTTP/1.1 requests, millisecond times) on "
            + System.getProperty("java.vm.name") + " " + System.getProperty("java.runtime.version"))
        .put("parameters", new JsonObject()
            .put("timeoutSeconds", result.plan().timeout().toMillis() / 1000.0)
            .put("scale", result.plan().scale())
            .put("rounds", result.plan().systems().stream().mapToInt(abreplay.plan.SystemPlan::rounds).max().orElse(1))
            .put("maxFailedPerStep", result.plan().maxFailed())
            .put("localAddresses", new JsonArray(result.plan().localAddresses())))
        .put("warnings", new JsonArray(result.plan().warnings()))
        .put("differencesFromAb", AbSummary.DIFFERENCES);
    JsonObject warmUps = new JsonObject();
    for (Map.Entry<String, AbRun> w : result.warmUps().entrySet()) warmUps.put(w.getKey(), ab(w.getValue()));
    json.put("warmUps", warmUps);
    JsonArray steps = new JsonArray();
    for (StepResult s : result.steps()) {
      JsonObject step = new JsonObject()
          .put("system", s.step().target().name())
          .put("round", s.step().round())
          .put("target", s.step().target().description())
          .put("scenario", s.step().scenario().id())
          .put("name", s.step().name())
          .put("requestsPlanned", s.step().requests())
          .put("concurrency", s.step().scenario().concurrency())
          .put("keepAlive", s.step().scenario().keepAlive())
          .put("status", s.status().name())
          .put("reason", s.reason());
      s.run().ifPresent(run -> step.put("ab", ab(run)));
      s.targetCounters().ifPresent(c -> step.put("targetCounters", c.toJson()));
      s.usage().ifPresent(u -> step.put("targetResources", u.toJson()));
      s.abBytes().ifPresent(b -> step.put("bytesPerResponseToAbHttp10", b));
      steps.add(step);
    }
    json.put("steps", steps);
    json.put("standInLogs", new JsonObject(Map.copyOf(result.logs())));
    return json;
  }

  /** One run's ab figures, named as ab prints them, with units. */
  public static JsonObject ab(AbRun run) {
    AbStats s = AbStats.of(run);
    JsonObject percentiles = new JsonObject();
    for (Percentiles.Row row : s.percentiles()) percentiles.put(Integer.toString(row.percent()), row.millis());
    JsonObject json = new JsonObject()
        .put("command", run.abCommand())
        .put("requestName", run.name())
        .put("warmUpRequests", run.warmUpRequests())
        .put("serverSoftware", s.serverSoftware())
        .put("serverHostname", run.url().getHost())
        .put("serverPort", run.port())
        .put("documentPath", run.path())
        .put("documentLengthBytes", s.documentLength())
        .put("concurrencyLevel", run.concurrency())
        .put("timeTakenSeconds", s.timeTakenSeconds())
        .put("completeRequests", s.complete())
        .put("failedRequests", s.failed())
        .put("failedBreakdown", new JsonObject().put("connect", s.connectFailures()).put("receive", s.receiveFailures())
            .put("length", s.lengthFailures()).put("exceptions", s.exceptions()))
        .put("non2xxResponses", s.non2xx())
        .put("keepAliveRequests", s.keepAlive())
        .put("totalTransferredBytes", s.totalTransferred())
        .put("htmlTransferredBytes", s.htmlTransferred())
        .put("requestsPerSecond", s.requestsPerSecond())
        .put("timePerRequestMs", s.timePerRequestMs())
        .put("timePerRequestAcrossAllMs", s.timePerRequestAcrossMs())
        .put("transferRateKBytesPerSecond", s.transferRateKBps())
        .put("connectionTimesMs", new JsonObject()
            .put("connect", "not measured").put("processing", "not measured").put("waiting", "not measured")
            .put("total", new JsonObject().put("min", s.total().min()).put("mean", s.total().mean())
                .put("sd", s.total().sd()).put("median", s.total().median()).put("max", s.total().max())))
        .put("percentilesMs", percentiles)
        .put("unansweredRequests", run.recording().unanswered())
        .put("requestsSent", run.recording().sent())
        .put("responsesRecorded", run.recording().responsesRecorded())
        .put("partial", run.partial());
    run.targetConnections().ifPresent(c -> json.put("connectionsOpenedByTarget", c));
    if (run.interruption() != null) json.put("interruption", run.interruption());
    return json;
  }
}
