package abreplay.folder;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonSetter;
import com.fasterxml.jackson.annotation.Nulls;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonMappingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.ObjectWriter;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.json.JsonMapper;
import com.fasterxml.jackson.databind.module.SimpleModule;
import com.fasterxml.jackson.datatype.jdk8.Jdk8Module;
import com.fasterxml.jackson.datatype.jsr310.JavaTimeModule;
import java.io.UncheckedIOException;
import java.util.List;
import java.util.Map;

/**
 * The one JSON configuration of every file ab-replay writes and reads: records by their components'
 * names, in order, mix-ins keeping files out of the records' packages. An empty Optional or null is
 * an absent key, an absent list or map reads empty, Instant and Duration are ISO-8601 (a timeout:
 * seconds), and an unknown key is an error. Thread-safe once configured.
 */
public final class Json {
  static final ObjectMapper MAPPER =
      JsonMapper.builder()
          .addModule(new Jdk8Module())
          .addModule(new JavaTimeModule())
          .addModule(mixIns())
          .disable(SerializationFeature.WRITE_DATES_AS_TIMESTAMPS)
          .disable(SerializationFeature.WRITE_DURATIONS_AS_TIMESTAMPS)
          .disable(DeserializationFeature.ADJUST_DATES_TO_CONTEXT_TIME_ZONE)
          .enable(DeserializationFeature.FAIL_ON_TRAILING_TOKENS)
          .serializationInclusion(JsonInclude.Include.NON_ABSENT)
          .withConfigOverride(
              List.class, o -> o.setSetterInfo(JsonSetter.Value.forValueNulls(Nulls.AS_EMPTY)))
          .withConfigOverride(
              Map.class, o -> o.setSetterInfo(JsonSetter.Value.forValueNulls(Nulls.AS_EMPTY)))
          .build();

  private Json() {}

  private static SimpleModule mixIns() {
    SimpleModule module = new SimpleModule("ab-replay files");
    TargetMixIns.register(module);
    PlanMixIns.register(module);
    DocumentMixIns.register(module);
    ResultMixIns.register(module);
    MachineMixIns.register(module);
    return module;
  }

  /** {@code value} as a file holds it: indented two spaces, one key a line, a line break last. */
  public static String pretty(Object value) {
    try {
      return MAPPER.writerWithDefaultPrettyPrinter().writeValueAsString(value) + "\n";
    } catch (JsonProcessingException e) {
      throw new UncheckedIOException("cannot write " + value.getClass().getSimpleName(), e);
    }
  }

  /** {@code value} on one line, as a .jsonl file holds each of its lines (no line break). */
  static String line(Object value) {
    return line(MAPPER.writer(), value);
  }

  /**
   * A writer of {@code type}'s values on one line, its serializer built now: a writer made before a
   * run's load does not build it at its first interval, under the recorder's lock.
   */
  static ObjectWriter lineWriter(Class<?> type) {
    return MAPPER.writerFor(type);
  }

  static String line(ObjectWriter writer, Object value) {
    try {
      return writer.writeValueAsString(value);
    } catch (JsonProcessingException e) {
      throw new UncheckedIOException("cannot write " + value.getClass().getSimpleName(), e);
    }
  }

  /**
   * {@code text} as a {@code type}.
   *
   * @throws JsonProcessingException for text that is not JSON or not that type's shape; its {@link
   *     #problem} says which in one line
   */
  public static <T> T read(String text, Class<T> type) throws JsonProcessingException {
    return MAPPER.readValue(text, type);
  }

  static JsonNode tree(String text) throws JsonProcessingException {
    return MAPPER.readTree(text);
  }

  static <T> T read(JsonNode tree, Class<T> type) throws JsonProcessingException {
    return MAPPER.treeToValue(tree, type);
  }

  /**
   * What is wrong with a file, in one line: Jackson's own words without the excerpt of the source,
   * and where in the file ("at plan.systems[0].target").
   */
  static String problem(JsonProcessingException e) {
    String what = e.getOriginalMessage().lines().findFirst().orElse("").strip();
    if (e instanceof JsonMappingException m && !m.getPath().isEmpty()) {
      StringBuilder at = new StringBuilder();
      for (JsonMappingException.Reference r : m.getPath()) {
        if (r.getFieldName() != null)
          at.append(at.length() == 0 ? "" : ".").append(r.getFieldName());
        else if (r.getIndex() >= 0) at.append('[').append(r.getIndex()).append(']');
      }
      return what + " (at " + at + ")";
    }
    return what;
  }
}
