package abreplay.folder;

import static abreplay.folder.Json.optionalLong;
import static abreplay.folder.Json.put;

import abreplay.machine.Machine;
import abreplay.machine.ProcessSampler;
import abreplay.plan.Step;
import abreplay.plan.WarmUpPolicy;
import abreplay.recording.Recording;
import abreplay.result.AbRun;
import abreplay.result.Bound;
import abreplay.result.Resources;
import abreplay.result.RunResult;
import abreplay.result.StepResult;
import abreplay.result.WarmUpResult;
import abreplay.target.TargetCounters;
import io.vertx.core.json.JsonObject;
import java.net.URI;
import java.time.Duration;
import java.time.Instant;
import java.util.Optional;

/**
 * What a run measured, as the run record keeps it, and back; the recordings are not kept here but
 * in the interval logs, and are handed back in by the reader.
 */
final class ResultCodec {
  private ResultCodec() {}

  static JsonObject run(RunResult.Run run) {
    return new JsonObject()
        .put("simulation", run.simulation())
        .put("started", run.started().toString())
        .put("ended", run.ended().toString())
        .put("machine", run.machine().toJson())
        .put("loadGenerator", run.loadGenerator())
        .put("interruption", run.interruption());
  }

  static RunResult.Run run(JsonObject json) {
    return new RunResult.Run(
        json.getString("simulation"),
        Instant.parse(json.getString("started")),
        Instant.parse(json.getString("ended")),
        Machine.fromJson(json.getJsonObject("machine")),
        json.getString("loadGenerator"),
        json.getString("interruption"));
  }

  /** A step's outcome but its recording, which lives in its interval log. */
  static JsonObject step(StepResult s) {
    JsonObject json = new JsonObject().put("status", s.status().name()).put("reason", s.reason());
    s.run().ifPresent(ab -> json.put("ab", ab(ab)));
    s.targetCounters().ifPresent(c -> json.put("targetCounters", c.toJson()));
    s.resources().target().ifPresent(u -> json.put("targetResources", u.toJson()));
    s.resources().loadGenerator().ifPresent(u -> json.put("loadGeneratorResources", u.toJson()));
    json.put("bound", s.resources().bound().toJson());
    put(json, "abBytes", s.abBytes());
    s.injectorStarts().ifPresent(i -> json.put("injectorStarts", InjectorStartsCodec.encode(i)));
    return json;
  }

  /**
   * @param recording the step's, from its interval log; null when the step did not run
   */
  static StepResult step(Step step, JsonObject json, Recording recording) {
    Optional<AbRun> run =
        json.containsKey("ab")
            ? Optional.of(ab(json.getJsonObject("ab"), recording))
            : Optional.empty();
    return new StepResult(
        step,
        StepResult.Status.valueOf(json.getString("status")),
        run,
        json.getString("reason"),
        Optional.ofNullable(json.getJsonObject("targetCounters")).map(TargetCounters::fromJson),
        new Resources(
            Optional.ofNullable(json.getJsonObject("targetResources"))
                .map(ProcessSampler.Usage::fromJson),
            Optional.ofNullable(json.getJsonObject("loadGeneratorResources"))
                .map(ProcessSampler.Usage::fromJson),
            Bound.fromJson(json.getJsonObject("bound"))),
        optionalLong(json, "abBytes"),
        Optional.ofNullable(json.getJsonObject("injectorStarts")).map(InjectorStartsCodec::decode));
  }

  private static JsonObject warmedUp(WarmUpResult w) {
    return new JsonObject()
        .put("requests", w.requests())
        .put("policy", w.policy().name())
        .put("loadGeneratorWarmedOn", w.loadGeneratorWarmedOn())
        .put("loadGeneratorRequests", w.loadGeneratorRequests());
  }

  private static WarmUpResult warmedUp(JsonObject json) {
    return new WarmUpResult(
        json.getLong("requests"),
        WarmUpPolicy.valueOf(json.getString("policy")),
        json.getString("loadGeneratorWarmedOn"),
        json.getLong("loadGeneratorRequests"));
  }

  static JsonObject ab(AbRun run) {
    AbRun.Command c = run.command();
    JsonObject json =
        new JsonObject()
            .put("name", run.name())
            .put(
                "command",
                new JsonObject()
                    .put("url", c.url().toString())
                    .put("concurrency", c.concurrency())
                    .put("requests", c.requests())
                    .put("keepAlive", c.keepAlive())
                    .put("timeout", c.timeout().toString()))
            .put("warmUp", warmedUp(run.warmUp()))
            .put("interruption", run.interruption());
    put(json, "targetConnections", run.targetConnections());
    return json;
  }

  static AbRun ab(JsonObject json, Recording recording) {
    JsonObject c = json.getJsonObject("command");
    return new AbRun(
        json.getString("name"),
        new AbRun.Command(
            URI.create(c.getString("url")),
            c.getInteger("concurrency"),
            c.getLong("requests"),
            c.getBoolean("keepAlive"),
            Duration.parse(c.getString("timeout"))),
        warmedUp(json.getJsonObject("warmUp")),
        recording,
        optionalLong(json, "targetConnections"),
        json.getString("interruption"));
  }
}
