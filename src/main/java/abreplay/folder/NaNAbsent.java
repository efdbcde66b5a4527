package abreplay.folder;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.databind.DeserializationContext;
import com.fasterxml.jackson.databind.deser.std.StdDeserializer;
import java.io.IOException;

/**
 * A figure that is not known (NaN) as an absent key, and an absent key as NaN: {@code
 * JsonInclude(value = CUSTOM, valueFilter = NaNAbsent.class)} leaves it out, {@code
 * JsonDeserialize(using = NaNAbsent.Reader.class)} reads it.
 */
final class NaNAbsent {
  /** Jackson's value filter: equal to (left out) a NaN. */
  @Override
  public boolean equals(Object value) {
    return value instanceof Double d && d.isNaN();
  }

  @Override
  public int hashCode() {
    return 0;
  }

  static final class Reader extends StdDeserializer<Double> {
    Reader() {
      super(Double.class);
    }

    @Override
    public Double deserialize(JsonParser in, DeserializationContext context) throws IOException {
      return in.getDoubleValue();
    }

    @Override
    public Object getAbsentValue(DeserializationContext context) {
      return Double.NaN;
    }

    @Override
    public Double getNullValue(DeserializationContext context) {
      return Double.NaN;
    }
  }
}
