package abreplay.folder;

import abreplay.document.Document;
import abreplay.document.Magnitude;
import abreplay.document.ReportDetails;
import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.databind.DeserializationContext;
import com.fasterxml.jackson.databind.SerializerProvider;
import com.fasterxml.jackson.databind.annotation.JsonDeserialize;
import com.fasterxml.jackson.databind.annotation.JsonSerialize;
import com.fasterxml.jackson.databind.deser.std.FromStringDeserializer;
import com.fasterxml.jackson.databind.module.SimpleModule;
import com.fasterxml.jackson.databind.ser.std.StdSerializer;
import com.fasterxml.jackson.databind.util.StdConverter;
import java.io.IOException;
import java.util.LinkedHashMap;
import java.util.Map;

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

  static final class MagnitudeText extends StdSerializer<Magnitude> {
    MagnitudeText() {
      super(Magnitude.class);
    }

    @Override
    public void serialize(Magnitude m, JsonGenerator out, SerializerProvider provider)
        throws IOException {
      out.writeString(m.text());
    }
  }

  static final class MagnitudeParsed extends FromStringDeserializer<Magnitude> {
    MagnitudeParsed() {
      super(Magnitude.class);
    }

    @Override
    protected Magnitude _deserialize(String text, DeserializationContext context) {
      return Magnitude.parse(text)
          .orElseThrow(
              () ->
                  new IllegalArgumentException(
                      "\"" + text + "\" is neither a percentage (75%) nor a factor (2x)"));
    }
  }

  static void register(SimpleModule module) {
    module.setMixInAnnotation(ReportDetails.class, ReportDetailsMixIn.class);
    module.addSerializer(Magnitude.class, new MagnitudeText());
    module.addDeserializer(Magnitude.class, new MagnitudeParsed());
  }
}
