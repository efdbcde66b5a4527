package abreplay.importer;

import abreplay.importer.Labels.Token;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * What a text holds of load tools: ab's reports (a run of labels that starts with ab's banner or
 * has at least {@link #LEAST_LINES} of a report's lines), ab's fragments (fewer of its lines, right
 * under an ab command: {@link Fragments}), its ab command lines, the figures it quotes outside a
 * report ("Requests per second: 3543.00" in the prose after one), which are only noted, and other
 * load tools' reports and command lines ({@link ToolReports}, {@link ToolCommands}), and its tables
 * ({@link Tables}), which may be results.
 *
 * @param reports ab's reports and fragments, in the text's order
 */
record Scan(
    List<AbReport> reports,
    List<AbCommandLine> commands,
    List<Note> notes,
    List<ToolReport> toolReports,
    List<ToolCommand> toolCommands,
    List<Table> tables) {
  /** Fewer of a report's lines than this, without ab's banner, are a quote of a few figures. */
  static final int LEAST_LINES = 5;

  static Scan of(Text text) {
    List<AbReport> reports = new ArrayList<>();
    List<Note> notes = new ArrayList<>();
    List<AbCommandLine> commands = AbCommandLine.find(text);
    int previousEnd = 0;
    for (List<Token> run : Labels.runs(text)) {
      Set<Field> fields =
          run.stream().map(Token::field).collect(Collectors.toCollection(LinkedHashSet::new));
      int line = text.line(run.get(0).start());
      if (!fields.contains(Field.BANNER) && fields.size() < LEAST_LINES) {
        Optional<AbReport> fragment = Fragments.of(text, run, commands, previousEnd);
        if (fragment.isPresent()) {
          reports.add(fragment.get());
          previousEnd = fragment.get().end();
          continue;
        }
        notes.add(
            new Note(
                line,
                fields.stream().map(f -> f.shown).collect(Collectors.joining(", "))
                    + " quoted outside a report: not imported"));
        continue;
      }
      AbReport report = ReportReader.read(text, run);
      List<Note> problems = new ArrayList<>(report.problems());
      problems.addAll(Completeness.gaps(report));
      reports.add(
          new AbReport(
              report.start(),
              report.end(),
              report.firstLine(),
              report.lines(),
              report.version(),
              report.benchmarked(),
              report.concurrency(),
              report.requests(),
              report.keepAliveLine(),
              report.variableLength(),
              report.sentBody(),
              report.published(),
              report.also(),
              problems,
              Optional.empty()));
      previousEnd = report.end();
    }
    return new Scan(
        reports,
        commands,
        notes,
        ToolReports.find(text),
        ToolCommands.find(text),
        Tables.find(text));
  }
}
