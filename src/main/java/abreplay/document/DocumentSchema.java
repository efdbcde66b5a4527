package abreplay.document;

import abreplay.config.Schema;
import abreplay.document.claim.ClaimKind;
import abreplay.document.claim.ClaimKinds;
import abreplay.request.Method;
import java.nio.file.Path;
import java.util.List;
import java.util.function.UnaryOperator;
import java.util.stream.Collectors;

/**
 * The keys of a document's conf file: the document's facts, and beside them the replay block, whose
 * keys (defaults in reference.conf) the caller adds.
 */
final class DocumentSchema {
  private DocumentSchema() {}

  /**
   * @param replayKeys adds the replay block's keys, which the replay defines beside the code that
   *     reads them
   */
  static Schema file(Path home, UnaryOperator<Schema.Builder> replayKeys) {
    return replayKeys
        .apply(Schema.builder(home))
        .string("document.id", true, "the document's number, e.g. \"000\"")
        .string("document.title", true, "the document's title")
        .string("document.source", true, "where the document comes from")
        .string("document.machine.cores", true, "the document's core count, e.g. 4")
        .string("document.machine.cpu", true, "the document's CPU model")
        .string("document.machine.memory", true, "the document's memory, e.g. \"16 GB\"")
        .string("document.machine.os", true, "the document's OS")
        .string(
            "document.machine.load-generator",
            true,
            "how the document generated load, e.g. \"ab 2.3\"")
        .string("document.baseline", true, "the system the others are compared with, e.g. nginx")
        .string("document.notes", false, "anything else the document reports")
        .free(
            "systems", "the systems: name { target = <profile> } or name { url = \"http://...\" }")
        .free("scenarios", "the scenarios, in the document's order")
        .free("claims", "the claims the document makes")
        .build();
  }

  static Schema system(Path home) {
    return Schema.builder(home)
        .string("target", false, "a stand-in profile from targets/, e.g. nginx-1.4.6")
        .string("url", false, "the url of a real server, e.g. http://127.0.0.1:8080/")
        .string("label", false, "the system's name in reports, e.g. \"nginx/1.4.6\"")
        .string(
            "path",
            false,
            "the path this system was asked for when it differs from the scenario's, e.g."
                + " /index.php")
        .build();
  }

  static Schema scenario(Path home) {
    return request(Schema.builder(home))
        .string("id", true, "a short id, e.g. c100-n1000000-k")
        .oneOf(
            "tool",
            false,
            "the load tool that printed the published figures (ab without it)",
            LoadTool.keys())
        .longNumber("requests", true, 1, Integer.MAX_VALUE, "ab -n")
        .integer("concurrency", true, 1, 1_000_000, "ab -c")
        .bool("keep-alive", true, "ab -k")
        .string("path", true, "the path requested, e.g. /")
        .oneOf(
            "load.model",
            false,
            "not-replayable, for a command whose requests no replay can send (with load.reason"
                + " and load.detail)",
            "not-replayable")
        .string(
            "load.reason", false, "not-replayable: why, in a few words, e.g. body not in the post")
        .string("load.detail", false, "not-replayable: what the command asked for")
        .free("published", "the figures the document printed, per system")
        .build();
  }

  /** A scenario of another tool than ab: its load model instead of ab's -n, -c and -k. */
  static Schema toolScenario(Path home) {
    return request(Schema.builder(home))
        .string("id", true, "a short id, e.g. wrk-t2-c20-d3s")
        .oneOf("tool", true, "the load tool that printed the published figures", LoadTool.keys())
        .oneOf(
            "load.model",
            true,
            "the tool's load: closed-by-count (connections share requests, as ab -n -c),"
                + " closed-by-duration (connections for a duration), constant-rate (a rate for a"
                + " duration, latency from each request's intended send time) or not-replayable"
                + " (reason, detail)",
            "closed-by-count",
            "closed-by-duration",
            "constant-rate",
            "not-replayable")
        .integer("load.connections", true, 1, 1_000_000, "the tool's connections (wrk -c, hey -c)")
        .longNumber(
            "load.requests", false, 1, Integer.MAX_VALUE, "closed-by-count: requests in all")
        .duration(
            "load.duration",
            false,
            java.time.temporal.ChronoUnit.SECONDS,
            "closed-by-duration and constant-rate: how long, e.g. 10s")
        .decimal(
            "load.rate",
            false,
            0,
            Double.MAX_VALUE,
            "constant-rate: requests per second in rate-scope")
        .oneOf(
            "load.rate-scope",
            false,
            "constant-rate: what the rate is a rate of (overall by default)",
            "overall",
            "per-connection",
            "per-worker")
        .bool("load.keep-alive", false, "whether the tool kept connections open (true by default)")
        .integer("load.threads", false, 1, 100_000, "the tool's threads (wrk -t), when it has them")
        .string("load.reason", false, "not-replayable: why, in a few words, e.g. pipelining")
        .string("load.detail", false, "not-replayable: what the tool's command asked for")
        .string("path", true, "the path requested, e.g. /")
        .free(
            "published",
            "the figures the tool printed, per system, by key (docs/load-tools.md), each as the"
                + " tool printed it, e.g. latency-avg = \"698.24us\"")
        .build();
  }

  /**
   * A scenario's request keys, ab's or another tool's: its method, headers and body ({@link
   * RequestReader}); without them, ab's plain GET.
   */
  private static Schema.Builder request(Schema.Builder b) {
    return b.oneOf(
            "method", false, "the request's method, e.g. POST (GET without it)", Method.names())
        .free(
            "headers",
            "headers the request sends beside the replay's own, e.g. headers { Content-Type ="
                + " \"application/json\" }")
        .string(
            "body",
            false,
            "the request's body, sent as UTF-8 with its Content-Length, e.g. body ="
                + " \"{\\\"n\\\":1}\"");
  }

  static Schema published(Path home) {
    Schema.Builder b =
        Schema.builder(home)
            .decimal("requests-per-second", false, 0, Double.MAX_VALUE, "ab's Requests per second")
            .decimal(
                "time-taken", false, 0, Double.MAX_VALUE, "ab's Time taken for tests, in seconds")
            .longNumber("complete", false, 0, Long.MAX_VALUE, "ab's Complete requests")
            .longNumber("failed", false, 0, Long.MAX_VALUE, "ab's Failed requests")
            .longNumber("keep-alive", false, 0, Long.MAX_VALUE, "ab's Keep-Alive requests")
            .longNumber("total-bytes", false, 0, Long.MAX_VALUE, "ab's Total transferred, in bytes")
            .longNumber("html-bytes", false, 0, Long.MAX_VALUE, "ab's HTML transferred, in bytes")
            .longNumber(
                "document-length", false, 0, Long.MAX_VALUE, "ab's Document Length, in bytes")
            .string("note", false, "a remark on these figures")
            .bool(
                "completed",
                false,
                "false when the post says this run could not complete (\"could not take the"
                    + " load\")");
    for (int percent : AbPercentiles.PRINTED) {
      if (percent == 100)
        b.longNumber("max", false, 0, Long.MAX_VALUE, "ab's longest request, in ms");
      else
        b.longNumber("p" + percent, false, 0, Long.MAX_VALUE, "ab's " + percent + "% line, in ms");
    }
    return reportDetails(b).build();
  }

  /**
   * The keys of {@link ReportDetails}: the rest of an ab report, e.g. as ./ab-replay --import
   * writes it.
   */
  private static Schema.Builder reportDetails(Schema.Builder b) {
    b.string(
            "server-software",
            false,
            "ab's Server Software, \"\" when the server sent no Server header")
        .string("server-hostname", false, "ab's Server Hostname, e.g. 127.0.0.1")
        .integer("server-port", false, 0, 65535, "ab's Server Port, e.g. 80")
        .string("document-path", false, "ab's Document Path, e.g. /")
        .longNumber("write-errors", false, 0, Long.MAX_VALUE, "ab's Write errors")
        .longNumber("non-2xx", false, 0, Long.MAX_VALUE, "ab's Non-2xx responses")
        .decimal(
            "time-per-request",
            false,
            0,
            Double.MAX_VALUE,
            "ab's first Time per request (mean), in ms")
        .decimal(
            "time-per-request-all",
            false,
            0,
            Double.MAX_VALUE,
            "ab's second Time per request (mean, across all concurrent requests), in ms")
        .decimal(
            "transfer-rate",
            false,
            0,
            Double.MAX_VALUE,
            "ab's Transfer rate, in Kbytes/sec received");
    for (String kind : List.of("connect", "receive", "length", "exceptions")) {
      b.longNumber(
          "failures." + kind,
          false,
          0,
          Long.MAX_VALUE,
          "ab's failed requests of kind " + kind + " (the line under Failed requests)");
    }
    for (ReportDetails.Row row : ReportDetails.Row.values()) {
      String at = "connection-times." + row.key() + ".";
      String what = "ab's Connection Times (ms), row " + row.key() + ": ";
      b.longNumber(at + "min", false, 0, Long.MAX_VALUE, what + "min, in ms")
          .longNumber(at + "mean", false, 0, Long.MAX_VALUE, what + "mean (avg with ab -S), in ms")
          .decimal(at + "sd", false, 0, Double.MAX_VALUE, what + "[+/-sd], in ms")
          .longNumber(at + "median", false, 0, Long.MAX_VALUE, what + "median, in ms")
          .longNumber(at + "max", false, 0, Long.MAX_VALUE, what + "max, in ms");
    }
    return b;
  }

  static Schema claim(Path home) {
    return Schema.builder(home)
        .string("text", true, "the claim in the document's words")
        .oneOf(
            "kind",
            true,
            kinds(),
            ClaimKinds.ALL.stream().map(ClaimKind::key).toArray(String[]::new))
        .string(
            "by",
            false,
            "the claim's own number as its text writes it, e.g. \"75%\" for \"75% faster\" or"
                + " \"2x\"; with kind = "
                + ClaimKinds.takingBy()
                + " only")
        .string("system", true, "the system the claim is about")
        .string(
            "over",
            false,
            "the system it is compared with (kind = "
                + ClaimKinds.ALL.stream()
                    .filter(ClaimKind::compares)
                    .map(ClaimKind::key)
                    .collect(Collectors.joining(", "))
                + ")")
        .strings("scenarios", true, "the scenario ids it is about")
        .strings(
            "unpublished",
            false,
            "those of its scenarios where the document printed no figure for a side:"
                + " the claim rests on its text there")
        .build();
  }

  /** Each kind with what it says: "faster (system beats over), ... or fails-under-load (...)". */
  private static String kinds() {
    List<String> each =
        ClaimKinds.ALL.stream().map(k -> k.key() + " (" + k.meaning() + ")").toList();
    return String.join(", ", each.subList(0, each.size() - 1)) + " or " + each.get(each.size() - 1);
  }
}
