package abreplay.importer;

import static abreplay.importer.Printed.N;

import abreplay.document.Unit;
import java.util.List;

/**
 * siege's summary (JoeDog's siege 4.0.7, run here), in its two forms: labelled lines
 * ("Transactions: 1000 hits", "Elapsed time: 0.15 secs", "Transaction rate: 6666.67 trans/sec",
 * data in MB of 1,048,576 bytes) after its "** SIEGE" banner, or, with json_output (Debian's
 * siegerc), the same figures as a JSON object with siege's keys.
 */
final class SiegeReader {
  static final String TRANSACTIONS = "Transactions";
  static final String RATE = "Transaction rate";

  private static final Printed SECS = new Printed(N + " secs", Unit::time, "secs");

  /** Each figure: its label, its JSON key, its measure, how the labelled line prints it. */
  private record Key(String label, String json, Measure measure, Printed printed) {}

  private static final List<Key> KEYS =
      List.of(
          new Key(TRANSACTIONS, "transactions", Measure.REQUESTS, count(" hits")),
          new Key("Availability", "availability", Measure.SUCCESS_RATE, percent()),
          new Key("Elapsed time", "elapsed_time", Measure.DURATION, SECS),
          new Key("Data transferred", "data_transferred", Measure.BYTES, megabytes(" MB")),
          new Key("Response time", "response_time", Measure.LATENCY, SECS),
          new Key(RATE, "transaction_rate", Measure.REQUESTS_PER_SECOND, count(" trans/sec")),
          new Key("Throughput", "throughput", Measure.TRANSFER_RATE, megabytes(" MB/sec")),
          new Key("Concurrency", "concurrency", Measure.OTHER, Printed.COUNT),
          new Key(
              "Successful transactions", "successful_transactions", Measure.STATUS, Printed.COUNT),
          new Key("Failed transactions", "failed_transactions", Measure.ERRORS, Printed.COUNT),
          new Key("Longest transaction", "longest_transaction", Measure.LATENCY, unprinted()),
          new Key("Shortest transaction", "shortest_transaction", Measure.LATENCY, unprinted()));

  private static final List<LineRule> RULES = lineRules();

  private static List<LineRule> lineRules() {
    List<LineRule> rules = new java.util.ArrayList<>();
    rules.add(LineRule.heading("** SIEGE", 0, "\\*\\* SIEGE \\S+"));
    rules.add(
        LineRule.of(
            "** Preparing",
            1,
            "\\*\\* Preparing (\\d+) concurrent users for battle\\.",
            (m, r, l) -> {
              r.count(Measure.OTHER, "Preparing", "concurrent users", m.group(1), l);
              r.connections(Integer.parseInt(m.group(1)));
            }));
    rules.add(LineRule.heading("under siege", 2, "The server is now under siege\\.\\.\\."));
    rules.add(
        LineRule.heading(
            "Lifting the server siege", 3, "Lifting the server siege\\.\\.\\.[\\s-]*(?:done\\.)?"));
    rules.add(LineRule.heading("{", 3, "\\{"));
    int order = 4;
    for (Key k : KEYS) {
      LineRule.Figures figures = LineRule.figures(k.measure(), k.label(), List.of(""), k.printed());
      rules.add(LineRule.labelled(k.label(), order, k.measure(), k.printed()).expected());
      String json = "\\{?\\s*\"" + k.json() + "\":\\s+" + N + ",?";
      rules.add(LineRule.of(k.label(), order++, json, figures).expected());
    }
    rules.add(LineRule.heading("}", order, "\\}"));
    return List.copyOf(rules);
  }

  /** A count, then {@code after} (a word siege prints after it, or nothing). */
  private static Printed count(String after) {
    return new Printed(N + after, Unit::metric, "");
  }

  private static Printed percent() {
    return new Printed(N + " ?%", Printed.PERCENT.units(), "%");
  }

  /** Megabytes of 1,048,576 bytes, then {@code after}. */
  private static Printed megabytes(String after) {
    return new Printed(N + after, Unit::binaryBytes, "MB");
  }

  /** Seconds, which siege prints with no unit after (its longest and shortest transaction). */
  private static Printed unprinted() {
    return new Printed(N, Unit::time, "secs");
  }

  static final ToolReader READER =
      new ToolReader(
          Tool.SIEGE, RULES, lines -> lines.contains(TRANSACTIONS) && lines.contains(RATE));

  private SiegeReader() {}
}
