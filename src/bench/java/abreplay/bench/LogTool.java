package abreplay.bench;

import abreplay.injector.GatlingLog;
import abreplay.injector.GatlingLogMerge;
import abreplay.injector.GatlingLogReader;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * What src/bench/injectors.sh reads from the injectors' simulation.logs:
 *
 * <pre>
 *   LogTool summary &lt;log&gt;...        one line per log: its start, users, every request (all), the
 *                                      measured ones (not named "warm-up"): OK/KO, first sent, last
 *                                      answered, and the most frequent failure
 *   LogTool merge &lt;into&gt; &lt;log&gt;...   the logs as one simulation.log (GatlingLogMerge)
 * </pre>
 */
public final class LogTool {
  private LogTool() {}

  public static void main(String[] args) {
    if (args.length < 2)
      throw new IllegalArgumentException("usage: LogTool summary <log>... | merge <into> <log>...");
    if (args[0].equals("merge")) {
      List<Path> logs = new ArrayList<>();
      for (int i = 2; i < args.length; i++) logs.add(Path.of(args[i]));
      GatlingLogMerge.Result r = GatlingLogMerge.merge(logs, Path.of(args[1]));
      System.out.println(
          "merged "
              + r.events()
              + " events of "
              + r.parts().size()
              + " logs into "
              + r.file()
              + ", start "
              + r.run().start());
      return;
    }
    for (int i = 1; i < args.length; i++) summary(Path.of(args[i]));
  }

  private static void summary(Path file) {
    long users = 0, all = 0, ok = 0, ko = 0, first = Long.MAX_VALUE, last = Long.MIN_VALUE;
    Map<String, Long> failures = new TreeMap<>();
    try (GatlingLogReader reader = new GatlingLogReader(file)) {
      while (reader.hasNext()) {
        GatlingLog.Event e = reader.next();
        if (e instanceof GatlingLog.User u && u.start()) users++;
        if (e instanceof GatlingLog.RequestLine) all++;
        if (e instanceof GatlingLog.RequestLine r && !r.name().equals("warm-up")) {
          if (r.ok()) ok++;
          else {
            ko++;
            failures.merge(r.message(), 1L, Long::sum);
          }
          first = Math.min(first, r.start());
          last = Math.max(last, r.end());
        }
      }
      String worst =
          failures.entrySet().stream()
              .max(Map.Entry.comparingByValue())
              .map(f -> f.getValue() + "x " + f.getKey().replaceAll("\\s+", "_"))
              .orElse("-");
      System.out.println(
          "log="
              + file.getFileName()
              + " start="
              + reader.run().start()
              + " users="
              + users
              + " all="
              + all
              + " requests="
              + (ok + ko)
              + " ok="
              + ok
              + " ko="
              + ko
              + " first_request="
              + first
              + " last_response="
              + last
              + " truncated="
              + reader.truncated()
              + " top_failure="
              + worst);
    }
  }
}
