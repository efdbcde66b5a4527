package abreplay.report.page;

import java.text.Normalizer;
import java.util.Locale;

/**
 * The files of Gatling 3.15's HTML report in a run folder: its index.html, and one page per request
 * name, named as gatling-charts names it (FileNamingConventions.toRequestFileName: "req_", the name
 * cleaned and cut to 15 characters, "-", the name's Java hash code).
 */
public final class GatlingPages {
  static final String INDEX = "index.html";

  private GatlingPages() {}

  public static String request(String name) {
    String trimmed = name.trim().isEmpty() ? "missing_name" : name.trim();
    String cleaned =
        Normalizer.normalize(trimmed, Normalizer.Form.NFD)
            .toLowerCase(Locale.ROOT)
            .replaceAll("\\p{InCombiningDiacriticalMarks}+", "-")
            .replaceAll("[^a-zA-Z0-9\\-]", "-");
    return "req_"
        + cleaned.substring(0, Math.min(15, cleaned.length()))
        + "-"
        + trimmed.hashCode()
        + ".html";
  }
}
