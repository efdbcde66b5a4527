package abreplay.folder;

import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalDouble;
import java.util.OptionalLong;
import java.util.function.Function;

/** The codecs' shared moves: an optional value is an absent key, a list an array. */
final class Json {
  private Json() {}

  static void put(JsonObject json, String key, Optional<?> value) {
    value.ifPresent(v -> json.put(key, v.toString()));
  }

  static void put(JsonObject json, String key, OptionalLong value) {
    if (value.isPresent()) json.put(key, value.getAsLong());
  }

  static void put(JsonObject json, String key, OptionalDouble value) {
    if (value.isPresent()) json.put(key, value.getAsDouble());
  }

  static Optional<String> string(JsonObject json, String key) {
    return Optional.ofNullable(json.getString(key));
  }

  static OptionalLong optionalLong(JsonObject json, String key) {
    return json.containsKey(key) ? OptionalLong.of(json.getLong(key)) : OptionalLong.empty();
  }

  static OptionalDouble optionalDouble(JsonObject json, String key) {
    return json.containsKey(key) ? OptionalDouble.of(json.getDouble(key)) : OptionalDouble.empty();
  }

  static <T> JsonArray array(List<T> values, Function<T, Object> encode) {
    JsonArray array = new JsonArray();
    for (T value : values) array.add(encode.apply(value));
    return array;
  }

  static <T> List<T> objects(JsonArray array, Function<JsonObject, T> decode) {
    List<T> list = new ArrayList<>();
    for (int i = 0; i < array.size(); i++) list.add(decode.apply(array.getJsonObject(i)));
    return List.copyOf(list);
  }

  static List<String> strings(JsonArray array) {
    List<String> list = new ArrayList<>();
    for (int i = 0; i < array.size(); i++) list.add(array.getString(i));
    return List.copyOf(list);
  }
}
