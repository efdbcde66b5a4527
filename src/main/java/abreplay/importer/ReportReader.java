package abreplay.importer;

import abreplay.document.AbPercentiles;
import abreplay.document.Document.Published;
import abreplay.document.ReportDetails;
import abreplay.document.ReportDetails.Row;
import abreplay.document.ReportDetails.Times;
import abreplay.importer.Field.Token;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.EnumSet;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalDouble;
import java.util.OptionalInt;
import java.util.OptionalLong;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;

/**
 * Reads one run of labels ({@link Field#runs}) into an {@link AbReport}: each value in ab's format
 * (ab 1.3 to trunk), what could not be read named with its line, and each gap of a report cut short
 * (at its top, its end or in its middle) named with the lines missing. What ab prints depends on
 * the run, as ab.c's output_results says: the breakdown only when something failed, the rates and
 * Connection Times only when a request completed, the percentile table only for two or more, no
 * Waiting row in ab 2.2's -S layout.
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

  /** Each value read, as printed. */
  private final Map<Field, String> values = new EnumMap<>(Field.class);

  /** The failures' Receive, Length and Exceptions. */
  private final Map<String, Long> kinds = new HashMap<>();

  private final Map<Row, Times> rows = new LinkedHashMap<>();
  private final Map<Integer, Long> percentiles = new TreeMap<>();
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

  /**
   * The report {@code run} is; a fragment ({@link Fragments}) when {@code quotedUnder} is given,
   * else a report whose gaps are noted.
   */
  static AbReport read(Text text, List<Token> run, Optional<AbCommandLine> quotedUnder) {
    ReportReader r = new ReportReader(text);
    for (Token t : run) r.read(t);
    return r.report(run, quotedUnder);
  }

  private void read(Token t) {
    String value = t.value(text);
    lines.put(t.field(), text.line(t.start()));
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
      case BENCHMARKING, SERVER_SOFTWARE, SERVER_HOSTNAME, DOCUMENT_PATH -> value(WORD, value, t);
      case DOCUMENT_LENGTH ->
          match(LENGTH, value, t)
              .ifPresent(
                  m -> {
                    if (m.group(2) != null) variable = true;
                    else values.put(t.field(), m.group(1));
                  });
      case TIME_TAKEN -> value(SECONDS, value, t);
      case TOTAL_TRANSFERRED, HTML_TRANSFERRED -> value(BYTES, value, t);
      case REQUESTS_PER_SECOND -> value(RATE, value, t);
      case TIME_PER_REQUEST, TIME_PER_REQUEST_ALL -> value(MS, value, t);
      case TRANSFER_RATE -> {
        value(KBYTES, value, t);
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
      default -> value(WHOLE, value, t);
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

  /** Reads {@code p}'s group 1 as the field's value. */
  private void value(Pattern p, String value, Token t) {
    match(p, value, t).ifPresent(m -> values.put(t.field(), m.group(1)));
  }

  private void failures(String value, Token t) {
    value(WHOLE, value, t);
    int close = value.indexOf(')');
    consumed = close < 0 ? consumed : close + 1;
    Matcher k = KIND.matcher(close < 0 ? value : value.substring(0, close));
    while (k.find()) kinds.put(k.group(1), Long.parseLong(k.group(2)));
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

  private AbReport report(List<Token> run, Optional<AbCommandLine> quotedUnder) {
    int start = run.get(0).start();
    int firstLine = text.line(start);
    OptionalLong port = whole(Field.SERVER_PORT);
    ReportDetails details =
        new ReportDetails(
            word(Field.SERVER_SOFTWARE),
            word(Field.SERVER_HOSTNAME),
            port.isPresent() ? OptionalInt.of((int) port.getAsLong()) : OptionalInt.empty(),
            word(Field.DOCUMENT_PATH),
            new ReportDetails.Failures(
                whole(Field.FAILURES), kind("Receive"), kind("Length"), kind("Exceptions")),
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
    OptionalLong level = whole(Field.CONCURRENCY_LEVEL);
    OptionalInt concurrency =
        level.isPresent()
            ? OptionalInt.of((int) Math.min(Integer.MAX_VALUE, level.getAsLong()))
            : OptionalInt.empty();
    if (quotedUnder.isPresent()) {
      problems.addAll(Fragments.notes(lines.keySet(), firstLine, quotedUnder.get()));
      if (concurrency.isEmpty())
        concurrency = OptionalInt.of(quotedUnder.get().concurrency().orElse(1));
    } else {
      gaps(published, firstLine);
    }
    return new AbReport(
        start,
        end,
        firstLine,
        lines,
        Optional.ofNullable(version),
        word(Field.BENCHMARKING),
        concurrency,
        whole(Field.NUMBER_OF_REQUESTS),
        variable,
        sent,
        published,
        List.copyOf(also),
        List.copyOf(problems),
        quotedUnder);
  }

  private Optional<String> word(Field f) {
    return Optional.ofNullable(values.get(f));
  }

  private OptionalLong whole(Field f) {
    return values.containsKey(f)
        ? OptionalLong.of(Long.parseLong(values.get(f)))
        : OptionalLong.empty();
  }

  private OptionalDouble decimal(Field f) {
    return values.containsKey(f)
        ? OptionalDouble.of(Double.parseDouble(values.get(f)))
        : OptionalDouble.empty();
  }

  private OptionalLong kind(String name) {
    return kinds.containsKey(name) ? OptionalLong.of(kinds.get(name)) : OptionalLong.empty();
  }

  /** Notes each gap: where the lines the report lacks would have been. */
  private void gaps(Published p, int firstLine) {
    Set<Field> missing = expected(p);
    missing.removeAll(lines.keySet());
    TreeSet<Field> present = new TreeSet<>(lines.keySet());
    // Each missing line by the gap it falls in, "%09d gap" so that the gaps sort by line
    Map<String, List<Field>> byGap = new TreeMap<>();
    for (Field f : missing) {
      Field before = present.lower(f);
      Field after = present.higher(f);
      String gap;
      int line;
      // above it, nothing but the banner, Benchmarking or ab's abort
      if (before == null || before.compareTo(Field.SERVER_SOFTWARE) < 0) {
        gap =
            after == null
                ? "the report has no figures (cut short)"
                : "the report starts at " + after.shown + " (cut short at its top)";
        line = after == null ? firstLine : lines.get(after);
      } else if (after == null) {
        gap = "the report stops after " + before.shown + " (cut short)";
        line = lines.get(before);
      } else {
        gap = "between " + before.shown + " and " + after.shown;
        line = lines.get(after);
      }
      byGap.computeIfAbsent(String.format("%09d %s", line, gap), k -> new ArrayList<>()).add(f);
    }
    byGap.forEach(
        (key, fields) ->
            problems.add(
                new Note(
                    Integer.parseInt(key.substring(0, 9)),
                    key.substring(10) + ": " + Field.shown(fields) + isAre(fields) + " missing")));
    if (lines.containsKey(Field.PERCENTAGES)) {
      List<Integer> cut = new ArrayList<>(AbPercentiles.PRINTED);
      cut.removeAll(p.percentiles().keySet());
      if (!cut.isEmpty()) {
        problems.add(
            new Note(
                lines.get(Field.PERCENTAGES),
                "the percentile table is cut short: "
                    + cut.stream().map(n -> n + "%").collect(Collectors.joining(", "))
                    + isAre(cut)
                    + " missing"));
      }
    }
  }

  /** The lines of the report that ab would have printed for the run it shows. */
  private Set<Field> expected(Published p) {
    Set<Field> expected = EnumSet.copyOf(Field.ALWAYS);
    long complete = p.complete().orElse(-1);
    if (p.failed().orElse(0) > 0) expected.add(Field.FAILURES);
    // ab -S's "min avg max" layout has no Waiting row: its rows are read without a median
    if (!lines.containsKey(Field.CONNECTION_TIMES)
        || rows.values().stream().noneMatch(t -> t.median().isEmpty()))
      expected.add(Field.ROW_WAITING);
    if (complete == 0 || p.timeTaken().isPresent() && p.timeTaken().getAsDouble() == 0) {
      expected.removeAll(
          EnumSet.of(
              Field.REQUESTS_PER_SECOND,
              Field.TIME_PER_REQUEST,
              Field.TIME_PER_REQUEST_ALL,
              Field.TRANSFER_RATE));
    }
    if (complete == 0) {
      expected.remove(Field.CONNECTION_TIMES);
      expected.removeAll(Field.ROWS);
    }
    if (complete == 0 || complete == 1) expected.remove(Field.PERCENTAGES);
    return expected;
  }

  private static String isAre(List<?> items) {
    return items.size() == 1 ? " is" : " are";
  }
}
