package abreplay.importer;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Matcher;

/**
 * oha's report (hatoo/oha's src/printer.rs print_summary), in both its forms: the older one
 * (Success rate as a ratio or a percentage, every time in "secs", "Latency distribution:" with 10%
 * to 99%) and the newer one (times in the unit of its TimeScale, picked from the slowest request:
 * ns, us, ms, sec, min, hr; "Response time distribution:" with 10.00% to 99.99%). Sizes are
 * byte_unit's binary units (B, KiB, MiB). Told from hey's by its Success rate and Size/sec lines.
 *
 * <p>Its lines are data, oha-lines.txt ({@link LineRules}); a few are read here.
 */
final class OhaReader {
  static final String SUCCESS = "Success rate";
  static final String TOTAL_DATA = "Total data";

  private static final List<LineRule> RULES =
      LineRules.read(
          "oha-lines.txt",
          HeyReader.andHeys(
              Map.of(
                  "section",
                  (m, r, l) -> r.section = m.group().strip().replaceFirst(":$", ""),
                  "histogram",
                  OhaReader::histogram)));

  /** A bar of a histogram: its bound in the histogram's unit (secs when it names none). */
  private static void histogram(Matcher m, ReportBuilder r, int l) {
    String bound = m.group(1) + " " + Optional.ofNullable(m.group(2)).orElse("secs");
    r.count(Measure.LATENCY_HISTOGRAM, r.section, bound, m.group(3), l);
  }

  static final ToolReader READER =
      new ToolReader(
          Tool.OHA, RULES, lines -> lines.contains(SUCCESS) || lines.contains("Size/sec"));

  private OhaReader() {}
}
