package abreplay.folder;

import abreplay.machine.ProcessSampler;
import abreplay.plan.Step;
import abreplay.plan.WarmUpPolicy;
import abreplay.recording.Recording;
import abreplay.result.AbRun;
import abreplay.result.Bound;
import abreplay.result.ClockTolerance;
import abreplay.result.GroupUsage;
import abreplay.result.InjectorStarts;
import abreplay.result.Resources;
import abreplay.result.StepResult;
import abreplay.result.WarmUpResult;
import com.fasterxml.jackson.annotation.JsonAlias;
import com.fasterxml.jackson.annotation.JsonIgnore;
import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import com.fasterxml.jackson.annotation.JsonTypeInfo;
import com.fasterxml.jackson.databind.annotation.JsonDeserialize;
import com.fasterxml.jackson.databind.annotation.JsonSerialize;
import com.fasterxml.jackson.databind.jsontype.NamedType;
import com.fasterxml.jackson.databind.module.SimpleModule;
import java.time.Duration;
import java.util.Optional;
import java.util.OptionalDouble;
import java.util.OptionalLong;

/**
 * What a run measured, as the run record keeps it: records by their components, with summary.json's
 * names for the figures it names too, and former names still read. Not kept: a step result's step
 * and a run's recording; the reader hands both back. Words and spreads are written, never read.
 */
final class ResultMixIns {
  private ResultMixIns() {}

  interface AbRunMixIn {
    @JsonProperty("requestName")
    @JsonAlias("name")
    String name();

    @JsonIgnore
    Recording recording();

    @JsonProperty("connectionsOpenedByTarget")
    @JsonAlias("targetConnections")
    OptionalLong targetConnections();
  }

  interface CommandMixIn {
    @JsonProperty("concurrencyLevel")
    @JsonAlias("concurrency")
    int concurrency();

    @JsonProperty("timeoutSeconds")
    @JsonAlias("timeout")
    @JsonSerialize(using = Seconds.Writer.class)
    @JsonDeserialize(using = Seconds.Reader.class)
    Duration timeout();
  }

  interface WarmUpResultMixIn {
    @JsonProperty("warmUpRequests")
    @JsonAlias("requests")
    long requests();

    @JsonProperty("warmUpPolicy")
    @JsonAlias("policy")
    WarmUpPolicy policy();

    @JsonProperty("warmUpEnd")
    Optional<WarmUpPolicy.End> end();

    @JsonProperty("loadGeneratorWarmUpEnd")
    Optional<WarmUpPolicy.End> loadGeneratorEnd();
  }

  interface StepResultMixIn {
    @JsonIgnore
    Step step();

    @JsonProperty("ab")
    Optional<AbRun> run();

    @JsonProperty("bytesPerResponseToAbHttp10")
    @JsonAlias("abBytes")
    OptionalLong abBytes();
  }

  interface ResourcesMixIn {
    @JsonProperty("targetResources")
    Optional<ProcessSampler.Usage> target();

    @JsonProperty("loadGeneratorResources")
    Optional<ProcessSampler.Usage> loadGenerator();

    @JsonProperty("targetCpuGroup")
    Optional<GroupUsage> group();
  }

  /**
   * What the server's CPU group counted over the step, with its cores, throttled share and
   * throttled seconds worked out (written, never read).
   */
  @JsonPropertyOrder({"budget", "cores", "throttledShareOfPeriods", "throttledSeconds"})
  @JsonIgnoreProperties(
      value = {"cores", "throttledShareOfPeriods", "throttledSeconds", "cpuSeconds"},
      allowGetters = true)
  interface GroupUsageMixIn {
    @JsonProperty("cores")
    double cores();

    @JsonProperty("throttledShareOfPeriods")
    double throttledShare();

    @JsonProperty("throttledSeconds")
    double throttledSeconds();

    @JsonProperty("cpuSeconds")
    double cpuSeconds();

    @JsonProperty("wallSeconds")
    @JsonAlias("seconds")
    double seconds();
  }

  /**
   * Its kind, mark and explanation, and each figure named with its unit; an unknown (NaN) figure is
   * an absent key. Also reads the names earlier run records used (loadGeneratorCpusIdle,
   * otherCores).
   */
  @JsonPropertyOrder({"kind", "mark", "explained"})
  @JsonInclude(value = JsonInclude.Include.CUSTOM, valueFilter = NaNAbsent.class)
  @JsonIgnoreProperties(
      value = {"mark", "explained"},
      allowGetters = true)
  interface BoundMixIn {
    @JsonProperty("mark")
    String mark();

    @JsonProperty("explained")
    String explained();

    @JsonDeserialize(using = NaNAbsent.Reader.class)
    double loadGeneratorCores();

    @JsonDeserialize(using = NaNAbsent.Reader.class)
    double targetCores();

    @JsonDeserialize(using = NaNAbsent.Reader.class)
    double targetCapacityCores();

    @JsonDeserialize(using = NaNAbsent.Reader.class)
    @JsonAlias("loadGeneratorCpusIdle")
    double loadGeneratorCpusIdleShare();

    @JsonDeserialize(using = NaNAbsent.Reader.class)
    @JsonAlias("otherCores")
    double otherProcessesCores();

    @JsonDeserialize(using = NaNAbsent.Reader.class)
    double budgetCores();

    @JsonDeserialize(using = NaNAbsent.Reader.class)
    double throttledShare();
  }

  @JsonIgnoreProperties(value = "startSpreadMillis", allowGetters = true)
  interface InjectorStartsMixIn {
    @JsonProperty("clockTolerance")
    ClockTolerance tolerance();

    @JsonProperty("startSpreadMillis")
    OptionalLong spreadMillis();
  }

  /** Where it comes from first ("from": "given" | "one-kernel" | "bounds" | "unknown"). */
  @JsonTypeInfo(use = JsonTypeInfo.Id.NAME, property = "from")
  @JsonPropertyOrder({"text", "millis"})
  @JsonIgnoreProperties(value = "text", allowGetters = true)
  interface ClockToleranceMixIn {
    @JsonProperty("text")
    String describe();
  }

  /**
   * One kernel is one clock: its tolerance, 0 ms, is written as the others' is (the ignored keys
   * are this kind's own list: it replaces the interface's).
   */
  @JsonIgnoreProperties(
      value = {"text", "millis"},
      allowGetters = true)
  interface OneKernelMixIn {
    @JsonProperty("millis")
    OptionalDouble bound();
  }

  static void register(SimpleModule module) {
    module.setMixInAnnotation(AbRun.class, AbRunMixIn.class);
    module.setMixInAnnotation(AbRun.Command.class, CommandMixIn.class);
    module.setMixInAnnotation(WarmUpResult.class, WarmUpResultMixIn.class);
    module.setMixInAnnotation(StepResult.class, StepResultMixIn.class);
    module.setMixInAnnotation(Resources.class, ResourcesMixIn.class);
    module.setMixInAnnotation(Bound.class, BoundMixIn.class);
    module.setMixInAnnotation(GroupUsage.class, GroupUsageMixIn.class);
    module.setMixInAnnotation(InjectorStarts.class, InjectorStartsMixIn.class);
    module.setMixInAnnotation(ClockTolerance.class, ClockToleranceMixIn.class);
    module.setMixInAnnotation(ClockTolerance.OneKernel.class, OneKernelMixIn.class);
    module.registerSubtypes(
        new NamedType(ClockTolerance.Given.class, "given"),
        new NamedType(ClockTolerance.OneKernel.class, "one-kernel"),
        new NamedType(ClockTolerance.Bounded.class, "bounds"),
        new NamedType(ClockTolerance.Unknown.class, "unknown"));
  }
}
