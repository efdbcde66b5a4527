package abreplay.importer;

import static abreplay.importer.LineRule.N;

import abreplay.document.Unit;
import java.util.List;

/**
 * h2load's report (nghttp2's src/h2load.cc, 1.52 run here): "finished in 255.66ms, 19557.15 req/s,
 * 2.57MB/s", the requests', status codes' and traffic's counts, and the table of min, max, mean, sd
 * and +/- sd for time for request, time for connect, time to 1st byte and req/s. Bytes are
 * 1,024-based (KB, MB), times us, ms or s.
 */
final class H2loadReader {
  static final String FINISHED = "finished in";
  static final String REQUESTS = "requests";
  static final String STATUS = "status codes";
  static final String TRAFFIC = "traffic";
  static final String TABLE = "min max mean sd +/- sd";

  private static final String T = N + "(us|ms|s)";
  private static final String B = N + "([KMGT]?B)";

  private static final List<LineRule> RULES =
      List.of(
          LineRule.heading("starting benchmark", 0, "starting benchmark\\.\\.\\."),
          LineRule.rows(
              "spawning thread",
              1,
              "spawning thread #(\\d+): (\\d+) total client\\(s\\)\\. (\\d+) total requests",
              (m, r, l) -> {
                r.count(Measure.OTHER, "spawning thread", "#", m.group(1), l);
                r.count(Measure.OTHER, "spawning thread", "clients", m.group(2), l);
                r.count(Measure.OTHER, "spawning thread", "requests", m.group(3), l);
              }),
          LineRule.rows(
              "a TLS line",
              1,
              "(?:TLS Protocol|Cipher|Server Temp Key|Early data): .+",
              (m, r, l) -> {}),
          LineRule.of(
              "Application protocol",
              2,
              "Application protocol: (\\S+)",
              (m, r, l) -> r.protocol(m.group(1))),
          LineRule.rows(
              "progress",
              3,
              "progress: (\\d+)% done",
              (m, r, l) -> r.percent(Measure.OTHER, "progress", "", m.group(1), l)),
          LineRule.of(
              FINISHED,
              4,
              "finished in " + T + ", " + N + " req/s, " + B + "/s",
              (m, r, l) -> {
                r.add(Measure.DURATION, FINISHED, "", m.group(1), m.group(2), Unit::time, l);
                r.count(Measure.REQUESTS_PER_SECOND, FINISHED, "req/s", m.group(3), l);
                r.add(
                    Measure.TRANSFER_RATE,
                    FINISHED,
                    "",
                    m.group(4),
                    m.group(5),
                    Unit::binaryBytes,
                    l);
              }),
          LineRule.of(
              REQUESTS,
              5,
              "requests: (\\d+) total, (\\d+) started, (\\d+) done, (\\d+) succeeded, (\\d+)"
                  + " failed, (\\d+) errored, (\\d+) timeout",
              (m, r, l) -> {
                String[] q = {
                  "total", "started", "done", "succeeded", "failed", "errored", "timeout"
                };
                for (int k = 0; k < q.length; k++)
                  r.count(
                      k == 2 ? Measure.REQUESTS : k >= 4 ? Measure.ERRORS : Measure.OTHER,
                      REQUESTS,
                      q[k],
                      m.group(k + 1),
                      l);
              }),
          LineRule.of(
              STATUS,
              6,
              "status codes: (\\d+) 2xx, (\\d+) 3xx, (\\d+) 4xx, (\\d+) 5xx",
              (m, r, l) -> {
                for (int k = 1; k <= 4; k++)
                  r.count(Measure.STATUS, STATUS, (k + 1) + "xx", m.group(k), l);
              }),
          LineRule.of(
              TRAFFIC,
              7,
              "traffic: "
                  + B
                  + " \\((\\d+)\\) total, "
                  + B
                  + " \\((\\d+)\\) headers \\(space savings "
                  + N
                  + "%\\), "
                  + B
                  + " \\((\\d+)\\) data",
              (m, r, l) -> {
                r.add(
                    Measure.BYTES, TRAFFIC, "total", m.group(1), m.group(2), Unit::binaryBytes, l);
                r.add(Measure.BYTES, TRAFFIC, "total", m.group(3), "B", Unit::binaryBytes, l);
                r.add(
                    Measure.BYTES,
                    TRAFFIC,
                    "headers",
                    m.group(4),
                    m.group(5),
                    Unit::binaryBytes,
                    l);
                r.add(Measure.BYTES, TRAFFIC, "headers", m.group(6), "B", Unit::binaryBytes, l);
                r.percent(Measure.OTHER, TRAFFIC, "space savings", m.group(7), l);
                r.add(Measure.BYTES, TRAFFIC, "data", m.group(8), m.group(9), Unit::binaryBytes, l);
                r.add(Measure.BYTES, TRAFFIC, "data", m.group(10), "B", Unit::binaryBytes, l);
              }),
          LineRule.heading(TABLE, 8, "min\\s+max\\s+mean\\s+sd\\s+\\+/- sd"),
          LineRule.rows(
              "a timing row",
              9,
              "(time for request|time for connect|time to 1st byte):\\s+"
                  + T
                  + "\\s+"
                  + T
                  + "\\s+"
                  + T
                  + "\\s+"
                  + T
                  + "\\s+"
                  + N
                  + "%",
              (m, r, l) -> {
                Measure measure =
                    m.group(1).equals("time for request") ? Measure.LATENCY : Measure.PHASE;
                String[] q = {"min", "max", "mean", "sd"};
                for (int k = 0; k < 4; k++)
                  r.add(
                      measure,
                      m.group(1),
                      q[k],
                      m.group(2 + 2 * k),
                      m.group(3 + 2 * k),
                      Unit::time,
                      l);
                r.percent(measure, m.group(1), "+/- sd", m.group(10), l);
              }),
          LineRule.rows(
              "the req/s row",
              9,
              "req/s\\s*:\\s+" + N + "\\s+" + N + "\\s+" + N + "\\s+" + N + "\\s+" + N + "%",
              (m, r, l) -> {
                String[] q = {"min", "max", "mean", "sd"};
                for (int k = 0; k < 4; k++)
                  r.count(Measure.RATE_SAMPLES, "req/s", q[k], m.group(k + 1), l);
                r.percent(Measure.RATE_SAMPLES, "req/s", "+/- sd", m.group(5), l);
              }));

  static final ToolReader READER =
      new ToolReader(
          Tool.H2LOAD,
          RULES,
          lines -> lines.contains(FINISHED) || lines.contains(REQUESTS) && lines.contains(STATUS),
          lines -> List.of(FINISHED, REQUESTS, STATUS, TRAFFIC, TABLE));

  private H2loadReader() {}
}
