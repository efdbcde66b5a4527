package abreplay.folder;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.UncheckedIOException;

/** A value through the files' mapping, for the tests of {@link Json}'s mix-ins. */
final class Mapped {
  private Mapped() {}

  /** {@code value} as a file holds it, read back. */
  static <T> T back(T value, Class<T> type) {
    return read(Json.pretty(value), type);
  }

  static <T> T read(String json, Class<T> type) {
    try {
      return Json.read(json, type);
    } catch (JsonProcessingException e) {
      throw new UncheckedIOException(e);
    }
  }

  /** {@code value} as a file holds it, as a tree to look into or change. */
  static ObjectNode tree(Object value) {
    return Json.MAPPER.valueToTree(value);
  }

  static <T> T read(ObjectNode tree, Class<T> type) {
    try {
      return Json.read(tree, type);
    } catch (JsonProcessingException e) {
      throw new UncheckedIOException(e);
    }
  }
}
