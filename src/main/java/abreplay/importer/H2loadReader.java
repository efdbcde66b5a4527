package abreplay.importer;

import static abreplay.importer.Printed.N;

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

  private static final Printed T = Printed.of(N, "us|ms|s", Unit::time);
  private static final Printed B = Printed.of(N, "[KMGT]?B", Unit::binaryBytes);
  private static final Printed BYTES = new Printed("(\\d+)", Unit::binaryBytes, "B");
  private static final List<String> STATS = List.of("min", "max", "mean", "sd", "+/- sd");

  private static final List<LineRule> RULES =
      List.of(
          LineRule.heading("starting benchmark", 0, "starting benchmark\\.\\.\\."),
          LineRule.rows(
              "spawning thread",
              1,
              "spawning thread #(\\d+): (\\d+) total client\\(s\\)\\. (\\d+) total requests",
              LineRule.counts(Measure.OTHER, "spawning thread", "#", "clients", "requests")),
          LineRule.rows(
              "a TLS line",
              1,
              "(?:TLS Protocol|Cipher|Server Temp Key|Early data): .+",
              LineRule.NONE),
          LineRule.of(
              "Application protocol",
              2,
              "Application protocol: (\\S+)",
              (m, r, l) -> r.protocol(m.group(1))),
          LineRule.rows(
              "progress",
              3,
              "progress: (\\d+)% done",
              LineRule.figures(Measure.OTHER, "progress", List.of(""), Printed.PERCENT)),
          LineRule.of(
                  FINISHED,
                  4,
                  "finished in " + T + ", " + N + " req/s, " + B + "/s",
                  (m, r, l) -> {
                    T.read(m, 1, r, Measure.DURATION, FINISHED, "", l);
                    r.count(Measure.REQUESTS_PER_SECOND, FINISHED, "req/s", m.group(3), l);
                    B.read(m, 4, r, Measure.TRANSFER_RATE, FINISHED, "", l);
                  })
              .expected(),
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
                  })
              .expected(),
          LineRule.of(
                  STATUS,
                  6,
                  "status codes: (\\d+) 2xx, (\\d+) 3xx, (\\d+) 4xx, (\\d+) 5xx",
                  LineRule.counts(Measure.STATUS, STATUS, "2xx", "3xx", "4xx", "5xx"))
              .expected(),
          LineRule.of(
                  "traffic",
                  7,
                  "traffic: "
                      + (B + " \\(" + BYTES + "\\) total, ")
                      + (B + " \\(" + BYTES + "\\) headers ")
                      + ("\\(space savings " + Printed.PERCENT + "\\), ")
                      + (B + " \\(" + BYTES + "\\) data"),
                  (m, r, l) -> {
                    B.read(m, 1, r, Measure.BYTES, "traffic", "total", l);
                    BYTES.read(m, 3, r, Measure.BYTES, "traffic", "total", l);
                    B.read(m, 4, r, Measure.BYTES, "traffic", "headers", l);
                    BYTES.read(m, 6, r, Measure.BYTES, "traffic", "headers", l);
                    Printed.PERCENT.read(m, 7, r, Measure.OTHER, "traffic", "space savings", l);
                    B.read(m, 8, r, Measure.BYTES, "traffic", "data", l);
                    BYTES.read(m, 10, r, Measure.BYTES, "traffic", "data", l);
                  })
              .expected(),
          LineRule.heading("min max mean sd +/- sd", 8, "min\\s+max\\s+mean\\s+sd\\s+\\+/- sd")
              .expected(),
          LineRule.rows(
              "a timing row",
              9,
              "(time for request|time for connect|time to 1st byte):"
                  + ("\\s+" + T).repeat(4)
                  + "\\s+"
                  + Printed.PERCENT,
              (m, r, l) -> {
                String label = m.group(1);
                Measure measure =
                    label.equals("time for request") ? Measure.LATENCY : Measure.PHASE;
                for (int k = 0; k < 4; k++)
                  T.read(m, 2 + 2 * k, r, measure, label, STATS.get(k), l);
                Printed.PERCENT.read(m, 10, r, measure, label, "+/- sd", l);
              }),
          LineRule.rows(
              "the req/s row",
              9,
              "req/s\\s*:" + ("\\s+" + N).repeat(4) + "\\s+" + Printed.PERCENT,
              LineRule.figures(
                  Measure.RATE_SAMPLES,
                  "req/s",
                  STATS,
                  Printed.COUNT,
                  Printed.COUNT,
                  Printed.COUNT,
                  Printed.COUNT,
                  Printed.PERCENT)));

  static final ToolReader READER =
      new ToolReader(
          Tool.H2LOAD,
          RULES,
          lines -> lines.contains(FINISHED) || lines.contains(REQUESTS) && lines.contains(STATUS));

  private H2loadReader() {}
}
