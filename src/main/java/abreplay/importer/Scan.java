package abreplay.importer;

import abreplay.importer.AbReport.Note;
import abreplay.importer.Labels.Token;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * What a text holds of ab: its reports (a run of labels that starts with ab's banner or has at
 * least {@link #LEAST_LINES} of a report's lines), its ab command lines, and the figures it quotes
 * outside a report ("Requests per second: 3543.00" in the prose after one), which are not reports
 * and are only noted.
 */
record Scan(List<AbReport> reports, List<AbCommand> commands, List<Note> notes) {
  /** Fewer of a report's lines than this, without ab's banner, are a quote of a few figures. */
  static final int LEAST_LINES = 5;

  static Scan of(Text text) {
    List<AbReport> reports = new ArrayList<>();
    List<Note> notes = new ArrayList<>();
    for (List<Token> run : Labels.runs(text)) {
      Set<Field> fields =
          run.stream().map(Token::field).collect(Collectors.toCollection(LinkedHashSet::new));
      int line = text.line(run.get(0).start());
      if (!fields.contains(Field.BANNER) && fields.size() < LEAST_LINES) {
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
              problems));
    }
    return new Scan(reports, AbCommand.find(text), notes);
  }
}
