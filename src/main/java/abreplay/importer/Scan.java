package abreplay.importer;

import abreplay.importer.Field.Token;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

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
  private static final int LEAST_LINES = 5;

  static Scan of(Text text) {
    List<AbReport> reports = new ArrayList<>();
    List<Note> notes = new ArrayList<>();
    List<AbCommandLine> commands = AbCommandLine.find(text);
    int previousEnd = 0;
    for (List<Token> run : Field.runs(text)) {
      // a run's fields are distinct: each comes after the one before it in ab's order
      List<Field> fields = run.stream().map(Token::field).toList();
      int start = run.get(0).start();
      Optional<AbCommandLine> above = Optional.empty();
      if (!fields.contains(Field.BANNER) && fields.size() < LEAST_LINES) {
        above = Fragments.above(text, start, commands, previousEnd);
        if (above.isEmpty()) {
          notes.add(
              new Note(
                  text.line(start),
                  Field.shown(fields) + " quoted outside a report: not imported"));
          continue;
        }
      }
      AbReport report = ReportReader.read(text, run, above);
      reports.add(report);
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
