package abreplay.folder;

import abreplay.document.Document;
import abreplay.document.LoadModel;
import abreplay.document.ReportDetails;
import abreplay.document.Scenario;
import abreplay.document.claim.ClaimKind;
import abreplay.document.claim.ClaimKinds;
import abreplay.document.claim.Magnitude;
import abreplay.request.Request;
import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonSubTypes;
import com.fasterxml.jackson.annotation.JsonTypeInfo;
import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.databind.DeserializationContext;
import com.fasterxml.jackson.databind.JsonDeserializer;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.SerializerProvider;
import com.fasterxml.jackson.databind.annotation.JsonDeserialize;
import com.fasterxml.jackson.databind.annotation.JsonSerialize;
import com.fasterxml.jackson.databind.module.SimpleModule;
import com.fasterxml.jackson.databind.ser.std.StdSerializer;
import com.fasterxml.jackson.databind.util.StdConverter;
import java.io.IOException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * A {@link Document} as the run record keeps it: every fact by its record's components, maps in
 * their order. A claim's {@code by} is its text ("75%"), read back as the conf's is ({@link
 * Magnitude#parse}); the Connection Times rows are keyed as the conf keys them ("connect", ...), in
 * ab's row order.
 */
final class DocumentMixIns {
  private DocumentMixIns() {}

  interface ReportDetailsMixIn {
    @JsonSerialize(converter = RowKeys.class)
    @JsonDeserialize(converter = RowsByKey.class)
    Map<ReportDetails.Row, ReportDetails.Times> connectionTimes();
  }

  static final class RowKeys
      extends StdConverter<
          Map<ReportDetails.Row, ReportDetails.Times>, Map<String, ReportDetails.Times>> {
    @Override
    public Map<String, ReportDetails.Times> convert(
        Map<ReportDetails.Row, ReportDetails.Times> rows) {
      Map<String, ReportDetails.Times> byKey = new LinkedHashMap<>();
      for (ReportDetails.Row row : ReportDetails.Row.values())
        if (rows.containsKey(row)) byKey.put(row.key(), rows.get(row));
      return byKey;
    }
  }

  static final class RowsByKey
      extends StdConverter<
          Map<String, ReportDetails.Times>, Map<ReportDetails.Row, ReportDetails.Times>> {
    @Override
    public Map<ReportDetails.Row, ReportDetails.Times> convert(
        Map<String, ReportDetails.Times> byKey) {
      Map<ReportDetails.Row, ReportDetails.Times> rows = new LinkedHashMap<>();
      byKey.forEach((key, times) -> rows.put(row(key), times));
      return rows;
    }

    private static ReportDetails.Row row(String key) {
      for (ReportDetails.Row row : ReportDetails.Row.values())
        if (row.key().equals(key)) return row;
      throw new IllegalArgumentException("\"" + key + "\" is not a row of ab's Connection Times");
    }
  }

  /**
   * A claim as {@code {"text", "kind": "FASTER", "system", "over", "by": "75%", "scenarios",
   * "unpublished"}}: its kind by name ({@link ClaimKind#name}) and its number as its text, the kind
   * made again from both ({@link ClaimKind#withBy}).
   */
  static final class ClaimWriter extends StdSerializer<Document.Claim> {
    ClaimWriter() {
      super(Document.Claim.class);
    }

    @Override
    public void serialize(Document.Claim c, JsonGenerator out, SerializerProvider provider)
        throws IOException {
      out.writeStartObject();
      out.writeStringField("text", c.text());
      out.writeStringField("kind", c.kind().name());
      out.writeStringField("system", c.system());
      if (c.over().isPresent()) out.writeStringField("over", c.over().get());
      if (c.by().isPresent()) out.writeStringField("by", c.by().get().text());
      provider.defaultSerializeField("scenarios", c.scenarios(), out);
      provider.defaultSerializeField("unpublished", c.unpublished(), out);
      out.writeEndObject();
    }
  }

  static final class ClaimDeserializer extends JsonDeserializer<Document.Claim> {
    @Override
    public Document.Claim deserialize(JsonParser in, DeserializationContext context)
        throws IOException {
      JsonNode c = context.readTree(in);
      String name = c.path("kind").asText();
      ClaimKind kind =
          ClaimKinds.named(name)
              .orElseThrow(
                  () -> new IllegalArgumentException("\"" + name + "\" is not a claim kind"));
      if (c.hasNonNull("by")) {
        String by = c.get("by").asText();
        kind =
            kind.withBy(by)
                .orElseThrow(
                    () ->
                        new IllegalArgumentException(
                            "by \"" + by + "\" is not a " + name + "'s number"));
      }
      List<String> scenarios = new ArrayList<>();
      c.path("scenarios").forEach(s -> scenarios.add(s.asText()));
      List<String> unpublished = new ArrayList<>();
      c.path("unpublished").forEach(s -> unpublished.add(s.asText()));
      return new Document.Claim(
          c.path("text").asText(),
          kind,
          c.path("system").asText(),
          c.hasNonNull("over") ? Optional.of(c.get("over").asText()) : Optional.empty(),
          List.copyOf(scenarios),
          List.copyOf(unpublished));
    }
  }

  /**
   * A scenario's load model by its components, its kind named as the conf names it ({@code "model":
   * "closed-by-duration"}); a record from before load models has none, and reads as ab's.
   */
  @JsonTypeInfo(use = JsonTypeInfo.Id.NAME, property = "model")
  @JsonSubTypes({
    @JsonSubTypes.Type(value = LoadModel.ClosedByCount.class, name = "closed-by-count"),
    @JsonSubTypes.Type(value = LoadModel.ClosedByDuration.class, name = "closed-by-duration"),
    @JsonSubTypes.Type(value = LoadModel.ConstantRate.class, name = "constant-rate"),
    @JsonSubTypes.Type(value = LoadModel.NotReplayable.class, name = "not-replayable")
  })
  interface LoadModelMixIn {}

  /**
   * A scenario's request by its components, absent for ab's plain GET (so that a GET scenario's
   * record is as it always was); an absent request reads as that GET.
   */
  interface ScenarioMixIn {
    @JsonInclude(value = JsonInclude.Include.CUSTOM, valueFilter = PlainGet.class)
    Request request();
  }

  /** Jackson's value filter: equal to (left out) ab's plain GET. */
  static final class PlainGet {
    @Override
    public boolean equals(Object value) {
      return value instanceof Request r && r.plain();
    }

    @Override
    public int hashCode() {
      return 0;
    }
  }

  static void register(SimpleModule module) {
    module.setMixInAnnotation(LoadModel.class, LoadModelMixIn.class);
    module.setMixInAnnotation(Scenario.class, ScenarioMixIn.class);
    module.addSerializer(Document.Claim.class, new ClaimWriter());
    module.addDeserializer(Document.Claim.class, new ClaimDeserializer());
    module.setMixInAnnotation(ReportDetails.class, ReportDetailsMixIn.class);
  }
}
