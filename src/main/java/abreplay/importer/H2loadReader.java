package abreplay.importer;

import java.util.List;
import java.util.Map;

/**
 * h2load's report (nghttp2's src/h2load.cc, 1.52 run here): "finished in 255.66ms, 19557.15 req/s,
 * 2.57MB/s", the requests', status codes' and traffic's counts, and the table of min, max, mean, sd
 * and +/- sd for time for request, time for connect, time to 1st byte and req/s. Bytes are
 * 1,024-based (KB, MB), times us, ms or s.
 *
 * <p>Its lines are data, h2load-lines.txt ({@link LineRules}).
 */
final class H2loadReader {
  private static final List<LineRule> RULES = LineRules.read("h2load-lines.txt", Map.of());

  static final ToolReader READER =
      new ToolReader(
          Tool.H2LOAD,
          RULES,
          lines ->
              lines.contains("finished in")
                  || lines.contains("requests") && lines.contains("status codes"));

  private H2loadReader() {}
}
