package abreplay.folder;

import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.databind.DeserializationContext;
import com.fasterxml.jackson.databind.SerializerProvider;
import com.fasterxml.jackson.databind.deser.std.StdDeserializer;
import com.fasterxml.jackson.databind.ser.std.StdSerializer;
import java.io.IOException;
import java.time.Duration;
import java.time.format.DateTimeParseException;

/**
 * A {@link Duration} as a number of seconds ({@code "timeoutSeconds": 30.0}), as summary.json names
 * a timeout; reads ISO-8601 text too ({@code "PT30S"}, as run records before version 2 wrote it).
 * Exact to the nanosecond for durations under about 100 days.
 */
final class Seconds {
  private Seconds() {}

  static final class Writer extends StdSerializer<Duration> {
    Writer() {
      super(Duration.class);
    }

    @Override
    public void serialize(Duration d, JsonGenerator out, SerializerProvider provider)
        throws IOException {
      out.writeNumber(d.toNanos() / 1e9);
    }
  }

  static final class Reader extends StdDeserializer<Duration> {
    Reader() {
      super(Duration.class);
    }

    @Override
    public Duration deserialize(JsonParser in, DeserializationContext context) throws IOException {
      if (in.currentToken() == JsonToken.VALUE_STRING) {
        try {
          return Duration.parse(in.getText());
        } catch (DateTimeParseException e) {
          return (Duration)
              context.handleWeirdStringValue(Duration.class, in.getText(), "not a duration");
        }
      }
      if (!in.currentToken().isNumeric())
        return (Duration) context.handleUnexpectedToken(Duration.class, in);
      return Duration.ofNanos(Math.round(in.getDoubleValue() * 1e9));
    }
  }
}
