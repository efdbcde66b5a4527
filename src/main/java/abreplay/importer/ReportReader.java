package abreplay.importer;

import abreplay.document.Document.Published;
import abreplay.document.ReportDetails;
import abreplay.document.ReportDetails.Row;
import abreplay.document.ReportDetails.Times;
import abreplay.importer.Labels.Token;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalDouble;
import java.util.OptionalInt;
import java.util.OptionalLong;
import java.util.TreeMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Reads one run of labels ({@link Labels}) into an {@link AbReport}: each value in ab's format (ab
 * 1.3 to trunk: Document Length "Variable", the failures with or without Receive, the Connection
 * Times with five columns or -S's three), what could not be read or is missing named with its line.
 */
final class ReportReader {
  private static final Pattern WORD = Pattern.compile("\\s*(\\S*)");
  private static final Pattern WHOLE = Pattern.compile("\\s*(\\d+)(?![\\d.])");
  private static final Pattern LENGTH = Pattern.compile("\\s*(?:(\\d+)\\s+bytes|(Variable))");
  private static final Pattern SECONDS = Pattern.compile("\\s*(\\d+(?:\\.\\d+)?)\\s+seconds");
  private static final Pattern BYTES = Pattern.compile("\\s*(\\d+)\\s+bytes");
  private static final Pattern RATE = Pattern.compile("\\s*(\\d+(?:\\.\\d+)?)\\s*\\[#/sec]");
  private static final Pattern MS = Pattern.compile("\\s*(\\d+(?:\\.\\d+)?)\\s*\\[ms]");
  private static final Pattern KBYTES = Pattern.compile("\\s*(\\d+(?:\\.\\d+)?)\\s*\\[Kbytes/sec]");
  private static final Pattern BANNER =
      Pattern.compile("\\s*([\\w.-]+)\\s*(?:<\\$Revision:?\\s*([\\w.]*)\\s*\\$>)?");
  private static final Pattern FIVE =
      Pattern.compile("\\s*(\\d+)\\s+(\\d+)\\s+(\\d+(?:\\.\\d+)?)\\s+(\\d+)\\s+(\\d+)(?![\\d.])");
  private static final Pattern THREE = Pattern.compile("\\s*(\\d+)\\s+(\\d+)\\s+(\\d+)(?![\\d.])");
  private static final Pattern PERCENT =
      Pattern.compile(
          "\\G\\s*(?:(\\d+)%\\s+(\\d+)(?:\\s*\\(longest\\s+request\\))?"
              + "|0%\\s+<0>\\s+\\(never\\))");
  private static final Pattern KIND = Pattern.compile("(Receive|Length|Exceptions):\\s*(\\d+)");

  private final Text text;
  private final List<Note> problems = new ArrayList<>();
  private final Map<Field, Integer> lines = new EnumMap<>(Field.class);
  private final List<String> also = new ArrayList<>();
  private final Map<Field, String> words = new EnumMap<>(Field.class);
  private final Map<Field, Long> wholes = new EnumMap<>(Field.class);
  private final Map<Field, Double> decimals = new EnumMap<>(Field.class);
  private final Map<Row, Times> rows = new LinkedHashMap<>();
  private final Map<Integer, Long> percentiles = new TreeMap<>();
  private final long[] kinds = {-1, -1, -1, -1};
  private boolean threeColumns;
  private boolean variable;
  private boolean sent;
  private String version;
  private int end;

  /** How much of the current value was read: where the report ends, when it is its last line. */
  private int consumed;

  private ReportReader(Text text) {
    this.text = text;
  }

  static AbReport read(Text text, List<Token> run) {
    ReportReader r = new ReportReader(text);
    for (Token t : run) r.read(t);
    return r.report(run);
  }

  private void read(Token t) {
    String value = t.value(text);
    int line = text.line(t.start());
    lines.put(t.field(), line);
    consumed = value.length();
    switch (t.field()) {
      case BANNER ->
          match(BANNER, value, t)
              .ifPresent(
                  m ->
                      version =
                          m.group(1)
                              + (m.group(2) != null && !m.group(2).isEmpty()
                                  ? " (rev " + m.group(2) + ")"
                                  : ""));
      case BENCHMARKING, SERVER_SOFTWARE, SERVER_HOSTNAME, DOCUMENT_PATH -> {
        Matcher m = WORD.matcher(value);
        m.lookingAt();
        words.put(t.field(), m.group(1));
        consumed = m.end();
      }
      case DOCUMENT_LENGTH ->
          match(LENGTH, value, t)
              .ifPresent(
                  m -> {
                    if (m.group(2) != null) variable = true;
                    else wholes.put(t.field(), Long.parseLong(m.group(1)));
                  });
      case TIME_TAKEN ->
          match(SECONDS, value, t)
              .ifPresent(m -> decimals.put(t.field(), Double.parseDouble(m.group(1))));
      case TOTAL_TRANSFERRED, HTML_TRANSFERRED ->
          match(BYTES, value, t).ifPresent(m -> wholes.put(t.field(), Long.parseLong(m.group(1))));
      case REQUESTS_PER_SECOND ->
          match(RATE, value, t)
              .ifPresent(m -> decimals.put(t.field(), Double.parseDouble(m.group(1))));
      case TIME_PER_REQUEST, TIME_PER_REQUEST_ALL ->
          match(MS, value, t)
              .ifPresent(m -> decimals.put(t.field(), Double.parseDouble(m.group(1))));
      case TRANSFER_RATE -> {
        match(KBYTES, value, t)
            .ifPresent(m -> decimals.put(t.field(), Double.parseDouble(m.group(1))));
        if (value.contains("kb/s sent")) sent = true;
      }
      case FAILURES -> failures(value, t);
      case CONNECTION_TIMES -> {
        threeColumns = !value.contains("median") && value.contains("avg");
        int max = value.indexOf("max");
        consumed = max < 0 ? 0 : max + 3;
      }
      case ROW_CONNECT, ROW_PROCESSING, ROW_WAITING, ROW_TOTAL -> row(value, t);
      case PERCENTAGES -> percentiles(value);
      case BODY_SENT -> sent = true;
      case SSL_PROTOCOL,
          SERVER_TEMP_KEY,
          TLS_SERVER_NAME,
          NUMBER_OF_WORKERS,
          CONCURRENCY_ACHIEVED,
          RAMPUP_DELAY,
          KEEP_ALIVE_ABORTS,
          ABORTED ->
          also.add(t.field().shown + ": " + firstLine(value));
      default ->
          match(WHOLE, value, t).ifPresent(m -> wholes.put(t.field(), Long.parseLong(m.group(1))));
    }
    end = t.valueStart() + consumed;
  }

  private Optional<Matcher> match(Pattern p, String value, Token t) {
    Matcher m = p.matcher(value);
    if (m.lookingAt()) {
      consumed = m.end();
      return Optional.of(m);
    }
    problems.add(
        new Note(
            text.line(t.start()),
            t.field().shown
                + ": \""
                + firstLine(value)
                + "\" is not what ab prints there; the figure is left out"));
    return Optional.empty();
  }

  private void failures(String value, Token t) {
    match(WHOLE, value, t).ifPresent(m -> kinds[0] = Long.parseLong(m.group(1)));
    int close = value.indexOf(')');
    consumed = close < 0 ? consumed : close + 1;
    Matcher k = KIND.matcher(close < 0 ? value : value.substring(0, close));
    while (k.find()) {
      int i =
          switch (k.group(1)) {
            case "Receive" -> 1;
            case "Length" -> 2;
            default -> 3;
          };
      kinds[i] = Long.parseLong(k.group(2));
    }
  }

  private void row(String value, Token t) {
    Row row = Row.valueOf(t.field().name().substring("ROW_".length()));
    // ab prints min, mean, [+/-sd], median, max; with -S (threeColumns) min, avg, max only
    match(threeColumns ? THREE : FIVE, value, t)
        .ifPresent(
            m ->
                rows.put(
                    row,
                    new Times(
                        Long.parseLong(m.group(1)),
                        Long.parseLong(m.group(2)),
                        threeColumns
                            ? OptionalDouble.empty()
                            : OptionalDouble.of(Double.parseDouble(m.group(3))),
                        threeColumns
                            ? OptionalLong.empty()
                            : OptionalLong.of(Long.parseLong(m.group(4))),
                        Long.parseLong(m.group(threeColumns ? 3 : 5)))));
  }

  private void percentiles(String value) {
    Matcher m = PERCENT.matcher(value);
    consumed = 0;
    while (m.find()) {
      consumed = m.end();
      if (m.group(1) == null) continue; // trunk's " 0%  <0> (never)"
      percentiles.put(Integer.parseInt(m.group(1)), Long.parseLong(m.group(2)));
      if (m.group(1).equals("100")) break;
    }
  }

  private static String firstLine(String value) {
    String v = value.strip();
    int nl = v.indexOf('\n');
    v = nl < 0 ? v : v.substring(0, nl).strip();
    return v.length() > 60 ? v.substring(0, 60) + "..." : v;
  }

  private AbReport report(List<Token> run) {
    Token first = run.get(0);
    ReportDetails details =
        new ReportDetails(
            word(Field.SERVER_SOFTWARE),
            word(Field.SERVER_HOSTNAME),
            wholes.containsKey(Field.SERVER_PORT)
                ? OptionalInt.of(wholes.get(Field.SERVER_PORT).intValue())
                : OptionalInt.empty(),
            word(Field.DOCUMENT_PATH),
            new ReportDetails.Failures(kind(0), kind(1), kind(2), kind(3)),
            whole(Field.WRITE_ERRORS),
            whole(Field.NON_2XX),
            decimal(Field.TIME_PER_REQUEST),
            decimal(Field.TIME_PER_REQUEST_ALL),
            decimal(Field.TRANSFER_RATE),
            rows);
    Published published =
        new Published(
            decimal(Field.REQUESTS_PER_SECOND),
            decimal(Field.TIME_TAKEN),
            whole(Field.COMPLETE),
            whole(Field.FAILED),
            whole(Field.KEEP_ALIVE),
            whole(Field.TOTAL_TRANSFERRED),
            whole(Field.HTML_TRANSFERRED),
            whole(Field.DOCUMENT_LENGTH),
            percentiles,
            "",
            details,
            Optional.empty(),
            Map.of());
    OptionalLong concurrency = whole(Field.CONCURRENCY_LEVEL);
    return new AbReport(
        first.start(),
        end,
        text.line(first.start()),
        lines,
        Optional.ofNullable(version),
        word(Field.BENCHMARKING),
        concurrency.isPresent()
            ? OptionalInt.of((int) Math.min(Integer.MAX_VALUE, concurrency.getAsLong()))
            : OptionalInt.empty(),
        whole(Field.NUMBER_OF_REQUESTS),
        lines.containsKey(Field.KEEP_ALIVE),
        variable,
        sent,
        published,
        List.copyOf(also),
        List.copyOf(problems),
        Optional.empty());
  }

  private Optional<String> word(Field f) {
    return Optional.ofNullable(words.get(f));
  }

  private OptionalLong whole(Field f) {
    return wholes.containsKey(f) ? OptionalLong.of(wholes.get(f)) : OptionalLong.empty();
  }

  private OptionalDouble decimal(Field f) {
    return decimals.containsKey(f) ? OptionalDouble.of(decimals.get(f)) : OptionalDouble.empty();
  }

  private OptionalLong kind(int i) {
    return kinds[i] < 0 ? OptionalLong.empty() : OptionalLong.of(kinds[i]);
  }
}
