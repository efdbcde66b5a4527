package abreplay.importer;

import java.util.Locale;
import java.util.Set;

/** The names a draft gives its systems, scenarios and files: lower case words joined by dashes. */
final class Names {
  private Names() {}

  /** {@code wanted}, or the first of wanted-2, wanted-3, ... not {@code taken}. */
  static String free(String wanted, Set<String> taken) {
    if (!taken.contains(wanted)) return wanted;
    for (int i = 2; ; i++) if (!taken.contains(wanted + "-" + i)) return wanted + "-" + i;
  }

  /** "Node.js 20 (cluster)" as "node-js-20-cluster". */
  static String slug(String text) {
    return text.toLowerCase(Locale.ROOT).replaceAll("[^a-z0-9]+", "-").replaceAll("^-+|-+$", "");
  }
}
