package abreplay.importer;

import abreplay.importer.Sentences.Sentence;
import abreplay.importer.StandInChoice.Choice;
import java.util.List;
import java.util.Map;

/**
 * What an import makes of a text, before anything is written. Immutable.
 *
 * @param id the document's number, e.g. "005"
 * @param source the text's file as the draft names it
 * @param systems ab's systems first, then other tools'
 * @param scenarios ab's scenarios first, then other tools'
 * @param choices each ab system's stand-in, by system name
 * @param drafts the draft profiles to write, by system name
 * @param warnings every warning, in the text's order
 * @param byReport the warnings about each report, by where the report starts in the text
 * @param notes what was noticed but is no problem (figures quoted outside a report)
 * @param headings by ab system name, the text right before its first report (its command line left
 *     out), for the user to name the system
 */
record Draft(
    String id,
    String title,
    String source,
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
    boolean failures) {

  List<String> systemNames() {
    return systems.stream().map(DraftSystem::name).toList();
  }

  List<String> scenarioIds() {
    return scenarios.stream().map(DraftScenario::id).toList();
  }

  /** Whether a replay can make any of its scenarios' loads: not when each is NOT REPLAYABLE. */
  boolean replayable() {
    return scenarios.stream().anyMatch(s -> s.skipped().isEmpty());
  }

  /** The stand-in profile an ab system runs on: a bundled one, or its draft. */
  String target(String system) {
    DraftProfile draft = drafts.get(system);
    return draft != null ? draft.name() : choices.get(system).profile().orElseThrow();
  }

  List<Note> warningsAt(int reportStart) {
    return byReport.getOrDefault(reportStart, List.of());
  }
}
