package abreplay.document;

import abreplay.config.Nearest;
import com.typesafe.config.ConfigObject;
import java.util.Collection;
import java.util.Comparator;
import java.util.List;

/** The names a document conf gives its systems, scenarios and keys: in file order, and unknown. */
public final class DocumentNames {
  private DocumentNames() {}

  /** "where: what "name" is not one of this document's: a, b (did you mean a?)" */
  public static String unknownName(
      String where, String what, String name, Collection<String> valid) {
    String hint = Nearest.to(name, valid).map(n -> " (did you mean " + n + "?)").orElse("");
    return where
        + ": "
        + what
        + " \""
        + name
        + "\" is not one of this document's: "
        + String.join(", ", valid)
        + hint;
  }

  /** An object's keys in the order the file writes them (HOCON objects keep no order). */
  public static List<String> inFileOrder(ConfigObject object) {
    return object.keySet().stream()
        .sorted(
            Comparator.comparingInt((String k) -> object.get(k).origin().lineNumber())
                .thenComparing(k -> k))
        .toList();
  }
}
