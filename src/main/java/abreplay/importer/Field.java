package abreplay.importer;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collection;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;

/**
 * The lines of an ab report, in the order ab prints them (ab 1.3 to the 2.4 branch and trunk: see
 * support/ab.c's output_results), each found by its label, and the runs of labels in a text that
 * make reports. A label's words may be broken across lines by a blog's formatting, so they match
 * any run of white space between them. A label's value is the text up to the next label, so that a
 * report whose line ends a blog has swallowed ("Server Software: nginxServer Hostname: ...") reads
 * as well as one printed line by line. A run ends, and the next begins, at ab's banner or at a
 * label that does not come after the one before it in ab's order.
 */
enum Field {
  BANNER("This is ApacheBench, Version", "ab's banner"),
  BENCHMARKING("Benchmarking(?=\\s+\\S+\\s+\\(be\\s+patient\\))", "Benchmarking"),
  /** ab gave up before its report: "Total of 4973 requests completed", after its error. */
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

  /** The lines of a whole report (ab 2.3, no SSL, no -k, nothing failed). */
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

  private static final Pattern LABELS =
      Pattern.compile(
          Arrays.stream(values())
              .map(f -> "(?<" + f.group() + ">" + f.label + ")")
              .collect(Collectors.joining("|")));

  private final String label;

  /** The label as messages name it. */
  final String shown;

  Field(String label, String shown) {
    this.label = label.replace(" ", "\\s+");
    this.shown = shown;
  }

  private String group() {
    return name().replace("_", "");
  }

  /** One label found: its field, where the label starts, and where its value starts and ends. */
  record Token(Field field, int start, int valueStart, int valueEnd) {
    String value(Text text) {
      return text.text().substring(valueStart, valueEnd);
    }
  }

  /** The runs of labels in {@code text}, in its order. */
  static List<List<Token>> runs(Text text) {
    List<List<Token>> runs = new ArrayList<>();
    Field last = null;
    for (Token t : tokens(text)) {
      if (last == null || t.field() == BANNER || t.field().compareTo(last) <= 0)
        runs.add(new ArrayList<>());
      runs.get(runs.size() - 1).add(t);
      last = t.field();
    }
    return runs;
  }

  /**
   * The labels of {@code text}; a row of Connection Times only right under its header (elsewhere
   * "Total:" is prose).
   */
  private static List<Token> tokens(Text text) {
    Matcher m = LABELS.matcher(text.text());
    List<Token> found = new ArrayList<>();
    Field previous = null;
    while (m.find()) {
      Field field =
          Arrays.stream(values()).filter(f -> m.group(f.group()) != null).findFirst().get();
      if (ROWS.contains(field)
          && previous != CONNECTION_TIMES
          && !(ROWS.contains(previous) && previous.compareTo(field) < 0)) continue;
      found.add(new Token(field, m.start(), m.end(), 0));
      previous = field;
    }
    List<Token> tokens = new ArrayList<>();
    for (int i = 0; i < found.size(); i++) {
      Token t = found.get(i);
      int end = i + 1 < found.size() ? found.get(i + 1).start() : text.text().length();
      tokens.add(new Token(t.field(), t.start(), t.valueStart(), end));
    }
    return tokens;
  }

  /** The fields as messages name them: "Server Software, Server Port". */
  static String shown(Collection<Field> fields) {
    return fields.stream().map(f -> f.shown).collect(Collectors.joining(", "));
  }
}
