package abreplay.importer;

import abreplay.document.LoadTool;
import abreplay.document.PrintedFigure;
import abreplay.document.Unit;
import java.math.BigDecimal;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.function.Function;

/**
 * A load tool's report as its lines are read: the figures so far, what the lines say of the run,
 * and what could not be read. Not thread safe: one per report.
 */
final class ReportBuilder {
  final LoadTool tool;

  final List<Figure> figures = new ArrayList<>();
  final List<Note> problems = new ArrayList<>();

  /** The section the lines are in (a heading's name, wrk2's " (recorded)"): its readers' own. */
  String section = "";

  /** The columns of the table the lines are rows of, as its header row names them. */
  List<String> columns = List.of();

  Optional<String> url = Optional.empty();
  Optional<String> protocol = Optional.empty();
  OptionalInt connections = OptionalInt.empty();
  OptionalInt threads = OptionalInt.empty();

  /** Words the lines say, by the name of their line (ab's Server Software). */
  final Map<String, String> words = new HashMap<>();

  ReportBuilder(LoadTool tool) {
    this.tool = tool;
  }

  /**
   * Adds a figure: {@code number} in the unit {@code symbol} names in {@code units}' family; a
   * symbol the family does not know is a problem, the figure left out.
   */
  void add(
      Measure measure,
      String label,
      String qualifier,
      String number,
      String symbol,
      Function<String, Optional<Unit>> units,
      int line,
      boolean wholeRun) {
    String s = symbol == null ? "" : symbol;
    Optional<Unit> unit = units.apply(s);
    if (unit.isEmpty())
      notPrinted(line, label + (qualifier.isEmpty() ? "" : " " + qualifier), number + s);
    else {
      BigDecimal value = new BigDecimal(number.replace(",", ""));
      PrintedFigure q = new PrintedFigure((number + s).strip(), value, unit.get());
      figures.add(new Figure(measure, label, qualifier, q, line, wholeRun));
    }
  }

  /** A plain number: a count, a rate, a ratio. */
  void count(Measure measure, String label, String qualifier, String number, int line) {
    add(measure, label, qualifier, number, "", Unit::metric, line, false);
  }

  /** A duration as Go prints one ("10s", "1m30s"): in seconds, its text kept. */
  void duration(Measure measure, String label, String qualifier, String text, int line) {
    Optional<Duration> d = Durations.parse(text);
    if (d.isEmpty()) notPrinted(line, label, text);
    else {
      BigDecimal seconds = BigDecimal.valueOf(d.get().toNanos(), 9).stripTrailingZeros();
      PrintedFigure q = new PrintedFigure(text, seconds, Unit.SECONDS);
      figures.add(new Figure(measure, label, qualifier, q, line));
    }
  }

  /** A figure whose text the tool does not print where it stands: left out, and said. */
  void notPrinted(int line, String what, String text) {
    String said = what + ": \"" + text + "\" is not what " + tool.key();
    problems.add(new Note(line, said + " prints there; the figure is left out"));
  }

  /** The run's connections, and a figure "connections" of them. */
  void connections(String number, int line) {
    count(Measure.OTHER, "connections", "", number, line);
    connections = OptionalInt.of(Integer.parseInt(number));
  }

  /** The run's threads, and a figure "threads" of them. */
  void threads(String number, int line) {
    count(Measure.OTHER, "threads", "", number, line);
    threads = OptionalInt.of(Integer.parseInt(number));
  }
}
