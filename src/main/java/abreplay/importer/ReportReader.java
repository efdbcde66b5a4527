package abreplay.importer;

import abreplay.document.AbPercentiles;
import abreplay.document.Document.Published;
import abreplay.document.LoadTool;
import abreplay.document.ReportDetails;
import abreplay.document.ReportDetails.Row;
import abreplay.document.ReportDetails.Times;
import abreplay.importer.Field.Token;
import abreplay.importer.LineRules.Rule;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.EnumMap;
import java.util.EnumSet;
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
 * Reads one run of labels ({@link Field#runs}) into an {@link AbReport}: each value by the rule of
 * its label in ab-lines.txt ({@link LineRules}, ab 1.3 to trunk), its figures collected by a {@link
 * ReportBuilder}, what could not be read named with its line, and each gap of a report cut short
 * (at its top, its end or in its middle) named with the lines missing. What ab prints depends on
 * the run, as ab.c's output_results says: the breakdown only when something failed, the rates and
 * Connection Times only when a request completed, the percentile table only for two or more, no
 * Waiting row in ab 2.2's -S layout.
 */
final class ReportReader {
  private static final Pattern KIND = Pattern.compile("(Receive|Length|Exceptions):\\s*(\\d+)");

  /** ab's lines, each of a label's value: ab-lines.txt. */
  private static final List<Rule> RULES =
      LineRules.read("ab-lines.txt", Map.of("banner", ReportReader::banner), Map.of());

  private final Text text;
  private final ReportBuilder report = new ReportBuilder(LoadTool.AB);
  private final Map<Field, Integer> lines = new EnumMap<>(Field.class);
  private final List<String> also = new ArrayList<>();
  private boolean threeColumns;
  private boolean sent;
  private int end;

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

  /** Reads a label's value by its rule; how much of it was read is where the report ends. */
  private void read(Token t) {
    String value = t.value(text);
    int line = text.line(t.start());
    lines.put(t.field(), line);
    int consumed = value.length();
    String name =
        !Field.ROWS.contains(t.field()) ? t.field().shown : threeColumns ? "a row (-S)" : "a row";
    sent |=
        t.field() == Field.BODY_SENT
            || t.field() == Field.TRANSFER_RATE && value.contains("kb/s sent");
    if (t.field() == Field.CONNECTION_TIMES) {
      threeColumns = !value.contains("median") && value.contains("avg");
      int max = value.indexOf("max");
      consumed = max < 0 ? 0 : max + 3;
    } else if (t.field() == Field.PERCENTAGES) {
      for (consumed = 0; consumed < value.length(); ) {
        Matcher m = match(List.of("a percentile", "never"), value, consumed, line);
        if (m == null) break;
        consumed = m.end();
        if (m.groupCount() > 0 && m.group(1).equals("100")) break;
      }
    } else if (RULES.stream().noneMatch(r -> r.name().equals(name))) {
      // a line ab-lines.txt has no rule for: one the document conf has no key for, kept as printed
      if (t.field() != Field.BODY_SENT) also.add(t.field().shown + ": " + firstLine(value));
    } else {
      report.section = t.field().shown;
      Matcher m = match(List.of(name), value, 0, line);
      if (m != null) consumed = m.end();
      else report.notPrinted(line, t.field().shown, firstLine(value));
      if (t.field() == Field.FAILURES) consumed = failures(value, consumed, line);
    }
    end = t.valueStart() + consumed;
  }

  /** ab's version from its banner, e.g. "2.3 (rev 1528965)". */
  private static void banner(Matcher m, ReportBuilder r, int line) {
    String rev = m.group(2) == null || m.group(2).isEmpty() ? "" : " (rev " + m.group(2) + ")";
    r.words.put("version", m.group(1) + rev);
  }

  /** The first of the rules named {@code names} that reads {@code value} from {@code from}. */
  private Matcher match(List<String> names, String value, int from, int line) {
    for (Rule r : RULES) {
      Matcher m = r.pattern().matcher(value).region(from, value.length());
      if (names.contains(r.name()) && m.lookingAt()) {
        r.figures().read(m, report, line);
        return m;
      }
    }
    return null;
  }

  /** The failures' Receive, Length and Exceptions, each a figure, read up to their ")". */
  private int failures(String value, int consumed, int line) {
    int close = value.indexOf(')');
    Matcher k = KIND.matcher(close < 0 ? value : value.substring(0, close));
    while (k.find())
      report.count(Measure.ERRORS, Field.FAILURES.shown, k.group(1), k.group(2), line);
    return close < 0 ? consumed : close + 1;
  }

  private static String firstLine(String value) {
    String v = value.strip();
    int nl = v.indexOf('\n');
    v = nl < 0 ? v : v.substring(0, nl).strip();
    return v.length() > 60 ? v.substring(0, 60) + "..." : v;
  }

  private AbReport report(List<Token> run, Optional<AbCommandLine> quotedUnder) {
    Map<Row, Times> rows = new LinkedHashMap<>();
    for (Field row : Field.ROWS)
      if (figure(row, "min").isPresent())
        rows.put(
            Row.valueOf(row.name().substring("ROW_".length())),
            new Times(
                whole(row, "min").getAsLong(),
                whole(row, "mean").getAsLong(),
                decimal(row, "sd"),
                whole(row, "median"),
                whole(row, "max").getAsLong()));
    Map<Integer, Long> percentiles = new TreeMap<>();
    for (Figure f : report.figures)
      if (f.measure() == Measure.LATENCY_PERCENTILE)
        percentiles.put(
            Integer.parseInt(f.qualifier().replace("%", "")),
            Long.parseLong(f.printed().value().toPlainString()));
    int start = run.get(0).start();
    int firstLine = text.line(start);
    OptionalLong port = whole(Field.SERVER_PORT, "");
    ReportDetails details =
        new ReportDetails(
            word(Field.SERVER_SOFTWARE),
            word(Field.SERVER_HOSTNAME),
            port.isPresent() ? OptionalInt.of((int) port.getAsLong()) : OptionalInt.empty(),
            word(Field.DOCUMENT_PATH),
            new ReportDetails.Failures(
                whole(Field.FAILURES, ""),
                whole(Field.FAILURES, "Receive"),
                whole(Field.FAILURES, "Length"),
                whole(Field.FAILURES, "Exceptions")),
            whole(Field.WRITE_ERRORS, ""),
            whole(Field.NON_2XX, ""),
            decimal(Field.TIME_PER_REQUEST, ""),
            decimal(Field.TIME_PER_REQUEST_ALL, ""),
            decimal(Field.TRANSFER_RATE, ""),
            rows);
    Published published =
        new Published(
            decimal(Field.REQUESTS_PER_SECOND, ""),
            decimal(Field.TIME_TAKEN, ""),
            whole(Field.COMPLETE, ""),
            whole(Field.FAILED, ""),
            whole(Field.KEEP_ALIVE, ""),
            whole(Field.TOTAL_TRANSFERRED, ""),
            whole(Field.HTML_TRANSFERRED, ""),
            whole(Field.DOCUMENT_LENGTH, ""),
            percentiles,
            "",
            details,
            Optional.empty(),
            Map.of());
    OptionalLong level = whole(Field.CONCURRENCY_LEVEL, "");
    OptionalInt concurrency =
        level.isPresent()
            ? OptionalInt.of((int) Math.min(Integer.MAX_VALUE, level.getAsLong()))
            : OptionalInt.empty();
    if (quotedUnder.isPresent()) {
      report.problems.addAll(Fragments.notes(lines.keySet(), firstLine, quotedUnder.get()));
      if (concurrency.isEmpty())
        concurrency = OptionalInt.of(quotedUnder.get().concurrency().orElse(1));
    } else {
      gaps(published, rows, firstLine);
    }
    return new AbReport(
        start,
        end,
        firstLine,
        lines,
        Optional.ofNullable(report.words.get("version")),
        word(Field.BENCHMARKING),
        concurrency,
        whole(Field.NUMBER_OF_REQUESTS, ""),
        report.words.containsKey(Field.DOCUMENT_LENGTH.shown),
        sent,
        published,
        List.copyOf(also),
        List.copyOf(report.problems),
        quotedUnder);
  }

  private Optional<String> word(Field f) {
    return Optional.ofNullable(report.words.get(f.shown));
  }

  /** The figure of {@code label} and {@code qualifier} ("" the line's own), the last read. */
  private Optional<BigDecimal> figure(Field label, String qualifier) {
    return report.figures.stream()
        .filter(f -> f.label().equals(label.shown) && f.qualifier().equals(qualifier))
        .map(f -> f.printed().value())
        .reduce((a, b) -> b);
  }

  private OptionalLong whole(Field label, String qualifier) {
    Optional<BigDecimal> v = figure(label, qualifier);
    return v.isPresent()
        ? OptionalLong.of(Long.parseLong(v.get().toPlainString()))
        : OptionalLong.empty();
  }

  private OptionalDouble decimal(Field label, String qualifier) {
    Optional<BigDecimal> v = figure(label, qualifier);
    return v.isPresent() ? OptionalDouble.of(v.get().doubleValue()) : OptionalDouble.empty();
  }

  /** Notes each gap: where the lines the report lacks would have been. */
  private void gaps(Published p, Map<Row, Times> rows, int firstLine) {
    Set<Field> missing = expected(p, rows);
    missing.removeAll(lines.keySet());
    TreeSet<Field> present = new TreeSet<>(lines.keySet());
    // Each missing line by the gap it falls in, the gaps in the order of their lines
    Map<Gap, List<Field>> byGap =
        new TreeMap<>(Comparator.comparingInt(Gap::line).thenComparing(Gap::text));
    for (Field f : missing) {
      Field before = present.lower(f);
      Field after = present.higher(f);
      // above it, nothing but the banner, Benchmarking or ab's abort
      if (before != null && before.compareTo(Field.SERVER_SOFTWARE) < 0) before = null;
      int line = after != null ? lines.get(after) : before != null ? lines.get(before) : firstLine;
      String gap =
          Note.gap(before == null ? null : before.shown, after == null ? null : after.shown);
      byGap.computeIfAbsent(new Gap(line, gap), k -> new ArrayList<>()).add(f);
    }
    byGap.forEach(
        (gap, fields) ->
            report.problems.add(
                Note.missing(gap.line(), gap.text(), fields.stream().map(f -> f.shown).toList())));
    if (lines.containsKey(Field.PERCENTAGES)) {
      List<Integer> cut = new ArrayList<>(AbPercentiles.PRINTED);
      cut.removeAll(p.percentiles().keySet());
      if (!cut.isEmpty()) {
        report.problems.add(
            new Note(
                lines.get(Field.PERCENTAGES),
                "the percentile table is cut short: "
                    + cut.stream().map(n -> n + "%").collect(Collectors.joining(", "))
                    + Note.isAre(cut)
                    + " missing"));
      }
    }
  }

  /** Where lines of a report are missing: the line it is noted on, and how the note says it. */
  private record Gap(int line, String text) {}

  /** The lines of the report that ab would have printed for the run it shows. */
  private Set<Field> expected(Published p, Map<Row, Times> rows) {
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
}
