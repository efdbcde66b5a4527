package abreplay.report;

import abreplay.document.claim.OwnData;
import abreplay.document.claim.Verdict;
import abreplay.folder.Json;
import abreplay.machine.Machine;
import abreplay.machine.ProcessSampler;
import abreplay.plan.AutoBudget;
import abreplay.plan.Layout;
import abreplay.plan.Placement;
import abreplay.plan.WarmUpPolicy;
import abreplay.recording.Recording;
import abreplay.result.AbRun;
import abreplay.result.Bound;
import abreplay.result.BudgetDecision;
import abreplay.result.GroupUsage;
import abreplay.result.InjectorStarts;
import abreplay.result.RunResult;
import abreplay.result.StepResult;
import abreplay.targets.Target;
import abreplay.targets.TargetCounters;
import abreplay.verdict.ClaimResult;
import abreplay.verdict.Measurement;
import abreplay.verdict.RatioEstimate;
import abreplay.verdict.ScenarioJudgement;
import abreplay.verdict.Side;
import abreplay.verdict.Unjudged;
import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonUnwrapped;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalDouble;
import java.util.OptionalInt;
import java.util.OptionalLong;

/**
 * summary.json: every figure of every step, named with its unit, with the run's parameters and
 * machine and each claim's ratios and verdict. The records below are the file's shape, key by key
 * in order; a figure the run record keeps too has the same mapping and name there. An empty
 * Optional is an absent key; keys marked ALWAYS are written as null when there is nothing to say.
 */
public final class SummaryJson {
  private SummaryJson() {}

  /** The file. */
  record Summary(
      String tool,
      String simulation,
      String title,
      List<String> sources,
      String status,
      @JsonInclude(JsonInclude.Include.ALWAYS) String interruption,
      Instant started,
      Instant ended,
      Machine machine,
      String loadGenerator,
      Parameters parameters,
      Budget budget,
      List<String> warnings,
      String differencesFromAb,
      Map<String, Ab> warmUps,
      List<StepJson> steps,
      Optional<List<Claim>> claims,
      Map<String, String> standInLogs) {}

  record Parameters(
      double timeoutSeconds,
      double scale,
      int rounds,
      long maxFailedPerStep,
      List<String> localAddresses,
      Placement placement) {}

  /**
   * The CPU budget every system's server ran under: how it was chosen and enforced, or why there
   * was none.
   *
   * @param choice replay.budget as set: auto, none or the cores
   * @param cores absent for none
   * @param auto what auto decided on, with the rule's u and m
   */
  record Budget(
      String text,
      BudgetDecision.Kind kind,
      Object choice,
      OptionalDouble cores,
      long periodMillis,
      Optional<String> enforcedBy,
      Optional<Auto> auto,
      Optional<String> why,
      Optional<String> measures) {

    static Budget of(RunResult result) {
      BudgetDecision d = result.budget();
      var settings = result.plan().settings().budget();
      return new Budget(
          d.describe(),
          d.kind(),
          settings.choice().<Object>match(a -> a.word(), n -> n.word(), c -> c.cores()),
          d.budget().map(b -> OptionalDouble.of(b.cores())).orElse(OptionalDouble.empty()),
          d.budget().map(b -> b.period()).orElse(settings.period()).toMillis(),
          d.enforcement().isEmpty() ? Optional.empty() : Optional.of(d.enforcement()),
          d.figures()
              .map(
                  f ->
                      new Auto(
                          f.firstSystem(),
                          f.loadGeneratorMs(),
                          f.targetMs(),
                          f.cpus(),
                          f.postCores(),
                          AutoBudget.UTILISATION,
                          AutoBudget.MARGIN)),
          d.why().isEmpty() ? Optional.empty() : Optional.of(d.why()),
          d.applied() ? Optional.of(BudgetLines.MEASURES) : Optional.empty());
    }
  }

  /**
   * What auto decided on: each side's CPU a request in the first system's warm-up, the CPUs they
   * share, the post's cores, the rule's u and m.
   */
  record Auto(
      String firstSystem,
      double loadGeneratorMsPerRequest,
      double targetMsPerRequest,
      int sharedCpus,
      OptionalInt postCores,
      double utilisation,
      double margin) {}

  /**
   * One step.
   *
   * @param target what the system is, in words
   * @param realServer the real server's name, for a real one
   * @param fallback why a stand-in runs in place of its real server
   */
  record StepJson(
      String system,
      int round,
      String target,
      Target.Kind kind,
      String scenario,
      String name,
      long requestsPlanned,
      int concurrency,
      boolean keepAlive,
      StepResult.Status status,
      StepLayout layout,
      @JsonInclude(JsonInclude.Include.ALWAYS) String reason,
      Optional<String> realServer,
      Optional<String> fallback,
      Optional<Ab> ab,
      Optional<TargetCounters> targetCounters,
      Optional<ProcessSampler.Usage> targetResources,
      Optional<ProcessSampler.Usage> loadGeneratorResources,
      String budget,
      Optional<GroupUsage> targetCpuGroup,
      OptionalDouble serviceDemandMsPerRequest,
      Optional<Bound> bound,
      OptionalLong bytesPerResponseToAbHttp10,
      Optional<Starts> injectorStarts) {}

  /**
   * The step's injectors (each one's users and requests), its target's processes, and the line
   * outputs print.
   */
  record StepLayout(
      String described, int injectors, List<Injector> each, int targetProcesses, String target) {

    static StepLayout of(Layout layout) {
      List<Injector> each = new ArrayList<>();
      for (int i = 1; i <= layout.injectors(); i++) {
        boolean shared = !layout.shares().isEmpty();
        each.add(
            new Injector(
                i,
                shared ? OptionalInt.of(layout.shares().get(i - 1).users()) : OptionalInt.empty(),
                shared
                    ? OptionalLong.of(layout.shares().get(i - 1).requests())
                    : OptionalLong.empty(),
                layout.localAddresses(i)));
      }
      return new StepLayout(
          layout.describe(), layout.injectors(), each, layout.targetProcesses(), layout.target());
    }
  }

  /** One injector of a step: its users and requests, absent when the step was refused. */
  record Injector(
      int injector, OptionalInt users, OptionalLong requests, List<String> localAddresses) {}

  /** A step's injectors' starts, with the clock tolerance applied to its Time taken. */
  record Starts(@JsonUnwrapped InjectorStarts starts, Optional<String> timeTaken) {}

  /** One run's ab figures, named as ab prints them, with units. */
  record Ab(
      String command,
      String requestName,
      long warmUpRequests,
      WarmUpPolicy warmUpPolicy,
      Optional<WarmUpPolicy.End> warmUpEnd,
      String loadGeneratorWarmedOn,
      Optional<WarmUpPolicy.End> loadGeneratorWarmUpEnd,
      String serverSoftware,
      String serverHostname,
      int serverPort,
      String documentPath,
      int documentLengthBytes,
      int concurrencyLevel,
      double timeTakenSeconds,
      long startedAtEpochMillis,
      long completeRequests,
      long failedRequests,
      Recording.Failures failedBreakdown,
      long non2xxResponses,
      long keepAliveRequests,
      long totalTransferredBytes,
      long htmlTransferredBytes,
      double requestsPerSecond,
      double timePerRequestMs,
      double timePerRequestAcrossAllMs,
      double transferRateKBytesPerSecond,
      Times connectionTimesMs,
      Map<String, Long> percentilesMs,
      long unansweredRequests,
      long requestsSent,
      boolean responsesRecorded,
      boolean partial,
      OptionalLong connectionsOpenedByTarget,
      String interruption) {

    static Ab of(AbRun run) {
      AbStats s = AbStats.of(run);
      AbRun.Command command = run.command();
      Map<String, Long> percentiles = new LinkedHashMap<>();
      for (Percentiles.Row row : s.percentiles())
        percentiles.put(Integer.toString(row.percent()), row.millis());
      return new Ab(
          command.toString(),
          run.name(),
          run.warmUp().requests(),
          run.warmUp().policy(),
          run.warmUp().end(),
          run.warmUp().loadGeneratorWarmedOn(),
          run.warmUp().loadGeneratorEnd(),
          s.serverSoftware(),
          command.url().getHost(),
          command.port(),
          command.path(),
          s.documentLength(),
          command.concurrency(),
          s.timeTakenSeconds(),
          run.recording().timing().startEpochMillis(),
          s.complete(),
          s.failed(),
          s.failures(),
          s.non2xx(),
          s.keepAlive(),
          s.totalTransferred(),
          s.htmlTransferred(),
          s.requestsPerSecond(),
          s.timePerRequestMs(),
          s.timePerRequestAcrossMs(),
          s.transferRateKBps(),
          new Times(NOT_MEASURED, NOT_MEASURED, NOT_MEASURED, s.total()),
          percentiles,
          run.recording().unanswered(),
          run.recording().requests().sent(),
          run.recording().responsesRecorded(),
          run.partial(),
          run.targetConnections(),
          run.interruption());
    }
  }

  private static final String NOT_MEASURED = "not measured";

  /** ab's Connection Times: Gatling measures the total only. */
  record Times(String connect, String processing, String waiting, ConnectionTimes total) {}

  /**
   * A claim: its text and kind as the document gives them, its ratios and verdicts.
   *
   * @param scale the run's replay.scale, which the answers' texts name when it is not 1
   */
  record Claim(
      String text,
      String kind,
      @JsonInclude(JsonInclude.Include.ALWAYS) By by,
      String system,
      @JsonInclude(JsonInclude.Include.ALWAYS) String over,
      String ratio,
      Side side,
      List<ScenarioJson> scenarios,
      Verdict verdict,
      String verdictText,
      Measurement measurement,
      String measurementText,
      OwnData ownData,
      String ownDataText,
      List<String> notes,
      double scale) {}

  /** The claim's own number, and the least ratio that rounds to it. */
  record By(String text, double threshold) {}

  record ScenarioJson(
      String scenario,
      OptionalDouble publishedRatio,
      OwnData ownData,
      OptionalDouble replayedRatio,
      Optional<IntervalJson> interval,
      Verdict verdict,
      Measurement measurement,
      Optional<Why> notJudged,
      Optional<Why> notMeasured,
      Optional<List<String>> map,
      List<String> steps) {}

  /**
   * A ratio's confidence interval.
   *
   * @param high null when unbounded (a capped rate)
   * @param pairs the paired slices it comes from; absent for whole steps
   * @param orderEffect the first-in-pair's edge (0.02 = 2%); absent without pairs in both orders
   */
  record IntervalJson(
      double low,
      @JsonInclude(JsonInclude.Include.ALWAYS) Double high,
      double confidence,
      int rounds,
      RatioEstimate.Cap cap,
      java.util.OptionalInt pairs,
      OptionalDouble orderEffect) {}

  record Why(Unjudged.Kind kind, String text) {}

  /** summary.json's text, as the file holds it. */
  public static String text(RunResult result, List<ClaimResult> claims) {
    return Json.pretty(of(result, claims));
  }

  static Summary of(RunResult result, List<ClaimResult> claims) {
    RunResult.RunFacts run = result.run();
    Map<String, Ab> warmUps = new LinkedHashMap<>();
    result.warmUps().forEach((system, ab) -> warmUps.put(system, Ab.of(ab)));
    return new Summary(
        "ab-replay",
        run.simulation(),
        result.plan().title(),
        result.plan().sources(),
        result.partial() ? "PARTIAL" : "COMPLETE",
        run.interruption(),
        run.started(),
        run.ended(),
        run.machine(),
        run.loadGenerator() + " (HTTP/1.1 requests, millisecond times) on " + run.machine().jvm(),
        new Parameters(
            result.plan().timeout().toMillis() / 1000.0,
            result.plan().settings().scale(),
            result.plan().rounds(),
            result.plan().settings().maxFailed(),
            result.plan().settings().localAddresses(),
            result.plan().settings().placement()),
        Budget.of(result),
        result.plan().warnings(),
        AbSummary.DIFFERENCES,
        warmUps,
        result.steps().stream().map(SummaryJson::step).toList(),
        result.plan().document().map(d -> claims.stream().map(SummaryJson::claim).toList()),
        // In the run's order: Map.copyOf would iterate in an order that changes from one JVM to
        // the next.
        new LinkedHashMap<>(result.logs()));
  }

  private static StepJson step(StepResult s) {
    Target target = s.step().target();
    Optional<Ab> ab = s.run().map(Ab::of);
    return new StepJson(
        target.name(),
        s.step().round(),
        target.description(),
        target.kind(),
        s.step().scenario().id(),
        s.step().name(),
        s.step().requests(),
        s.step().scenario().concurrency(),
        s.step().scenario().keepAlive(),
        s.status(),
        StepLayout.of(s.step().layout()),
        s.reason(),
        target.match(
            x -> Optional.empty(), r -> Optional.of(r.server().name()), u -> Optional.empty()),
        target.match(x -> x.fallback(), r -> Optional.empty(), u -> Optional.empty()),
        ab,
        s.targetCounters(),
        s.resources().target(),
        s.resources().loadGenerator(),
        BudgetLines.step(s),
        s.resources().group(),
        s.serviceDemandMs(),
        ab.isPresent() ? Optional.of(s.resources().bound()) : Optional.empty(),
        s.abBytes(),
        s.injectorStarts()
            .map(
                i ->
                    new Starts(
                        i,
                        ab.map(
                            a ->
                                InjectorLines.tolerance(
                                    i, AbStats.of(s.run().get()).timeTakenSeconds())))));
  }

  private static Claim claim(ClaimResult c) {
    return new Claim(
        c.claim().text(),
        c.claim().kind().name(),
        c.claim().by().map(b -> new By(b.text(), b.threshold())).orElse(null),
        c.claim().system(),
        c.claim().over().orElse(null),
        c.meaning() + (c.claim().kind().compares() ? " req/s" : ""),
        c.side(),
        c.scenarios().stream().map(SummaryJson::scenario).toList(),
        c.verdict(),
        c.verdictText(),
        c.measurement(),
        c.measurementText(),
        c.ownData(),
        c.ownDataText(),
        c.notes(),
        c.scale());
  }

  private static ScenarioJson scenario(ScenarioJudgement s) {
    return new ScenarioJson(
        s.scenario(),
        s.published(),
        s.ownData(),
        s.estimate().map(e -> OptionalDouble.of(e.ratio())).orElse(OptionalDouble.empty()),
        s.estimate()
            .map(
                e ->
                    new IntervalJson(
                        e.low(),
                        Double.isInfinite(e.high()) ? null : e.high(),
                        e.confidence(),
                        e.rounds(),
                        e.cap(),
                        e.pairs() > 0
                            ? java.util.OptionalInt.of(e.pairs())
                            : java.util.OptionalInt.empty(),
                        Double.isNaN(e.orderEffect())
                            ? OptionalDouble.empty()
                            : OptionalDouble.of(e.orderEffect()))),
        s.verdict(),
        s.measurement(),
        s.whyNotJudged().map(SummaryJson::why),
        s.whyNotMeasured().map(SummaryJson::why),
        s.map().map(m -> m.entries()),
        s.steps().stream().map(x -> x.step().name()).toList());
  }

  private static Why why(Unjudged u) {
    return new Why(u.kind(), u.text());
  }
}
