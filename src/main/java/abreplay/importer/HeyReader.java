package abreplay.importer;

import abreplay.document.Unit;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;

/**
 * hey's report (rakyll/hey's requester/print.go, Debian's 0.1.4): Summary (Total, Slowest, Fastest,
 * Average in secs; Requests/sec; Total data and Size/request in bytes), the Response time
 * histogram, the Latency distribution, Details (average, fastest, slowest) of each request phase,
 * the Status code distribution and, when any, the Error distribution. The Details lines' fastest
 * and slowest are of every request of the run (hey has no warm-up to leave out, but a replay's
 * phase is not the whole run): they are kept, marked {@link Figure#wholeRun()}.
 *
 * <p>Its lines are data, hey-lines.txt ({@link LineRules}); a few are read here.
 */
final class HeyReader {
  static final String STATUS = "Status code distribution";

  private static final List<LineRule> RULES =
      LineRules.read("hey-lines.txt", andHeys(Map.of("histogram", HeyReader::histogram)));

  /** {@code own} readings, and hey's of the lines oha prints alike: Details, status, error. */
  static Map<String, LineRule.Figures> andHeys(Map<String, LineRule.Figures> own) {
    Map<String, LineRule.Figures> all = new HashMap<>(own);
    all.put("details", HeyReader::details);
    all.put("status", HeyReader::status);
    all.put("error", HeyReader::error);
    return all;
  }

  /** A bar of the Response time histogram: its bound in secs, its count. */
  private static void histogram(Matcher m, ReportBuilder r, int l) {
    String bound = m.group(1) + " secs";
    r.count(Measure.LATENCY_HISTOGRAM, "Response time histogram", bound, m.group(2), l);
  }

  /**
   * A Details line, hey's and oha's: a phase, then its average, fastest and slowest, each a time
   * and its unit; the last two of the whole run.
   */
  static void details(Matcher m, ReportBuilder r, int l) {
    List<String> q = List.of("average", "fastest", "slowest");
    for (int k = 0, g = 2; k < 3; k++, g += 2)
      r.add(Measure.PHASE, m.group(1), q.get(k), m.group(g), m.group(g + 1), Unit::time, l, k > 0);
  }

  /** A line of the status code distribution, hey's and oha's: "[200] 5000 responses". */
  static void status(Matcher m, ReportBuilder r, int l) {
    r.count(Measure.STATUS, STATUS, "[" + m.group(1) + "]", m.group(2), l);
  }

  /** A line of the error distribution, hey's and oha's: "[3] dial tcp: connection refused". */
  static void error(Matcher m, ReportBuilder r, int l) {
    r.count(Measure.ERRORS, "Error distribution", m.group(2).strip(), m.group(1), l);
  }

  static final ToolReader READER = new ToolReader(Tool.HEY, RULES, ToolReader.twoKeys(RULES));

  private HeyReader() {}
}
