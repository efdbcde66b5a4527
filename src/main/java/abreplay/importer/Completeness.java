package abreplay.importer;

import abreplay.document.AbPercentiles;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.stream.Collectors;

/**
 * Which lines a report should have and lacks: cut short at its top (a blog post that pasted from
 * "Document Path" on), at its end, or in its middle. What ab prints depends on the run, as ab.c's
 * output_results says: the breakdown only when something failed, the rates and Connection Times
 * only when a request completed, the percentile table only for two or more, no Waiting row in ab
 * 2.2's -S layout. Each gap is one note naming the line and the lines missing.
 */
final class Completeness {
  private Completeness() {}

  static List<Note> gaps(AbReport r) {
    List<Note> notes = new ArrayList<>(lines(r));
    if (r.has(Field.PERCENTAGES)) {
      List<Integer> rows = new ArrayList<>(AbPercentiles.PRINTED);
      rows.removeAll(r.published().percentiles().keySet());
      if (!rows.isEmpty()) {
        notes.add(
            new Note(
                r.lines().get(Field.PERCENTAGES),
                "the percentile table is cut short: "
                    + rows.stream().map(p -> p + "%").collect(Collectors.joining(", "))
                    + (rows.size() == 1 ? " is" : " are")
                    + " missing"));
      }
    }
    return notes;
  }

  private static List<Note> lines(AbReport r) {
    Set<Field> expected = expected(r);
    Set<Field> missing = EnumSet.copyOf(expected);
    missing.removeAll(r.lines().keySet());
    if (missing.isEmpty()) return List.of();
    // Where each missing line would have been: before the first label, after the last, or between
    // two.
    TreeMap<Integer, Field> present = new TreeMap<>();
    r.lines().forEach((field, line) -> present.put(field.ordinal(), field));
    Map<String, List<Field>> byGap = new TreeMap<>();
    Map<String, Integer> gapLine = new TreeMap<>();
    for (Field f : missing) {
      Map.Entry<Integer, Field> before = present.lowerEntry(f.ordinal());
      Map.Entry<Integer, Field> after = present.higherEntry(f.ordinal());
      String gap;
      int line;
      if (before == null
          || before.getValue() == Field.BANNER
          || before.getValue() == Field.BENCHMARKING
          || before.getValue() == Field.ABORTED) {
        Field first = after == null ? null : after.getValue();
        gap =
            first == null
                ? "the report has no figures (cut short)"
                : "the report starts at " + first.shown + " (cut short at its top)";
        line = first == null ? r.firstLine() : r.lines().get(first);
      } else if (after == null) {
        gap = "the report stops after " + before.getValue().shown + " (cut short)";
        line = r.lines().get(before.getValue());
      } else {
        gap = "between " + before.getValue().shown + " and " + after.getValue().shown;
        line = r.lines().get(after.getValue());
      }
      byGap.computeIfAbsent(String.format("%09d %s", line, gap), k -> new ArrayList<>()).add(f);
      gapLine.put(String.format("%09d %s", line, gap), line);
    }
    List<Note> notes = new ArrayList<>();
    byGap.forEach(
        (key, fields) ->
            notes.add(
                new Note(
                    gapLine.get(key),
                    key.substring(10)
                        + ": "
                        + fields.stream().map(f -> f.shown).collect(Collectors.joining(", "))
                        + (fields.size() == 1 ? " is" : " are")
                        + " missing")));
    return notes;
  }

  private static Set<Field> expected(AbReport r) {
    Set<Field> expected = EnumSet.copyOf(Field.ALWAYS);
    var p = r.published();
    long complete = p.complete().orElse(-1);
    if (p.failed().orElse(0) > 0) expected.add(Field.FAILURES);
    if (!r.has(Field.CONNECTION_TIMES) || !threeColumns(r)) expected.add(Field.ROW_WAITING);
    if (complete == 0 || p.timeTaken().isPresent() && p.timeTaken().getAsDouble() == 0) {
      expected.removeAll(
          EnumSet.of(
              Field.REQUESTS_PER_SECOND,
              Field.TIME_PER_REQUEST,
              Field.TIME_PER_REQUEST_ALL,
              Field.TRANSFER_RATE));
    }
    if (complete == 0) {
      expected.removeAll(
          EnumSet.of(
              Field.CONNECTION_TIMES,
              Field.ROW_CONNECT,
              Field.ROW_PROCESSING,
              Field.ROW_WAITING,
              Field.ROW_TOTAL));
    }
    if (complete == 0 || complete == 1) expected.remove(Field.PERCENTAGES);
    return expected;
  }

  /** ab -S's "min avg max" layout: the rows parsed without sd and median. */
  private static boolean threeColumns(AbReport r) {
    return r.published().details().connectionTimes().values().stream()
        .anyMatch(t -> t.median().isEmpty());
  }
}
