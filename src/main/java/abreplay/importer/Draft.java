package abreplay.importer;

import abreplay.importer.Grouping.DraftScenario;
import abreplay.importer.Grouping.DraftSystem;
import abreplay.importer.Sentences.Sentence;
import abreplay.importer.StandInChoice.Choice;
import java.util.List;
import java.util.Map;

/**
 * What an import makes of a text, before anything is written: its reports as systems and scenarios,
 * each system's stand-in (a profile of targets/, or a draft profile), the sentences the user has to
 * read (claims, machine), and every warning, by line. Immutable.
 *
 * @param id the document's number, e.g. "005"
 * @param source the text's file as the draft names it
 * @param reports every report found, usable or not, in the text's order
 * @param choices each system's stand-in, by system name
 * @param drafts the draft profiles to write, by system name
 * @param warnings every warning, in the text's order
 * @param byReport the warnings about each report, by where the report starts in the text
 * @param notes what was noticed but is no problem (figures quoted outside a report)
 * @param headings by system name, the text right before its first report (its command line left
 *     out): where a post names what it measured ("2.nodejs的測試結果："), for the user to name the system
 * @param tools other load tools' reports, as systems and scenarios of their own
 */
record Draft(
    String id,
    String title,
    String source,
    List<AbReport> reports,
    List<DraftSystem> systems,
    List<DraftScenario> scenarios,
    Map<String, Choice> choices,
    Map<String, DraftProfile> drafts,
    List<Sentence> claims,
    List<Sentence> machine,
    List<Note> warnings,
    Map<Integer, List<Note>> byReport,
    List<Note> notes,
    Map<String, String> headings,
    List<String> abVersions,
    boolean loopback,
    boolean receiveErrors,
    boolean failures,
    ToolDrafts.Part tools) {

  /** The first system of the draft, ab's or another tool's: the draft's baseline. */
  String firstSystem() {
    return systems.isEmpty() ? tools.systems().get(0).name() : systems.get(0).name();
  }

  /** Every system's name, ab's first. */
  List<String> systemNames() {
    List<String> names =
        new java.util.ArrayList<>(systems.stream().map(DraftSystem::name).toList());
    tools.systems().forEach(s -> names.add(s.name()));
    return names;
  }

  /** Every scenario's id, ab's first. */
  List<String> scenarioIds() {
    List<String> ids =
        new java.util.ArrayList<>(scenarios.stream().map(DraftScenario::id).toList());
    tools.scenarios().forEach(s -> ids.add(s.id()));
    return ids;
  }

  /** Whether a replay can make any of its scenarios' loads: not when each is NOT REPLAYABLE. */
  boolean replayable() {
    return !scenarios.isEmpty()
        || tools.scenarios().stream()
            .anyMatch(s -> !(s.load() instanceof abreplay.document.LoadModel.NotReplayable));
  }

  /** The stand-in profile a system runs on: a bundled one, or its draft. */
  String target(String system) {
    DraftProfile draft = drafts.get(system);
    return draft != null ? draft.name() : choices.get(system).profile().orElseThrow();
  }

  /** The warnings about one report, in order. */
  List<Note> warningsOf(AbReport report) {
    return byReport.getOrDefault(report.start(), List.of());
  }
}
