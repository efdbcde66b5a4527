package abreplay.importer;

import java.util.EnumSet;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * The lines of an ab report, in the order ab prints them (ab 1.3 to the 2.4 branch and trunk: see
 * support/ab.c's output_results), each found by its label. A label's words may be broken across
 * lines by a blog's formatting, so they are matched with any run of white space between them. The
 * order is what tells one report from the next: a label that does not come after the one before it
 * starts a new report.
 */
enum Field {
  BANNER("This is ApacheBench, Version", "ab's banner"),
  BENCHMARKING("Benchmarking(?=\\s+\\S+\\s+\\(be\\s+patient\\))", "Benchmarking"),
  /**
   * ab gave up before its report: "Total of 4973 requests completed", after the error that stopped
   * it.
   */
  ABORTED("Total of(?=\\s+\\d+\\s+requests\\s+completed)", "Total of N requests completed"),
  SERVER_SOFTWARE("Server Software:", "Server Software"),
  SERVER_HOSTNAME("Server Hostname:", "Server Hostname"),
  SERVER_PORT("Server Port:", "Server Port"),
  SSL_PROTOCOL("SSL/TLS Protocol:", "SSL/TLS Protocol"),
  SERVER_TEMP_KEY("Server Temp Key:", "Server Temp Key"),
  TLS_SERVER_NAME("TLS Server Name:", "TLS Server Name"),
  DOCUMENT_PATH("Document Path:", "Document Path"),
  DOCUMENT_LENGTH("Document Length:", "Document Length"),
  NUMBER_OF_WORKERS("Number of workers:", "Number of workers"),
  CONCURRENCY_LEVEL("Concurrency Level:", "Concurrency Level"),
  CONCURRENCY_ACHIEVED("Concurrency achieved:", "Concurrency achieved"),
  RAMPUP_DELAY("Rampup delay:", "Rampup delay"),
  TIME_TAKEN("Time taken for tests:", "Time taken for tests"),
  NUMBER_OF_REQUESTS("Number of requests:", "Number of requests"),
  COMPLETE("Complete requests:", "Complete requests"),
  FAILED("Failed requests:", "Failed requests"),
  /** " (Connect: 0, Receive: 0, Length: 5, Exceptions: 0)": ab 2.0 and 1.3 have no Receive. */
  FAILURES("\\(\\s*Connect:(?=\\s*\\d+\\s*,)", "the failures' breakdown"),
  WRITE_ERRORS("(?:Write errors|Broken pipe errors):", "Write errors"),
  NON_2XX("Non-2xx responses:", "Non-2xx responses"),
  KEEP_ALIVE("Keep-Alive requests:", "Keep-Alive requests"),
  KEEP_ALIVE_ABORTS("Keep-Alive aborts:", "Keep-Alive aborts"),
  TOTAL_TRANSFERRED("Total transferred:", "Total transferred"),
  BODY_SENT("(?:Total body sent|Total POSTed|Total PUT):", "Total body sent"),
  HTML_TRANSFERRED("HTML transferred:", "HTML transferred"),
  REQUESTS_PER_SECOND("Requests per second:", "Requests per second"),
  TIME_PER_REQUEST(
      "Time per request:(?!\\s*[\\d.]+\\s*\\[ms\\]\\s*\\(mean,\\s*across)",
      "Time per request (mean)"),
  TIME_PER_REQUEST_ALL(
      "Time per request:(?=\\s*[\\d.]+\\s*\\[ms\\]\\s*\\(mean,\\s*across)",
      "Time per request (mean, across all concurrent requests)"),
  TRANSFER_RATE("Transfer rate:", "Transfer rate"),
  /** ab 1.3 and 2.0 spelled it "Connnection". */
  CONNECTION_TIMES("Conn?nection Times \\(ms\\)", "Connection Times (ms)"),
  ROW_CONNECT("Connect:", "Connection Times' Connect row"),
  ROW_PROCESSING("Processing:", "Connection Times' Processing row"),
  ROW_WAITING("Waiting:", "Connection Times' Waiting row"),
  ROW_TOTAL("Total:", "Connection Times' Total row"),
  PERCENTAGES(
      "Percentage of the requests served within a certain time \\(ms\\)", "the percentile table");

  /** Rows of the Connection Times table: labels that mean something only right under its header. */
  static final Set<Field> ROWS = EnumSet.of(ROW_CONNECT, ROW_PROCESSING, ROW_WAITING, ROW_TOTAL);

  /**
   * The lines of a whole report (ab 2.3, no SSL, no -k, nothing failed): what a report cut short
   * lacks.
   */
  static final Set<Field> ALWAYS =
      EnumSet.of(
          SERVER_SOFTWARE,
          SERVER_HOSTNAME,
          SERVER_PORT,
          DOCUMENT_PATH,
          DOCUMENT_LENGTH,
          CONCURRENCY_LEVEL,
          TIME_TAKEN,
          COMPLETE,
          FAILED,
          TOTAL_TRANSFERRED,
          HTML_TRANSFERRED,
          REQUESTS_PER_SECOND,
          TIME_PER_REQUEST,
          TIME_PER_REQUEST_ALL,
          TRANSFER_RATE,
          CONNECTION_TIMES,
          ROW_CONNECT,
          ROW_PROCESSING,
          ROW_TOTAL,
          PERCENTAGES);

  final String label;

  /** The label as messages name it. */
  final String shown;

  Field(String label, String shown) {
    // Words of a label may be wrapped onto the next line: any white space between them.
    this.label = label.replace(" ", "\\s+");
    this.shown = shown;
  }

  /** Every label as one alternation, each in a group named after its field. */
  static Pattern labels() {
    StringBuilder out = new StringBuilder();
    for (Field f : values()) {
      if (!out.isEmpty()) out.append('|');
      out.append("(?<").append(f.name().replace("_", "")).append('>').append(f.label).append(')');
    }
    return Pattern.compile(out.toString());
  }

  String group() {
    return name().replace("_", "");
  }
}
