package abreplay.folder;

import abreplay.machine.ClockSync;
import abreplay.machine.CpuSet;
import abreplay.machine.ProcessSampler;
import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import com.fasterxml.jackson.annotation.JsonTypeInfo;
import com.fasterxml.jackson.databind.DeserializationContext;
import com.fasterxml.jackson.databind.deser.std.FromStringDeserializer;
import com.fasterxml.jackson.databind.jsontype.NamedType;
import com.fasterxml.jackson.databind.module.SimpleModule;
import com.fasterxml.jackson.databind.ser.std.ToStringSerializer;
import java.util.OptionalLong;

/**
 * The machine's records as files keep them: a process's usage with each figure named with its unit,
 * a clock's synchronisation by its state first ("state": "synchronised" | "not-synchronised" |
 * "unknown") with what it is in words, a CPU set as its list ("0-1,3"). The machine itself is
 * mapped by its components.
 */
final class MachineMixIns {
  private MachineMixIns() {}

  interface UsageMixIn {
    @JsonProperty("cpuUserPercentOfOneCore")
    double cpuUserPercent();

    @JsonProperty("cpuSystemPercentOfOneCore")
    double cpuSystemPercent();

    @JsonProperty("voluntaryContextSwitchesPerSecond")
    double voluntarySwitchesPerSecond();

    @JsonProperty("involuntaryContextSwitchesPerSecond")
    double involuntarySwitchesPerSecond();

    @JsonProperty("maxHeapUsedBytes")
    OptionalLong maxHeapBytes();
  }

  @JsonTypeInfo(use = JsonTypeInfo.Id.NAME, property = "state")
  @JsonPropertyOrder("text")
  @JsonIgnoreProperties(value = "text", allowGetters = true)
  interface ClockSyncMixIn {
    @JsonProperty("text")
    String describe();
  }

  static final class CpuList extends FromStringDeserializer<CpuSet> {
    CpuList() {
      super(CpuSet.class);
    }

    @Override
    protected CpuSet _deserialize(String value, DeserializationContext context) {
      StringBuilder whyNot = new StringBuilder();
      return CpuSet.parse(value, whyNot)
          .orElseThrow(() -> new IllegalArgumentException(whyNot.toString()));
    }
  }

  static void register(SimpleModule module) {
    module.setMixInAnnotation(ProcessSampler.Usage.class, UsageMixIn.class);
    module.setMixInAnnotation(ClockSync.class, ClockSyncMixIn.class);
    module.registerSubtypes(
        new NamedType(ClockSync.Synchronised.class, "synchronised"),
        new NamedType(ClockSync.NotSynchronised.class, "not-synchronised"),
        new NamedType(ClockSync.Unknown.class, "unknown"));
    module.addSerializer(CpuSet.class, ToStringSerializer.instance);
    module.addDeserializer(CpuSet.class, new CpuList());
  }
}
