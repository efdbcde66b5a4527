package abreplay.importer;

import java.util.List;
import java.util.Map;

/**
 * Each load tool's command-line options as its own parser reads them: the names an option goes by
 * (short and long, as typed), whether it takes a value, and what ab-replay calls it. Read from the
 * tools' usage texts: wrk 4.1 and wrk2 (getopt_long "t:c:d:s:H:T:R:LUBv"), hey (Go's flag package:
 * one dash, "-n 10" or "-n=10"), oha (clap), autocannon (minimist-style), bombardier (kingpin),
 * siege and h2load (getopt_long).
 */
final class ToolOptions {
  /** One option: its key (what the load model reads), its spellings, and whether it has a value. */
  record Option(String key, List<String> names, boolean value, String shown) {}

  private ToolOptions() {}

  private static Option v(String key, String shown, String... names) {
    return new Option(key, List.of(names), true, shown);
  }

  private static Option f(String key, String shown, String... names) {
    return new Option(key, List.of(names), false, shown);
  }

  /** Whether the tool's parser takes "-c100" for "-c 100" (getopt, minimist, kingpin; not Go's). */
  static boolean glued(Tool tool) {
    return tool != Tool.HEY;
  }

  static List<Option> of(Tool tool) {
    return OPTIONS.get(tool == Tool.WRK2 ? Tool.WRK : tool);
  }

  private static final Map<Tool, List<Option>> OPTIONS =
      Map.of(
          Tool.WRK,
          List.of(
              v("connections", "connections", "-c", "--connections"),
              v("duration", "duration", "-d", "--duration"),
              v("threads", "threads", "-t", "--threads"),
              v("script", "Lua script", "-s", "--script"),
              v("header", "extra header", "-H", "--header"),
              f("latency", "latency distribution", "-L", "--latency"),
              f("u-latency", "uncorrected latency", "-U", "--u_latency"),
              f("batch-latency", "batch latency", "-B", "--batch_latency"),
              v("timeout", "timeout", "-T", "--timeout"),
              v("rate", "rate", "-R", "--rate")),
          Tool.HEY,
          List.of(
              v("requests", "requests", "-n"),
              v("connections", "workers", "-c"),
              v("rate", "rate per worker", "-q"),
              v("duration", "duration", "-z"),
              v("output", "output", "-o"),
              v("method", "HTTP method", "-m"),
              v("header", "extra header", "-H"),
              v("timeout", "timeout", "-t"),
              v("accept", "Accept header", "-A"),
              v("body", "request body", "-d"),
              v("body-file", "request body file", "-D"),
              v("content-type", "content type", "-T"),
              v("auth", "basic authentication", "-a"),
              v("proxy", "proxy", "-x"),
              f("http2", "HTTP/2", "-h2"),
              v("host", "Host header", "-host"),
              f("disable-compression", "no compression", "-disable-compression"),
              f("disable-keepalive", "no keep-alive", "-disable-keepalive"),
              f("disable-redirects", "no redirects", "-disable-redirects"),
              v("cpus", "CPUs", "-cpus")),
          Tool.OHA,
          List.of(
              v("requests", "requests", "-n", "--number"),
              v("connections", "connections", "-c", "--connections"),
              v("duration", "duration", "-z", "--duration"),
              v("rate", "rate", "-q", "--query-per-second"),
              v("method", "HTTP method", "-m", "--method"),
              v("header", "extra header", "-H", "--header"),
              v("body", "request body", "-d", "--data"),
              v("body-file", "request body file", "-D"),
              v("content-type", "content type", "-T"),
              v("accept", "Accept header", "-A"),
              v("auth", "basic authentication", "-a"),
              v("host", "Host header", "--host"),
              v("timeout", "timeout", "-t", "--timeout"),
              v("parallel", "HTTP/2 parallel requests", "-p", "--http2-parallel"),
              f("http2", "HTTP/2", "--http2"),
              f("disable-keepalive", "no keep-alive", "--disable-keepalive"),
              f("latency-correction", "latency correction", "--latency-correction"),
              f("no-tui", "no TUI", "--no-tui"),
              f(
                  "wait",
                  "wait for ongoing requests",
                  "-w",
                  "--wait-ongoing-requests-after-deadline")),
          Tool.AUTOCANNON,
          List.of(
              v("connections", "connections", "-c", "--connections"),
              v("duration", "duration", "-d", "--duration"),
              v("requests", "requests", "-a", "--amount"),
              v("pipelining", "pipelining", "-p", "--pipelining"),
              v("rate", "overall rate", "-R", "--overallRate"),
              v("connection-rate", "rate per connection", "-r", "--connectionRate"),
              v("workers", "workers", "-w", "--workers"),
              v("method", "HTTP method", "-m", "--method"),
              v("header", "extra header", "-H", "--headers"),
              v("body", "request body", "-b", "--body"),
              v("timeout", "timeout", "-t", "--timeout"),
              f("latency", "latency table", "-l", "--latency", "-L", "--renderLatencyTable"),
              f("json", "JSON output", "-j", "--json"),
              f("no-progress", "no progress bar", "-n", "--no-progress")),
          Tool.BOMBARDIER,
          List.of(
              v("connections", "connections", "-c", "--connections"),
              v("duration", "duration", "-d", "--duration"),
              v("requests", "requests", "-n", "--requests"),
              v("rate", "rate", "-r", "--rate"),
              v("timeout", "timeout", "-t", "--timeout"),
              f("latency", "latency distribution", "-l", "--latencies"),
              v("method", "HTTP method", "-m", "--method"),
              v("body", "request body", "-b", "--body"),
              v("body-file", "request body file", "-f", "--body-file"),
              v("header", "extra header", "-H", "--header"),
              f("insecure", "no TLS verification", "-k", "--insecure"),
              f("disable-keepalive", "no keep-alive", "-a", "--disableKeepAlives"),
              f("http1", "net/http HTTP/1.x client", "--http1"),
              f("http2", "HTTP/2", "--http2"),
              f("fasthttp", "fasthttp client", "--fasthttp"),
              v("print", "print spec", "-p", "--print"),
              v("format", "output format", "-o", "--format")),
          Tool.SIEGE,
          List.of(
              v("connections", "concurrent users", "-c", "--concurrent"),
              v("repetitions", "repetitions", "-r", "--reps"),
              v("duration", "duration", "-t", "--time"),
              v("delay", "delay", "-d", "--delay"),
              f("benchmark", "benchmark (no delay)", "-b", "--benchmark"),
              v("rc", "siegerc", "-R", "--rc"),
              v("header", "extra header", "-H", "--header"),
              f("json", "JSON output", "-j", "--json-output"),
              f("quiet", "quiet", "-q", "--quiet"),
              f("verbose", "verbose", "-v", "--verbose")),
          Tool.H2LOAD,
          List.of(
              v("requests", "requests", "-n", "--requests"),
              v("connections", "clients", "-c", "--clients"),
              v("threads", "threads", "-t", "--threads"),
              v("streams", "concurrent streams", "-m", "--max-concurrent-streams"),
              v("duration", "duration", "-D", "--duration"),
              v("rate", "connection rate", "-r", "--rate"),
              v("warm-up", "warm-up time", "--warm-up-time"),
              v("header", "extra header", "-H", "--header"),
              f("h1", "HTTP/1.1", "--h1")));
}
