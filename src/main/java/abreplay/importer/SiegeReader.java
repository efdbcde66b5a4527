package abreplay.importer;

import static abreplay.importer.Printed.N;

import abreplay.document.Unit;
import java.util.List;
import java.util.Map;

/**
 * siege's summary (JoeDog's siege 4.0.7, run here), in its two forms: labelled lines
 * ("Transactions: 1000 hits", "Elapsed time: 0.15 secs", "Transaction rate: 6666.67 trans/sec",
 * data in MB of 1,048,576 bytes) after its "** SIEGE" banner, or, with json_output (Debian's
 * siegerc), the same figures as a JSON object with siege's keys.
 */
final class SiegeReader {
  private static final List<LineRule> RULES =
      LineRules.read(
          "siege-lines.txt",
          Map.of(
              "preparing",
              (m, r, l) -> {
                r.count(Measure.OTHER, "Preparing", "concurrent users", m.group(1), l);
                r.connections(Integer.parseInt(m.group(1)));
              }),
          Map.of(),
          new Printed("PERCENT", N, Printed.PERCENT.units(), "%"),
          new Printed("SECS", N, Unit::time, "secs"),
          new Printed("MB", N, Unit::binaryBytes, "MB"));

  static final ToolReader READER =
      new ToolReader(
          Tool.SIEGE,
          RULES,
          lines -> lines.contains("Transactions") && lines.contains("Transaction rate"));

  private SiegeReader() {}
}
