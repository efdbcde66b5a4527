package abreplay.importer;

import static abreplay.importer.Printed.N;

import abreplay.document.Unit;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * oha's report (hatoo/oha's src/printer.rs print_summary), in both its forms: the older one
 * (Success rate as a ratio or a percentage, every time in "secs", "Latency distribution:" with 10%
 * to 99%) and the newer one (times in the unit of its TimeScale, picked from the slowest request:
 * ns, us, ms, sec, min, hr; "Response time distribution:" with 10.00% to 99.99%). Sizes are
 * byte_unit's binary units (B, KiB, MiB). Told from hey's by its Success rate and Size/sec lines.
 */
final class OhaReader {
  static final String SUCCESS = "Success rate";
  static final String TOTAL_DATA = "Total data";

  private static final Printed TIME =
      Printed.of("TIME", N + " ", "ns|us|ms|sec|secs|min|hr", Unit::time);

  private static final List<LineRule> RULES =
      LineRules.read(
          "oha-lines.txt",
          Map.of(
              "section",
              (m, r, l) -> r.section = m.group().strip().replaceFirst(":$", ""),
              "histogram",
              (m, r, l) -> {
                String bound = m.group(1) + " " + Optional.ofNullable(m.group(2)).orElse("secs");
                r.count(Measure.LATENCY_HISTOGRAM, r.section, bound, m.group(3), l);
              },
              "percentile",
              (m, r, l) ->
                  TIME.read(m, 2, r, Measure.LATENCY_PERCENTILE, r.section, m.group(1) + "%", l),
              "details",
              HeyReader.details(TIME),
              "status",
              HeyReader::status,
              "error",
              HeyReader::error),
          Map.of(),
          TIME,
          Printed.of("SIZE", N + " ", "B|KiB|MiB|GiB|TiB", Unit::binaryBytes),
          Printed.of("RATIO", N, "%?", s -> Optional.of(s.isEmpty() ? Unit.ONE : Unit.PERCENT)));

  static final ToolReader READER =
      new ToolReader(
          Tool.OHA, RULES, lines -> lines.contains(SUCCESS) || lines.contains("Size/sec"));

  private OhaReader() {}
}
