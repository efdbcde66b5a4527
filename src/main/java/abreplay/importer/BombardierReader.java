package abreplay.importer;

import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;

/**
 * bombardier's report (codesenberg/bombardier's templates.go plain-text template and format.go,
 * v1.2.x): "Bombarding url with N request(s) using C connection(s)" (or "for 10s"), "Statistics Avg
 * Stdev Max" with Reqs/sec and Latency, with -l its "Latency Distribution" (50%, 75%, 90%, 99%),
 * "HTTP codes:" by class and others, "Errors:" when any, and "Throughput:". Times are its
 * formatTimeUs (us, ms, s, m, h), bytes its 1,024-based formatBinary (KB, MB). The progress bar's
 * lines are the tool's progress, not the report: they are passed over.
 *
 * <p>Its lines are data, bombardier-lines.txt ({@link LineRules}); a few are read here.
 */
final class BombardierReader {
  private static final List<LineRule> RULES =
      LineRules.read(
          "bombardier-lines.txt",
          Map.of("bombarding", BombardierReader::bombarding, "error", BombardierReader::error));

  /** "Bombarding url with N request(s) using C connection(s)", or "for 10s". */
  private static void bombarding(Matcher m, ReportBuilder r, int l) {
    r.url(m.group(1));
    if (m.group(2) != null) r.count(Measure.OTHER, "Bombarding", "requests", m.group(2), l);
    else r.duration(Measure.OTHER, "Bombarding", "for", m.group(3), l);
    r.connections(m.group(4), l);
  }

  /** A line under "Errors:": the error, then how many. */
  private static void error(Matcher m, ReportBuilder r, int l) {
    r.count(Measure.ERRORS, "Errors", m.group(1).strip(), m.group(2), l);
  }

  static final ToolReader READER =
      new ToolReader(
          Tool.BOMBARDIER,
          RULES,
          lines ->
              lines.contains("Statistics Avg Stdev Max")
                  || lines.contains("Reqs/sec") && lines.contains("HTTP codes"));

  private BombardierReader() {}
}
