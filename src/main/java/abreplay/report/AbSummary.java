package abreplay.report;

import abreplay.format.Numbers;
import abreplay.plan.WarmUpPolicy;
import abreplay.recording.Recording;
import abreplay.result.AbRun;
import abreplay.result.InjectorStarts;
import abreplay.result.WarmUpResult;
import java.util.Optional;
import java.util.OptionalLong;

/** The report real ab would print for a run, line for line, and what differs from ab. */
public final class AbSummary {
  static final String DIFFERENCES =
      """
      Differences from ab: requests were HTTP/1.1 from Gatling (ab sends HTTP/1.0, and some servers \
      answer it with other headers or framing); times are whole milliseconds (ab: microseconds), each off by \
      up to 1 ms (an error of sd 0.4 ms, added in quadrature to the sd), so that below ~2 ms a percentile can \
      read 1 ms off; connect, \
      processing and waiting times are not measured (Gatling has no connect timing); ab's -s limits each \
      socket operation, ab-replay each request, its connect included; a request that fails is counted once \
      and not retried (ab retries failed connects); without -r ab ends the run at the first receive error, \
      ab-replay ends the step (receive-errors = continue goes on, as -r); a response Gatling cannot parse \
      fails without a response (ab would count it complete, with a Length failure); Total transferred is \
      rebuilt from the parsed responses (status line, "Name: value" headers, body); Keep-Alive requests are \
      responses after which the connection stayed open (ab counts those whose headers say keep-alive, which \
      an HTTP/1.1 server need not write).\
      """;

  private AbSummary() {}

  /**
   * @param namespace the run's keys, "ab" or "replay", as the user sets them
   */
  public static String text(AbRun run, String namespace) {
    return text(run, namespace, "");
  }

  /**
   * @param afterAb lines the run adds after ab's own (the two sides' resources), each ending in a
   *     newline
   */
  public static String text(AbRun run, String namespace, String afterAb) {
    return text(run, namespace, afterAb, Optional.empty());
  }

  /**
   * @param starts a merged step's injectors: each warmed its own load generator, as the Warm-up
   *     line says
   */
  static String text(AbRun run, String namespace, String afterAb, Optional<InjectorStarts> starts) {
    AbStats s = AbStats.of(run);
    AbRun.Command command = run.command();
    StringBuilder out = new StringBuilder();
    out.append("ab-replay: ").append(run.name()).append("  (").append(command).append(")\n");
    out.append(starts.map(InjectorLines::warmUp).orElseGet(() -> warmUp(run.warmUp(), namespace)))
        .append('\n');
    out.append('\n');
    if (!run.recording().responsesRecorded()) {
      double seconds = s.timeTakenSeconds();
      long sent = run.recording().requests().sent();
      return out.append(
              "Recording off (-Dabreplay.recording=false, for measuring the recorder's cost): no ab"
                  + " figures. ")
          .append(sent)
          .append(" requests sent in ")
          .append(Numbers.fixed(seconds, 3))
          .append(" seconds = ")
          .append(Numbers.fixed(seconds > 0 ? sent / seconds : 0, 2))
          .append(" [#/sec]\n")
          .toString();
    }
    AbLine.append(out, "Server Software:", s.serverSoftware());
    AbLine.append(out, "Server Hostname:", command.url().getHost());
    AbLine.append(out, "Server Port:", Integer.toString(command.port()));
    out.append('\n');
    AbLine.append(out, "Document Path:", command.path());
    AbLine.append(out, "Document Length:", s.documentLength() + " bytes");
    out.append('\n');
    AbLine.append(out, "Concurrency Level:", Integer.toString(command.concurrency()));
    AbLine.append(
        out, "Time taken for tests:", Numbers.fixed(s.timeTakenSeconds(), 3) + " seconds");
    AbLine.append(out, "Complete requests:", Long.toString(s.complete()));
    AbLine.append(out, "Failed requests:", Long.toString(s.failed()));
    if (s.failed() > 0) {
      Recording.Failures f = s.failures();
      out.append("   (Connect: ")
          .append(f.connect())
          .append(", Receive: ")
          .append(f.receive())
          .append(", Length: ")
          .append(f.length())
          .append(", Exceptions: ")
          .append(f.exceptions())
          .append(")\n");
    }
    if (s.non2xx() > 0) AbLine.append(out, "Non-2xx responses:", Long.toString(s.non2xx()));
    if (command.keepAlive())
      AbLine.append(out, "Keep-Alive requests:", Long.toString(s.keepAlive()));
    AbLine.append(out, "Total transferred:", s.totalTransferred() + " bytes");
    AbLine.append(out, "HTML transferred:", s.htmlTransferred() + " bytes");
    if (s.timeTakenSeconds() > 0 && s.complete() > 0) {
      AbLine.append(
          out, "Requests per second:", Numbers.fixed(s.requestsPerSecond(), 2) + " [#/sec] (mean)");
      AbLine.append(
          out, "Time per request:", Numbers.fixed(s.timePerRequestMs(), 3) + " [ms] (mean)");
      AbLine.append(
          out,
          "Time per request:",
          Numbers.fixed(s.timePerRequestAcrossMs(), 3)
              + " [ms] (mean, across all concurrent requests)");
      AbLine.append(
          out, "Transfer rate:", Numbers.fixed(s.transferRateKBps(), 2) + " [Kbytes/sec] received");
    }
    if (s.complete() > 0) {
      out.append("\nConnection Times (ms)\n");
      out.append("              min  mean[+/-sd] median   max\n");
      out.append("Connect:      not measured\n");
      out.append("Processing:   not measured\n");
      out.append("Waiting:      not measured\n");
      out.append("Total:      ").append(s.total().formatted()).append('\n');
      String warning = s.total().reliability("the total time");
      if (warning != null) out.append(warning).append('\n');
      if (s.complete() > 1) {
        out.append("\nPercentage of the requests served within a certain time (ms)\n");
        for (Percentiles.Row row : s.percentiles()) {
          if (row.percent() >= 100) {
            out.append(" 100%  ")
                .append(Numbers.integer(row.millis(), 5))
                .append(" (longest request)\n");
          } else {
            out.append("  ")
                .append(row.percent())
                .append("%  ")
                .append(Numbers.integer(row.millis(), 5))
                .append('\n');
          }
        }
      }
    }
    out.append('\n');
    OptionalLong connections = run.targetConnections();
    if (connections.isPresent()) {
      AbLine.append(
          out, "Connections opened by the target:", Long.toString(connections.getAsLong()));
    }
    out.append(afterAb);
    if (run.partial()) {
      out.append("PARTIAL: ")
          .append(
              run.interruption() != null
                  ? run.interruption()
                  : run.recording().lost()
                      + " requests got no response (target down, stopped answering or timed out)")
          .append('\n');
    }
    out.append(DIFFERENCES).append('\n');
    return out.toString();
  }

  /** What warmed up before this run, in one line, with how each warm-up ended. */
  static String warmUp(WarmUpResult w, String namespace) {
    if (w.warmedLoadGenerator()) {
      return "Warm-up: "
          + w.requests()
          + " requests to the same target ran first, warming the load generator and"
          + " this target ("
          + w.policy().description()
          + ended(w.end(), w.policy(), namespace).map(e -> "; " + e).orElse("")
          + "); they are not counted below.";
    }
    String loadGenerator =
        w.loadGeneratorWarmedOn().isEmpty()
            ? "the load generator was not warmed up ("
                + namespace
                + ".warm-up = 0): its JIT compilation falls inside this run"
            : "the load generator was warmed up once for the run, with "
                + w.loadGeneratorRequests()
                + " requests to "
                + w.loadGeneratorWarmedOn()
                + ended(w.loadGeneratorEnd(), WarmUpPolicy.LOAD_GENERATOR, namespace)
                    .map(e -> " (" + e + ")")
                    .orElse("");
    return "Warm-up: "
        + (w.requests() > 0
            ? w.requests()
                + " requests to the same target ran first, for its own JIT or"
                + " caches ("
                + w.policy().description()
                + ended(w.end(), w.policy(), namespace).map(e -> "; " + e).orElse("")
                + "), and "
            : "none for this target, and ")
        + loadGenerator
        + "; none are counted below.";
  }

  /** "it ended at its time cap, replay.target-warm-up-cap"; empty when not known. */
  private static Optional<String> ended(
      Optional<WarmUpPolicy.End> end, WarmUpPolicy policy, String namespace) {
    return end.map(
        e ->
            "it ended "
                + e.words
                + (e == WarmUpPolicy.End.TIME_CAP ? ", " + namespace + "." + policy.capKey() : ""));
  }
}
