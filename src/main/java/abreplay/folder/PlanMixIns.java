package abreplay.folder;

import abreplay.document.claim.OnParFactor;
import abreplay.machine.CpuSet;
import abreplay.plan.BudgetChoice;
import abreplay.plan.BudgetSettings;
import abreplay.plan.Layout;
import abreplay.plan.Placement;
import abreplay.plan.RunPlan;
import abreplay.plan.SkipReason;
import abreplay.plan.Slicing;
import abreplay.plan.Step;
import abreplay.plan.SystemPlan;
import com.fasterxml.jackson.annotation.JsonAlias;
import com.fasterxml.jackson.annotation.JsonIgnore;
import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.databind.DeserializationContext;
import com.fasterxml.jackson.databind.JsonDeserializer;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.JsonSerializer;
import com.fasterxml.jackson.databind.SerializerProvider;
import com.fasterxml.jackson.databind.annotation.JsonDeserialize;
import com.fasterxml.jackson.databind.annotation.JsonSerialize;
import com.fasterxml.jackson.databind.module.SimpleModule;
import com.fasterxml.jackson.databind.util.StdConverter;
import java.io.IOException;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * A {@link RunPlan} as the run record keeps it: every record by its components, with summary.json's
 * names where it names the same figure, and former names still read. Each injector's share is
 * worked out again from the step ({@link Layout#of}); a record without layouts reads as {@link
 * Layout#single}.
 */
final class PlanMixIns {
  /**
   * What a setting of {@link RunPlan.Settings} reads as in a record written before it existed, by
   * its name in the file: what runs had then. A setting not listed here reads as Jackson's absent
   * value (0, false, an empty Optional or list).
   */
  static final Map<String, Object> SETTINGS_BEFORE_THEY_EXISTED =
      Map.of(
          "confidence",
          0.95,
          "onPar",
          OnParFactor.DEFAULT.factor(),
          "budget",
          BudgetSettings.NONE,
          "usersPerInjector",
          Long.MAX_VALUE);

  private PlanMixIns() {}

  interface SettingsMixIn {
    @JsonProperty("timeoutSeconds")
    @JsonAlias("timeout")
    @JsonSerialize(using = Seconds.Writer.class)
    @JsonDeserialize(using = Seconds.Reader.class)
    Duration timeout();

    @JsonProperty("maxFailedPerStep")
    @JsonAlias("maxFailed")
    long maxFailed();
  }

  /** As summary.json's parameters give it: the CPUs, and in words. */
  @JsonPropertyOrder({"onlineCpus", "described", "loadGeneratorCpus", "targetCpus"})
  @JsonIgnoreProperties(value = "described", allowGetters = true)
  interface PlacementMixIn {
    @JsonProperty("onlineCpus")
    @JsonAlias("online")
    CpuSet online();

    @JsonProperty("loadGeneratorCpus")
    @JsonAlias("loadGenerator")
    Optional<CpuSet> loadGenerator();

    @JsonProperty("targetCpus")
    @JsonAlias("target")
    Optional<CpuSet> target();

    @JsonProperty("described")
    String described();
  }

  interface SystemPlanMixIn {
    @JsonDeserialize(contentConverter = WithShares.class)
    List<Step> steps();
  }

  interface StepMixIn {
    @JsonProperty("requestsPlanned")
    @JsonAlias("requests")
    long requests();
  }

  /** Its shares are the step's, worked out again on reading ({@link WithShares}). */
  interface LayoutMixIn {
    @JsonIgnore
    List<?> shares();
  }

  /** A step as read, with its layout's shares of its users and requests. */
  static final class WithShares extends StdConverter<Step, Step> {
    @Override
    public Step convert(Step s) {
      Layout l = s.layout();
      int users = s.scenario().concurrency();
      Layout layout =
          l == null
              ? Layout.single(s.target(), users, s.requests())
              : Layout.of(
                  l.injectors(),
                  users,
                  s.requests(),
                  l.targetProcesses(),
                  l.target(),
                  l.localAddresses());
      return new Step(
          s.target(),
          s.scenario(),
          s.name(),
          s.requests(),
          s.skipped(),
          s.round(),
          layout,
          Slicing.WHOLE);
    }
  }

  /** replay.on-par as the number it is. */
  static final class OnParWriter extends JsonSerializer<OnParFactor> {
    @Override
    public void serialize(OnParFactor f, JsonGenerator out, SerializerProvider provider)
        throws IOException {
      out.writeNumber(f.factor());
    }
  }

  static final class OnParReader extends JsonDeserializer<OnParFactor> {
    @Override
    public OnParFactor deserialize(JsonParser in, DeserializationContext context)
        throws IOException {
      return new OnParFactor(in.getDoubleValue());
    }
  }

  /** replay.budget as the user writes it: "auto", "none", or the cores as a number. */
  static final class BudgetChoiceWriter extends JsonSerializer<BudgetChoice> {
    @Override
    public void serialize(BudgetChoice c, JsonGenerator out, SerializerProvider provider)
        throws IOException {
      if (c instanceof BudgetChoice.Cores cores) out.writeNumber(cores.cores());
      else out.writeString(c.word());
    }
  }

  static final class BudgetChoiceReader extends JsonDeserializer<BudgetChoice> {
    @Override
    public BudgetChoice deserialize(JsonParser in, DeserializationContext context)
        throws IOException {
      if (in.currentToken().isNumeric()) return new BudgetChoice.Cores(in.getDoubleValue());
      String word = in.getText();
      if (word.equals(BudgetChoice.AUTO)) return new BudgetChoice.Auto();
      if (word.equals(BudgetChoice.NONE)) return new BudgetChoice.None();
      return (BudgetChoice)
          context.handleWeirdStringValue(
              BudgetChoice.class, word, "not auto, none or a number of cores");
    }
  }

  /**
   * A step's skip reason as {@code {"kind": ..., "message": ...}}; a record of version 1 holds the
   * message alone, which reads as {@link SkipReason.Kind#RECORDED}.
   */
  static final class SkipReader extends JsonDeserializer<SkipReason> {
    @Override
    public SkipReason deserialize(JsonParser in, DeserializationContext context)
        throws IOException {
      if (in.currentToken() == JsonToken.VALUE_STRING)
        return new SkipReason(SkipReason.Kind.RECORDED, in.getText());
      JsonNode node = context.readTree(in);
      return new SkipReason(
          SkipReason.Kind.valueOf(node.path("kind").asText()), node.path("message").asText());
    }
  }

  static void register(SimpleModule module) {
    module.addSerializer(OnParFactor.class, new OnParWriter());
    module.addDeserializer(OnParFactor.class, new OnParReader());
    module.addDeserializer(SkipReason.class, new SkipReader());
    module.addSerializer(BudgetChoice.class, new BudgetChoiceWriter());
    module.addDeserializer(BudgetChoice.class, new BudgetChoiceReader());
    module.setMixInAnnotation(RunPlan.Settings.class, SettingsMixIn.class);
    module.setMixInAnnotation(Placement.class, PlacementMixIn.class);
    module.setMixInAnnotation(SystemPlan.class, SystemPlanMixIn.class);
    module.setMixInAnnotation(Step.class, StepMixIn.class);
    module.setMixInAnnotation(Layout.class, LayoutMixIn.class);
  }
}
