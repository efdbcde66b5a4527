package abreplay.importer;

import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;

/**
 * siege's summary (JoeDog's siege 4.0.7, run here), in its two forms: labelled lines
 * ("Transactions: 1000 hits", "Elapsed time: 0.15 secs", "Transaction rate: 6666.67 trans/sec",
 * data in MB of 1,048,576 bytes) after its "** SIEGE" banner, or, with json_output (Debian's
 * siegerc), the same figures as a JSON object with siege's keys.
 *
 * <p>Its lines are data, siege-lines.txt ({@link LineRules}); a few are read here.
 */
final class SiegeReader {
  private static final List<LineRule> RULES =
      LineRules.read("siege-lines.txt", Map.of("preparing", SiegeReader::preparing));

  /** "** Preparing 25 concurrent users for battle.": the run's connections. */
  private static void preparing(Matcher m, ReportBuilder r, int l) {
    r.count(Measure.OTHER, "Preparing", "concurrent users", m.group(1), l);
    r.connections(Integer.parseInt(m.group(1)));
  }

  static final ToolReader READER =
      new ToolReader(
          Tool.SIEGE,
          RULES,
          lines -> lines.contains("Transactions") && lines.contains("Transaction rate"));

  private SiegeReader() {}
}
