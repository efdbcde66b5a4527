package abreplay.importer;

import static abreplay.importer.LineRule.N;

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
  static final String ELAPSED = "Elapsed time";
  static final String SHORTEST = "Shortest transaction";

  /** Each figure: its label, its JSON key, its measure, its unit's symbol after the number. */
  private record Key(String label, String json, Measure measure, String unit) {}

  private static final List<Key> KEYS =
      List.of(
          new Key(TRANSACTIONS, "transactions", Measure.REQUESTS, "hits"),
          new Key("Availability", "availability", Measure.SUCCESS_RATE, "%"),
          new Key(ELAPSED, "elapsed_time", Measure.DURATION, "secs"),
          new Key("Data transferred", "data_transferred", Measure.BYTES, "MB"),
          new Key("Response time", "response_time", Measure.LATENCY, "secs"),
          new Key(RATE, "transaction_rate", Measure.REQUESTS_PER_SECOND, "trans/sec"),
          new Key("Throughput", "throughput", Measure.TRANSFER_RATE, "MB/sec"),
          new Key("Concurrency", "concurrency", Measure.OTHER, ""),
          new Key("Successful transactions", "successful_transactions", Measure.STATUS, ""),
          new Key("Failed transactions", "failed_transactions", Measure.ERRORS, ""),
          new Key("Longest transaction", "longest_transaction", Measure.LATENCY, ""),
          new Key(SHORTEST, "shortest_transaction", Measure.LATENCY, ""));

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
      String unit =
          k.unit().equals("%")
              ? " ?%"
              : k.unit().isEmpty() ? "" : " " + java.util.regex.Pattern.quote(k.unit());
      rules.add(
          LineRule.of(
              k.label(),
              order,
              java.util.regex.Pattern.quote(k.label() + ":") + "\\s+" + N + unit,
              (m, r, l) -> add(k, m.group(1), r, l)));
      rules.add(
          LineRule.of(
              k.label(),
              order,
              "\\{?\\s*\"" + k.json() + "\":\\s+" + N + ",?",
              (m, r, l) -> add(k, m.group(1), r, l)));
      order++;
    }
    rules.add(LineRule.heading("}", order, "\\}"));
    return List.copyOf(rules);
  }

  private static void add(Key k, String number, ReportBuilder r, int line) {
    switch (k.unit()) {
      case "secs" -> r.add(k.measure(), k.label(), "", number, "secs", Unit::time, line);
      case "MB", "MB/sec" ->
          r.add(k.measure(), k.label(), "", number, "MB", Unit::binaryBytes, line);
      case "%" -> r.percent(k.measure(), k.label(), "", number, line);
      default -> {
        if (k.label().startsWith("Longest") || k.label().startsWith("Shortest"))
          r.add(k.measure(), k.label(), "", number, "secs", Unit::time, line);
        else r.count(k.measure(), k.label(), "", number, line);
      }
    }
  }

  static final ToolReader READER =
      new ToolReader(
          Tool.SIEGE,
          RULES,
          lines -> lines.contains(TRANSACTIONS) && lines.contains(RATE),
          lines -> KEYS.stream().map(Key::label).toList());

  private SiegeReader() {}
}
